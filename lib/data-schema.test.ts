/** @jest-environment node */
import offerFile from '@/messages/offer.json';
import { checkOffer, readOffer } from './data-schema.mjs';

// The offer's shape, described once as a zod schema (lib/data-schema.mjs): each slip told with its key
// and in words an editor can act on. (The facts' schema: lib/facts.test.ts.)

/** The committed offer with one change. */
function withEdit(edit: (offer: any) => void): unknown {
  const copy = structuredClone(offerFile) as any;
  edit(copy);
  return copy;
}

describe('the offer schema', () => {
  it('reads the committed messages/offer.json', () => {
    expect(checkOffer(offerFile)).toEqual([]);
  });

  it('names an id a package lists that no item has, and an item listed twice', () => {
    expect(
      checkOffer(
        withEdit((offer) => {
          offer.packages.annual.included.push('bokslut', 'yearEnd');
        }),
      ),
    ).toEqual([
      {
        key: 'packages.annual.included[6]',
        message: '"bokslut" is not an item of items: add it there, or check the spelling',
      },
      { key: 'packages.annual.included[7]', message: '"yearEnd" is listed twice' },
    ]);
  });

  it('keeps the subscription card and the price-list cards to what the package includes', () => {
    expect(
      checkOffer(
        withEdit((offer) => {
          offer.packages.fdaas.highlights[0] = 'payrollRun';
          offer.packages.pdaas.priceListCards.push('bookkeeping');
        }),
      ),
    ).toEqual([
      {
        key: 'packages.fdaas.highlights[0]',
        message: '"payrollRun" is not in packages.fdaas.included: add it there, or check the spelling',
      },
      {
        key: 'packages.pdaas.priceListCards[4]',
        message: '"bookkeeping" is not in packages.pdaas.included: add it there, or check the spelling',
      },
    ]);
    expect(checkOffer(withEdit((offer) => offer.packages.annual.highlights.splice(2)))).toEqual([
      { key: 'packages.annual.highlights', message: 'the subscription card shows 3-6 of the included items' },
    ]);
  });

  it('names an id defined twice, a licence licences does not list, and a key the schema does not know', () => {
    expect(
      checkOffer(
        withEdit((offer) => {
          offer.items[1].id = 'bookkeeping';
          offer.items[0].needs = ['fortnox'];
          offer.lines[0].note = 'x';
        }),
      ),
    ).toEqual(
      expect.arrayContaining([
        { key: 'items[1].id', message: '"bookkeeping" is defined twice (also items[0])' },
        {
          key: 'items[0].needs[0]',
          message: '"fortnox" is not a licence of licences: add it there, or check the spelling',
        },
        { key: 'lines[0].note', message: 'not a key of this group: remove it, or check the spelling' },
      ]),
    );
  });

  it('asks a price for one amount, in whole kronor, and a licence line for its program card', () => {
    expect(
      checkOffer(
        withEdit((offer) => {
          offer.lines[0].price.fact = 'plusServices.priceFrom';
          offer.lines[1].price.amount = '100 kr';
          delete offer.lines[2].program;
        }),
      ),
    ).toEqual([
      {
        key: 'lines[0].price',
        message:
          'give the price one of "amount" (kronor: 300), "range" ({ "min": 895, "max": 1250 }) or "fact" (an amount of messages/facts.json)',
      },
      { key: 'lines[1].price.amount', message: 'expected a whole number (0 or more), found "100 kr"' },
      {
        key: 'lines[2].program',
        message: 'a licence line names its program card ("program"), and only a licence line does',
      },
    ]);
  });

  it('stops with every problem named after the file', () => {
    expect(() => readOffer(withEdit((offer) => (offer.lines[0].lists = ['fdaas', 'hr'])))).toThrow(
      'messages/offer.json: lines[0].lists[1]: expected one of "fdaas", "pdaas", "general", found "hr"',
    );
  });
});
