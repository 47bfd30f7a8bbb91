// The data files the texts rely on, beside the page files: the facts, the glossary and the offer. Each is
// read as JSON and checked for what it must hold; the sound ones are what the catalog check takes
// (checkCatalogs' options). npm run check:messages and the CMS's check of an entry read them here, and
// the CMS edits exactly these files besides the pages.
import { FACTS_FILE, OFFER_FILE, checkFacts, checkOffer } from '../../data-schema.mjs';
import { GLOSSARY_FILE, checkGlossary } from '../../glossary.mjs';
import { parseCatalog } from './catalog-check.mjs';

/** Each data file, its check, and the option of checkCatalogs it becomes (the offer with its lines, to name them). */
export const dataFiles = [
  { file: FACTS_FILE, check: checkFacts, option: 'facts' },
  { file: GLOSSARY_FILE, check: checkGlossary, option: 'glossary' },
  { file: OFFER_FILE, check: checkOffer, option: 'offer', withLines: true },
];

/**
 * The data files, read and checked: every problem as the check prints it (file, line, key), and the
 * options for checkCatalogs from the files that are sound.
 * @param {(file: string) => string} textOf a file's text by its path
 * @returns {{ problems: import('./catalog-check.mjs').CatalogProblem[], options: Record<string, unknown> }}
 */
export function readDataFiles(textOf) {
  const problems = [];
  const options = {};
  for (const { file, check, option, withLines } of dataFiles) {
    const { catalog, problems: syntax } = parseCatalog(file, textOf(file));
    problems.push(...syntax);
    if (!catalog) continue;
    const found = check(catalog.value).map((p) => {
      const line = catalog.lines.get(p.key);
      return { file, key: p.key, ...(line ? { line } : {}), message: p.message, level: 'error' };
    });
    problems.push(...found);
    if (!found.length) options[option] = withLines ? { value: catalog.value, lines: catalog.lines } : catalog.value;
  }
  return { problems, options };
}
