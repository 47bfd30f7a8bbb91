// npm run check:messages — also the first step of every build and of npm test. Reports every problem
// at once as "file: key.path: what is wrong"; exits non-zero on any error (warnings only print).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compareCatalogs, formatProblem, parseCatalog } from '../lib/i18n/catalog-check.mjs';
import { checkIdenticalText, checkUsage } from '../lib/i18n/catalog-usage.mjs';

const files = ['messages/sv.json', 'messages/en.json'];
const sourceDirs = ['app', 'components', 'lib'];

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** @returns {import('../lib/i18n/catalog-usage.mjs').CatalogProblem[]} errors and warnings */
export function checkMessageFiles() {
  const problems = [];
  const catalogs = {};
  for (const file of files) {
    const { value, problems: parseProblems } = parseCatalog(file, readFileSync(file, 'utf8'));
    problems.push(...parseProblems);
    if (value !== undefined) catalogs[file] = value;
  }
  if (problems.length) return problems;
  problems.push(...compareCatalogs(catalogs));
  const [sv, en] = files.map((file) => catalogs[file]);
  const sources = sourceDirs.flatMap(sourceFiles).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  problems.push(...checkUsage(sv, files[0], sources), ...checkIdenticalText(sv, en, files[1]));
  return problems;
}

export const isError = (problem) => problem.level !== 'warning';

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkMessageFiles();
  const errors = problems.filter(isError);
  const warnings = problems.filter((p) => !isError(p));
  if (warnings.length) {
    console.warn(`Message catalogs: ${warnings.length} warning(s) (the build goes on):`);
    for (const p of warnings) console.warn(`  ${formatProblem(p)}`);
  }
  if (errors.length) {
    console.error(`The message catalogs have ${errors.length} problem(s); fix them and build again:`);
    for (const p of errors) console.error(`  ${formatProblem(p)}`);
    process.exit(1);
  }
  console.log(`Message catalogs OK (${files.join(', ')}).`);
}
