/** @jest-environment node */
// The CMS's check of an entry before a save or a publish (checkEntry) refuses what npm run check:messages
// refuses, the offer's contradictions among them, with the check's own lines; the preview checks one text
// at a time while the editor types (textChecker), in the check's own words: a half-typed placeholder, one
// the code does not pass, a fact written by hand.
import path from 'node:path';
import { parseJsonSource } from '../../../lib/i18n/catalog/json-source.mjs';
import { siteFiles } from '../admin-files.mjs';
import { checkEntry, textChecker } from './entry-check.mjs';

const site = siteFiles(path.join(__dirname, '../../..'));
const offerFile = 'messages/offer.json';
/** The index of a price line in the committed offer, as the check names it. */
const lineIndex = (id: string) => JSON.parse(site.files[offerFile]).lines.findIndex((l: { id: string }) => l.id === id);

/** The offer as an editor left it in the CMS, and the line of a key in that text. */
function editedOffer(edit: (offer: any) => void) {
  const offer = JSON.parse(site.files[offerFile]);
  edit(offer);
  const text = `${JSON.stringify(offer, null, 2)}\n`;
  return { text, line: (key: string) => parseJsonSource(text).lines.get(key) };
}

test('an entry of the committed files passes', () => {
  expect(checkEntry(site, offerFile, site.files[offerFile])).toEqual([]);
  expect(checkEntry(site, 'messages/pages/Fdaas.json', site.files['messages/pages/Fdaas.json'])).toEqual([]);
});

test('the offer including what its price list charges for is refused, naming the item and where it is', () => {
  const added = editedOffer((offer) => offer.packages.fdaas.included.push('budgetAndForecasts'));
  expect(checkEntry(site, offerFile, added.text)).toEqual([
    `messages/offer.json:${added.line('packages.fdaas.included[14]')}: packages.fdaas.included[14]: "Budget, prognos och likviditetsplanering" (budgetAndForecasts) is included in FDaaS and charged for on top of it by its add-on packages.fdaas.extras[1]: take it out of one of them`,
  ]);
});

test('an included item whose licence goes unsaid, and a price typed into the offer, are refused', () => {
  const { text, line } = editedOffer((offer) => {
    const item = offer.items.find((i: { id: string }) => i.id === 'expensesInFindity');
    item.name.en = 'Expenses from your phone, SEK 130 a month';
  });
  const index = JSON.parse(text).items.findIndex((i: { id: string }) => i.id === 'expensesInFindity');
  const included = JSON.parse(text).packages.fdaas.included.indexOf('expensesInFindity');
  const key = `items[${index}].name.en`;
  expect(checkEntry(site, offerFile, text)).toEqual([
    `messages/offer.json:${line(key)}: ${key}: "SEK 130" is a price typed by hand: prices come from messages/offer.json (lines[${lineIndex('findityLicence')}], findityLicence), so write the text without it`,
    `messages/offer.json:${line(key)}: ${key}: is included in FDaaS (packages.fdaas.included[${included}]) but needs a Findity licence, which FDaaS does not include (messages/facts.json lists the users it does): say so in its text, as "… in Findity (licence extra)"`,
  ]);
});

test('a page with a price typed by hand is refused', () => {
  const file = 'messages/pages/Pdaas.json';
  const text = site.files[file].replace(
    'Lönen sköts varje månad – du skickar underlagen, vi gör resten.',
    'Lönen sköts varje månad, arbetsgivarintyg fr. 895 kr.',
  );
  const line = parseJsonSource(text).lines.get('sv.Pdaas.hero.subtitle');
  expect(checkEntry(site, file, text)).toEqual([
    `${file}:${line}: sv.Pdaas.hero.subtitle: "fr. 895 kr" is a price typed by hand: prices come from messages/offer.json (lines[${lineIndex('employerCertificatePdaas')}], employerCertificatePdaas), so write the text without it`,
  ]);
});

describe('the preview', () => {
  const check = textChecker(siteFiles());
  const subtitle = ['Contact', 'hero', 'subtitle'];

  it('finds no problem in the texts as they are', () => {
    const site = siteFiles();
    const contact = JSON.parse(site.files['messages/pages/Contact.json']);
    expect(check(subtitle, [contact.sv.Contact.hero.subtitle, contact.en.Contact.hero.subtitle])).toEqual({
      sv: [],
      en: [],
    });
  });

  it('says what is wrong with each language’s text in the check’s words', () => {
    const problems = check(subtitle, ['Mejla oss på {email', 'E-mail us at <mail>{email}</mail> within two hours.']);
    expect(problems.sv).toEqual([
      'invalid message syntax: a { has no closing } at character 14 (check braces {} and tags <x></x>)',
      'lacks {responseTime} that en states: both languages make the same claims',
    ]);
    expect(problems.en).toEqual([
      '"two hours" is a fact written by hand: write {responseTime} instead (it shows "two hours", from messages/facts.json)',
    ]);
  });

  it('checks a text shown as written, and an item of a list, by its own rule', () => {
    expect(
      check(['Contact', 'hero', 'badge'], ['Svar normalt inom {respon', 'We usually reply within {responseTime}']).sv,
    ).toEqual([
      '"{respon" would show to visitors as written: this text takes no {placeholders} or <tags>',
      'lacks {responseTime} that en states: both languages make the same claims',
    ]);
    expect(check(['Home', 'faq', 'items', 0, 'answer'], ['Ja, med <b>fet</b> stil.', 'Yes.']).sv).toEqual([
      '"<b>", "</b>" would show to visitors as written: this text takes no {placeholders} or <tags>',
    ]);
  });
});
