import schema from '../../messages/catalog.schema.json';
import factsSource from '../../messages/facts.json';
import glossarySource from '../../messages/glossary.json';
import offerSource from '../../messages/offer.json';
import { applyFacts, readFacts } from '../facts.mjs';
import { offerTexts, readOffer, type OfferTexts } from '../offer.mjs';
import { readGlossary } from '../glossary.mjs';
import { checkCatalogs, formatProblem } from './catalog/catalog-check.mjs';
import { referenceFromSchema } from './catalog/catalog-reference.mjs';
import { assembleCatalogs } from './catalog/page-files.mjs';
import { markedForEditor, withoutMarkers } from '../text-editor/markers.mjs';
import { offerForEditor } from '../text-editor/offer-markers.mjs';
import { CatalogError } from './catalog-errors';
import { pageSources, type PageTexts } from './page-sources';
import type { Locale } from './locales';

export type Messages = PageTexts;

/** The facts the texts state (messages/facts.json), checked: a slip stops the build with its key. */
export const facts = readFacts(factsSource);
/** What each package includes and every price line (messages/offer.json), checked the same way. */
export const offer = readOffer(offerSource);

// The bundler hands over the page files' text (next.config.mjs), so that a syntax slip is told with its
// line and key path instead of as a bundler error; Jest and tsc see them already parsed.
const { catalogs: assembled, problems } = assembleCatalogs(pageSources);
let note = '';
if (!problems.length && process.env.NODE_ENV === 'development') {
  // The preview refuses what the build would refuse, on the page the editor is looking at.
  const found = checkCatalogs(assembled, referenceFromSchema(schema), {
    seo: false,
    facts,
    glossary: readGlossary(glossarySource),
    offer: { value: offer },
  });
  problems.push(...found.filter((p) => p.level === 'error'));
  const stale = found.filter((p) => p.level === 'stale');
  if (stale.length) console.warn(stale.map(formatProblem).join('\n'));
  // What the code passes comes from the committed schema here: say so for whoever changed the code.
  note =
    '(The preview knows what the code reads from messages/catalog.schema.json; after changing the code, run npm run messages:schema.)';
}
const catalogError = problems.length ? new CatalogError(problems, note) : undefined;
// Each text with its facts filled in ("{responseTime}" → "två timmar"), before anything reads it.
const [sv, en] = assembled.map((catalog) => applyFacts(catalog.value as Messages, facts, catalog.locale));
// `npm run dev` (scripts/serve/dev.mjs) follows every text with an invisible marker of its key, for the text
// editor (scripts/text-editor/, lib/text-editor/markers.mjs); a build never does, nor does `next dev` alone.
const catalogs: Record<Locale, Messages> =
  process.env.NODE_ENV === 'development' && !catalogError ? markedForEditor({ sv, en }) : { sv, en };

export function loadMessages(locale: Locale): Messages {
  if (catalogError) throw catalogError;
  return catalogs[locale];
}

// The offer's texts are marked for the text editor the same way (lib/text-editor/offer-markers.mjs).
const shownOffer = process.env.NODE_ENV === 'development' && !catalogError ? offerForEditor(offer) : offer;
const offers: Record<Locale, OfferTexts> = {
  sv: offerTexts(shownOffer, facts, 'sv'),
  en: offerTexts(shownOffer, facts, 'en'),
};

/** The offer in a language: each package's items and every price line with its price (lib/offer.mjs). */
export function loadOffer(locale: Locale): OfferTexts {
  if (catalogError) throw catalogError;
  return offers[locale];
}

/** Metadata and structured data as they leave the page: without the text editor's markers (`npm run dev`). */
export function plainText<T>(value: T): T {
  return process.env.NODE_ENV === 'development' ? withoutMarkers(value) : value;
}
