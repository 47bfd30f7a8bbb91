import { paths } from './routes';
import { programIds, type priceListIds } from './data-schema.mjs';
import type { LineText, OfferTexts } from './offer.mjs';

// The layout of the three Swedish-only price lists: which blocks each shows, in which order. Which lines
// a list shows, their names and their prices are messages/offer.json's (each line names the lists it is
// on and what kind of line it is); a block shows the lines of its kind that are on its list. Where one
// item costs differently in two lists (an employer certificate, 895 kr on the PDaaS list) each figure is
// its own line.

export type PriceListId = (typeof priceListIds)[number];
export type ProgramId = (typeof programIds)[number];
type LineKind = LineText['kind'];

/** One block of a price list, rendered in order. */
export type PriceListBlock =
  /** The package's feature cards: what the subscription includes. */
  | { type: 'features' }
  | { type: 'product' }
  /** A card per program with its licence lines; `external` adds the external-programs card and the bank line. */
  | { type: 'programs'; heading: 'programs' | 'expense'; external: boolean }
  /** The monthly additional services, as a card with a call to action. */
  | { type: 'plusServices' }
  | { type: 'accountingHourly' }
  /** The per-item payroll and HR add-ons, then the running fee of the given kind. */
  | { type: 'addOns'; runningFee: LineKind }
  | { type: 'tax' }
  /** Blocks shown under one shared heading (the general list's additional services). */
  | { type: 'group'; blocks: readonly PriceListBlock[] };

export type PriceListDefinition = {
  path: typeof paths.priceListFdaas | typeof paths.priceListPdaas | typeof paths.priceList;
  blocks: readonly PriceListBlock[];
};

export const priceLists: Record<PriceListId, PriceListDefinition> = {
  fdaas: {
    path: paths.priceListFdaas,
    blocks: [
      { type: 'features' },
      { type: 'product' },
      { type: 'programs', heading: 'programs', external: true },
      { type: 'plusServices' },
      { type: 'accountingHourly' },
      { type: 'addOns', runningFee: 'payrollHourly' },
      { type: 'tax' },
    ],
  },
  pdaas: {
    path: paths.priceListPdaas,
    blocks: [
      { type: 'features' },
      { type: 'product' },
      { type: 'addOns', runningFee: 'plusServices' },
      { type: 'programs', heading: 'expense', external: false },
      { type: 'tax' },
    ],
  },
  general: {
    path: paths.priceList,
    blocks: [
      { type: 'programs', heading: 'programs', external: true },
      {
        type: 'group',
        blocks: [{ type: 'accountingHourly' }, { type: 'addOns', runningFee: 'payrollHourly' }, { type: 'tax' }],
      },
    ],
  },
};

/** The lines of a kind a list shows, in the offer's order. */
export function linesOf(offer: OfferTexts, list: PriceListId, kind: LineKind): LineText[] {
  return offer.lines.filter((line) => line.kind === kind && line.lists.includes(list));
}

/** The program cards a list shows, each with its licence lines on that list: MyBusiness, Reda, Findity and Mynt, Billecta. */
export function programCards(offer: OfferTexts, list: PriceListId): { program: ProgramId; lines: LineText[] }[] {
  const licences = linesOf(offer, list, 'licence');
  return programIds
    .map((program) => ({ program, lines: licences.filter((line) => line.program === program) }))
    .filter((card) => card.lines.length > 0);
}

/** The kinds of line each block shows, for the test that every line a list names is shown on it. */
export function kindsOf(block: PriceListBlock): LineKind[] {
  switch (block.type) {
    case 'features':
      return [];
    case 'programs':
      return block.external ? ['licence', 'bank'] : ['licence'];
    case 'addOns':
      return ['item', block.runningFee];
    case 'group':
      return block.blocks.flatMap(kindsOf);
    case 'tax':
      return ['taxHourly'];
    default:
      return [block.type];
  }
}
