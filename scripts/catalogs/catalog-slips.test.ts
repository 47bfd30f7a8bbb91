/** @jest-environment node */
// Each slip an editor can make in the page files, made on a temporary copy of messages/ and checked
// against the real code: the check names the file, the line and the key that hold the mistake, and what
// is wrong.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkMessageFiles, isError } from './check-messages.mjs';
import { formatProblem } from '../../lib/i18n/catalog/catalog-check.mjs';
import { parseJsonSource } from '../../lib/i18n/catalog/json-source.mjs';

jest.setTimeout(120_000);

const root = path.join(__dirname, '../..');
const contact = 'messages/pages/Contact.json';
let copy: string;

beforeEach(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'catalog-slip-'));
  cpSync(path.join(root, 'messages'), path.join(copy, 'messages'), { recursive: true });
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

/** The page file of a key path in the file (`en.Contact.hero.title` → messages/pages/Contact.json). */
const fileOf = (key: string) => `messages/pages/${key.split('.')[1]}.json`;
const read = (file: string) => readFileSync(path.join(copy, file), 'utf8');
const lineOf = (key: string, file = fileOf(key)) => parseJsonSource(read(file)).lines.get(key)!;
/** "messages/pages/Contact.json:74: en.Contact.hero.title", as the check names a key of the copy now. */
const at = (key: string) => `${fileOf(key)}:${lineOf(key)}: ${key}`;

/** Rewrites lines of a page file as an editor would: `from` up to (not including) `to`. */
function editLines(file: string, from: number, to: number, replacement: string[]) {
  const lines = read(file).split('\n');
  lines.splice(from - 1, to - from, ...replacement);
  writeFileSync(path.join(copy, file), lines.join('\n'));
}
const editLine = (key: string, edit: (line: string) => string) => {
  const line = lineOf(key);
  editLines(fileOf(key), line, line + 1, [edit(read(fileOf(key)).split('\n')[line - 1])]);
};
/** Replaces the text of a key, keeping the line as it is around it. */
const setText = (key: string, text: string) =>
  editLine(key, (line) => line.replace(/: ".*"(,?)$/, `: ${JSON.stringify(text)}$1`));
const textOf = (key: string) =>
  key.split('.').reduce<any>((node, part) => node[part], JSON.parse(read(fileOf(key)))) as string;

/** The lines the check reports as errors (warnings print but do not stop the build). */
const errors = () => checkMessageFiles({ root, messagesRoot: copy }).problems.filter(isError).map(formatProblem);
const warnings = () =>
  checkMessageFiles({ root, messagesRoot: copy })
    .problems.filter((p) => !isError(p))
    .map(formatProblem);

test('the committed catalogs pass, and the schema is in step with them and the code', () => {
  expect(errors()).toEqual([]);
});

test('a key missing in English is named in English, at the line of its group', () => {
  const line = lineOf('en.Contact.hero.title');
  editLines(contact, line, line + 1, []);
  expect(errors()).toEqual([`${contact}:${lineOf('en.Contact.hero')}: en.Contact.hero.title: missing (sv has it)`]);
});

test('a key only English has is named in English, not as missing in Swedish', () => {
  editLine('en.Contact.hero.title', (line) => `${line}\n        "extraNote": "Reply within two hours",`);
  expect(errors()).toEqual([`${at('en.Contact.hero.extraNote')}: not in sv: remove it, or add it there too`]);
});

test('a key added to both languages inside a group the page passes whole is reported unused, and the schema as behind', () => {
  for (const locale of ['sv', 'en']) {
    editLine(`${locale}.Contact.hero.title`, (line) => `${line}\n        "extraNote": "Extra",`);
  }
  expect(errors()).toEqual([
    'messages/catalog.schema.json: Contact.hero.extraNote: new in both languages but not in the schema: if you meant to add it, run npm run messages:schema',
  ]);
  expect(warnings()).toContain(
    `warning: ${at('sv.Contact.hero.extraNote')}: no code reads this text: remove it from both languages, or use it in the code`,
  );
});

test('a text turned into a group in Swedish is named in Swedish', () => {
  editLine('sv.Contact.hero.title', (line) => line.replace(/: (".*")(,?)$/, ': { "text": $1 }$2'));
  expect(errors()).toEqual([`${at('sv.Contact.hero.title')}: is a group { } here, but text in en and the schema`]);
});

test('a group turned into a text in English is named in English', () => {
  editLines(contact, lineOf('en.Contact.emailCard'), lineOf('en.Contact.socialCard'), ['      "emailCard": "E-mail",']);
  expect(errors()).toEqual([`${at('en.Contact.emailCard')}: is text here, but a group { } in sv and the schema`]);
});

test('a placeholder misspelt in Swedish is named in Swedish, with both languages’ placeholders and what the code passes', () => {
  setText('sv.Contact.hero.subtitle', textOf('sv.Contact.hero.subtitle').replace('{email}', '{emial}'));
  expect(errors()).toEqual([
    `${at('sv.Contact.hero.subtitle')}: uses {emial} that the code does not pass and lacks {email} (sv has {emial} <mail>, en has {email} <mail>; the code passes {email} and <mail>…</mail>)`,
  ]);
});

test('the same misspelt placeholder in both languages is named in both, though they agree', () => {
  for (const key of ['sv.Contact.hero.subtitle', 'en.Contact.hero.subtitle']) {
    setText(key, textOf(key).replace('{email}', '{emial}'));
  }
  const problem =
    'uses {emial} that the code does not pass and lacks {email} (the code passes {email} and <mail>…</mail>)';
  expect(errors()).toEqual([
    `${at('sv.Contact.hero.subtitle')}: ${problem}`,
    `${at('en.Contact.hero.subtitle')}: ${problem}`,
  ]);
});

test('an unclosed brace in a text shown as written is named, as visitors would see it', () => {
  setText('sv.Contact.hero.title', 'Kontakta {oss');
  expect(errors()).toEqual([
    `${at('sv.Contact.hero.title')}: "{oss" would show to visitors as written: this text takes no {placeholders} or <tags>`,
  ]);
});

test('an unclosed brace in a formatted text is named as invalid syntax', () => {
  setText('en.Contact.hero.subtitle', 'E-mail us at <mail>{email</mail> or fill in the form.');
  expect(errors()).toEqual([
    `${at('en.Contact.hero.subtitle')}: invalid message syntax: a { is not closed by } right after its name (names hold only letters, digits and _) at character 20 (check braces {} and tags <x></x>)`,
  ]);
});

test('markup in a text shown as written, in one language', () => {
  setText('en.Contact.hero.title', 'Contact <b>us</b>');
  expect(errors()).toEqual([
    `${at('en.Contact.hero.title')}: "<b>", "</b>" would show to visitors as written: this text takes no {placeholders} or <tags>`,
  ]);
});

test('markup in a text shown as written, the same in both languages', () => {
  setText('sv.Contact.hero.title', 'Kontakta <b>oss</b>');
  setText('en.Contact.hero.title', 'Contact <b>us</b>');
  const problem = '"<b>", "</b>" would show to visitors as written: this text takes no {placeholders} or <tags>';
  expect(errors()).toEqual([
    `${at('sv.Contact.hero.title')}: ${problem}`,
    `${at('en.Contact.hero.title')}: ${problem}`,
  ]);
});

test('a list item removed from English is named with both counts', () => {
  const items = JSON.parse(read(contact)).en.Contact.faq.items.length;
  editLines(contact, lineOf('en.Contact.faq.items[0]'), lineOf('en.Contact.faq.items[1]'), []);
  expect(errors()).toEqual([`${at('en.Contact.faq.items')}: has ${items - 1} items, sv and the schema have ${items}`]);
});

test('a team member removed from both languages is named against the portraits the page pairs them with', () => {
  const members = JSON.parse(read('messages/pages/VisionTeam.json')).sv.VisionTeam.team.members.length;
  for (const locale of ['sv', 'en']) {
    const list = `${locale}.VisionTeam.team.members`;
    editLines(fileOf(list), lineOf(`${list}[0]`), lineOf(`${list}[1]`), []);
  }
  const problem = `has ${members - 1} items, but the page pairs each item with an entry of teamPortraits in lib/people.mjs, which has ${members}`;
  expect(errors()).toEqual([
    `messages/catalog.schema.json: VisionTeam.team.members: both languages have ${members - 1} items, the schema ${members}: if you meant to change the list, run npm run messages:schema`,
    `${at('sv.VisionTeam.team.members')}: ${problem}`,
    `${at('en.VisionTeam.team.members')}: ${problem}`,
  ]);
});

test('a missing comma is named with line, column, the group around it and where the comma belongs', () => {
  const badge = lineOf('en.Contact.hero.badge');
  editLine('en.Contact.hero.badge', (line) => line.replace(/,$/, ''));
  expect(errors()).toEqual([
    `messages/pages/Contact.json: en.Contact.hero: invalid JSON at line ${badge + 1}, column 9: expected "," or "}" after the value of "badge": a comma is probably missing at the end of line ${badge}`,
  ]);
});

test('the page titles and descriptions search results would cut are warnings, naming file, line and key', () => {
  setText('en.Contact.meta.title', 'Contact us about a partnership proposal or a free consultation today');
  expect(errors()).toEqual([]);
  expect(warnings()).toContain(
    `warning: ${at('en.Contact.meta.title')}: the page title is 78 characters with " | Fyrtorn"; search results cut it after about 60`,
  );
});

test('another namespace in a page file, and a page file the app and the guide do not list, are named', () => {
  const nav = JSON.parse(read('messages/pages/Nav.json'));
  writeFileSync(path.join(copy, 'messages/pages/Menu.json'), JSON.stringify({ sv: nav.sv, en: nav.en }, null, 2));
  const menu = 'messages/pages/Menu.json';
  expect(errors()).toEqual(
    ['sv', 'en'].map(
      (locale) =>
        `${menu}:${lineOf(`${locale}.Nav`, menu)}: ${locale}.Nav: this file holds the texts of Menu only: move Nav to messages/pages/Nav.json`,
    ),
  );
  writeFileSync(path.join(copy, 'messages/pages/Menu.json'), JSON.stringify({ sv: {}, en: {} }));
  expect(errors()).toEqual([
    'lib/i18n/page-sources.ts: (file): does not list the page files of messages/pages/ (a page file was added or removed): run npm run messages:schema',
    'messages/pages/Menu.json: (file): no entry in scripts/catalogs/namespaces.mjs, which names each namespace for the guide and the CMS: add one',
  ]);
});

test('a schema behind the code is named, with the command that brings it up to date', () => {
  const file = path.join(copy, 'messages/catalog.schema.json');
  const schema = JSON.parse(readFileSync(file, 'utf8'));
  schema.definitions.catalog.properties.Contact.properties.hero.properties.subtitle['x-code'] = {
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
  setText('sv.Contact.emailCard.responseTime', 'Vi svarar inom två timmar under kontorstid.');
  expect(errors()).toEqual([
    `${at('sv.Contact.emailCard.responseTime')}: "två timmar" is a fact written by hand: write {responseTime} instead (it shows "två timmar", from messages/facts.json)`,
  ]);
});

test('a fact stated in one language only is named in the other', () => {
  setText('en.Contact.cta.description', 'Fill in the form or e-mail us, and we will get back to you.');
  expect(errors()).toEqual([
    `${at('en.Contact.cta.description')}: lacks {responseTime} that sv states: both languages make the same claims`,
  ]);
});

test('a word the glossary avoids is named with the term to write', () => {
  setText('sv.ContactForm.labels.additionalServices', 'Tilläggstjänster');
  setText('en.Nav.plusServices', 'Plus services');
  expect(errors()).toEqual([
    `${at('sv.ContactForm.labels.additionalServices')}: "Tilläggstjänster": the glossary's term is "plustjänster" (messages/glossary.json, docs/editing.md)`,
    `${at('en.Nav.plusServices')}: "Plus services": the glossary's term is "additional services" (messages/glossary.json, docs/editing.md)`,
  ]);
});

test('a fact that is not a number, or a facts file that is not JSON, is named in messages/facts.json', () => {
  const file = path.join(copy, 'messages/facts.json');
  const source = readFileSync(file, 'utf8');
  writeFileSync(file, source.replace('"responseTimeHours": 2', '"responseTimeHours": "två"'));
  expect(errors()).toEqual([
    'messages/facts.json:4: responseTimeHours: expected a whole number (1 or more), found "två"',
  ]);
  writeFileSync(file, source.replace('"foundingYear": 2016,', '"foundingYear": 2016'));
  expect(errors()).toEqual([
    expect.stringMatching(
      /^messages\/facts\.json: \(top level\): invalid JSON at line 3, column 3: .*a comma is probably missing at the end of line 2$/,
    ),
  ]);
});

describe('the offer, messages/offer.json', () => {
  const offerFile = 'messages/offer.json';
  const offer = () => JSON.parse(read(offerFile));
  const offerLine = (key: string) => parseJsonSource(read(offerFile)).lines.get(key)!;
  /** Changes the parsed offer and writes it back as Prettier lays it out (two-space JSON, lists one item a line). */
  const editOffer = (edit: (offer: any) => void) => {
    const offer = JSON.parse(read(offerFile));
    edit(offer);
    writeFileSync(path.join(copy, offerFile), `${JSON.stringify(offer, null, 2)}\n`);
  };

  test('a price typed by hand into a page is named with the line of the offer that holds it', () => {
    setText('sv.Fdaas.hero.subtitle', 'Bokföring och bokslut – lön för 300 kr per körning.');
    expect(errors()).toEqual([
      `${at('sv.Fdaas.hero.subtitle')}: "300 kr" is a price typed by hand: prices come from messages/offer.json (lines[3], myBusinessCostAllocation), so write the text without it`,
    ]);
  });

  test('an item a package includes and its price list charges for is named where it is included', () => {
    editOffer((offer) => offer.packages.fdaas.included.push('payrollRun'));
    const line = offer().lines.findIndex((l: { id: string }) => l.id === 'payrollRun');
    expect(errors()).toEqual([
      `${offerFile}:${offerLine('packages.fdaas.included[14]')}: packages.fdaas.included[14]: "Lönekörning varje månad" (payrollRun) is included in FDaaS and charged for on top of it by lines[${line}] "Lönehantering, per lönekörning" on the FDaaS price list: take it out of one of them`,
    ]);
  });

  test('an included item that needs a licence the package lacks, its text silent, is named in that language', () => {
    editOffer((offer) => {
      offer.items.find((item: { id: string }) => item.id === 'customerInvoicing').name.sv = 'Kundfakturering';
    });
    const index = offer().items.findIndex((item: { id: string }) => item.id === 'customerInvoicing');
    const included = offer().packages.fdaas.included.indexOf('customerInvoicing');
    expect(errors()).toEqual([
      `${offerFile}:${offerLine(`items[${index}].name.sv`)}: items[${index}].name.sv: is included in FDaaS (packages.fdaas.included[${included}]) but needs a Billecta licence, which FDaaS does not include (messages/facts.json lists the users it does): say so in its text, as "… i Billecta (licensen kostar extra)"`,
    ]);
  });

  test('a slip in its shape is named at its line, with what the schema expects', () => {
    editOffer((offer) => {
      offer.lines[0].price.unit = 'monthly';
    });
    expect(errors()).toEqual([
      `${offerFile}:${offerLine('lines[0].price.unit')}: lines[0].price.unit: expected one of "month", "hour", "each", "once", found "monthly"`,
    ]);
  });
});
