import type { Messages } from './i18n/messages';
import { paths } from './routes';

// The structure of the three Swedish-only price lists. Names and
// amounts are catalog text in `PriceLists.lines`, so a price changes in one place; this module only
// says which line appears where. Where one item costs differently in two lists (employer
// certificate 1 250 kr, 895 kr in the PDaaS list) each figure is its own line.

type PriceListMessages = Messages['PriceLists'];
export type PriceLineId = keyof PriceListMessages['lines'];
export type ProgramId = keyof PriceListMessages['common']['programs'];
export type PriceListId = 'fdaas' | 'pdaas' | 'general';

/** Program price cards: MyBusiness 3 lines, Reda 3, Findity/Mynt 2, Billecta 5. */
export const programLines: Record<ProgramId, readonly PriceLineId[]> = {
  myBusiness: ['myBusinessLicence', 'myBusinessExtraUser', 'myBusinessCostAllocation'],
  reda: ['redaLicence', 'redaExtraUser', 'redaSupplierInvoice'],
  findityMynt: ['findityLicence', 'myntLicence'],
  billecta: [
    'billectaLicence',
    'billectaExtraUser',
    'billectaInvoiceFee',
    'billectaPostalInvoice',
    'billectaExtraPage',
  ],
};

export const allPrograms: readonly ProgramId[] = ['myBusiness', 'reda', 'findityMynt', 'billecta'];

/** The 12 payroll items, in the order the price lists show them: FDaaS "HR add-ons" and the general payroll list. */
export const payrollLines: readonly PriceLineId[] = [
  'payrollRun',
  'employerTaxReturn',
  'employerCertificate',
  'monthlyReporting',
  'yearlyReporting',
  'newEmployee',
  'termination',
  'lateChange5',
  'lateChange10',
  'employmentContract',
  'performanceReview',
  'salaryReview',
];

/** The PDaaS plus-services add-ons (10): payroll runs and AGI are in the subscription; three items cost 895 kr here. */
export const pdaasPlusLines: readonly PriceLineId[] = [
  'employerCertificatePdaas',
  'monthlyReporting',
  'yearlyReporting',
  'newEmployeePdaas',
  'terminationPdaas',
  'lateChange5',
  'lateChange10',
  'employmentContract',
  'performanceReview',
  'salaryReview',
];

/** One block of a price list, rendered in order. */
export type PriceListBlock =
  | { type: 'features' }
  | { type: 'product'; includesNote: boolean }
  /** Program price cards; `external` adds the external-programs card (vendor price list, bank fee). */
  | { type: 'programs'; programs: readonly ProgramId[]; heading: 'programs' | 'expense'; external: boolean }
  | { type: 'extendedService' }
  | { type: 'runningAccounting' }
  | { type: 'addOns'; lines: readonly PriceLineId[]; runningFee: PriceLineId }
  | { type: 'tax' }
  /** Blocks shown under one shared heading (the general list's plus services). */
  | { type: 'plusServices'; blocks: readonly PriceListBlock[] };

export type PriceListDefinition = {
  path: typeof paths.priceListFdaas | typeof paths.priceListPdaas | typeof paths.priceList;
  blocks: readonly PriceListBlock[];
};

export const priceLists: Record<PriceListId, PriceListDefinition> = {
  fdaas: {
    path: paths.priceListFdaas,
    blocks: [
      { type: 'features' },
      { type: 'product', includesNote: true },
      { type: 'programs', programs: allPrograms, heading: 'programs', external: true },
      { type: 'extendedService' },
      { type: 'runningAccounting' },
      { type: 'addOns', lines: payrollLines, runningFee: 'runningHr' },
      { type: 'tax' },
    ],
  },
  pdaas: {
    path: paths.priceListPdaas,
    blocks: [
      { type: 'features' },
      { type: 'product', includesNote: false },
      { type: 'addOns', lines: pdaasPlusLines, runningFee: 'runningPlusServices' },
      { type: 'programs', programs: ['findityMynt'], heading: 'expense', external: false },
      { type: 'tax' },
    ],
  },
  general: {
    path: paths.priceList,
    blocks: [
      { type: 'programs', programs: allPrograms, heading: 'programs', external: true },
      {
        type: 'plusServices',
        blocks: [
          { type: 'runningAccounting' },
          { type: 'addOns', lines: payrollLines, runningFee: 'runningPayroll' },
          { type: 'tax' },
        ],
      },
    ],
  },
};

export type PriceLine = { id: PriceLineId; name: string; price: string };

/** A line's name and amount from the catalog. */
export function priceLine(messages: PriceListMessages, id: PriceLineId): PriceLine {
  const { name, price } = messages.lines[id];
  return { id, name, price };
}
