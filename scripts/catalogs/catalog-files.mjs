// The page files on disk (messages/pages/*.json, lib/i18n/catalog/page-files.mjs) for the tooling: which
// there are, their texts, and the two language catalogs assembled from them, as next-intl reads them.
// The app reads the same files through lib/i18n/page-sources.ts, which npm run messages:schema writes
// from this list (page-sources.mjs).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PAGES_DIR, assembleCatalogs } from '../../lib/i18n/catalog/page-files.mjs';
import { formatProblem } from '../../lib/i18n/catalog/catalog-check.mjs';

/** The page files, `messages/pages/Contact.json` and so on, in name order. @param {string} [root] */
export function pageFiles(root = process.cwd()) {
  return readdirSync(path.join(root, PAGES_DIR))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `${PAGES_DIR}/${name}`);
}

/**
 * Each page file's path and text; `sources` replaces a file's text by its path (the text editor and the
 * CMS check an edit before it is written).
 * @param {string} [root]
 * @param {Record<string, string>} [sources]
 * @returns {[string, string][]}
 */
export function readPageSources(root = process.cwd(), sources = {}) {
  const files = new Set([
    ...pageFiles(root),
    ...Object.keys(sources).filter((file) => file.startsWith(`${PAGES_DIR}/`)),
  ]);
  return [...files].sort().map((file) => [file, sources[file] ?? readFileSync(path.join(root, file), 'utf8')]);
}

/**
 * Both catalogs as next-intl reads them (the facts' placeholders not yet filled in), for build scripts
 * and tests; a page file that cannot be read stops with the check's lines.
 * @param {string} [root]
 * @returns {Record<'sv' | 'en', Record<string, any>>}
 */
export function readCatalogs(root = process.cwd()) {
  const { catalogs, problems } = assembleCatalogs(readPageSources(root));
  if (problems.length) throw new Error(problems.map(formatProblem).join('\n'));
  return Object.fromEntries(catalogs.map((catalog) => [catalog.locale, catalog.value]));
}

/** One language's catalog (see readCatalogs). @param {'sv' | 'en'} locale @param {string} [root] */
export const readCatalog = (locale, root = process.cwd()) => readCatalogs(root)[locale];
