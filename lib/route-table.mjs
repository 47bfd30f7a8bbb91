// The route table: every page path and every rule that answers a URL with something other than its
// page (a moved page, the canonical form of a URL, each language's 404 page). Plain JavaScript, so
// that the build's scripts read it as it is: it feeds middleware.ts, the export's _redirects and
// _headers, the nginx server block and the /priser fallback page. lib/routes.ts is the app's typed view.

/** Every page, by its Swedish path; the English twin sits under the English prefix. */
export const pagePaths = /** @type {const} */ ({
  home: '/',
  subscriptions: '/vara-abonnemang',
  prices: '/priser',
  fdaas: '/fdaas',
  pdaas: '/pdaas',
  annualPackage: '/arspaket',
  plusServices: '/plustjanster',
  portal: '/myfyrtorn',
  references: '/referenser',
  visionTeam: '/vision-team',
  careers: '/jobba-hos-oss',
  contact: '/kontakt',
  enquirySent: '/kontakt/tack',
  enquiryFailed: '/kontakt/fel',
  search: '/sok',
  cookieNotice: '/cookie-notice',
  privacy: '/integritetspolicy',
  terms: '/villkor',
  campaign: '/lp/example-campaign',
  conference: '/ai-konferens',
  priceListFdaas: '/prislista-fdaas',
  priceListPdaas: '/prislista-pdaas',
  priceList: '/prislista',
});

/** Pages without an English twin (no hreflang pair; the language toggle leads to the English home). */
export const swedishOnlyPaths = [
  pagePaths.prices,
  pagePaths.campaign,
  pagePaths.conference,
  pagePaths.priceListFdaas,
  pagePaths.priceListPdaas,
  pagePaths.priceList,
];

/** Swedish sits at the root, English under this prefix (next-intl's localePrefix 'as-needed'). */
export const ENGLISH_PREFIX = '/en';

/** A page's path under a language prefix: "/" → "/en", "/fdaas" → "/en/fdaas". */
export const prefixedPath = (prefix, path) => (path === '/' ? prefix : `${prefix}${path}`);

/** A page's English path: "/" → "/en", "/fdaas" → "/en/fdaas". */
export const englishPath = (path) => prefixedPath(ENGLISH_PREFIX, path);

/**
 * Where the enquiry function sends a form posted without JavaScript (its thank-you and error pages, in
 * the language the form was in). Their paths are also in supabase/functions/_shared/enquiry-pages.ts,
 * which the function deploys alone; a unit test keeps the two the same.
 */
export const enquiryAnswerPaths = [pagePaths.enquirySent, pagePaths.enquiryFailed];

/** Pages in both languages that search engines may visit but not list (noindex, follow; not in the sitemap). */
export const unlistedPaths = [pagePaths.search, ...enquiryAnswerPaths];

/** The pages of the sitemap, in both languages: the site search indexes exactly these as well. */
export const indexedPagePaths = Object.values(pagePaths).filter(
  (path) => !swedishOnlyPaths.includes(path) && !unlistedPaths.includes(path),
);

/** The pages of the sitemap as URLs, each Swedish one followed by its English twin. */
export const indexedPageUrls = indexedPagePaths.flatMap((path) => [path, englishPath(path)]);

/**
 * The catalog namespace of each page of the sitemap, whose `meta.title` names the page where the site
 * speaks of it: the search page's list of all pages, the page's social image.
 * @type {Record<string, string>}
 */
export const pageNamespaces = {
  [pagePaths.home]: 'Home',
  [pagePaths.subscriptions]: 'Subscriptions',
  [pagePaths.fdaas]: 'Fdaas',
  [pagePaths.pdaas]: 'Pdaas',
  [pagePaths.annualPackage]: 'AnnualPackage',
  [pagePaths.plusServices]: 'PlusServices',
  [pagePaths.portal]: 'Portal',
  [pagePaths.references]: 'References',
  [pagePaths.visionTeam]: 'VisionTeam',
  [pagePaths.careers]: 'Careers',
  [pagePaths.contact]: 'Contact',
  [pagePaths.cookieNotice]: 'CookieNotice',
  [pagePaths.privacy]: 'Privacy',
  [pagePaths.terms]: 'Terms',
};

/** A language's social image, with the site's tagline. @param {'sv' | 'en'} locale */
export const languageSocialImagePath = (locale) => `/og/${locale}.png`;

/**
 * The social image (og:image, twitter:image) of a page: its own, with its title, for a page of the
 * sitemap; its language's image for the rest (noindex pages, 404 pages).
 * @param {'sv' | 'en'} locale
 * @param {string} path the page's Swedish path
 */
export function socialImagePath(locale, path) {
  if (!indexedPagePaths.includes(path)) return languageSocialImagePath(locale);
  return `/og/${locale}/${path === pagePaths.home ? 'home' : path.slice(1)}.png`;
}

/**
 * The CMS (Decap) that editors open in the browser, with the site but not a page of it: noindex, out of
 * the sitemap and the search index, its own policy and headers (scripts/cms/, docs/editing.md).
 */
export const CMS_PATH = '/admin/';
/** The CMS's sign-in pages, which hand over to the OAuth function and back (supabase/functions/cms-oauth). */
export const CMS_OAUTH_PATH = '/admin/oauth/';

/** Where the build writes the search index and Pagefind's script; only the search page loads them. */
export const SEARCH_BUNDLE_PATH = '/pagefind/';

/**
 * Whether a clean URL is a search page (its policy allows WebAssembly for Pagefind).
 * @param {string} path
 */
export const isSearchPage = (path) => path === pagePaths.search || path === englishPath(pagePaths.search);

/**
 * Whether a clean URL is a page with the enquiry form (its policy lets the form post to the function).
 * @param {string} path
 */
export const hasEnquiryForm = (path) => path === pagePaths.contact || path === englishPath(pagePaths.contact);

/**
 * Pages that were replaced: the old path (with or without a trailing slash) answers with a
 * permanent redirect to the new one, its query string kept. The old page stays in the export as a
 * forwarding page for hosts that read no rule files.
 */
export const movedPages = [{ from: pagePaths.prices, to: pagePaths.subscriptions }];

/** The 404 page a missing URL gets: English under the English prefix, Swedish everywhere else. */
export const notFoundPages = [
  { prefix: `${ENGLISH_PREFIX}/`, page: `${ENGLISH_PREFIX}/404` },
  { prefix: '/', page: '/404' },
];

/**
 * Where a moved page's old URL leads, or null.
 * @param {string} pathname
 * @returns {string | null}
 */
export function movedPageTarget(pathname) {
  const moved = movedPages.find(({ from }) => pathname === from || pathname === `${from}/`);
  return moved ? moved.to : null;
}

/**
 * The 404 page (its clean path) for a URL that has no page.
 * @param {string} pathname
 * @returns {string}
 */
export function notFoundPageFor(pathname) {
  const rule = notFoundPages.find(({ prefix }) => `${pathname}/`.startsWith(prefix));
  return (rule ?? notFoundPages[notFoundPages.length - 1]).page;
}

/**
 * Whether a URL under the English prefix has no page: every English page is the twin of a page that
 * is not Swedish-only, plus the English 404 page itself. (A Swedish URL is left to the app, which
 * also knows the campaign pages.)
 * @param {string} pathname a canonical path (see canonicalPath)
 * @returns {boolean}
 */
export function isMissingEnglishPage(pathname) {
  if (pathname !== ENGLISH_PREFIX && !pathname.startsWith(`${ENGLISH_PREFIX}/`)) return false;
  const swedish = pathname === ENGLISH_PREFIX ? '/' : pathname.slice(ENGLISH_PREFIX.length);
  const twin = Object.values(pagePaths).includes(swedish) && !swedishOnlyPaths.includes(swedish);
  const notFoundPage = notFoundPages.some(({ page }) => page === pathname);
  return !twin && !notFoundPage;
}

/**
 * The canonical form of a page URL: no trailing slash, no `.html`, no `index` (`/x/`, `/x.html`,
 * `/x/index.html` → `/x`; `/index.html` → `/`).
 * @param {string} pathname
 * @returns {string}
 */
export function canonicalPath(pathname) {
  const path = pathname.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : '/';
}

/**
 * The clean URL of an exported HTML file: `index.html` → `/`, `en.html` → `/en`, `en/index.html` → `/en`.
 * @param {string} file path relative to the export's root, "/" separators
 * @returns {string}
 */
export function pathOfHtmlFile(file) {
  return canonicalPath(`/${file}`);
}

/**
 * The exported HTML file of a clean URL, relative to the export's root: `/` → `index.html`,
 * `/en` → `en.html`, `/en/x` → `en/x.html` (the inverse of pathOfHtmlFile).
 * @param {string} path
 * @returns {string}
 */
export function htmlFileOfPath(path) {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
