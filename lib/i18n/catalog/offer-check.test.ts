/** @jest-environment node */
import factsFile from '@/messages/facts.json';
import { readFacts } from '../../facts.mjs';
import { readGlossary } from '../../glossary.mjs';
import { readOffer, type Offer } from '../../offer.mjs';
import { checkCatalogs, formatProblem, type CatalogProblem } from './catalog-check.mjs';
import { applyUsage, skeletonOf, type Read } from './catalog-reference.mjs';
import { checkOfferAgainstTexts } from './offer-check.mjs';
import { assembleCatalogs } from './page-files.mjs';

// Each refusal of the offer's check, made on a small offer: the line it prints, naming the item and where
// it is in messages/offer.json (the real file's lines: scripts/catalogs/catalog-slips.test.ts).

const facts = readFacts(factsFile); // FDaaS includes one MyBusiness and one Reda user
const glossary = readGlossary({
  terms: [
    {
      kind: 'offer',
      sv: 'plustjänster',
      en: 'additional services',
      about: { sv: '', en: '' },
      avoid: { sv: ['tilläggstjänst'], en: ['plus services'] },
    },
  ],
});
const both = (sv: string, en = sv) => ({ sv, en });

/** A small offer that passes: FDaaS and PDaaS with an item each way, the annual package with one. */
function smallOffer(): Offer {
  return readOffer({
    licences: [
      { id: 'reda', name: 'Reda' },
      { id: 'billecta', name: 'Billecta' },
    ],
    items: [
      { id: 'bookkeeping', name: both('Löpande bokföring', 'Bookkeeping') },
      {
        id: 'supplierInvoices',
        name: both('Leverantörsfakturor i Reda', 'Supplier invoices in Reda'),
        needs: ['reda'],
      },
      {
        id: 'invoicing',
        name: both('Fakturering i Billecta (licensen kostar extra)', 'Invoicing in Billecta (licence extra)'),
        needs: ['billecta'],
      },
      { id: 'payrollRun', name: both('Lönekörning varje månad', 'Monthly payroll runs') },
      { id: 'budget', name: both('Budget och prognos', 'Budgets and forecasts') },
      { id: 'ownTeam', name: both('Svar normalt inom {responseTime}', 'Replies usually within {responseTime}') },
    ],
    packages: {
      fdaas: {
        included: ['bookkeeping', 'supplierInvoices', 'invoicing'],
        highlights: ['bookkeeping', 'supplierInvoices', 'invoicing'],
        extras: ['budget'],
      },
      pdaas: {
        included: ['payrollRun', 'ownTeam', 'bookkeeping'],
        highlights: ['payrollRun', 'ownTeam', 'bookkeeping'],
        extras: [],
      },
      annual: {
        included: ['bookkeeping', 'ownTeam', 'invoicing'],
        highlights: ['bookkeeping', 'ownTeam', 'invoicing'],
        extras: [],
      },
    },
    lines: [
      {
        id: 'payrollRun',
        name: both('Lönehantering, per lönekörning', 'Payroll, per payroll run'),
        kind: 'item',
        price: { amount: 300, unit: 'each' },
        lists: ['fdaas', 'general'],
        charges: ['payrollRun'],
      },
      {
        id: 'plus',
        name: both('Plustjänster per månad', 'Monthly additional services'),
        kind: 'plusServices',
        price: { fact: 'plusServices.priceFrom', unit: 'month', from: true },
        lists: ['pdaas'],
        charges: ['budget'],
      },
    ],
  });
}

/** The lines the offer's check prints, the file's lines left out. */
const lines = (offer: Offer) =>
  checkOfferAgainstTexts({ value: offer }, { facts, glossary }).map((p: CatalogProblem) => formatProblem(p));

describe('checkOfferAgainstTexts', () => {
  it('passes an offer that charges for nothing it includes and says what its licences cost', () => {
    expect(lines(smallOffer())).toEqual([]);
  });

  it('refuses an item included in a package and charged for by its add-ons', () => {
    const offer = smallOffer();
    offer.packages.fdaas.included.push('budget');
    expect(lines(offer)).toEqual([
      'messages/offer.json: packages.fdaas.included[3]: "Budget och prognos" (budget) is included in FDaaS and charged for on top of it by its add-on packages.fdaas.extras[0]: take it out of one of them',
    ]);
  });

  it('refuses an item included in a package and charged for on its price list, by a line or what a line charges', () => {
    const offer = smallOffer();
    offer.packages.fdaas.included.push('payrollRun');
    offer.packages.pdaas.included.push('budget');
    expect(lines(offer)).toEqual([
      'messages/offer.json: packages.fdaas.included[3]: "Lönekörning varje månad" (payrollRun) is included in FDaaS and charged for on top of it by lines[0] "Lönehantering, per lönekörning" on the FDaaS price list: take it out of one of them',
      'messages/offer.json: packages.pdaas.included[3]: "Budget och prognos" (budget) is included in PDaaS and charged for on top of it by lines[1] "Plustjänster per månad" on the PDaaS price list: take it out of one of them',
    ]);
  });

  it('lets a package include what another package charges for', () => {
    const offer = smallOffer();
    expect(offer.packages.pdaas.included).toContain('payrollRun'); // charged on the FDaaS list only
    expect(lines(offer)).toEqual([]);
  });

  it('refuses an included item needing a licence the package lacks whose text does not say so, in each language', () => {
    const offer = smallOffer();
    offer.items[2].name = both('Fakturering', 'Invoicing in Billecta (licence extra)');
    expect(lines(offer)).toEqual([
      'messages/offer.json: items[2].name.sv: is included in FDaaS (packages.fdaas.included[2]) but needs a Billecta licence, which FDaaS does not include (messages/facts.json lists the users it does): say so in its text, as "… i Billecta (licensen kostar extra)"',
    ]);
    offer.items[2].name = both('Fakturering i Billecta', 'Invoicing in Billecta');
    expect(lines(offer)).toEqual([
      expect.stringContaining('items[2].name.sv: is included in FDaaS'),
      'messages/offer.json: items[2].name.en: is included in FDaaS (packages.fdaas.included[2]) but needs a Billecta licence, which FDaaS does not include (messages/facts.json lists the users it does): say so in its text, as "… in Billecta (licence extra)"',
    ]);
  });

  it('accepts a licence the package includes without a word, and a description that says what costs', () => {
    const offer = smallOffer();
    expect(offer.items[1].needs).toEqual(['reda']); // FDaaS includes a Reda user (messages/facts.json)
    offer.items[2].name = both('Fakturering', 'Invoicing');
    offer.items[2].description = both('I Billecta; licensen kostar extra.', 'In Billecta; the licence costs extra.');
    expect(lines(offer)).toEqual([]);
  });

  it('refuses a price typed into an offer text, any amount, naming the line that holds it', () => {
    const offer = smallOffer();
    offer.items[0].name = both('Löpande bokföring, 300 kr per månad', 'Bookkeeping, SEK 450 a month');
    expect(lines(offer)).toEqual([
      'messages/offer.json: items[0].name.sv: "300 kr" is a price typed by hand: prices come from messages/offer.json (lines[0], payrollRun), so write the text without it',
      'messages/offer.json: items[0].name.en: "SEK 450" is a price typed by hand: prices come from messages/offer.json; add a line there, or write the text without it',
    ]);
  });

  it('holds the offer texts to every rule of a visitor-facing text', () => {
    const offer = smallOffer();
    offer.items[0].name = both('Bokföring sedan 2016', 'Bookkeeping');
    offer.items[4].name = both('Tilläggstjänst: budget', 'Plus services: budgets');
    offer.lines[0].name = both('Lön {per}', 'Payroll');
    offer.items[5].name = both('Svar inom {responseTime}', 'Replies');
    expect(lines(offer)).toEqual([
      'messages/offer.json: items[0].name.sv: "2016" is a fact written by hand: write {foundingYear} instead (it shows "2016", from messages/facts.json)',
      'messages/offer.json: items[0].name.en: lacks {foundingYear} that sv states: both languages make the same claims',
      'messages/offer.json: items[4].name.sv: "Tilläggstjänst": the glossary\'s term is "plustjänster" (messages/glossary.json, docs/editing.md)',
      'messages/offer.json: items[4].name.en: "Plus services": the glossary\'s term is "additional services" (messages/glossary.json, docs/editing.md)',
      'messages/offer.json: items[5].name.sv: states {responseTime} as a promise: it is what usually happens, so say so ("normalt", "usually")',
      'messages/offer.json: items[5].name.en: lacks {responseTime} that sv states: both languages make the same claims',
      'messages/offer.json: lines[0].name.sv: "{per}" would show to visitors as written: this text takes no {placeholders} or <tags>',
    ]);
  });
});

describe('a price typed into a catalog text', () => {
  type Texts = Record<string, unknown>;
  const pages = (sv: Texts, en: Texts) =>
    assembleCatalogs(
      Object.keys(sv).map(
        (ns) => [`messages/pages/${ns}.json`, JSON.stringify({ sv: { [ns]: sv[ns] }, en: { [ns]: en[ns] } })] as const,
      ),
    ).catalogs;
  const raw = (key: string): Read => ({ path: key.split('.'), mode: 'raw', site: 'app/page.tsx:1' });
  const check = (sv: Texts, en: Texts, reads: Read[]) =>
    checkCatalogs(pages(sv, en), applyUsage(skeletonOf(sv), { reads, inStep: [], notes: [] }), {
      seo: false,
      facts,
      offer: { value: smallOffer() },
    }).map((p) => formatProblem({ ...p, line: undefined }));

  it('is refused when a price line holds the amount, wherever the text is', () => {
    expect(
      check({ A: { b: 'Lön för 300 kr per körning.' } }, { A: { b: 'Payroll at SEK 300 a run.' } }, [raw('A.b')]),
    ).toEqual([
      'messages/pages/A.json: sv.A.b: "300 kr" is a price typed by hand: prices come from messages/offer.json (lines[0], payrollRun), so write the text without it',
      'messages/pages/A.json: en.A.b: "SEK 300" is a price typed by hand: prices come from messages/offer.json (lines[0], payrollRun), so write the text without it',
    ]);
  });

  it('is refused on a price list whatever the amount, and left alone elsewhere', () => {
    const sv = { PriceLists: { b: 'Fr. 450 kr.' }, Careers: { b: '5\u00a0000 kronor om året till friskvård.' } };
    const en = { PriceLists: { b: 'From SEK 450.' }, Careers: { b: 'SEK 5,000 a year for wellness.' } };
    expect(check(sv, en, [raw('PriceLists.b'), raw('Careers.b')])).toEqual([
      'messages/pages/PriceLists.json: sv.PriceLists.b: "Fr. 450 kr" is a price typed by hand: prices come from messages/offer.json; add a line there, or write the text without it',
      'messages/pages/PriceLists.json: en.PriceLists.b: "From SEK 450" is a price typed by hand: prices come from messages/offer.json; add a line there, or write the text without it',
    ]);
  });

  it('leaves turnover in millions alone', () => {
    expect(
      check({ A: { b: 'Omsättning 1,24 MSEK' } }, { A: { b: 'Revenue SEK 1.24M, or SEK 300 million' } }, [raw('A.b')]),
    ).toEqual([]);
  });
});
