/** @jest-environment node */
// The JSON Schema editors get while typing (messages/catalog.schema.json), checked with an independent
// validator (Ajv): the committed catalogs pass it, slips do not.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { applyUsage, referenceFromSchema, schemaFromReference, skeletonOf, type Read } from './catalog-reference.mjs';

const root = path.join(__dirname, '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const schema = readJson('messages/catalog.schema.json');
// VS Code reads patternErrorMessage; x-code is the check's own annotation.
const ajv = new Ajv({ allErrors: true, keywords: ['patternErrorMessage', 'x-code'] });
const validate = ajv.compile(schema);

function errorsOf(catalog: unknown) {
  validate(catalog);
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
}

describe('the committed schema', () => {
  it.each(['messages/sv.json', 'messages/en.json'])('accepts %s', (file) => {
    expect(errorsOf(readJson(file))).toEqual([]);
  });

  it('rejects a catalog with a key missing', () => {
    const sv = readJson('messages/sv.json');
    delete sv.Contact.hero.title;
    expect(errorsOf(sv)).toEqual(["/Contact/hero must have required property 'title'"]);
  });

  it('rejects a text turned into a group and a group turned into a text', () => {
    const sv = readJson('messages/sv.json');
    sv.Contact.hero.title = { text: sv.Contact.hero.title };
    sv.Contact.emailCard = 'E-post';
    expect(errorsOf(sv)).toEqual(['/Contact/hero/title must be string', '/Contact/emailCard must be object']);
  });

  it('rejects a key no file has and a list of another length', () => {
    const en = readJson('messages/en.json');
    en.Contact.hero.extraNote = 'Extra';
    en.Contact.faq.items.pop();
    expect(errorsOf(en)).toEqual([
      '/Contact/hero must NOT have additional properties',
      `/Contact/faq/items must NOT have fewer than ${en.Contact.faq.items.length + 1} items`,
    ]);
  });

  it('rejects braces and tags in a text shown as written, and a placeholder the code does not pass', () => {
    const en = readJson('messages/en.json');
    en.Contact.hero.title = 'Contact <b>us</b>';
    en.Contact.hero.subtitle = en.Contact.hero.subtitle.replace('{email}', '{emial}');
    expect(errorsOf(en).map((e) => e.replace(/ "\^.*"$/, ''))).toEqual([
      '/Contact/hero/title must match pattern',
      '/Contact/hero/subtitle must match pattern',
    ]);
  });

  it('tells the editor, beside a formatted text, which values the code fills in', () => {
    const subtitle = schema.properties.Contact.properties.hero.properties.subtitle;
    expect(subtitle.description).toBe(
      'Formatted: the code fills in {email}, <mail>…</mail>; the text must use {email}, <mail>…</mail>. No other {…} or <…>, only facts.',
    );
  });
});

describe('schemaFromReference and referenceFromSchema', () => {
  const raw = (key: string): Read => ({ path: key.split('.'), mode: 'raw', site: 'a.tsx:1' });
  const value = { A: { title: 'T', greet: 'Hej {name}', items: [{ q: 'a' }, { q: 'b' }], unused: 'x' } };
  const reference = applyUsage(skeletonOf(value), {
    reads: [
      raw('A.title'),
      raw('A.items.[].q'),
      { path: ['A', 'greet'], mode: 'format', method: 't', args: ['name'], tags: [], specific: true, site: 'a.tsx:2' },
    ],
    inStep: [{ path: ['A', 'items'], length: 2, with: 'links in a.tsx', site: 'a.tsx:3' }],
    notes: [],
  });

  it('round-trips: the schema stores the reference the check uses', () => {
    expect(referenceFromSchema(schemaFromReference(reference))).toEqual(reference);
  });

  it('lets a formatted text use its values anywhere and nothing else', () => {
    const check = new Ajv({ keywords: ['patternErrorMessage', 'x-code'] }).compile(schemaFromReference(reference));
    const catalog = (greet: string) => ({ A: { ...value.A, greet } });
    expect(check(catalog('Hi {name}, welcome'))).toBe(true);
    expect(check(catalog('Hi there'))).toBe(false);
    expect(check(catalog('Hi {nam}'))).toBe(false);
    expect(check(catalog('Hi <b>{name}</b>'))).toBe(false);
  });
});
