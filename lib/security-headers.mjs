// The headers every answer gets, and the edge target's header rules that next.config.mjs reads. Free of
// build tooling and of side effects on import: next.config imports it, and so does the tooling (the
// static export's host rules, the edge build's two passes in scripts/build/edge-headers.mjs).
import { readFileSync } from 'node:fs';

/** The headers every response gets (the page's CSP and cache rule come on top). */
export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The file of page policies the edge build's second pass reads (set by finishEdgeBuild only). */
export const POLICIES_ENV = 'EDGE_PAGE_POLICIES';
/** The build ID both edge passes share, so that both render the same HTML. */
export const BUILD_ID_ENV = 'EDGE_BUILD_ID';

const CSP = 'Content-Security-Policy';
const headerList = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * @typedef {{ pages: { path: string, csp: string }[], notFound: { prefix: string, csp: string }[] }} EdgePolicies
 */

/**
 * next.config's headers(): the security headers on every answer; with the policies of a first pass,
 * a miss gets its 404 page's CSP and each page its own (Next lets the last matching rule set a header).
 * @param {Record<string, string | undefined>} env
 */
export function edgeHeaders(env) {
  const rules = [{ source: '/:path*', headers: headerList(securityHeaders) }];
  const file = env[POLICIES_ENV];
  if (!file) return rules;
  /** @type {EdgePolicies} */
  const { pages, notFound } = JSON.parse(readFileSync(file, 'utf8'));
  const broadFirst = [...notFound].sort((a, b) => a.prefix.length - b.prefix.length);
  for (const { prefix, csp } of broadFirst)
    rules.push({ source: `${prefix}:path*`, headers: [{ key: CSP, value: csp }] });
  for (const { path, csp } of pages) {
    // A page path is matched literally: nothing in it may read as a pattern.
    if (!/^\/[\w/-]*$/.test(path)) throw new Error(`${file}: "${path}" is not a plain page path.`);
    rules.push({ source: path, headers: [{ key: CSP, value: csp }] });
  }
  return rules;
}
