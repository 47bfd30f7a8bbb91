/** @jest-environment node */
// The CMS writes JSON as Prettier does (json-print.mjs): checked against Prettier itself on every file of
// messages/ and on edits that change where lines break.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { dataFiles } from '../../../lib/i18n/catalog/data-files.mjs';
import { expandedObjects, ordered, printJson } from './json-print.mjs';

const root = path.join(__dirname, '../../..');
const files = [
  ...readdirSync(path.join(root, 'messages/pages')).map((name) => `messages/pages/${name}`),
  ...dataFiles.map((data) => data.file),
];
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** A JSON text as Prettier's command line formats it with the repository's settings. */
function prettier(file: string, text: string) {
  const cli = path.join(root, 'node_modules/prettier/bin/prettier.cjs');
  const run = spawnSync(process.execPath, [cli, '--stdin-filepath', path.join(root, file)], {
    input: text,
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  return run.stdout;
}

/** What the CMS writes for a file's data (keys in any order), given the file as it was. */
const written = (file: string, value: unknown) =>
  printJson(value, { template: JSON.parse(read(file)), expanded: expandedObjects(read(file)) });

/** The same value with the keys of every object in reverse, as Decap's maps may hand them back. */
function shuffled(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shuffled);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, child]) => [key, shuffled(child)]),
  );
}

it.each(files)('writes %s exactly as it is, whatever the order of the keys it is given', (file) => {
  expect(written(file, shuffled(JSON.parse(read(file))))).toBe(read(file));
});

it('formats edits as Prettier does: a list that no longer fits breaks, one that fits again joins', () => {
  const file = 'messages/pages/Terms.json';
  const data = JSON.parse(read(file));
  const paragraphs = data.en.Terms.sections[8].paragraphs;
  for (const text of [`${paragraphs[0]} ${'And a much longer sentence follows. '.repeat(3).trim()}`, 'Short.']) {
    paragraphs[0] = text;
    const expected = prettier(file, printJson(data, { expanded: expandedObjects(read(file)) }));
    expect(written(file, data)).toBe(expected);
  }
  expect(written(file, data)).toContain('"paragraphs": ["Short."]');
});

it('lays out a glossary term added at the end like the first, as Prettier keeps it', () => {
  const file = 'messages/glossary.json';
  const data = JSON.parse(read(file));
  data.terms.push({
    kind: 'word',
    sv: 'ny',
    en: 'new',
    about: { sv: 'Ett nytt ord.', en: 'A new word.' },
    avoid: { sv: [], en: ['novel'] },
  });
  const result = written(file, data);
  const expanded = [...expandedObjects(read(file)), `terms[${data.terms.length - 1}]`];
  expect(result).toBe(prettier(file, printJson(data, { expanded })));
  expect(result).toContain('      "avoid": {\n        "sv": [],\n        "en": ["novel"]\n      }\n');
});

it('orders keys as the template has them, new keys last', () => {
  expect(Object.keys(ordered({ c: 1, a: 2, b: 3 }, { a: 0, b: 0 }))).toEqual(['a', 'b', 'c']);
  expect(
    ordered(
      [
        { y: 1, x: 2 },
        { y: 3, x: 4 },
      ],
      [{ x: 0, y: 0 }],
    ),
  ).toEqual([
    { x: 2, y: 1 },
    { x: 4, y: 3 },
  ]);
});
