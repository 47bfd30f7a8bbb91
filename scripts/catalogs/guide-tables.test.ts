/** @jest-environment node */
// The editors' guide lists the facts and the glossary the check enforces: the same lists, not a copy
// that drifts (npm run messages:schema rewrites them).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GUIDE_FILE, glossaryTable, readGuideData, withTables } from './guide-tables.mjs';

const root = path.join(__dirname, '../..');

/** A guide's tables cell by cell, whatever Prettier's padding: the rows under each marker. */
const cells = (guide: string) =>
  guide
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
    .map((line) => line.split(/(?<!\\)\|/).map((cell) => cell.trim()));

test('docs/editing.md shows the facts and the glossary as messages/ holds them', () => {
  const guide = readFileSync(path.join(root, GUIDE_FILE), 'utf8');
  // On a mismatch: run npm run messages:schema, which rewrites both tables.
  expect(cells(guide)).toEqual(cells(withTables(guide, readGuideData(root))));
});

test('a term added to the glossary shows in the guide, with the words to avoid', () => {
  const { facts, glossary } = readGuideData(root);
  const term = {
    kind: 'word' as const,
    sv: 'löneunderlag',
    en: 'payroll input',
    about: { sv: 'Det kunden skickar.', en: 'What the client sends.' },
    avoid: { sv: ['lönedata'], en: ['payroll data'] },
  };
  const guide = withTables(readFileSync(path.join(root, GUIDE_FILE), 'utf8'), {
    facts,
    glossary: { terms: [...glossary.terms, term] },
  });
  expect(glossaryTable({ terms: [term] })).toContain(
    '| ord / word | **löneunderlag** | **payroll input** | lönedata | payroll data | Det kunden skickar. / What the client sends. |',
  );
  expect(guide).toContain('**payroll input**');
});
