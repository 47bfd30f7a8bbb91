// The catalogs' layout: one file per namespace (a page, or a part every page shares) holding both
// languages side by side, messages/pages/Contact.json = { "sv": { "Contact": {…} }, "en": { "Contact": {…} } },
// so that an editor sees a page's Swedish and English together (in VS Code, and in the CMS at /admin/,
// whose entries are one file each: docs/decisions/cms.md). next-intl and the
// catalog check read the two language catalogs assembled from these files, and every problem is told in
// the file and at the line that hold it: "messages/pages/Contact.json:14: en.Contact.hero.subtitle: …".
import { JsonSyntaxError, joinPath, parseJsonSource } from './json-source.mjs';

export const PAGES_DIR = 'messages/pages';
/** The languages of every page file, Swedish first: the check compares them in this order. */
export const catalogLocales = /** @type {const} */ (['sv', 'en']);

/**
 * @typedef {'sv' | 'en'} CatalogLocale
 * @typedef {{ file: string, key: string, line?: number }} Place where a problem is told: the file, the
 *   key path inside it, the line that holds it (or the line of the nearest group that does)
 * @typedef {{ locale: CatalogLocale, value: Record<string, unknown>, where: (path: string) => Place }} LanguageCatalog
 *   one language's catalog, every namespace in it; `where` finds a key path (`Contact.hero.title`) in
 *   the page files
 * @typedef {import('./catalog-check.mjs').CatalogProblem} CatalogProblem
 */

/** The page file of a namespace: `Contact` → `messages/pages/Contact.json`. */
export const pageFileOf = (namespace) => `${PAGES_DIR}/${namespace}.json`;

/** The namespace a page file holds: `messages/pages/Contact.json` → `Contact`. */
export const namespaceOf = (file) => file.replace(/^.*\//, '').replace(/\.json$/, '');

/** The namespace of a key path: `Contact.hero.title` → `Contact`, `Home.faq.items[2]` → `Home`. */
const namespaceOfKey = (key) => key.split(/[.[]/, 1)[0];

/**
 * Where a key of one language is in the page files, without their lines (next-intl's errors while a page
 * renders know the key and the language only).
 * @param {CatalogLocale} locale
 * @param {string} key
 * @returns {Place}
 */
export const placeOf = (locale, key) => ({ file: pageFileOf(namespaceOfKey(key)), key: joinPath(locale, key) });

/** The line of a path in a parsed page file, or of the nearest group above it that has one. */
function lineOf(lines, path) {
  for (let at = path; at; at = at.replace(/(\.[^.[\]]*|\[\d+\])$/, '')) {
    if (lines.has(at)) return lines.get(at);
    if (!/[.[]/.test(at)) break;
  }
  return undefined;
}

const isGroup = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Both language catalogs from the page files. A file's text is parsed with its lines (a JSON slip is told
 * with line, column and key path); a value already parsed (Jest and tsc read JSON themselves) has none.
 * @param {Iterable<readonly [string, unknown]>} sources each page file's path and its text or parsed value
 * @returns {{ catalogs: LanguageCatalog[], problems: CatalogProblem[] }} catalogs: Swedish, then English,
 *   also when some files could not be read (their namespaces are then missing); problems: what stops a
 *   file from being read as a page file (syntax, a key written twice, another namespace, a third language)
 */
export function assembleCatalogs(sources) {
  /** @type {CatalogProblem[]} */
  const problems = [];
  const report = (file, key, message, line) =>
    problems.push({ file, key, message, level: 'error', ...(line ? { line } : {}) });
  const values = Object.fromEntries(catalogLocales.map((locale) => [locale, {}]));
  /** Each namespace's file and lines, for `where`. */
  const files = new Map();

  for (const [file, source] of sources) {
    const namespace = namespaceOf(file);
    let value = source;
    let lines = new Map();
    if (typeof source === 'string') {
      try {
        const parsed = parseJsonSource(source);
        ({ value, lines } = parsed);
        for (const { path, line } of parsed.duplicates) {
          report(file, path, `written twice in the same group (again at line ${line}); JSON keeps only the last one`);
        }
      } catch (error) {
        if (!(error instanceof JsonSyntaxError)) throw error;
        report(
          file,
          error.path || '(top level)',
          `invalid JSON at line ${error.line}, column ${error.column}: ${error.message}`,
        );
        continue;
      }
    }
    if (!isGroup(value)) {
      report(file, '(top level)', `expected { "sv": { "${namespace}": { … } }, "en": { "${namespace}": { … } } }`);
      continue;
    }
    files.set(namespace, { file, lines });
    for (const [locale, texts] of Object.entries(value)) {
      if (!catalogLocales.includes(/** @type {CatalogLocale} */ (locale))) {
        report(file, locale, `not a language of the site: a page file holds "sv" and "en"`, lines.get(locale));
        continue;
      }
      if (!isGroup(texts)) {
        report(file, locale, `expected a group { "${namespace}": { … } }`, lines.get(locale));
        continue;
      }
      for (const [held, namespaceTexts] of Object.entries(texts)) {
        const at = joinPath(locale, held);
        if (held !== namespace) {
          report(
            file,
            at,
            `this file holds the texts of ${namespace} only: move ${held} to ${pageFileOf(held)}`,
            lines.get(at),
          );
        } else values[locale][held] = namespaceTexts;
      }
    }
  }

  const catalogs = catalogLocales.map((locale) => ({
    locale,
    value: values[locale],
    where(path) {
      const place = placeOf(locale, path);
      const line = files.has(namespaceOfKey(path)) ? lineOf(files.get(namespaceOfKey(path)).lines, place.key) : 0;
      return line ? { ...place, line } : place;
    },
  }));
  return { catalogs, problems };
}
