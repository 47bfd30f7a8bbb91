import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compareCatalogs, formatProblem, parseCatalog } from './catalog-check.mjs';

function readCatalog(file: string): { text: string; value: unknown } {
  const text = readFileSync(path.join(__dirname, '../../messages', file), 'utf8');
  const { value, problems } = parseCatalog(file, text);
  expect(problems).toEqual([]);
  return { text, value };
}

/** The file and key of each problem, which is what an editor needs to find the slip. */
function where(catalogs: Record<string, unknown>) {
  return compareCatalogs(catalogs).map(({ file, key }) => ({ file, key }));
}

describe('the real catalogs', () => {
  it('sv.json and en.json have the same keys, list lengths and placeholders, all valid', () => {
    const sv = readCatalog('sv.json').value;
    const en = readCatalog('en.json').value;
    expect(compareCatalogs({ 'sv.json': sv, 'en.json': en })).toEqual([]);
  });
});

describe('compareCatalogs', () => {
  it('passes identical small catalogs', () => {
    const catalog = { A: { b: 'Hej {name}', items: ['x', 'y'] } };
    expect(compareCatalogs({ 'sv.json': catalog, 'en.json': JSON.parse(JSON.stringify(catalog)) })).toEqual([]);
  });

  it('names a key missing in en.json', () => {
    expect(where({ 'sv.json': { A: { b: 'x', c: 'y' } }, 'en.json': { A: { b: 'x' } } })).toEqual([
      { file: 'en.json', key: 'A.c' },
    ]);
  });

  it('names a key missing in sv.json (present only in en.json)', () => {
    expect(where({ 'sv.json': { A: { b: 'x' } }, 'en.json': { A: { b: 'x', extra: 'y' } } })).toEqual([
      { file: 'sv.json', key: 'A.extra' },
    ]);
  });

  it('names a list of a different length', () => {
    const problems = compareCatalogs({
      'sv.json': { A: { items: ['a', 'b', 'c'] } },
      'en.json': { A: { items: ['a', 'b'] } },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'en.json', key: 'A.items' });
    expect(problems[0].message).toContain('2 items but 3');
  });

  it('names a list item by index', () => {
    expect(
      where({ 'sv.json': { A: { items: [{ q: 'a' }, { q: 'b' }] } }, 'en.json': { A: { items: [{ q: 'a' }, {}] } } }),
    ).toEqual([{ file: 'en.json', key: 'A.items[1].q' }]);
  });

  it('names a string where sv.json has an object', () => {
    const problems = compareCatalogs({ 'sv.json': { A: { b: { c: 'x' } } }, 'en.json': { A: { b: 'x' } } });
    expect(problems).toEqual([{ file: 'en.json', key: 'A.b', message: 'is a string but a object in sv.json' }]);
  });

  it('names a placeholder that differs', () => {
    const problems = compareCatalogs({
      'sv.json': { Contact: { mail: 'Skriv till {email}' } },
      'en.json': { Contact: { mail: 'Write to us' } },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'en.json', key: 'Contact.mail' });
    expect(problems[0].message).toContain('expected {email}, found none');
  });

  it('names a rich-text tag that differs', () => {
    expect(
      where({ 'sv.json': { A: { b: 'Läs <link>mer</link>' } }, 'en.json': { A: { b: 'Read <a>more</a>' } } }),
    ).toEqual([{ file: 'en.json', key: 'A.b' }]);
  });

  it('names invalid ICU syntax with file and key path', () => {
    const problems = compareCatalogs({
      'sv.json': { A: { greet: 'Hej {name' } },
      'en.json': { A: { greet: 'Hi {name}' } },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'sv.json', key: 'A.greet' });
    expect(problems[0].message).toMatch(/^invalid message syntax/);
  });

  it.each([
    ['an unknown argument type', 'Pris {amount, money}'],
    ['an unclosed rich-text tag', 'Läs <link>mer'],
    ['a closing tag that does not match', 'Läs <link>mer</a>'],
  ])('names %s with file and key path', (_, text) => {
    const problems = compareCatalogs({ 'sv.json': { A: { b: text } }, 'en.json': { A: { b: 'Read more' } } });
    expect(problems[0]).toMatchObject({ file: 'sv.json', key: 'A.b' });
    expect(problems[0].message).toMatch(/^invalid message syntax/);
  });

  it('names an empty string', () => {
    const problems = compareCatalogs({ 'sv.json': { A: { b: 'x' } }, 'en.json': { A: { b: '  ' } } });
    expect(problems).toEqual([{ file: 'en.json', key: 'A.b', message: 'empty text (expected a message)' }]);
  });

  it('names a value that is neither text nor a group', () => {
    expect(where({ 'sv.json': { A: { n: 1 } }, 'en.json': { A: { n: 1 } } })).toEqual([
      { file: 'en.json', key: 'A.n' },
    ]);
  });
});

describe('parseCatalog', () => {
  it('reports invalid JSON with the file and the line', () => {
    const text = '{\n  "A": {\n    "b": "x",\n  }\n}\n';
    const { value, problems } = parseCatalog('en.json', text);
    expect(value).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0].file).toBe('en.json');
    expect(problems[0].key).toBe('(file)');
    expect(problems[0].message).toMatch(/line 4\b/);
    expect(formatProblem(problems[0])).toMatch(/^en\.json: \(file\): invalid JSON at line 4, column \d+: /);
  });

  it('returns the parsed value of valid JSON', () => {
    expect(parseCatalog('sv.json', '{"A":{"b":"x"}}')).toEqual({ value: { A: { b: 'x' } }, problems: [] });
  });
});

describe('formatProblem', () => {
  it('formats as "file: key: message"', () => {
    expect(formatProblem({ file: 'en.json', key: 'A.c', message: 'missing (present in sv.json)' })).toBe(
      'en.json: A.c: missing (present in sv.json)',
    );
  });
});
