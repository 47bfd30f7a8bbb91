// npm run check:messages — also the first step of every build. Exits non-zero on any problem.
import { readFileSync } from 'node:fs';
import { compareCatalogs, formatProblem, parseCatalog } from '../lib/i18n/catalog-check.mjs';

const files = ['messages/sv.json', 'messages/en.json'];

export function checkMessageFiles() {
  const problems = [];
  const catalogs = {};
  for (const file of files) {
    const { value, problems: parseProblems } = parseCatalog(file, readFileSync(file, 'utf8'));
    problems.push(...parseProblems);
    if (value !== undefined) catalogs[file] = value;
  }
  if (problems.length === 0) problems.push(...compareCatalogs(catalogs));
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkMessageFiles();
  if (problems.length) {
    console.error(`The message catalogs have ${problems.length} problem(s); fix them and build again:`);
    for (const p of problems) console.error(`  ${formatProblem(p)}`);
    process.exit(1);
  }
  console.log(`Message catalogs OK (${files.join(', ')}).`);
}
