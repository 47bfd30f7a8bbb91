import { config } from 'zod';

// No `new Function` in the browser: the site's CSP has no 'unsafe-eval', and zod probes for it when
// a schema is built (the probe is caught, but reported as a CSP violation). Imported before any
// schema module; the interpreted parser is fast enough for one small form.
config({ jitless: true });
