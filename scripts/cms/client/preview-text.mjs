// A text of the catalogs as the visitor reads it, for the CMS's preview. Its facts are filled in as the
// site fills them ("{responseTime}" → "två timmar": applyFacts, as lib/i18n/messages.ts does); a text the
// code formats then goes through use-intl, which next-intl runs on the pages, with the values the page
// passes (page-values.mjs) and each tag made into the page's element: <mail>…</mail> a link, <field> bold.
// A text shown as written stays as written, braces and all.
import { createTranslator } from 'use-intl/core';
import { applyFacts } from '../../../lib/facts.mjs';

/**
 * @typedef {(type: any, props: any, ...children: any[]) => unknown} CreateElement
 * @typedef {{
 *   locale: 'sv' | 'en',
 *   use: 'raw' | 'formatted' | 'unused',
 *   facts?: import('../../../lib/facts.mjs').Facts,
 *   values?: Record<string, string | number>,
 *   tags?: Record<string, [string, Record<string, string>?]>,
 *   h: CreateElement,
 * }} ShowOptions use: how the code reads the text (the check's reference); tags: the element each tag
 *   becomes, with its attributes; h: React's createElement (Decap's global `h` in the browser)
 */

/**
 * The text as a page shows it: a string, or strings and elements; or why it cannot be shown.
 * @param {string} text
 * @param {ShowOptions} options
 * @returns {{ shown: unknown } | { error: string }}
 */
export function showText(text, { locale, use, facts, values = {}, tags = {}, h }) {
  const filled = facts ? applyFacts(text, facts, locale) : text;
  if (use !== 'formatted') return { shown: filled };
  let error;
  const t = createTranslator({
    locale,
    messages: { text: filled },
    onError: (problem) => {
      error = problem.message;
    },
  });
  let key = 0;
  const elements = Object.fromEntries(
    Object.entries(tags).map(([name, [type, attributes]]) => [
      name,
      (chunks) => h(type, { ...attributes, key: key++ }, ...chunks),
    ]),
  );
  const shown = t.rich('text', { ...values, ...elements });
  return error ? { error } : { shown };
}
