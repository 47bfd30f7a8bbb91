// The catalog check on an entry of the CMS before it is saved or published: the site's files as the
// build that served /admin held them (catalogs.json), with the entry's file as the editor left it, checked
// by the same code as npm run check:messages against the committed schema (as `next dev` does). The
// result is the check's own lines: "messages/pages/Contact.json:74: en.Contact.hero.subtitle: lacks {email} …".
import { FACTS_FILE, checkFacts } from '../../../lib/facts.mjs';
import { GLOSSARY_FILE, checkGlossary } from '../../../lib/glossary.mjs';
import { checkCatalogs, formatProblem, parseCatalog } from '../../../lib/i18n/catalog/catalog-check.mjs';
import { referenceFromSchema } from '../../../lib/i18n/catalog/catalog-reference.mjs';
import { PAGES_DIR, assembleCatalogs } from '../../../lib/i18n/catalog/page-files.mjs';

/**
 * @param {{ schema: unknown, files: Record<string, string> }} site the files of messages/ by path, and the schema
 * @param {string} file the entry's file
 * @param {string} text the entry's file as the CMS would write it
 * @returns {string[]} the problems, each as the check prints it; none when the entry may be saved
 */
export function checkEntry(site, file, text) {
  const files = { ...site.files, [file]: text };
  const problems = [];
  const data = {};
  for (const [name, check] of [
    [FACTS_FILE, checkFacts],
    [GLOSSARY_FILE, checkGlossary],
  ]) {
    const { catalog, problems: syntax } = parseCatalog(name, files[name]);
    problems.push(...syntax);
    const found = catalog ? check(catalog.value) : [];
    problems.push(...found.map((p) => ({ file: name, key: p.key, message: p.message, level: 'error' })));
    data[name] = catalog && !found.length ? catalog.value : undefined;
  }
  const pages = Object.entries(files).filter(([name]) => name.startsWith(`${PAGES_DIR}/`));
  const { catalogs, problems: unreadable } = assembleCatalogs(pages);
  problems.push(...unreadable);
  if (!problems.length) {
    const found = checkCatalogs(catalogs, referenceFromSchema(site.schema), {
      seo: false,
      facts: data[FACTS_FILE],
      glossary: data[GLOSSARY_FILE],
    });
    problems.push(...found.filter((p) => p.level !== 'warning'));
  }
  return problems.map(formatProblem);
}
