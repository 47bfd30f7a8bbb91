import factsSource from '../messages/facts.json' with { type: 'json' };
import offerSource from '../messages/offer.json' with { type: 'json' };
import { applyFacts, readFacts } from '../lib/facts.mjs';
import { offerTexts, readOffer } from '../lib/offer.mjs';
import type { Messages } from '../lib/i18n/messages';
import { readCatalogs } from '../scripts/catalogs/catalog-files.mjs';

/** The facts the texts state (messages/facts.json). */
export const facts = readFacts(factsSource);

/** The catalogs of messages/pages/, as lib/i18n/messages.ts assembles them. */
const catalogs = readCatalogs() as Record<'sv' | 'en', Messages>;

/** The catalogs as visitors read them: each fact's placeholder filled in, as lib/i18n/messages.ts does. */
export const sv = applyFacts(catalogs.sv, facts, 'sv');
export const en = applyFacts(catalogs.en, facts, 'en');

/** The offer (messages/offer.json) as visitors read it in each language, prices formatted (lib/offer.mjs). */
const offer = readOffer(offerSource);
export const offers = { sv: offerTexts(offer, facts, 'sv'), en: offerTexts(offer, facts, 'en') };
