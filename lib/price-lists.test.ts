import { loadMessages } from '@/lib/i18n/messages';
import { paths } from './routes';
import {
  allPrograms,
  payrollLines,
  pdaasPlusLines,
  priceLists,
  programLines,
  type PriceLineId,
  type PriceListBlock,
} from './price-lists';

// The texts as the page shows them, each fact's placeholder filled in.
const sv = loadMessages('sv');
const catalogs = { sv, en: loadMessages('en') };

/** Every price line a list shows, in page order. */
function linesOf(blocks: readonly PriceListBlock[]): PriceLineId[] {
  return blocks.flatMap((block): PriceLineId[] => {
    switch (block.type) {
      case 'product':
        return ['onlineAccounting'];
      case 'programs':
        return [
          ...block.programs.flatMap((p) => programLines[p]),
          ...(block.external ? (['bankIntegration'] as const) : []),
        ];
      case 'extendedService':
        return ['extendedService'];
      case 'runningAccounting':
        return ['runningAccounting'];
      case 'addOns':
        return [...block.lines, block.runningFee];
      case 'tax':
        return ['tax'];
      case 'plusServices':
        return linesOf(block.blocks);
      default:
        return [];
    }
  });
}

const price = (id: PriceLineId) => sv.PriceLists.lines[id].price;

describe('price-list structure', () => {
  it('has program cards of 3, 3, 2 and 5 lines', () => {
    expect(allPrograms.map((p) => programLines[p].length)).toEqual([3, 3, 2, 5]);
  });

  it('has 12 payroll items (FDaaS HR add-ons and the general list) and 10 PDaaS plus-services add-ons', () => {
    expect(payrollLines).toHaveLength(12);
    expect(new Set(payrollLines).size).toBe(12);
    expect(pdaasPlusLines).toHaveLength(10);
    expect(new Set(pdaasPlusLines).size).toBe(10);
  });

  it('puts each list on its own Swedish-only path', () => {
    expect([priceLists.fdaas.path, priceLists.pdaas.path, priceLists.general.path]).toEqual([
      paths.priceListFdaas,
      paths.priceListPdaas,
      paths.priceList,
    ]);
  });

  it.each(['sv', 'en'] as const)('finds a name and a price in the %s catalog for every line it shows', (locale) => {
    for (const list of Object.values(priceLists)) {
      for (const id of linesOf(list.blocks)) {
        expect(catalogs[locale].PriceLists.lines[id].name.trim()).not.toBe('');
        expect(catalogs[locale].PriceLists.lines[id].price).toMatch(/\d/);
      }
    }
  });

  it('leaves no catalog line unused', () => {
    const used = new Set(Object.values(priceLists).flatMap((list) => linesOf(list.blocks)));
    expect(Object.keys(sv.PriceLists.lines).filter((id) => !used.has(id as PriceLineId))).toEqual([]);
  });

  it('shows each list its own figure where two lists differ', () => {
    const pdaas = linesOf(priceLists.pdaas.blocks).map(price);
    const general = linesOf(priceLists.general.blocks).map(price);
    expect(linesOf(priceLists.pdaas.blocks)).toContain('employerCertificatePdaas');
    expect(price('employerCertificatePdaas')).toBe('fr. 895 kr');
    expect(price('employerCertificate')).toBe('fr. 1\u00a0250 kr');
    expect(pdaas.filter((p) => p === 'fr. 895 kr')).toHaveLength(3);
    expect(general).not.toContain('fr. 895 kr');
  });

  it('gives every published licence, add-on and late-change figure exactly', () => {
    expect(programLines.myBusiness.map(price)).toEqual(['100 kr/mån', '100 kr/mån', '300 kr/mån']);
    expect(programLines.reda.map(price)).toEqual(['100 kr/mån', '50 kr/mån', '5 kr/st']);
    expect(programLines.findityMynt.map(price)).toEqual(['130 kr/mån', '100 kr/mån']);
    expect(programLines.billecta.map(price)).toEqual(['100 kr/mån', '50 kr/mån', '10 kr/st', '12 kr/st', '3 kr/st']);
    expect(payrollLines.map(price)).toEqual([
      '300 kr/st',
      'fr. 500 kr',
      'fr. 1\u00a0250 kr',
      'fr. 500 kr',
      'fr. 1\u00a0250 kr',
      'fr. 1\u00a0250 kr',
      'fr. 1\u00a0250 kr',
      'fr. 750 kr',
      'fr. 1\u00a0500 kr',
      'fr. 1\u00a0750 kr',
      'fr. 1\u00a0750 kr',
      'fr. 1\u00a0750 kr',
    ]);
    expect(price('onlineAccounting')).toBe('fr. 199 kr/mån');
    expect(price('bankIntegration')).toBe('ca 100 kr/mån per konto');
    expect(price('extendedService')).toBe('fr. 2\u00a0000\u00a0kr/mån');
    expect(price('runningPlusServices')).toBe('fr. 2\u00a0000\u00a0kr/mån');
    expect(price('runningAccounting')).toBe('895–1\u00a0250\u00a0kr/tim');
    expect(price('tax')).toBe('1\u00a0500\u00a0kr/tim');
  });
});

describe('what a subscription includes against what its price list charges', () => {
  // A line a price list charges for on top of a subscription cannot also be listed as included in it.
  const included = {
    fdaas: [...sv.Fdaas.features.items, ...sv.Subscriptions.cards.items[0].features],
    pdaas: [
      ...sv.Pdaas.features.items,
      ...sv.Subscriptions.cards.items[1].features,
      ...sv.PriceLists.pdaas.features.items.map((item) => item.title),
    ],
  };
  const charged = { fdaas: payrollLines, pdaas: pdaasPlusLines };

  it.each(['fdaas', 'pdaas'] as const)('%s lists none of its price list’s charged items as included', (offer) => {
    const names = charged[offer].map((id) => sv.PriceLists.lines[id].name.toLowerCase());
    const clashes = included[offer].filter((feature) => names.some((name) => feature.toLowerCase().includes(name)));
    expect(clashes).toEqual([]);
  });
});
