// npm run check:messages — also the first step of every build and of npm test. Checks the page files
// (messages/pages/*.json, both languages each) against what the code reads (scripts/catalogs/), and the
// facts, the glossary and the offer the texts rely on, and reports every problem at once as
// "file:line: key.path: what is wrong"; exits non-zero on any error (warnings only print). npm run
// messages:schema (--write-schema) writes messages/catalog.schema.json, the same reference as a JSON
// Schema for editors, the check in `next dev`, the text editor and the CMS; messages/offer.schema.json
// for VS Code; and the app's list of page files (lib/i18n/page-sources.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SCHEMA_COMMAND, SCHEMA_FILE, checkCatalogs, formatProblem } from '../../lib/i18n/catalog/catalog-check.mjs';
import {
  addAgreedKeys,
  applyUsage,
  firstDifference,
  referenceFromSchema,
  schemaFromReference,
  shapeOf,
  skeletonOf,
} from '../../lib/i18n/catalog/catalog-reference.mjs';
import { PAGES_DIR, assembleCatalogs, namespaceOf } from '../../lib/i18n/catalog/page-files.mjs';
import { OFFER_SCHEMA_FILE, offerJsonSchema } from '../../lib/data-schema.mjs';
import { readDataFiles } from '../../lib/i18n/catalog/data-files.mjs';
import { analyzeUsageCached } from './catalog-usage.mjs';
import { pageFiles, readPageSources } from './catalog-files.mjs';
import { GUIDE_FILE, writeGuideTables } from './guide-tables.mjs';
import { guideOf } from './namespaces.mjs';
import { PAGE_SOURCES_FILE, listedPageFiles, pageSourcesModule } from './page-sources.mjs';
import { isRunDirectly } from '../shared/run-directly.mjs';

export const isError = (problem) => problem.level !== 'warning';

/**
 * Why a build stops, when the catalogs have errors (npm run build, and next build on its own through
 * next.config.mjs): "the message catalogs have N problem(s):" and a line per problem; null when none.
 * @param {import('../../lib/i18n/catalog/catalog-check.mjs').CatalogProblem[]} problems
 */
export function buildStopReason(problems) {
  const errors = problems.filter(isError);
  if (!errors.length) return null;
  return `the message catalogs have ${errors.length} problem(s):\n${errors.map((p) => `  ${formatProblem(p)}`).join('\n')}`;
}

/**
 * @param {{ root?: string, messagesRoot?: string, sources?: Record<string, string> }} [options] root: the
 *   code; messagesRoot: where messages/ is (a test's copy of the catalogs); sources: a file's text to
 *   check instead of the file, by its path (the text editor checks an edit before it writes it)
 * @returns {{ problems: import('../../lib/i18n/catalog/catalog-check.mjs').CatalogProblem[], fresh?: object }}
 *   fresh: the schema the catalogs and the code give now, when the catalogs are sound
 */
export function checkMessageFiles({ root = process.cwd(), messagesRoot = root, sources = {} } = {}) {
  const { catalogs, problems } = assembleCatalogs(readPageSources(messagesRoot, sources));
  // The facts, the glossary and the offer the texts rely on: each read as JSON, then checked for what it must hold.
  const data = readDataFiles((file) => sources[file] ?? readFileSync(path.join(messagesRoot, file), 'utf8'));
  problems.push(...data.problems);
  if (problems.length) return { problems };

  // The app imports each page file by name (lib/i18n/page-sources.ts): a file added or removed needs it written.
  const listed = existsSync(path.join(root, PAGE_SOURCES_FILE)) ? listedPageFiles(root) : [];
  if (JSON.stringify(listed) !== JSON.stringify(pageFiles(messagesRoot))) {
    problems.push({
      file: PAGE_SOURCES_FILE,
      key: '(file)',
      message: `does not list the page files of ${PAGES_DIR}/ (a page file was added or removed): run ${SCHEMA_COMMAND}`,
      level: 'stale',
    });
  }

  // The guide and the CMS name each page file (namespaces.mjs): one they lack would be an entry with no name.
  const files = new Set(pageFiles(messagesRoot));
  for (const file of files) {
    if (!guideOf(namespaceOf(file))) {
      problems.push({
        file,
        key: '(file)',
        message: `no entry in scripts/catalogs/namespaces.mjs, which names each namespace for the guide and the CMS: add one`,
        level: 'stale',
      });
    }
  }

  // VS Code reads the offer's shape from its JSON Schema, which lib/data-schema.mjs gives.
  const offerSchemaPath = path.join(messagesRoot, OFFER_SCHEMA_FILE);
  const offerSchemaNow = existsSync(offerSchemaPath) ? JSON.parse(readFileSync(offerSchemaPath, 'utf8')) : null;
  if (JSON.stringify(offerSchemaNow) !== JSON.stringify(offerJsonSchema())) {
    problems.push({
      file: OFFER_SCHEMA_FILE,
      key: '(file)',
      message: `${offerSchemaNow ? 'out of date with lib/data-schema.mjs' : 'missing'}: run ${SCHEMA_COMMAND}`,
      level: 'stale',
    });
  }

  const schemaPath = path.join(messagesRoot, SCHEMA_FILE);
  let stored;
  if (existsSync(schemaPath)) stored = referenceFromSchema(JSON.parse(readFileSync(schemaPath, 'utf8')));
  else problems.push({ file: SCHEMA_FILE, key: '(file)', message: `missing: run ${SCHEMA_COMMAND}`, level: 'stale' });

  const values = catalogs.map((c) => c.value);
  const shape = addAgreedKeys(stored ? shapeOf(stored) : skeletonOf(values[0]), values);
  const usage = analyzeUsageCached({ root, shape });
  problems.push(
    ...usage.notes.map((note) => ({ file: note.site, key: '(code)', message: note.message, level: 'warning' })),
    ...checkCatalogs(catalogs, applyUsage(shape, usage), data.options),
  );
  if (problems.some((p) => p.level === 'error')) return { problems };

  const fresh = applyUsage(skeletonOf(values[0]), usage);
  if (stored && !problems.some((p) => p.level === 'stale')) {
    const difference = firstDifference(fresh, stored);
    if (difference) {
      problems.push({
        file: SCHEMA_FILE,
        key: '(schema)',
        message: `out of date with the code (${difference}): run ${SCHEMA_COMMAND}`,
        level: 'stale',
      });
    }
  }
  return { problems, fresh: schemaFromReference(fresh) };
}

/** Writes the schema the catalogs and the code give now, and the app's list of page files, formatted as Prettier would. */
async function writeSchema(schema, root = process.cwd()) {
  const { prettierFormat } = await import('../shared/prettier-format.mjs'); // Prettier only when a file is written
  for (const [name, text] of [
    [SCHEMA_FILE, JSON.stringify(schema)],
    [OFFER_SCHEMA_FILE, JSON.stringify(offerJsonSchema())],
    [PAGE_SOURCES_FILE, pageSourcesModule(pageFiles(root))],
  ]) {
    const file = path.join(root, name);
    writeFileSync(file, await prettierFormat(file, text));
  }
}

function print(problems) {
  const errors = problems.filter(isError);
  const warnings = problems.filter((p) => !isError(p));
  if (warnings.length) {
    console.warn(`Message catalogs: ${warnings.length} warning(s) (the build goes on):`);
    for (const p of warnings) console.warn(`  ${formatProblem(p)}`);
  }
  if (errors.length) {
    console.error(`The message catalogs have ${errors.length} problem(s); fix them and build again:`);
    for (const p of errors) console.error(`  ${formatProblem(p)}`);
  }
  return errors.length;
}

async function main() {
  const { problems, fresh } = checkMessageFiles();
  if (!process.argv.includes('--write-schema')) {
    if (print(problems)) process.exit(1);
    console.log(`Message catalogs OK (${pageFiles().length} page files in ${PAGES_DIR}/).`);
    return;
  }
  const blocking = problems.filter((p) => p.level === 'error');
  if (!fresh || blocking.length) {
    print(blocking);
    console.error(`\n${SCHEMA_FILE} not written: fix the catalogs first.`);
    process.exit(1);
  }
  await writeSchema(fresh);
  await writeGuideTables();
  print(problems.filter((p) => p.level === 'warning'));
  console.log(
    `Wrote ${SCHEMA_FILE}, ${OFFER_SCHEMA_FILE}, ${PAGE_SOURCES_FILE} and the namespace, facts and glossary tables of ${GUIDE_FILE}.`,
  );
}

if (isRunDirectly(import.meta.url)) main();
