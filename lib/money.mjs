// How numbers, amounts and periods read in each language, for the facts' placeholders (lib/facts.mjs) and
// the offer's prices (lib/offer.mjs) alike: "2 495 kr" with no-break spaces in Swedish, "SEK 2,495" in
// English, so that an amount cannot break across two lines and reads the same wherever it shows.

/** @typedef {'sv' | 'en'} MoneyLocale */

export const NBSP = '\u00a0';
export const DASH = '–';

export const numberWords = {
  sv: ['noll', 'en', 'två', 'tre', 'fyra', 'fem', 'sex', 'sju', 'åtta', 'nio', 'tio', 'elva', 'tolv'],
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
};
const numberFormat = { sv: new Intl.NumberFormat('sv-SE'), en: new Intl.NumberFormat('en-GB') };

/** A whole number with the language's thousands separator, no-break where it is a space. @param {number} n @param {MoneyLocale} locale */
export const num = (n, locale) => numberFormat[locale].format(n).replace(/\s/g, NBSP);
/** Small numbers in running text as words (Klarspråk, and the UK style guides alike). @param {number} n @param {MoneyLocale} locale */
export const word = (n, locale) => numberWords[locale][n] ?? num(n, locale);

/**
 * An amount in kronor, or a range of them: "2 495 kr", "895–1 250 kr"; "SEK 2,495", "SEK 895–1,250".
 * @param {number | { min: number, max: number }} amount
 * @param {MoneyLocale} locale
 */
export function money(amount, locale) {
  const figure =
    typeof amount === 'number' ? num(amount, locale) : `${num(amount.min, locale)}${DASH}${num(amount.max, locale)}`;
  return locale === 'sv' ? `${figure}${NBSP}kr` : `SEK${NBSP}${figure}`;
}

/** Millions of kronor: "3 MSEK", "SEK 3 million". @param {number | string} amount @param {MoneyLocale} locale */
export const millions = (amount, locale) =>
  locale === 'sv' ? `${amount}${NBSP}MSEK` : `SEK${NBSP}${amount}${NBSP}million`;

/** A price's period after it, as a package card shows it: "per månad". */
export const periodWords = {
  sv: { month: 'per månad', year: 'per år', hour: 'per timme' },
  en: { month: 'per month', year: 'per year', hour: 'per hour' },
};

const SEP = '[\\s\\u00a0\\u202f,.]?';
/**
 * A whole number as texts may write it, as a RegExp source: 2495 matches "2495", "2 495", "2 495" and
 * "2,495", never part of a longer number. For the check, which refuses a fact or a price written by hand.
 * @param {number} n
 */
export function digits(n) {
  const s = String(n);
  const head = s.length % 3 || 3;
  const groups = [s.slice(0, head)];
  for (let i = head; i < s.length; i += 3) groups.push(s.slice(i, i + 3));
  return `(?<![\\d.,])(?<!\\d[\\s\\u00a0\\u202f])${groups.join(SEP)}(?![\\d]|[.,]\\d)`;
}
