// The offer (messages/offer.json) held against what it says, beyond its shape (lib/data-schema.mjs):
// nothing a package includes is charged for on top of it (by its add-ons or on its price list); an
// included item that needs a licence the package does not include says so in its text; and its names
// and descriptions pass what every visitor's text must (text-checks.mjs), a price typed by hand among
// them. Each problem names the item and where it is, as "messages/offer.json:line: key: problem".
import { FACTS_FILE, OFFER_FILE, offerTextFields, packageIds } from '../../data-schema.mjs';
import { joinPath } from './json-source.mjs';
import { formattingProblem, sameFactsProblems, textProblems } from './text-checks.mjs';

/**
 * @typedef {import('../../data-schema.mjs').Offer} Offer
 * @typedef {{ value: Offer, lines?: Map<string, number> }} OfferSource the parsed file, with the line of each key
 * @typedef {import('./catalog-check.mjs').CatalogProblem} CatalogProblem
 * @typedef {import('./text-checks.mjs').TextLocale} TextLocale
 */

const packageNames = { fdaas: 'FDaaS', pdaas: 'PDaaS', annual: 'the annual package' };
/** A text that says a licence costs extra names it and says "licence". */
const licenceWord = { sv: /licens/i, en: /licen[cs]e/i };
const licenceExample = {
  sv: (name) => `"… i ${name} (licensen kostar extra)"`,
  en: (name) => `"… in ${name} (licence extra)"`,
};

/**
 * @param {OfferSource} source
 * @param {{ facts?: import('./text-checks.mjs').Facts, glossary?: import('./text-checks.mjs').Glossary, locales?: TextLocale[] }} data
 * @returns {CatalogProblem[]}
 */
export function checkOfferAgainstTexts({ value: offer, lines }, { facts, glossary, locales = ['sv', 'en'] }) {
  /** @type {CatalogProblem[]} */
  const problems = [];
  const report = (key, message) => {
    const line = lines?.get(key);
    problems.push({ file: OFFER_FILE, key, ...(line ? { line } : {}), message, level: 'error' });
  };
  const items = new Map(offer.items.map((item, index) => [item.id, { item, index }]));

  // Every name and description, in each language, as any text a visitor reads.
  for (const [path, text] of offerTextFields(offer)) {
    for (const locale of locales) {
      const key = joinPath(path, locale);
      // Every amount in the offer's own texts would be typed by hand: its prices are its lines'.
      for (const message of textProblems(text[locale], locale, { facts, glossary, offer, prices: 'all' })) {
        report(key, message);
      }
      const formatting = formattingProblem(text[locale]);
      if (formatting) report(key, formatting);
    }
    const values = locales.map((locale) => text[locale]);
    for (const { index, message } of sameFactsProblems(values, locales, facts)) {
      report(joinPath(path, locales[index]), message);
    }
  }

  for (const pkg of packageIds) {
    const { included, extras } = offer.packages[pkg];
    // What the package charges for on top of its price: its add-ons, and what its price list's lines charge.
    const charged = new Map();
    extras.forEach((id, k) => charged.set(id, `its add-on packages.${pkg}.extras[${k}]`));
    offer.lines.forEach((l, k) => {
      if (!l.lists.includes(pkg)) return;
      for (const id of [l.id, ...(l.charges ?? [])]) {
        if (!charged.has(id)) charged.set(id, `lines[${k}] "${l.name.sv}" on the ${packageNames[pkg]} price list`);
      }
    });
    included.forEach((id, k) => {
      if (!charged.has(id)) return;
      report(
        joinPath(joinPath(joinPath('packages', pkg), 'included'), k),
        `"${items.get(id)?.item.name.sv ?? id}" (${id}) is included in ${packageNames[pkg]} and charged for on top of it by ${charged.get(id)}: take it out of one of them`,
      );
    });
  }

  // A licence the package does not include (facts' includedUsers) is one the client pays for: the text says so.
  const told = new Set();
  for (const pkg of packageIds) {
    const users = facts?.offers[pkg] && 'includedUsers' in facts.offers[pkg] ? facts.offers[pkg].includedUsers : {};
    const licencesIncluded = new Set(Object.keys(users).filter((licence) => users[licence] > 0));
    offer.packages[pkg].included.forEach((id, k) => {
      const found = items.get(id);
      if (!found) return;
      for (const licenceId of found.item.needs ?? []) {
        if (licencesIncluded.has(licenceId)) continue;
        const name = offer.licences.find((l) => l.id === licenceId)?.name ?? licenceId;
        for (const locale of locales) {
          const text = `${found.item.name[locale]} ${found.item.description?.[locale] ?? ''}`;
          const saysSo = text.toLowerCase().includes(name.toLowerCase()) && licenceWord[locale].test(text);
          const key = joinPath(joinPath(joinPath('items', found.index), 'name'), locale);
          if (saysSo || told.has(`${key} ${licenceId}`)) continue;
          told.add(`${key} ${licenceId}`);
          report(
            key,
            `is included in ${packageNames[pkg]} (packages.${pkg}.included[${k}]) but needs a ${name} licence, which ${packageNames[pkg]} does not include (${FACTS_FILE} lists the users it does): say so in its text, as ${licenceExample[locale](name)}`,
          );
        }
      }
    });
  }
  return problems;
}
