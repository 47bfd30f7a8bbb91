/** @jest-environment node */
// The JSON Schema editors get while typing in a page file (messages/catalog.schema.json, for every
// messages/pages/*.json), checked with an independent validator (Ajv): the committed page files pass it,
// slips do not.
import { readFileSync, readdirSync } from 'node:fs';
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

const pageFiles = readdirSync(path.join(root, 'messages/pages')).map((name) => `messages/pages/${name}`);

describe('the committed schema', () => {
  it.each(pageFiles)('accepts %s', (file) => {
    expect(errorsOf(readJson(file))).toEqual([]);
  });

  it('rejects a page file with a key missing', () => {
    const contact = readJson('messages/pages/Contact.json');
    delete contact.sv.Contact.hero.title;
    expect(errorsOf(contact)).toEqual(["/sv/Contact/hero must have required property 'title'"]);
  });

  it('rejects a text turned into a group and a group turned into a text', () => {
    const contact = readJson('messages/pages/Contact.json');
    contact.sv.Contact.hero.title = { text: contact.sv.Contact.hero.title };
    contact.sv.Contact.emailCard = 'E-post';
    expect(errorsOf(contact)).toEqual([
      '/sv/Contact/hero/title must be string',
      '/sv/Contact/emailCard must be object',
    ]);
  });

  it('rejects a key the other language lacks and a list of another length', () => {
    const contact = readJson('messages/pages/Contact.json');
    contact.en.Contact.hero.extraNote = 'Extra';
    contact.en.Contact.faq.items.pop();
    expect(errorsOf(contact)).toEqual([
      '/en/Contact/hero must NOT have additional properties',
      `/en/Contact/faq/items must NOT have fewer than ${contact.en.Contact.faq.items.length + 1} items`,
    ]);
  });

  it('rejects braces and tags in a text shown as written, and a placeholder the code does not pass', () => {
    const contact = readJson('messages/pages/Contact.json');
    contact.en.Contact.hero.title = 'Contact <b>us</b>';
    contact.en.Contact.hero.subtitle = contact.en.Contact.hero.subtitle.replace('{email}', '{emial}');
    expect(errorsOf(contact).map((e) => e.replace(/ "\^.*"$/, ''))).toEqual([
      '/en/Contact/hero/title must match pattern',
      '/en/Contact/hero/subtitle must match pattern',
    ]);
  });

  it('rejects a page file without English, with a third language, or with a namespace of another', () => {
    const contact = readJson('messages/pages/Contact.json');
    const { en, ...swedishOnly } = contact;
    expect(errorsOf(swedishOnly)).toEqual(["/ must have required property 'en'"]);
    expect(errorsOf({ ...contact, de: en })).toEqual(['/ must NOT have additional properties']);
    expect(errorsOf({ ...contact, sv: { ...contact.sv, Nav: readJson('messages/pages/Nav.json').sv.Nav } })).toEqual([
      '/sv must NOT have more than 1 properties',
    ]);
  });

  it('tells the editor, beside a formatted text, which values the code fills in', () => {
    const subtitle = schema.definitions.catalog.properties.Contact.properties.hero.properties.subtitle;
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
    const catalog = (greet: string) => ({ sv: { A: { ...value.A, greet } }, en: { A: value.A } });
    expect(check(catalog('Hi {name}, welcome'))).toBe(true);
    expect(check(catalog('Hi there'))).toBe(false);
    expect(check(catalog('Hi {nam}'))).toBe(false);
    expect(check(catalog('Hi <b>{name}</b>'))).toBe(false);
  });
});
