// Content security policy from the built HTML: every inline script a page carries (the
// language and theme scripts, Next's payload scripts, the deferred loader) is allowed by its sha256
// hash, nothing else inline. Computed after the build, so a changed page can never run with a stale
// policy. Build-only: the static export's host rules, the edge target's headers and the tests use it.
import { createHash } from 'node:crypto';
import { hasEnquiryForm, isSearchPage } from '../../lib/route-table.mjs';
import {
  applyEdits,
  attribute,
  childText,
  elementsNamed,
  inlineScripts,
  parsePage,
  quoteAttribute,
  rangeOf,
  tagsOf,
} from './page-html.mjs';

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The CSP source expressions ('sha256-…') of the inline scripts a page runs, in page order: each over
 * the script's text as the browser parses it. Data blocks (JSON-LD) never run and need no hash.
 * @param {string} html
 * @param {string} [file] for the error message
 */
export function inlineScriptHashes(html, file = 'page') {
  let scripts;
  try {
    scripts = inlineScripts(parsePage(html));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : error}`);
  }
  return [...new Set(scripts.map((script) => sha256(childText(script))))];
}

/** The sources of a policy's script-src directive. @param {string} csp */
const scriptSources = (csp) =>
  csp
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? [];

/**
 * Stops the build unless the policy allows every inline script of the page.
 * @param {string} html
 * @param {string} csp
 * @param {string} file
 */
export function assertPolicyCovers(html, csp, file) {
  const allowed = new Set(scriptSources(csp));
  const missing = inlineScriptHashes(html, file).filter((hash) => !allowed.has(hash));
  if (missing.length) {
    throw new Error(
      `${file}: ${missing.length} inline script(s) not allowed by the page's CSP (${missing.join(' ')}).`,
    );
  }
}

/**
 * The policy one page is served with. style-src needs 'unsafe-inline': React writes style
 * attributes and the theme toggle adds a <style> while it switches themes; scripts never get it.
 * What a page needs beyond the rest follows from its path: the search page lets Pagefind compile its
 * WebAssembly ('wasm-unsafe-eval'; its script and index are 'self'), and the contact page lets its form
 * post to the enquiry function when the form's script has not run (form-action; the function answers
 * with a redirect back to this site, which 'self' allows). Fonts and the web app manifest fall back to
 * default-src 'self'; every byte here is sent with each page, so no other page carries those two.
 * @param {{ scriptHashes: string[], supabaseUrl: string, path?: string }} options path: the page's clean URL
 */
export function contentSecurityPolicy({ scriptHashes, supabaseUrl, path = '' }) {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...(isSearchPage(path) ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src 'self' ${supabaseUrl}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    ['form-action', "'self'", ...(hasEnquiryForm(path) ? [supabaseUrl] : [])].join(' '),
  ].join('; ');
}

/**
 * The policies of the CMS at /admin/ (scripts/cms/), which is no page of the site and ships none of its
 * scripts: Decap CMS needs 'unsafe-eval' (the validator of its configuration compiles functions) and
 * inline styles (emotion writes <style> elements), talks to GitHub's API and status page and shows GitHub
 * avatars; the sign-in pages under /admin/oauth/ run one script of the site's and talk to nothing.
 */
export const cmsPolicies = {
  admin: [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "connect-src 'self' https://api.github.com https://www.githubstatus.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  oauth:
    "default-src 'none'; script-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

/**
 * The opener policy of the CMS: the site's `same-origin` would cut the sign-in popup off from /admin/ once
 * it has been to GitHub, so the CMS lets its popups keep their opener and the sign-in pages take it back.
 */
export const cmsOpenerPolicies = { admin: 'same-origin-allow-popups', oauth: 'unsafe-none' };

/** Hashed build assets never change; HTML is checked again on every visit. */
export const immutableCache = 'public, max-age=31536000, immutable';
export const revalidateCache = 'public, max-age=0, must-revalidate';

/**
 * A policy as a <meta> can carry it: frame-ancestors is ignored there (X-Frame-Options covers it).
 * @param {string} csp
 */
export const metaPolicy = (csp) =>
  csp
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');

/** @param {import('./page-html.mjs').Page} page */
const policyMetas = (page) =>
  elementsNamed(page, 'meta').filter(
    (meta) => (attribute(meta, 'http-equiv') ?? '').trim().toLowerCase() === 'content-security-policy',
  );

/**
 * The page with its policy in a <meta> at the top of <head> (right after the charset declaration,
 * before any script), for hosts that send a 404 page without its header. A policy meta already there
 * is replaced. Checks the result: one policy meta, this policy, in <head>, before every script.
 * @param {string} html
 * @param {string} csp the page's policy (as the header carries it)
 * @param {string} file for the error message
 */
export function withPolicyMeta(html, csp, file) {
  const page = parsePage(html);
  const [head] = elementsNamed(page, 'head');
  const headStart = head && tagsOf(head).startTag;
  if (!headStart) throw new Error(`${file}: no <head> tag; the CSP <meta> cannot be written.`);
  const meta = `<meta http-equiv="Content-Security-Policy" content=${quoteAttribute(metaPolicy(csp))}/>`;
  const existing = policyMetas(page);
  const charset = elementsNamed(page, 'meta').find(
    (element) => element.parentNode === head && attribute(element, 'charset') !== null,
  );
  const [firstScript] = elementsNamed(page, 'script');
  const at = Math.min(
    charset ? rangeOf(charset).end : headStart.endOffset,
    firstScript ? rangeOf(firstScript).start : Infinity,
  );
  const result = applyEdits(html, [
    ...existing.map((element) => ({ ...rangeOf(element), text: '' })),
    { start: at, end: at, text: meta },
  ]);
  assertPolicyMeta(result, csp, file);
  return result;
}

/**
 * Stops the build unless the page carries exactly this policy in one <meta> in <head>, before every script.
 * @param {string} html
 * @param {string} csp
 * @param {string} file
 */
export function assertPolicyMeta(html, csp, file) {
  const page = parsePage(html);
  const metas = policyMetas(page);
  if (metas.length !== 1) throw new Error(`${file}: ${metas.length} CSP <meta> elements instead of one.`);
  const [meta] = metas;
  if (attribute(meta, 'content') !== metaPolicy(csp))
    throw new Error(`${file}: the CSP <meta> is not the page's policy.`);
  const [head] = elementsNamed(page, 'head');
  if (meta.parentNode !== head) throw new Error(`${file}: the CSP <meta> is not in <head>.`);
  const [firstScript] = elementsNamed(page, 'script');
  if (firstScript && rangeOf(firstScript).start < rangeOf(meta).start) {
    throw new Error(`${file}: a <script> comes before the CSP <meta>, which does not apply to it.`);
  }
}
