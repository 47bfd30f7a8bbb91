import { config } from 'zod';

// No `new Function` in the browser: the site's CSP (and /admin/'s) has no 'unsafe-eval', and zod probes
// for it when a schema is built (the probe is caught, but reported as a CSP violation). Imported before
// any schema module, by the form and by the facts' and the offer's schema (lib/data-schema.mjs), which
// the CMS runs in the browser; the interpreted parser is fast enough for both.
config({ jitless: true });
