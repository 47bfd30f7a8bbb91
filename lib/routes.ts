// The app's typed view of the route table (lib/route-table.mjs): every page path, which are
// Swedish-only, which have an English twin, which are in the sitemap.
import {
  enquiryAnswerPaths,
  indexedPagePaths,
  pagePaths,
  swedishOnlyPaths as swedishOnly,
  unlistedPaths,
} from './route-table.mjs';

export { pageNamespaces, socialImagePath } from './route-table.mjs';

/** Every page, by its Swedish path. English twins sit under /en. */
export const paths = pagePaths;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Swedish-only pages: no English twin, no hreflang pair; the language toggle leads to /en. */
export const swedishOnlyPaths: readonly AppPath[] = swedishOnly;

/** Swedish paths that have an English twin under /en. */
export const bilingualPaths: readonly AppPath[] = Object.values(paths).filter((p) => !swedishOnlyPaths.includes(p));

/**
 * Swedish pages a stored choice of English (or, on the entry page, the browser's language) moves to
 * their twin: every bilingual page but the enquiry's answer pages, which the function already opens in
 * the language of the form (and which would only lengthen every page's head script).
 */
export const languageDetectionPaths: readonly AppPath[] = bilingualPaths.filter(
  (p) => !(enquiryAnswerPaths as readonly string[]).includes(p),
);

export function hasEnglishTwin(path: string): boolean {
  return (bilingualPaths as readonly string[]).includes(path);
}

/** Indexable pages, in both languages: every page with an English twin but the search page. The sitemap and the site search list exactly these. */
export const indexedPages: readonly AppPath[] = indexedPagePaths;

/** Pages search engines may visit but not list (the search page, the enquiry's answer pages): noindex, follow, not in the sitemap. */
export function isUnlisted(path: string): boolean {
  return (unlistedPaths as readonly string[]).includes(path);
}
