// The catalog check on an entry of the CMS before it is saved or published: the site's files as the
// build that served /admin held them (catalogs.json), with the entry's file as the editor left it, checked
// by the same code as npm run check:messages against the committed schema (as `next dev` does). The
// result is the check's own lines: "messages/pages/Contact.json:74: en.Contact.hero.subtitle: lacks {email} …".
import { checkCatalogs, formatProblem } from '../../../lib/i18n/catalog/catalog-check.mjs';
import { referenceFromSchema } from '../../../lib/i18n/catalog/catalog-reference.mjs';
import { readDataFiles } from '../../../lib/i18n/catalog/data-files.mjs';
import { PAGES_DIR, assembleCatalogs } from '../../../lib/i18n/catalog/page-files.mjs';

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
