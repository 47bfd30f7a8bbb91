// The offer as visitors read it: what each package includes, what its add-ons are, and every line of the
// price lists with its price, in one language, from messages/offer.json and the amounts of
// messages/facts.json. Prices are formatted here and nowhere else, as the facts are ("fr. 1 250 kr" with
// no-break spaces, "from SEK 1,250"), so no amount is ever typed into a text. Plain .mjs with the data
// passed in, like lib/facts.mjs.
import { applyFacts } from './facts.mjs';
import { money, periodWords } from './money.mjs';
import { packageIds } from './data-schema.mjs';

export { OFFER_FILE, checkOffer, readOffer } from './data-schema.mjs';

/**
 * @typedef {import('./data-schema.mjs').Offer} Offer
 * @typedef {import('./data-schema.mjs').Facts} Facts
 * @typedef {Offer['lines'][number]} OfferLine
 * @typedef {OfferLine['price']} LinePrice
 * @typedef {'sv' | 'en'} OfferLocale
 * @typedef {{ id: string, name: string, description?: string }} ItemText an item in one language
 * @typedef {{ included: ItemText[], highlights: ItemText[], priceListCards: ItemText[], extras: ItemText[] }} PackageTexts
 * @typedef {Omit<OfferLine, 'name' | 'price'> & { name: string, price: string }} LineText a line in one language
 * @typedef {{ packages: Record<(typeof packageIds)[number], PackageTexts>, lines: LineText[] }} OfferTexts
 */

/**
 * A line's amount: its own, or the one of messages/facts.json it names.
 * @param {LinePrice} price
 * @param {Facts} facts
 * @returns {number | { min: number, max: number }}
 */
export function lineAmount(price, facts) {
  if (price.amount !== undefined) return price.amount;
  if (price.range) return price.range;
  const [offerId, key] = /** @type {[string, string]} */ (String(price.fact).split('.'));
  return facts.offers[offerId][key];
}

const qualifiers = { sv: { from: 'fr. ', about: 'ca ' }, en: { from: 'from ', about: 'approx. ' } };
const perUnit = {
  sv: { month: '/mån', hour: '/tim', each: '/st', once: '' },
  en: { month: '/month', hour: '/hour', each: ' each', once: '' },
};

/**
 * A line's price as a price list shows it: "fr. 1 250 kr", "100 kr/mån", "ca 100 kr/mån"; "SEK 5 each".
 * @param {LinePrice} price
 * @param {Facts} facts
 * @param {OfferLocale} locale
 */
export function linePrice(price, facts, locale) {
  const qualifier = price.from ? qualifiers[locale].from : price.about ? qualifiers[locale].about : '';
  return `${qualifier}${money(lineAmount(price, facts), locale)}${perUnit[locale][price.unit]}`;
}

/**
 * A price with its period as an offer's cards show it: { price: "fr. 2 495 kr", period: "per månad" }.
 * @param {number | { min: number, max: number }} amount
 * @param {{ from?: boolean, period?: 'month' | 'year' | 'hour' }} how
 * @param {OfferLocale} locale
 * @returns {{ price: string, period?: string }}
 */
export function priceTag(amount, { from = false, period }, locale) {
  const price = `${from ? qualifiers[locale].from : ''}${money(amount, locale)}`;
  return period ? { price, period: periodWords[locale][period] } : { price };
}

/**
 * The offer in one language: each package's items by part, and every price line with its price. Texts
 * may hold a fact's placeholder ({responseTime}), filled in here as in the catalogs.
 * @param {Offer} offer
 * @param {Facts} facts
 * @param {OfferLocale} locale
 * @returns {OfferTexts}
 */
export function offerTexts(offer, facts, locale) {
  const inLanguage = applyFacts(
    {
      items: offer.items.map((item) => ({
        id: item.id,
        name: item.name[locale],
        ...(item.description ? { description: item.description[locale] } : {}),
      })),
      names: offer.lines.map((l) => l.name[locale]),
    },
    facts,
    locale,
  );
  const items = new Map(inLanguage.items.map((item) => [item.id, item]));
  const part = (ids = []) => ids.map((id) => /** @type {ItemText} */ (items.get(id)));
  return {
    packages: /** @type {OfferTexts['packages']} */ (
      Object.fromEntries(
        packageIds.map((id) => {
          const pkg = offer.packages[id];
          return [
            id,
            {
              included: part(pkg.included),
              highlights: part(pkg.highlights),
              priceListCards: part(pkg.priceListCards),
              extras: part(pkg.extras),
            },
          ];
        }),
      )
    ),
    lines: offer.lines.map((l, i) => ({ ...l, name: inLanguage.names[i], price: linePrice(l.price, facts, locale) })),
  };
}
