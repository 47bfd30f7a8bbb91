// The invisible markers that `npm run dev` puts after every catalog text (lib/i18n/messages.ts), so that
// the text editor in the browser can tell which key a text on the page comes from, however the code read
// it (loadMessages or a translator, as a prop of a client island, inside another text's value). A marker
// spells the key in Unicode tag characters (U+E0020-U+E007E, one per ASCII character): they are
// default-ignorable, so browsers draw nothing for them and they take no width. It is a suffix, so code
// that reads a text's start (initials, a first word) sees the text as written.
// Runs in Node (marking, stripping) and in the browser (scripts/text-editor/client/), so no imports.

/** Set by scripts/serve/dev.mjs for `next dev`; without it the catalogs are not marked. */
export const TEXT_EDITOR_ENV = 'FYRTORN_TEXT_EDITOR';

// Written as literals, not computed: a module without side effects is left out whole of a build that does
// not call it (the production builds, e2e/text-editor-absent.ts).
const TAG_BASE = 0xe0000;
/** The first character of every marker (the tag form of "{"). */
export const MARKER_OPEN = '\u{E007B}';
const OPEN = MARKER_OPEN;
const CLOSE = '\u{E007D}'; // the tag form of "}"
/** A marker: OPEN, the key (URI-encoded, so never "{" or "}") and "|length" in tag characters, CLOSE. */
const MARKER = /\u{E007B}([\u{E0020}-\u{E007A}\u{E007C}\u{E007E}]+)\u{E007D}/gu;

const toTags = (ascii) => [...ascii].map((char) => String.fromCodePoint(TAG_BASE + char.charCodeAt(0))).join('');
const fromTags = (tags) => [...tags].map((char) => String.fromCharCode(char.codePointAt(0) - TAG_BASE)).join('');

/**
 * The marker of one text. A text without ICU syntax shows exactly as written, so its length is known and
 * tells the editor where the text starts (a text inside another text's value ends before the outer one).
 * @param {string} key next-intl's path, list items by index: `Home.faq.items.2.answer`
 * @param {string} text
 */
export function markerOf(key, text) {
  const length = /[{}<']/.test(text) ? '' : `|${text.length}`;
  return `${OPEN}${toTags(`${encodeURIComponent(key)}${length}`)}${CLOSE}`;
}

/**
 * A catalog with every text followed by its marker.
 * @template T
 * @param {T} value
 * @returns {T}
 */
export function markTexts(value, key = '') {
  if (typeof value === 'string') return /** @type {T} */ (`${value}${markerOf(key, value)}`);
  const child = (name) => (key ? `${key}.${name}` : String(name));
  if (Array.isArray(value)) return /** @type {T} */ (value.map((item, i) => markTexts(item, child(i))));
  if (value !== null && typeof value === 'object') {
    return /** @type {T} */ (
      Object.fromEntries(Object.entries(value).map(([name, item]) => [name, markTexts(item, child(name))]))
    );
  }
  return value;
}

/** Whether scripts/serve/dev.mjs turned the text editor on (TEXT_EDITOR_ENV): only then are texts marked. */
export const textEditorOn = () => typeof process !== 'undefined' && process.env[TEXT_EDITOR_ENV] === '1';

/**
 * The catalogs by language as `next dev` hands them to the app: each marked when scripts/serve/dev.mjs turned
 * the editor on (TEXT_EDITOR_ENV), as they are otherwise (`next dev` alone, the catalog tests).
 * @template T
 * @param {Record<string, T>} catalogs
 * @returns {Record<string, T>}
 */
export function markedForEditor(catalogs) {
  if (!textEditorOn()) return catalogs;
  return Object.fromEntries(Object.entries(catalogs).map(([locale, catalog]) => [locale, markTexts(catalog)]));
}

/**
 * The markers in a string, in order: each with its key, the marked text's length when it is known, and
 * where the marker starts and ends in the string (UTF-16 offsets, as the DOM counts).
 * @param {string} text
 * @returns {{ key: string, length?: number, start: number, end: number }[]}
 */
export function findMarkers(text) {
  return [...text.matchAll(MARKER)].map((match) => {
    const [encoded, length] = fromTags(match[1]).split('|');
    return {
      key: decodeURIComponent(encoded),
      ...(length ? { length: Number(length) } : {}),
      start: match.index,
      end: match.index + match[0].length,
    };
  });
}

/** Whether a string holds a marker. @param {string} text */
export const hasMarker = (text) => text.includes(OPEN);

/**
 * A value with every marker removed from its strings, plain objects and lists followed (metadata and
 * structured data, which leave the page as data).
 * @template T
 * @param {T} value
 * @returns {T}
 */
export function withoutMarkers(value) {
  if (typeof value === 'string') return /** @type {T} */ (value.replace(MARKER, ''));
  if (Array.isArray(value)) return /** @type {T} */ (value.map(withoutMarkers));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return /** @type {T} */ (Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutMarkers(v)])));
  }
  return value;
}
