/** @jest-environment node */
// Each slip an editor can make in the catalogs, made on a temporary copy of messages/ and checked
// against the real code: the check names the file that holds the mistake, the key and what is wrong.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkMessageFiles, isError } from './check-messages.mjs';
import { formatProblem } from '../../lib/i18n/catalog/catalog-check.mjs';
import { parseJsonSource } from '../../lib/i18n/catalog/json-source.mjs';

jest.setTimeout(120_000);

const root = path.join(__dirname, '../..');
const sv = 'messages/sv.json';
const en = 'messages/en.json';
let copy: string;

beforeEach(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'catalog-slip-'));
  cpSync(path.join(root, 'messages'), path.join(copy, 'messages'), { recursive: true });
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

const read = (file: string) => readFileSync(path.join(copy, file), 'utf8');
const lineOf = (file: string, key: string) => parseJsonSource(read(file)).lines.get(key)!;

/** Rewrites lines of a catalog as an editor would: `from` up to (not including) `to`. */
function editLines(file: string, from: number, to: number, replacement: string[]) {
  const lines = read(file).split('\n');
  lines.splice(from - 1, to - from, ...replacement);
  writeFileSync(path.join(copy, file), lines.join('\n'));
}
const editLine = (file: string, key: string, edit: (line: string) => string) => {
  const line = lineOf(file, key);
  editLines(file, line, line + 1, [edit(read(file).split('\n')[line - 1])]);
};
/** Replaces the text of a key, keeping the line as it is around it. */
const setText = (file: string, key: string, text: string) =>
  editLine(file, key, (line) => line.replace(/: ".*"(,?)$/, `: ${JSON.stringify(text)}$1`));
const textOf = (file: string, key: string) =>
  key.split('.').reduce<any>((node, part) => node[part], JSON.parse(read(file))) as string;

/** The lines the check reports as errors (warnings print but do not stop the build). */
const errors = () => checkMessageFiles({ root, messagesRoot: copy }).problems.filter(isError).map(formatProblem);
const warnings = () =>
  checkMessageFiles({ root, messagesRoot: copy })
    .problems.filter((p) => !isError(p))
    .map(formatProblem);

test('the committed catalogs pass, and the schema is in step with them and the code', () => {
  expect(errors()).toEqual([]);
});

test('a key missing in en.json is named in en.json', () => {
  const line = lineOf(en, 'Contact.hero.title');
  editLines(en, line, line + 1, []);
  expect(errors()).toEqual(['messages/en.json: Contact.hero.title: missing (sv.json has it)']);
});

test('a key only en.json has is named in en.json, not as missing in sv.json', () => {
  editLine(en, 'Contact.hero.title', (line) => `${line}\n      "extraNote": "Reply within two hours",`);
  expect(errors()).toEqual([
    'messages/en.json: Contact.hero.extraNote: not in sv.json: remove it, or add it there too',
  ]);
});

test('a key added to both files inside a group the page passes whole is reported unused, and the schema as behind', () => {
  for (const file of [sv, en]) {
    editLine(file, 'Contact.hero.title', (line) => `${line}\n      "extraNote": "Extra",`);
  }
  expect(errors()).toEqual([
    'messages/catalog.schema.json: Contact.hero.extraNote: new in both files but not in the schema: if you meant to add it, run npm run messages:schema',
  ]);
  expect(warnings()).toContain(
    'warning: messages/sv.json: Contact.hero.extraNote: no code reads this text: remove it from both files, or use it in the code',
  );
});

test('a text turned into a group in sv.json is named in sv.json', () => {
  editLine(sv, 'Contact.hero.title', (line) => line.replace(/: (".*")(,?)$/, ': { "text": $1 }$2'));
  expect(errors()).toEqual([
    'messages/sv.json: Contact.hero.title: is a group { } here, but text in en.json and the schema',
  ]);
});

test('a group turned into a text in en.json is named in en.json', () => {
  editLines(en, lineOf(en, 'Contact.emailCard'), lineOf(en, 'Contact.socialCard'), ['    "emailCard": "E-mail",']);
  expect(errors()).toEqual([
    'messages/en.json: Contact.emailCard: is text here, but a group { } in sv.json and the schema',
  ]);
});

test('a placeholder misspelt in sv.json is named in sv.json, with both files’ placeholders and what the code passes', () => {
  setText(sv, 'Contact.hero.subtitle', textOf(sv, 'Contact.hero.subtitle').replace('{email}', '{emial}'));
  expect(errors()).toEqual([
    'messages/sv.json: Contact.hero.subtitle: uses {emial} that the code does not pass and lacks {email} (sv.json has {emial} <mail>, en.json has {email} <mail>; the code passes {email} and <mail>…</mail>)',
  ]);
});

test('the same misspelt placeholder in both files is named in both, though they agree', () => {
  for (const file of [sv, en]) {
    setText(file, 'Contact.hero.subtitle', textOf(file, 'Contact.hero.subtitle').replace('{email}', '{emial}'));
  }
  const line =
    'Contact.hero.subtitle: uses {emial} that the code does not pass and lacks {email} (the code passes {email} and <mail>…</mail>)';
  expect(errors()).toEqual([`messages/sv.json: ${line}`, `messages/en.json: ${line}`]);
});

test('an unclosed brace in a text shown as written is named, as visitors would see it', () => {
  setText(sv, 'Contact.hero.title', 'Kontakta {oss');
  expect(errors()).toEqual([
    'messages/sv.json: Contact.hero.title: "{oss" would show to visitors as written: this text takes no {placeholders} or <tags>',
  ]);
});

test('an unclosed brace in a formatted text is named as invalid syntax', () => {
  setText(en, 'Contact.hero.subtitle', 'E-mail us at <mail>{email</mail> or fill in the form.');
  expect(errors()).toEqual([
    'messages/en.json: Contact.hero.subtitle: invalid message syntax: a { is not closed by } right after its name (names hold only letters, digits and _) at character 20 (check braces {} and tags <x></x>)',
  ]);
});

test('markup in a text shown as written, in one file', () => {
  setText(en, 'Contact.hero.title', 'Contact <b>us</b>');
  expect(errors()).toEqual([
    'messages/en.json: Contact.hero.title: "<b>", "</b>" would show to visitors as written: this text takes no {placeholders} or <tags>',
  ]);
});

test('markup in a text shown as written, the same in both files', () => {
  setText(sv, 'Contact.hero.title', 'Kontakta <b>oss</b>');
  setText(en, 'Contact.hero.title', 'Contact <b>us</b>');
  const line =
    'Contact.hero.title: "<b>", "</b>" would show to visitors as written: this text takes no {placeholders} or <tags>';
  expect(errors()).toEqual([`messages/sv.json: ${line}`, `messages/en.json: ${line}`]);
});

test('a list item removed from en.json is named with both counts', () => {
  const items = JSON.parse(read(en)).Contact.faq.items.length;
  editLines(en, lineOf(en, 'Contact.faq.items[0]'), lineOf(en, 'Contact.faq.items[1]'), []);
  expect(errors()).toEqual([
    `messages/en.json: Contact.faq.items: has ${items - 1} items, sv.json and the schema have ${items}`,
  ]);
});

test('a team member removed from both files is named against the portraits the page pairs them with', () => {
  const members = JSON.parse(read(sv)).VisionTeam.team.members.length;
  for (const file of [sv, en]) {
    editLines(file, lineOf(file, 'VisionTeam.team.members[0]'), lineOf(file, 'VisionTeam.team.members[1]'), []);
  }
  const line = `VisionTeam.team.members: has ${members - 1} items, but the page pairs each item with an entry of teamPortraits in lib/people.mjs, which has ${members}`;
  expect(errors()).toEqual([
    `messages/catalog.schema.json: VisionTeam.team.members: both files have ${members - 1} items, the schema ${members}: if you meant to change the list, run npm run messages:schema`,
    `messages/sv.json: ${line}`,
    `messages/en.json: ${line}`,
  ]);
});

test('a missing comma is named with line, column, the group around it and where the comma belongs', () => {
  const badge = lineOf(en, 'Contact.hero.badge');
  editLine(en, 'Contact.hero.badge', (line) => line.replace(/,$/, ''));
  expect(errors()).toEqual([
    `messages/en.json: Contact.hero: invalid JSON at line ${badge + 1}, column 7: expected "," or "}" after the value of "badge": a comma is probably missing at the end of line ${badge}`,
  ]);
});

test('the page titles and descriptions search results would cut are warnings, naming file and key', () => {
  setText(en, 'Contact.meta.title', 'Contact us about a partnership proposal or a free consultation today');
  expect(errors()).toEqual([]);
  expect(warnings()).toContain(
    'warning: messages/en.json: Contact.meta.title: the page title is 78 characters with " | Fyrtorn"; search results cut it after about 60',
  );
});

test('a schema behind the code is named, with the command that brings it up to date', () => {
  const file = path.join(copy, 'messages/catalog.schema.json');
  const schema = JSON.parse(readFileSync(file, 'utf8'));
  schema.properties.Contact.properties.hero.properties.subtitle['x-code'] = {
    args: ['email'],
    tags: [],
    required: ['email'],
  };
  writeFileSync(file, JSON.stringify(schema));
  expect(errors()).toEqual([
    'messages/catalog.schema.json: (schema): out of date with the code (Contact.hero.subtitle: the code now formats it with {email}, <mail> (required: email, mail); the schema says it formats it with {email} (required: email)): run npm run messages:schema',
  ]);
});

test('a fact written by hand is named with the placeholder that states it', () => {
  setText(sv, 'Contact.emailCard.responseTime', 'Vi svarar inom två timmar under kontorstid.');
  expect(errors()).toEqual([
    'messages/sv.json: Contact.emailCard.responseTime: "två timmar" is a fact written by hand: write {responseTime} instead (it shows "två timmar", from messages/facts.json)',
  ]);
});

test('a fact stated in one language only is named in the other', () => {
  setText(en, 'Contact.cta.description', 'Fill in the form or e-mail us, and we will get back to you.');
  expect(errors()).toEqual([
    'messages/en.json: Contact.cta.description: lacks {responseTime} that sv.json states: both languages make the same claims',
  ]);
});

test('a word the glossary avoids is named with the term to write', () => {
  setText(sv, 'ContactForm.labels.additionalServices', 'Tilläggstjänster');
  setText(en, 'Nav.plusServices', 'Plus services');
  expect(errors()).toEqual([
    'messages/en.json: Nav.plusServices: "Plus services": the glossary\'s term is "additional services" (messages/glossary.json, docs/editing.md)',
    'messages/sv.json: ContactForm.labels.additionalServices: "Tilläggstjänster": the glossary\'s term is "plustjänster" (messages/glossary.json, docs/editing.md)',
  ]);
});

test('a fact that is not a number, or a facts file that is not JSON, is named in messages/facts.json', () => {
  const file = path.join(copy, 'messages/facts.json');
  const source = readFileSync(file, 'utf8');
  writeFileSync(file, source.replace('"responseTimeHours": 2', '"responseTimeHours": "två"'));
  expect(errors()).toEqual([
    'messages/facts.json: responseTimeHours: expected a whole number (1 or more), found "två"',
  ]);
  writeFileSync(file, source.replace('"foundingYear": 2016,', '"foundingYear": 2016'));
  expect(errors()).toEqual([
    expect.stringMatching(
      /^messages\/facts\.json: \(top level\): invalid JSON at line 3, column 3: .*a comma is probably missing at the end of line 2$/,
    ),
  ]);
});
