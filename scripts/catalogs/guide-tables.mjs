// The editors' guide (docs/editing.md) lists the namespaces with their pages and files, every fact
// placeholder and the glossary. The tables are written from scripts/catalogs/namespaces.mjs,
// messages/facts.json and messages/glossary.json by npm run messages:schema, between marker comments, so
// the guide cannot drift from what the check enforces and the CMS shows (guide-tables.test.ts holds them equal).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FACTS_FILE, factValues, placeholders, readFacts } from '../../lib/facts.mjs';
import { GLOSSARY_FILE, readGlossary, termKinds } from '../../lib/glossary.mjs';
import { pageFileOf } from '../../lib/i18n/catalog/page-files.mjs';
import { labelOf, namespaceGuide } from './namespaces.mjs';

export const GUIDE_FILE = 'docs/editing.md';

const kindNames = {
  offer: 'erbjudande / offer',
  service: 'tjänst / service',
  page: 'sida / page',
  role: 'roll / role',
  document: 'dokument / document',
  word: 'ord / word',
};

const cell = (text) => text.replace(/\|/g, '\\|').replace(/\u00a0/g, ' ');
const code = (text) => `\`${text}\``;

/** The namespaces: what each is called, the pages that show it and its file. */
export function namespacesTable() {
  const rows = namespaceGuide.map(
    (entry) =>
      `| ${cell(labelOf(entry))} | ${entry.paths.length ? entry.paths.map(code).join(', ') : 'på varje sida / on every page'} | ${code(entry.namespace)} | ${code(pageFileOf(entry.namespace))} |`,
  );
  return [
    '| Namn / Name | Sida / Page (och / and `/en/…`) | Namnområde / Namespace | Fil / File |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The fact placeholders: what each shows in both languages and what it is. */
export function factsTable(facts) {
  const sv = factValues(facts, 'sv');
  const en = factValues(facts, 'en');
  const rows = Object.entries(placeholders).map(
    ([name, p]) =>
      `| ${code(`{${name}}`)} | ${cell(sv[name])} | ${cell(en[name])} | ${cell(p.about.sv)} / ${cell(p.about.en)} |`,
  );
  return [
    '| Platshållare / Placeholder | Visar / Shows (sv) | Shows (en) | Vad det är / What it is |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The glossary: each thing's term in both languages and the words not to use, by kind. */
export function glossaryTable(glossary) {
  const avoid = (words) => (words.length ? words.map((w) => cell(w)).join(', ') : '–');
  const rows = termKinds.flatMap((kind) =>
    glossary.terms
      .filter((term) => term.kind === kind)
      .map(
        (term) =>
          `| ${kindNames[kind]} | **${cell(term.sv)}** | **${cell(term.en)}** | ${avoid(term.avoid.sv)} | ${avoid(term.avoid.en)} | ${cell(term.about.sv)} / ${cell(term.about.en)} |`,
      ),
  );
  return [
    '| Sort / Kind | Svenska | English | Skriv inte / Not in Swedish | Not in English | Om / About |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

const markers = {
  namespaces: ['<!-- namespaces:start (npm run messages:schema writes this table) -->', '<!-- namespaces:end -->'],
  facts: ['<!-- facts:start (npm run messages:schema writes this table) -->', '<!-- facts:end -->'],
  glossary: ['<!-- glossary:start (npm run messages:schema writes this table) -->', '<!-- glossary:end -->'],
};

/**
 * The guide with its two tables as the facts and the glossary give them now, unformatted.
 * @param {string} guide the guide's text
 * @param {{ facts: import('../../lib/facts.mjs').Facts, glossary: import('../../lib/glossary.mjs').Glossary }} data
 */
export function withTables(guide, { facts, glossary }) {
  const tables = { namespaces: namespacesTable(), facts: factsTable(facts), glossary: glossaryTable(glossary) };
  let text = guide;
  for (const [name, [start, end]] of Object.entries(markers)) {
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from < 0 || to < from) throw new Error(`${GUIDE_FILE} lacks the markers ${start} … ${end}`);
    text = `${text.slice(0, from + start.length)}\n\n${tables[name]}\n\n${text.slice(to)}`;
  }
  return text;
}

/** The facts and the glossary as the repository holds them. */
export function readGuideData(root = process.cwd()) {
  const read = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  return { facts: readFacts(read(FACTS_FILE)), glossary: readGlossary(read(GLOSSARY_FILE)) };
}

/** The guide as it should be, formatted as Prettier writes it. */
export async function expectedGuide(root = process.cwd()) {
  const { prettierFormat } = await import('../shared/prettier-format.mjs');
  const file = path.join(root, GUIDE_FILE);
  return prettierFormat(file, withTables(readFileSync(file, 'utf8'), readGuideData(root)));
}

/** Rewrites the guide's two tables. */
export async function writeGuideTables(root = process.cwd()) {
  writeFileSync(path.join(root, GUIDE_FILE), await expectedGuide(root));
}
