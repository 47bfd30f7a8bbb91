// The catalog check on an entry of the CMS before it is saved or published: the site's files as the
// build that served /admin held them (catalogs.json), with the entry's file as the editor left it, checked
// by the same code as npm run check:messages against the committed schema (as `next dev` does). The
// result is the check's own lines: "messages/pages/Contact.json:74: en.Contact.hero.subtitle: lacks {email} …".
// The preview checks one text at a time as the editor types (textChecker): the whole check takes seconds.
import { checkCatalogs, formatProblem } from '../../../lib/i18n/catalog/catalog-check.mjs';
import { referenceFromSchema } from '../../../lib/i18n/catalog/catalog-reference.mjs';
import { readDataFiles } from '../../../lib/i18n/catalog/data-files.mjs';
import { PAGES_DIR, assembleCatalogs, catalogLocales, placeOf } from '../../../lib/i18n/catalog/page-files.mjs';

/**
 * @param {{ schema: unknown, files: Record<string, string> }} site the files of messages/ by path, and the schema
 * @param {string} file the entry's file
 * @param {string} text the entry's file as the CMS would write it
 * @returns {string[]} the problems, each as the check prints it; none when the entry may be saved
 */
export function checkEntry(site, file, text) {
  const files = { ...site.files, [file]: text };
  // The facts, the glossary and the offer, each checked for what it must hold (lib/i18n/catalog/data-files.mjs).
  const { problems, options } = readDataFiles((name) => files[name]);
  const pages = Object.entries(files).filter(([name]) => name.startsWith(`${PAGES_DIR}/`));
  const { catalogs, problems: unreadable } = assembleCatalogs(pages);
  problems.push(...unreadable);
  if (!problems.length) {
    const found = checkCatalogs(catalogs, referenceFromSchema(site.schema), { seo: false, ...options });
    problems.push(...found.filter((p) => p.level !== 'warning'));
  }
  return problems.map(formatProblem);
}

/** Answers kept before the oldest are dropped: one a keystroke. */
const KEPT = 2000;

/**
 * The check of one text in both languages, by the rules of that text alone (its placeholders and tags,
 * the facts written by hand, the glossary's words), with the site's facts and glossary.
 * @param {{ schema: unknown, files: Record<string, string> }} site
 * @returns {(path: (string | number)[], texts: unknown[]) => Record<string, string[]>} the problems of
 *   the text at a key path (`['Contact', 'hero', 'subtitle']`) by language, each in the check's words
 */
export function textChecker(site) {
  const reference = referenceFromSchema(site.schema);
  // The sound data files only, as the whole check takes them.
  const options = { seo: false, ...readDataFiles((name) => site.files[name]).options };
  const answers = new Map();
  return (path, texts) => {
    const id = JSON.stringify([path, texts]);
    if (answers.has(id)) return answers.get(id);
    const node = path.reduce(
      (at, key) => (at?.kind === 'group' ? at.keys.get(String(key)) : (at?.items[key] ?? at?.items.at(-1))),
      reference,
    );
    const found = Object.fromEntries(catalogLocales.map((locale) => [locale, []]));
    if (node?.kind === 'text' && texts.every((text) => typeof text === 'string')) {
      // The text alone under its own path: a list's index becomes a key like any other.
      const alone = path.reduceRight((child, key) => ({ kind: 'group', keys: new Map([[String(key), child]]) }), node);
      const catalogs = catalogLocales.map((locale, i) => ({
        locale,
        value: path.reduceRight((child, key) => ({ [key]: child }), texts[i]),
        where: (key) => placeOf(locale, key),
      }));
      for (const problem of checkCatalogs(catalogs, alone, options)) {
        if (problem.level === 'error') found[problem.key.split('.')[0]].push(problem.message);
      }
    }
    if (answers.size >= KEPT) answers.delete(answers.keys().next().value);
    answers.set(id, found);
    return found;
  };
}
