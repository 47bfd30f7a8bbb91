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

/** The local enquiry backend that `npm start` runs (scripts/local-backend.mjs): the default target. */
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
