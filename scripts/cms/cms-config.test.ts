/** @jest-environment node */
// The configuration of /admin/ speaks the editors' words (cms-config.mjs, client/editor-words.mjs): one
// guide per entry, a hint only where a text has a rule of its own, no key paths, labels in plain words.
import { labelOfKey } from './client/editor-words.mjs';
import { GUIDE_WIDGET } from './client/guide-widget.mjs';
import { cmsConfig } from './cms-config.mjs';

type Field = {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  pattern?: [string, string];
  fields?: Field[];
  field?: Field;
  guide?: { sv: string[]; en: string[] };
};
type Entry = { name: string; file: string; fields: Field[] };

const config = cmsConfig({ backend: { kind: 'local', url: 'http://127.0.0.1:3300/api/v1', workflow: true } }) as {
  collections: { files: Entry[] }[];
};
const entries = config.collections.flatMap((collection) => collection.files);
const fieldsUnder = (fields: Field[]): Field[] =>
  fields.flatMap((field) => [field, ...fieldsUnder([...(field.fields ?? []), ...(field.field ? [field.field] : [])])]);
const find = (fields: Field[], ...names: string[]) =>
  names.reduce<Field | undefined>((field, name) => (field?.fields ?? fields).find((f) => f.name === name), undefined);

it('opens every entry with its guide, once, in both languages', () => {
  for (const entry of entries) {
    const guides = fieldsUnder(entry.fields).filter((field) => field.widget === GUIDE_WIDGET);
    expect([entry.name, guides.length]).toEqual([entry.name, 1]);
    expect(entry.fields[0].widget).toBe(GUIDE_WIDGET);
    expect(guides[0].guide!.sv.length).toBeGreaterThan(0);
    expect(guides[0].guide!.en.length).toBe(guides[0].guide!.sv.length);
  }
  const contact = entries.find((entry) => entry.name === 'Contact')!.fields[0].guide!;
  expect(contact.sv.join(' ')).toContain('{responseTime} blir ”två timmar”');
  expect(contact.en.join(' ')).toContain('{responseTime} becomes “two hours”');
});

it('gives no field a key path or the rule every text shares as its hint', () => {
  const hints = entries.flatMap((entry) =>
    fieldsUnder(entry.fields).flatMap((field) => (field.hint ? [field.hint] : [])),
  );
  expect(hints.filter((hint) => /Shown as written|Formatted:|\w+\.\w+(\.\w+|\[\])+/.test(hint))).toEqual([]);
  const subtitle = find(entries.find((entry) => entry.name === 'Contact')!.fields, 'Contact', 'hero', 'subtitle')!;
  expect(subtitle.hint).toBe(
    "Ska innehålla {email} (företagets e-postadress) och <mail>…</mail> (texten emellan blir en länk till e-postadressen). / Must contain {email} (the company's e-mail address) and <mail>…</mail> (the text between becomes a link to the e-mail address).",
  );
  expect(subtitle.pattern![1]).toBe(
    'ska innehålla {email} och <mail>…</mail>, och inga andra {…} eller <…> än fakta / must contain {email} and <mail>…</mail>, and no other {…} or <…> than facts',
  );
  const title = find(entries.find((entry) => entry.name === 'Contact')!.fields, 'Contact', 'hero', 'title')!;
  expect(title.hint).toBeUndefined();
});

it('names fields in plain words', () => {
  expect(['meta', 'primaryCta', 'emailCard', 'lateChange5', 'invalid_request', 'fdaas'].map(labelOfKey)).toEqual([
    'Search engines',
    'Primary button',
    'Email card',
    'Late change 5',
    'Invalid request',
    'FDaaS',
  ]);
  const facts = entries.find((entry) => entry.name === 'facts')!;
  expect(find(facts.fields, 'responseTimeHours')!.label).toBe('Typical response time (hours)');
});
