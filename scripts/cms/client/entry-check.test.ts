/** @jest-environment node */
// The CMS's check of an entry before a save or a publish (entry-check.mjs) refuses what npm run
// check:messages refuses, the offer's contradictions among them, with the check's own lines.
import path from 'node:path';
import { parseJsonSource } from '../../../lib/i18n/catalog/json-source.mjs';
import { siteFiles } from '../admin-files.mjs';
import { checkEntry } from './entry-check.mjs';

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
