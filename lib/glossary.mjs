// One term per thing: messages/glossary.json names each offer, service, page, role and document in both
// languages and the words not to use for it. The catalog check refuses an avoided word with the term to
// write instead; docs/editing.md shows the same list (scripts/catalogs/glossary-doc.mjs writes it).
// Plain .mjs with the data passed in, like lib/facts.mjs.

import { perLanguage } from './per-language.mjs';

/**
 * @typedef {'sv' | 'en'} GlossaryLocale
 * @typedef {{ kind: 'offer' | 'service' | 'page' | 'role' | 'document' | 'word', sv: string, en: string,
 *   about: Record<GlossaryLocale, string>, avoid: Record<GlossaryLocale, string[]> }} Term
 * @typedef {{ terms: Term[] }} Glossary
 */

export const GLOSSARY_FILE = 'messages/glossary.json';
export const termKinds = /** @type {const} */ (['offer', 'service', 'page', 'role', 'document', 'word']);
const locales = /** @type {const} */ (['sv', 'en']);

/**
 * What is wrong with a parsed glossary.json; empty when sound.
 * @param {unknown} value
 * @returns {{ key: string, message: string }[]}
 */
export function checkGlossary(value) {
  const problems = [];
  const terms = /** @type {any} */ (value)?.terms;
  if (!Array.isArray(terms)) return [{ key: 'terms', message: 'expected a list [ ] of terms' }];
  const seen = new Map();
  terms.forEach((term, i) => {
    const key = `terms[${i}]`;
    if (!termKinds.includes(term?.kind)) {
      problems.push({ key: `${key}.kind`, message: `expected one of ${termKinds.join(', ')}` });
    }
    for (const locale of locales) {
      if (typeof term?.[locale] !== 'string' || !term[locale].trim()) {
        problems.push({ key: `${key}.${locale}`, message: 'expected the term, as text' });
      }
      if (typeof term?.about?.[locale] !== 'string') {
        problems.push({ key: `${key}.about.${locale}`, message: 'expected a short explanation, as text' });
      }
      const avoid = term?.avoid?.[locale];
      if (!Array.isArray(avoid) || avoid.some((word) => typeof word !== 'string' || !word.trim())) {
        problems.push({ key: `${key}.avoid.${locale}`, message: 'expected a list [ ] of words (it may be empty)' });
        continue;
      }
      for (const word of avoid) {
        const id = `${locale}:${word}`;
        if (seen.has(id)) {
          problems.push({
            key: `${key}.avoid.${locale}`,
            message: `"${word}" is avoided twice (also in ${seen.get(id)})`,
          });
        }
        seen.set(id, key);
        if (avoidPattern(word, locale).test(term[locale] ?? '')) {
          problems.push({ key: `${key}.avoid.${locale}`, message: `"${word}" would refuse the term itself` });
        }
      }
    }
  });
  return problems;
}

/**
 * The glossary, checked.
 * @param {unknown} value the parsed messages/glossary.json
 * @returns {Glossary}
 */
export function readGlossary(value) {
  const problems = checkGlossary(value);
  if (problems.length) {
    throw new Error(
      `${GLOSSARY_FILE} has ${problems.length} problem(s):\n${problems.map((p) => `  ${GLOSSARY_FILE}: ${p.key}: ${p.message}`).join('\n')}`,
    );
  }
  return /** @type {Glossary} */ (value);
}

/** Swedish endings of the same word (tilläggstjänsterna, mejlet); English forms are listed as they are. */
const endings = { sv: '(?:n|en|et|na|er|erna|ar|arna|s)?', en: '' };

/** Each avoided word's pattern, built once: the check tries every word on every text (no `g` flag, so no state). */
const avoidPatterns = new Map();

/**
 * A whole word or phrase, hyphenated words counted whole ("mail" does not match "e-mail"). Lower-case
 * entries match in any case; an entry with capitals ("VD", "Vd") matches exactly as written.
 * @param {string} word
 * @param {GlossaryLocale} locale
 */
function avoidPattern(word, locale) {
  const key = `${locale}:${word}`;
  let pattern = avoidPatterns.get(key);
  if (!pattern) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    const flags = word === word.toLowerCase() ? 'iu' : 'u';
    pattern = new RegExp(`(?<![\\p{L}\\p{N}-])${escaped}${endings[locale]}(?![\\p{L}\\p{N}]|-\\p{L})`, flags);
    avoidPatterns.set(key, pattern);
  }
  return pattern;
}

/**
 * Each avoided word of a glossary in one language, in the glossary's order, with its pattern and the part of
 * it any match contains (its first word, lower-case), built once per glossary and language.
 * @type {(glossary: Glossary, locale: GlossaryLocale) => { needle: string, pattern: RegExp, term: string }[]}
 */
const avoidedEntries = perLanguage((glossary, locale) =>
  glossary.terms.flatMap((term) =>
    term.avoid[locale].map((word) => ({
      needle: word.trim().split(/\s+/)[0].toLowerCase(),
      pattern: avoidPattern(word, locale),
      term: term[locale],
    })),
  ),
);

/**
 * The avoided words a text uses, each with the term to write instead.
 * @param {string} text
 * @param {Glossary} glossary
 * @param {GlossaryLocale} locale
 * @returns {{ written: string, term: string }[]}
 */
export function avoidedWords(text, glossary, locale) {
  // Placeholders and tags ({email}, <mail>, an unclosed {email) are code, not words.
  const words = text.replace(/\{[^{}]*\}|\{\w+|<\/?[A-Za-z][\w-]*\s*\/?>/g, ' ');
  // A pattern runs only on a text that holds its word's first part: the check tries every word on every
  // text, and most texts hold none. Lower-cased as the patterns' case-insensitive flag compares, where the
  // long s (ſ) is the one letter that matches a Latin letter (s) and lower-cases to another.
  const lower = words.toLowerCase().replaceAll('ſ', 's');
  const found = new Map();
  for (const { needle, pattern, term } of avoidedEntries(glossary, locale)) {
    if (!lower.includes(needle)) continue;
    const match = pattern.exec(words);
    if (match && !found.has(match[0])) found.set(match[0], { written: match[0], term });
  }
  return [...found.values()];
}
