import { loadOffer } from '@/lib/i18n/messages';
import { paths } from './routes';
import { kindsOf, linesOf, priceLists, programCards, type PriceListId } from './price-lists';

// The price lists as messages/offer.json and the layout here make them: what each list shows, in which
// order, with which price. The figures are written out, so that a slip in the offer fails here.
const sv = loadOffer('sv');
const en = loadOffer('en');
const lists = Object.keys(priceLists) as PriceListId[];
const ids = (list: PriceListId, kind: Parameters<typeof linesOf>[2]) => linesOf(sv, list, kind).map((l) => l.id);
const prices = (list: PriceListId, kind: Parameters<typeof linesOf>[2]) => linesOf(sv, list, kind).map((l) => l.price);

/** The 12 payroll items, in the spec's order: handling, AGI, certificate, reporting, hires, leavers, late changes, documents. */
const payroll = [
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
const NB = '\u00a0';

describe('the price lists', () => {
  it('put each list on its own Swedish-only path', () => {
    expect(lists.map((list) => priceLists[list].path)).toEqual([
      paths.priceListFdaas,
      paths.priceListPdaas,
      paths.priceList,
    ]);
  });

  it('show program cards of 3, 3, 2 and 5 lines on the FDaaS and the general list, only Findity and Mynt on PDaaS', () => {
    for (const list of ['fdaas', 'general'] as const) {
      expect(programCards(sv, list).map((card) => [card.program, card.lines.length])).toEqual([
        ['myBusiness', 3],
        ['reda', 3],
        ['findityMynt', 2],
        ['billecta', 5],
      ]);
    }
    expect(programCards(sv, 'pdaas').map((card) => card.lines.map((l) => l.id))).toEqual([
      ['findityLicence', 'myntLicence'],
    ]);
  });

  it('show the 12 payroll items on the FDaaS and the general list, and 10 on PDaaS at its own figures', () => {
    expect(ids('fdaas', 'item')).toEqual(payroll);
    expect(ids('general', 'item')).toEqual(payroll);
    expect(ids('pdaas', 'item')).toEqual([
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
    ]);
  });

  it('show every line a list names, and no block without a line', () => {
    for (const list of lists) {
      const kinds = priceLists[list].blocks.flatMap(kindsOf);
      const named = sv.lines.filter((line) => line.lists.includes(list));
      expect(named.filter((line) => !kinds.includes(line.kind)).map((l) => l.id)).toEqual([]);
      expect(kinds.filter((kind) => !named.some((line) => line.kind === kind))).toEqual([]);
    }
  });

  it('give every published figure exactly, formatted as the facts are', () => {
    const month = (n: string) => `${n}${NB}kr/mån`;
    expect(programCards(sv, 'fdaas').map((card) => card.lines.map((l) => l.price))).toEqual([
      [month('100'), month('100'), month('300')],
      [month('100'), month('50'), `5${NB}kr/st`],
      [month('130'), month('100')],
      [month('100'), month('50'), `10${NB}kr/st`, `12${NB}kr/st`, `3${NB}kr/st`],
    ]);
    expect(prices('fdaas', 'item')).toEqual([
      `300${NB}kr/st`,
      `fr. 500${NB}kr`,
      `fr. 1${NB}250${NB}kr`,
      `fr. 500${NB}kr`,
      `fr. 1${NB}250${NB}kr`,
      `fr. 1${NB}250${NB}kr`,
      `fr. 1${NB}250${NB}kr`,
      `fr. 750${NB}kr`,
      `fr. 1${NB}500${NB}kr`,
      `fr. 1${NB}750${NB}kr`,
      `fr. 1${NB}750${NB}kr`,
      `fr. 1${NB}750${NB}kr`,
    ]);
    expect(prices('pdaas', 'item').filter((p) => p === `fr. 895${NB}kr`)).toHaveLength(3);
    expect(prices('general', 'item')).not.toContain(`fr. 895${NB}kr`);
    expect(prices('fdaas', 'product')).toEqual([`fr. 199${NB}kr/mån`]);
    expect(prices('fdaas', 'bank')).toEqual([`ca 100${NB}kr/mån`]);
    expect(prices('fdaas', 'plusServices')).toEqual([`fr. 2${NB}000${NB}kr/mån`]);
    expect(prices('pdaas', 'plusServices')).toEqual([`fr. 2${NB}000${NB}kr/mån`]);
    expect(prices('fdaas', 'accountingHourly')).toEqual([`895–1${NB}250${NB}kr/tim`]);
    expect(prices('general', 'payrollHourly')).toEqual([`895–1${NB}250${NB}kr/tim`]);
    expect(prices('general', 'taxHourly')).toEqual([`1${NB}500${NB}kr/tim`]);
  });

  it('write each price as an English reader expects it', () => {
    const price = (id: string) => en.lines.find((l) => l.id === id)?.price;
    expect(price('employerCertificate')).toBe(`from SEK${NB}1,250`);
    expect(price('payrollRun')).toBe(`SEK${NB}300 each`);
    expect(price('bankIntegration')).toBe(`approx. SEK${NB}100/month`);
    expect(price('ongoingAccounting')).toBe(`SEK${NB}895–1,250/hour`);
  });
});
