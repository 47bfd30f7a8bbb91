// Public environment, read and checked in one place (next.config.mjs runs this at build start).

const DEFAULT_SITE_URL = 'https://www.fyrtorn.example';

/**
 * The site's public origin: canonical URLs, hreflang, OpenGraph and the sitemap are built on it.
 * @param {string | undefined} raw
 * @returns {string} origin without trailing slash
 */
export function parseSiteUrl(raw) {
  const value = raw === undefined || raw.trim() === '' ? DEFAULT_SITE_URL : raw.trim();
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `NEXT_PUBLIC_SITE_URL must be an absolute http(s) URL such as ${DEFAULT_SITE_URL}; got "${value}".`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`NEXT_PUBLIC_SITE_URL must start with https:// or http://; got "${value}".`);
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    throw new Error(
      `NEXT_PUBLIC_SITE_URL must be an origin without path, query or fragment (e.g. ${DEFAULT_SITE_URL}); got "${value}".`,
    );
  }
  return url.origin;
}

export const siteUrl = parseSiteUrl(process.env.NEXT_PUBLIC_SITE_URL);

/** The local enquiry backend that `npm start` runs (scripts/serve/local-backend.mjs): the default target. */
export const LOCAL_SUPABASE_URL = 'http://localhost:3001';
export const LOCAL_SUPABASE_ANON_KEY = 'local-anon-key';

/**
 * The Supabase project the contact form calls (its Edge Function send-contact-email). Unset, the
 * site points at the local backend of `npm start`; a production build sets both variables.
 * @param {{ url?: string, anonKey?: string }} raw
 * @returns {{ url: string, anonKey: string, isLocal: boolean }}
 */
export function parseSupabaseEnv(raw) {
  const url = raw.url?.trim() || LOCAL_SUPABASE_URL;
  const anonKey = raw.anonKey?.trim() || LOCAL_SUPABASE_ANON_KEY;
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(
      `NEXT_PUBLIC_SUPABASE_URL must be an absolute URL such as https://<project>.supabase.co; got "${url}".`,
    );
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`NEXT_PUBLIC_SUPABASE_URL must start with https:// or http://; got "${url}".`);
  }
  if (Boolean(raw.url?.trim()) !== Boolean(raw.anonKey?.trim())) {
    throw new Error(
      'Set NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY together (or neither, for the local backend).',
    );
  }
  return { url: parsed.origin, anonKey, isLocal: url === LOCAL_SUPABASE_URL };
}

export const supabaseEnv = parseSupabaseEnv({
  url: process.env.NEXT_PUBLIC_SUPABASE_URL,
  anonKey: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
});

/**
 * The host a build runs on: Cloudflare Pages, Netlify and Vercel set these variables in their
 * builds; DEPLOY=1 marks a production build anywhere else (e.g. for nginx). null: a local build.
 * @param {Record<string, string | undefined>} env
 * @returns {'cloudflare' | 'netlify' | 'vercel' | 'other' | null}
 */
export function buildHost(env) {
  const set = (name) => Boolean(env[name]?.trim()) && env[name]?.trim() !== '0' && env[name]?.trim() !== 'false';
  if (set('CF_PAGES')) return 'cloudflare';
  if (set('NETLIFY')) return 'netlify';
  if (set('VERCEL')) return 'vercel';
  if (set('DEPLOY')) return 'other';
  return null;
}

const isLoopback = (value) => {
  try {
    return ['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(new URL(value.trim()).hostname);
  } catch {
    return false;
  }
};

/**
 * A host build must not ship the local defaults: every visitor's enquiry would go to their own
 * machine. Names each missing or local-only variable in one line; null when there is nothing to say
 * (all set, or a local build, which keeps the defaults).
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function hostBuildProblem(env) {
  const host = buildHost(env);
  if (!host) return null;
  const value = (name) => env[name]?.trim() ?? '';
  const problems = [];
  for (const name of ['NEXT_PUBLIC_SUPABASE_URL', 'NEXT_PUBLIC_SUPABASE_ANON_KEY', 'NEXT_PUBLIC_SITE_URL']) {
    if (!value(name)) problems.push(`${name} (missing)`);
    else if (name.endsWith('_URL') && isLoopback(value(name))) problems.push(`${name} (local-only: ${value(name)})`);
    else if (name.endsWith('_ANON_KEY') && value(name) === LOCAL_SUPABASE_ANON_KEY)
      problems.push(`${name} (local-only: the local backend's key)`);
  }
  if (!problems.length) return null;
  const marker = { cloudflare: 'CF_PAGES', netlify: 'NETLIFY', vercel: 'VERCEL', other: 'DEPLOY' }[host];
  return `a host build (${marker} is set) needs the production settings: ${problems.join(', ')}. Set them in the host's build environment.`;
}
