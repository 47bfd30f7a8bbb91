// What the catalog check asks of every text a visitor reads, wherever it is kept: a catalog text of
// messages/pages/ (catalog-check.mjs) or a name in messages/offer.json (offer-check.mjs). A fact written
// by hand, a fact stated as a promise, a word the glossary avoids, a price typed by hand, a number that
// can break across two lines, braces and tags in a text shown as written, and a fact one language states
// and the other does not. Each answer is the message the check prints after "file:line: key:".
import { FACTS_FILE, factOf, factsIn, isFactName, literalFacts, nearestFact, promisedFacts } from '../../facts.mjs';
import { GLOSSARY_FILE, avoidedWords } from '../../glossary.mjs';
import { OFFER_FILE } from '../../data-schema.mjs';

/**
 * @typedef {'sv' | 'en'} TextLocale
 * @typedef {import('../../facts.mjs').Facts} Facts
 * @typedef {import('../../glossary.mjs').Glossary} Glossary
 * @typedef {import('../../data-schema.mjs').Offer} Offer
 * @typedef {{ facts?: Facts, glossary?: Glossary, offer?: Offer }} TextData the data files the texts rely on
 */

/** What in a text shown as written would be read as formatting: braces and tags (a fact's placeholder is filled in first). */
export function formattingIn(text) {
  const found =
    text
      .replace(/\{(\w+)\}/g, (whole, arg) => (isFactName(arg) ? '' : whole))
      .match(/\{[^{}]*\}?|\}|<\/?[A-Za-z][\w-]*\s*\/?>/g) ?? [];
  return [...new Set(found.map((match) => (match.length > 20 ? `${match.slice(0, 19)}…` : match)))];
}

/** ", only facts: did you mean {foundingYear}?" for a misspelt fact among the braces found in a text. */
export function meantFact(found) {
  for (const braces of found) {
    const meant = /^\{(\w+)\}$/.test(braces) && nearestFact(braces.slice(1, -1));
    if (meant) return `, only facts: did you mean {${meant}}?`;
  }
  return '';
}

/** A text shown as written with braces or tags in it. @param {string} text @returns {string | null} */
export function formattingProblem(text) {
  const found = formattingIn(text);
  if (!found.length) return null;
  const shown = found.map((f) => `"${f}"`).join(', ');
  return `${shown} would show to visitors as written: this text takes no {placeholders} or <tags>${meantFact(found)}`;
}

// A figure in kronor as a text may write it: "1 250 kr", "300kr", "SEK 1,250", "100 kronor"; amounts in
// millions ("SEK 1.24M", "3 MSEK") are turnover, never a price.
const FIGURE = '\\d{1,3}(?:[\\s\\u00a0\\u202f,]\\d{3})+|\\d+';
const AMOUNT = new RegExp(
  [
    `(?<![\\p{L}\\p{N}])(?:fr\\.\\s*|från\\s+|from\\s+|ca\\s+|approx\\.\\s*)?(${FIGURE})[\\s\\u00a0]*(?:kr|kronor|SEK|:-)(?![\\p{L}])`,
    `(?<![\\p{L}])(?:from\\s+|approx\\.\\s*)?SEK[\\s\\u00a0]*(${FIGURE})(?![.,]?\\d|[\\s\\u00a0]*(?:M\\b|million|miljoner|bn\\b))`,
  ].join('|'),
  'giu',
);

/**
 * The prices a text types out by hand, each with the price line that holds the same amount, if one does.
 * @param {string} text
 * @param {Offer} offer
 * @returns {{ written: string, amount: number, line?: { index: number, id: string } }[]}
 */
export function typedPrices(text, offer) {
  const found = [];
  for (const match of text.matchAll(AMOUNT)) {
    const amount = Number((match[1] ?? match[2]).replace(/\D/g, ''));
    const index = offer.lines.findIndex((l) => l.price.amount === amount);
    found.push({
      written: match[0].trim(),
      amount,
      ...(index >= 0 ? { line: { index, id: offer.lines[index].id } } : {}),
    });
  }
  return found;
}

/**
 * The problems of one text in one language: facts written by hand or stated as promises, the glossary's
 * avoided words (not in keywords: the words people search with, synonyms included), a number a plain
 * space splits, and prices typed by hand.
 * @param {string} text
 * @param {TextLocale} locale
 * @param {TextData & { keywords?: boolean, prices?: 'all' | 'listed' }} options prices: 'all' refuses any
 *   amount in kronor (a price list's or the offer's own texts), 'listed' only one a price line holds
 * @returns {string[]}
 */
export function textProblems(text, locale, { facts, glossary, offer, keywords = false, prices = 'listed' }) {
  const problems = [];
  const splitNumber = text.match(/(?<!\d)\d{1,3} \d{3}(?!\d)/);
  if (splitNumber) {
    problems.push(
      `"${splitNumber[0]}": a plain space inside a number lets it break across two lines; write a no-break space (\\u00a0) between the digits`,
    );
  }
  const handWritten = facts ? literalFacts(text, facts, locale) : [];
  for (const found of handWritten) {
    problems.push(
      `"${found.written}" is a fact written by hand: write {${found.placeholder}} instead (it shows "${found.shows}", from ${FACTS_FILE})`,
    );
  }
  for (const name of facts ? promisedFacts(text, locale) : []) {
    problems.push(`states {${name}} as a promise: it is what usually happens, so say so ("normalt", "usually")`);
  }
  for (const found of offer ? typedPrices(text, offer) : []) {
    // A fact's amount has its own message, naming its placeholder.
    if (handWritten.some((fact) => fact.written.includes(found.written) || found.written.includes(fact.written))) {
      continue;
    }
    if (found.line) {
      problems.push(
        `"${found.written}" is a price typed by hand: prices come from ${OFFER_FILE} (lines[${found.line.index}], ${found.line.id}), so write the text without it`,
      );
    } else if (prices === 'all') {
      problems.push(
        `"${found.written}" is a price typed by hand: prices come from ${OFFER_FILE}; add a line there, or write the text without it`,
      );
    }
  }
  if (glossary && !keywords) {
    for (const found of avoidedWords(text, glossary, locale)) {
      problems.push(`"${found.written}": the glossary's term is "${found.term}" (${GLOSSARY_FILE}, docs/editing.md)`);
    }
  }
  return problems;
}

/**
 * The same claims in both languages: a fact one language states, the others must state too.
 * @param {string[]} values the text in each language
 * @param {TextLocale[]} locales
 * @param {Facts | undefined} facts
 * @returns {{ index: number, message: string }[]} the language's index and its problem
 */
export function sameFactsProblems(values, locales, facts) {
  if (!facts || values.length < 2) return [];
  // A fact written by hand counts as stated: its own error already says which placeholder to use.
  const stated = values.map((text, i) => {
    const handWritten = literalFacts(text, facts, locales[i]).map((f) => f.placeholder);
    return new Map([...handWritten, ...factsIn(text)].map((name) => [factOf(name), name]));
  });
  const problems = [];
  stated.forEach((mine, i) => {
    stated.forEach((theirs, j) => {
      if (i === j) return;
      const lacking = [...theirs].filter(([fact]) => !mine.has(fact)).map(([, placeholder]) => `{${placeholder}}`);
      if (lacking.length) {
        problems.push({
          index: i,
          message: `lacks ${lacking.join(', ')} that ${locales[j]} states: both languages make the same claims`,
        });
      }
    });
  });
  return problems;
}
