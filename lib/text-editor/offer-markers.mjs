// The offer's texts (messages/offer.json) marked for the text editor as the catalogs are (markers.mjs): each
// item's name and description and each price line's name is followed by the marker of its place in the file,
// `messages/offer.json:items[3].name`, which the editor reads and saves (scripts/text-editor/catalog-edit.mjs).
// Marked before the offer is put in a language (lib/offer.mjs), so that a marker follows the text wherever a
// page shows it; ids, prices and the rest are left as they are.
import { OFFER_FILE, offerTextFields } from '../data-schema.mjs';
import { catalogLocales } from '../i18n/catalog/page-files.mjs';
import { markerOf, textEditorOn } from './markers.mjs';

/** The marker key of an offer text: the file and the text's place in it (`items[3].name`). */
export const OFFER_KEY_PREFIX = `${OFFER_FILE}:`;

/**
 * The offer as `next dev` hands it to the pages: with its texts marked when the editor is on (textEditorOn),
 * as it is otherwise.
 * @param {import('../data-schema.mjs').Offer} offer
 */
export function offerForEditor(offer) {
  if (!textEditorOn()) return offer;
  const marked = /** @type {typeof offer} */ (JSON.parse(JSON.stringify(offer)));
  for (const [at, text] of offerTextFields(marked)) {
    for (const locale of catalogLocales) {
      text[locale] = `${text[locale]}${markerOf(`${OFFER_KEY_PREFIX}${at}`, text[locale])}`;
    }
  }
  return marked;
}
