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
      `NEXT_PUBLIC_SITE_URL must be an absolute http(s) URL such as ${DEFAULT_SITE_URL}; got "${value}".`
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`NEXT_PUBLIC_SITE_URL must start with https:// or http://; got "${value}".`);
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    throw new Error(
      `NEXT_PUBLIC_SITE_URL must be an origin without path, query or fragment (e.g. ${DEFAULT_SITE_URL}); got "${value}".`
    );
  }
  return url.origin;
}

export const siteUrl = parseSiteUrl(process.env.NEXT_PUBLIC_SITE_URL);
