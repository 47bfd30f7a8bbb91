// The catalog check: the Swedish and the English catalog (assembled from the page files of messages/pages/,
// page-files.mjs) against the reference (what the code reads, and how: catalog-reference.mjs). Every
// problem names the file, the line and the key that hold the mistake, as "file:line: key.path: problem".
// With the offer (messages/offer.json) it also holds the offer's own texts and promises (offer-check.mjs).
// The same check runs in npm run check:messages (and so in every build and CI), in `next dev`
// (lib/i18n/messages.ts) and in the CMS before a draft is saved or published (scripts/cms/), so each says
// the same sentence.
import { parse } from '@formatjs/icu-messageformat-parser';
import { applyFacts, isFactName } from '../../facts.mjs';
import { checkOfferAgainstTexts } from './offer-check.mjs';
import { formattingProblem, meantFact, sameFactsProblems, textProblems } from './text-checks.mjs';
import { JsonSyntaxError, joinPath, parseJsonSource } from './json-source.mjs';

/**
 * @typedef {'error' | 'stale' | 'warning'} Level error: renders wrong; stale: the catalogs and the schema
 *   disagree in a way both languages share (an intended change not yet in the schema, or the same slip in both);
 *   warning: printed, the build goes on
 * @typedef {{ file: string, key: string, line?: number, message: string, level: Level }} CatalogProblem
 * @typedef {{ file: string, value: unknown, lines: Map<string, number>, duplicates: { path: string, line: number }[] }} ParsedCatalog
 * @typedef {import('./page-files.mjs').LanguageCatalog} LanguageCatalog
 * @typedef {import('./catalog-reference.mjs').RefNode} RefNode
 * @typedef {import('../../facts.mjs').Facts} Facts
 * @typedef {import('../../glossary.mjs').Glossary} Glossary
 * @typedef {import('./offer-check.mjs').OfferSource} OfferSource
 */

export const SCHEMA_FILE = 'messages/catalog.schema.json';
export const SCHEMA_COMMAND = 'npm run messages:schema';

/**
 * @param {string} file
 * @param {string} text
 * @returns {{ catalog?: ParsedCatalog, problems: CatalogProblem[] }}
 */
export function parseCatalog(file, text) {
  try {
    const { value, lines, duplicates } = parseJsonSource(text);
    return { catalog: { file, value, lines, duplicates }, problems: [] };
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return {
      problems: [
        {
          file,
          key: error.path || '(top level)',
          message: `invalid JSON at line ${error.line}, column ${error.column}: ${error.message}`,
          level: 'error',
        },
      ],
    };
  }
}

const kindOf = (value) => {
  if (Array.isArray(value)) return 'list';
  if (value !== null && typeof value === 'object') return 'group';
  if (typeof value === 'string') return 'text';
  return value === null ? 'null' : typeof value;
};
const kindName = {
  group: 'a group { }',
  list: 'a list [ ]',
  text: 'text',
  null: 'null',
  number: 'a number',
  boolean: 'true/false',
};

/** `{email}`, `<mail>`: how an editor writes the argument or tag. */
const asArg = (arg) => `{${arg}}`;
const asTag = (tag) => `<${tag}>`;

const icuErrors = {
  EXPECT_ARGUMENT_CLOSING_BRACE: 'a { has no closing }',
  EMPTY_ARGUMENT: 'empty braces {}',
  MALFORMED_ARGUMENT: 'a { is not closed by } right after its name (names hold only letters, digits and _)',
  EXPECT_ARGUMENT_TYPE: 'a type is expected after the comma in { }',
  INVALID_ARGUMENT_TYPE: 'an unknown argument type in { } (number, date, time, plural, select, selectordinal)',
  UNCLOSED_TAG: 'a <tag> is not closed with </tag>',
  UNMATCHED_CLOSING_TAG: 'a closing </tag> does not match the opening one',
  INVALID_TAG: 'a tag is malformed',
  INVALID_TAG_NAME: 'a tag name is malformed',
  MISSING_OTHER_CLAUSE: 'a plural or select needs an "other {…}" case',
};

/** The arguments and tags a formatted text uses, or the reason it cannot be formatted. */
export function placeholdersOf(text) {
  let ast;
  try {
    ast = parse(text);
  } catch (error) {
    const at = error.location ? ` at character ${error.location.start.column}` : '';
    const reason = icuErrors[error.message] ?? error.message;
    return { error: `invalid message syntax: ${reason}${at} (check braces {} and tags <x></x>)` };
  }
  const args = new Set();
  const tags = new Set();
  const walk = (nodes) => {
    for (const node of nodes) {
      if (node.type === 8) {
        tags.add(node.value);
        walk(node.children);
      } else if (node.type !== 0 && node.type !== 7) args.add(node.value);
      if (node.options) for (const option of Object.values(node.options)) walk(option.value);
    }
  };
  walk(ast);
  return { args: [...args].sort(), tags: [...tags].sort() };
}

/** How a language's text shows its placeholders, for messages that compare the languages. */
const usedIn = (used) => [...used.args.map(asArg), ...used.tags.map(asTag)].join(' ') || 'none';

/** What the code hands a formatted text, as the editor would write it. */
function supplied(node) {
  const items = [...node.args.map(asArg), ...node.tags.map((tag) => `<${tag}>…</${tag}>`)];
  if (!items.length) return 'the code passes no values';
  return `the code passes ${items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0]}`;
}

/**
 * @param {LanguageCatalog[]} catalogs the Swedish catalog first
 * @param {RefNode} reference what the code reads (catalog-reference.mjs)
 * @param {{ seo?: boolean, facts?: Facts, glossary?: Glossary, offer?: OfferSource }} [options] seo: warn
 *   on page titles and descriptions of the wrong length; facts: refuse a fact written by hand and one stated
 *   in one language only; glossary: refuse the words it says to avoid; offer: refuse a price typed by hand,
 *   and check the offer's own texts and promises (offer-check.mjs)
 * @returns {CatalogProblem[]}
 */
export function checkCatalogs(catalogs, reference, { seo = true, facts, glossary, offer } = {}) {
  const problems = [];
  /** A problem of one language's text (`i`: its catalog), told where its page file holds it. */
  const report = (i, path, message, level = 'error') => problems.push({ ...catalogs[i].where(path), message, level });
  /** A problem of the schema: the catalogs agree with each other, not with it. */
  const reportSchema = (path, message) => problems.push({ file: SCHEMA_FILE, key: path, message, level: 'stale' });
  const locales = catalogs.map((c) => c.locale);
  const others = (i) => locales.filter((_, j) => j !== i).join(' and ');
  const inBoth = locales.length > 1 ? 'both languages' : locales[0];

  /** Facts written by hand or promised, the glossary's avoided words, prices typed by hand. */
  const checkWords = (i, path, text) => {
    // Keywords are the words people search with, synonyms included; a price list's every amount is the offer's.
    const options = { facts, glossary, offer: offer?.value, keywords: /(^|\.)keywords$/.test(path) };
    const prices = path.startsWith('PriceLists.') ? 'all' : 'listed';
    for (const message of textProblems(text, locales[i], { ...options, prices })) report(i, path, message);
  };

  /** The same claims in both languages: a fact one states, the other must state too. */
  const checkSameFacts = (path, values) => {
    for (const { index, message } of sameFactsProblems(values, locales, facts)) report(index, path, message);
  };

  const readsAnything = (node) => {
    if (!node) return false;
    if (node.kind === 'text') return node.use !== 'unused';
    const children = node.kind === 'group' ? [...node.keys.values()] : node.items;
    return children.some(readsAnything);
  };

  const checkText = (node, path, values, aligned) => {
    if (node.use === 'unused') {
      const first = values.findIndex((v) => v !== undefined);
      report(first, path, `no code reads this text: remove it from ${inBoth}, or use it in the code`, 'warning');
    }
    const used = values.map((text, i) => {
      if (text.trim() === '') {
        report(i, path, 'empty text (expected a message)');
        return null;
      }
      checkWords(i, path, text);
      if (node.use === 'raw') {
        const formatting = formattingProblem(text);
        if (formatting) report(i, path, formatting);
        return null;
      }
      if (node.use !== 'formatted') return null;
      const result = placeholdersOf(text);
      if (result.error) report(i, path, result.error);
      // A fact's placeholder is filled in before formatting: only the rest is the code's business.
      return result.error ? null : { ...result, args: result.args.filter((arg) => !isFactName(arg)) };
    });
    // Items of a list that lost or gained one in a language no longer pair up: their claims are not compared.
    if (aligned) checkSameFacts(path, values);
    if (node.use !== 'formatted') return;

    const faults = used.map((u) => {
      if (!u) return null;
      const unknown = [
        ...u.args.filter((a) => !node.args.includes(a)).map(asArg),
        ...u.tags.filter((t) => !node.tags.includes(t)).map(asTag),
      ];
      const lacking = node.required.filter((r) => !u.args.includes(r) && !u.tags.includes(r));
      const parts = [];
      if (unknown.length) parts.push(`uses ${unknown.join(', ')} that the code does not pass${meantFact(unknown)}`);
      if (lacking.length) {
        parts.push(`lacks ${lacking.map((r) => (node.tags.includes(r) ? `<${r}>…</${r}>` : asArg(r))).join(', ')}`);
      }
      return parts.length ? parts.join(' and ') : null;
    });
    const differ = used.every(Boolean) && new Set(used.map(usedIn)).size > 1;
    const comparison = differ ? `${used.map((u, i) => `${locales[i]} has ${usedIn(u)}`).join(', ')}; ` : '';
    faults.forEach((fault, i) => {
      if (fault) report(i, path, `${fault} (${comparison}${supplied(node)})`);
    });
    if (differ && faults.every((f) => !f)) {
      used.forEach((u, i) => {
        const other = used.find((_, j) => j !== i);
        report(
          i,
          path,
          `has ${usedIn(u)} where ${others(i)} has ${usedIn(other)}: write the same in both languages (${supplied(node)})`,
        );
      });
    }
  };

  const walk = (node, path, values, aligned = true) => {
    const present = values.map((v) => v !== undefined);
    if (!node) {
      // A key the reference does not know: in one language only, or new in both.
      if (present.every(Boolean)) return;
      values.forEach((v, i) => {
        if (v !== undefined) report(i, path, `not in ${others(i)}: remove it, or add it there too`);
      });
      return;
    }
    if (node.added && present.every(Boolean)) {
      reportSchema(path, `new in ${inBoth} but not in the schema: if you meant to add it, run ${SCHEMA_COMMAND}`);
    }
    if (!present.every(Boolean)) {
      if (!present.some(Boolean)) {
        if (node.missing || readsAnything(node)) {
          locales.forEach((_, i) => report(i, path, 'missing: the code reads this text'));
        } else {
          reportSchema(path, `removed from ${inBoth} but still in the schema: if you meant to, run ${SCHEMA_COMMAND}`);
        }
        return;
      }
      const holders = locales.filter((_, i) => present[i]);
      values.forEach((v, i) => {
        if (v === undefined)
          report(i, path, `missing (${holders.join(', ')} ${holders.length > 1 ? 'have' : 'has'} it)`);
      });
      return;
    }

    const kinds = values.map(kindOf);
    const wrong = kinds.map((kind) => kind !== node.kind);
    if (wrong.some(Boolean)) {
      if (wrong.every(Boolean) && new Set(kinds).size === 1) {
        if (readsAnything(node)) {
          locales.forEach((_, i) =>
            report(i, path, `is ${kindName[kinds[i]]} here, but the code reads ${kindName[node.kind]}`),
          );
        } else {
          reportSchema(
            path,
            `is ${kindName[kinds[0]]} in ${inBoth} but ${kindName[node.kind]} in the schema: if you meant to change it, run ${SCHEMA_COMMAND}`,
          );
        }
        return;
      }
      kinds.forEach((kind, i) => {
        if (!wrong[i]) return;
        const right = locales.filter((_, j) => !wrong[j]);
        const where = right.length ? `in ${right.join(', ')} and the schema` : 'in the schema';
        report(i, path, `is ${kindName[kind]} here, but ${kindName[node.kind]} ${where}`);
      });
      return;
    }

    if (node.kind === 'text') return checkText(node, path, values, aligned);

    if (node.kind === 'list') {
      const expected = node.length;
      const lengths = values.map((v) => v.length);
      const off = lengths.map((n) => n !== expected);
      if (off.every(Boolean) && new Set(lengths).size === 1) {
        reportSchema(
          path,
          `${inBoth} have ${lengths[0]} items, the schema ${expected}: if you meant to change the list, run ${SCHEMA_COMMAND}`,
        );
      } else {
        lengths.forEach((n, i) => {
          if (!off[i]) return;
          const right = locales.filter((_, j) => !off[j]);
          const where = right.length ? `${right.join(', ')} and the schema have` : 'the schema has';
          report(i, path, `has ${n} items, ${where} ${expected}`);
        });
      }
      if (node.inStep) {
        lengths.forEach((n, i) => {
          if (n !== node.inStep.length) {
            report(
              i,
              path,
              `has ${n} items, but the page pairs each item with an entry of ${node.inStep.with}, which has ${node.inStep.length}`,
            );
          }
        });
      }
      // Items both languages have; a new item is checked like the last one the reference knows.
      for (let k = 0; k < Math.min(...lengths); k++) {
        walk(
          node.items[k] ?? node.items.at(-1),
          joinPath(path, k),
          values.map((v) => v[k]),
          aligned && new Set(lengths).size === 1,
        );
      }
      return;
    }

    const keys = new Set(node.keys.keys());
    for (const value of values) for (const key of Object.keys(value)) keys.add(key);
    for (const key of keys) {
      if (key.includes('.')) {
        values.forEach((v, i) => {
          if (key in v) report(i, joinPath(path, key), 'a key must not contain "." (next-intl reads a dot as a group)');
        });
        continue;
      }
      walk(
        node.keys.get(key),
        joinPath(path, key),
        values.map((v) => (Object.hasOwn(v, key) ? v[key] : undefined)),
        aligned,
      );
    }
  };

  walk(
    reference,
    '',
    catalogs.map((c) => c.value),
  );
  if (catalogs.length > 1) problems.push(...checkIdenticalText(catalogs[0].value, catalogs[1]));
  if (offer) problems.push(...checkOfferAgainstTexts(offer, { facts, glossary, locales }));
  if (seo) {
    for (const catalog of catalogs) {
      const shown = facts ? applyFacts(catalog.value, facts, catalog.locale) : catalog.value;
      problems.push(...checkSnippetLengths({ ...catalog, value: shown }));
    }
  }
  return problems;
}

/** Keys whose text may be the same in both languages: names, brands, prices, product terms. */
export const identicalTextAllowed = [
  /\.(name|author|company|companies|brand|title)$/i,
  /(^|\.)(amount|price|prices)$/i,
];

/**
 * Text that is the same in both languages and has several words is probably untranslated.
 * @param {unknown} sv the Swedish catalog's value
 * @param {LanguageCatalog} en
 * @returns {CatalogProblem[]}
 */
export function checkIdenticalText(sv, en) {
  const problems = [];
  const walk = (a, b, path) => {
    if (typeof a === 'string' && typeof b === 'string') {
      const words = a.match(/\p{L}{2,}/gu) ?? [];
      if (a === b && words.length >= 3 && !identicalTextAllowed.some((pattern) => pattern.test(path))) {
        problems.push({ ...en.where(path), message: 'same text as in Swedish (untranslated?)', level: 'warning' });
      }
      return;
    }
    if (Array.isArray(a) && Array.isArray(b)) a.forEach((item, i) => walk(item, b[i], joinPath(path, i)));
    else if (a && b && typeof a === 'object' && typeof b === 'object') {
      for (const key of Object.keys(a)) if (Object.hasOwn(b, key)) walk(a[key], b[key], joinPath(path, key));
    }
  };
  walk(sv, en.value, '');
  return problems;
}

/** Search results cut titles past about 60 characters and use descriptions of about 50-160. */
export const snippetLimits = { title: 60, description: [50, 160] };
/** Pages whose title is used as is; every other page title gets " | <Metadata.siteName>" (app/[locale]/layout.tsx). */
export const absoluteTitles = ['Home.meta.title', 'Metadata.defaultTitle'];

/**
 * Page titles (`….meta.title`, as the browser shows them) over 60 characters and meta descriptions
 * outside 50-160 characters: warnings, because search results cut or replace them.
 * @param {Pick<LanguageCatalog, 'value' | 'where'>} catalog
 * @returns {CatalogProblem[]}
 */
export function checkSnippetLengths({ value, where }) {
  const problems = [];
  const siteName = value?.Metadata?.siteName;
  const walk = (node, path) => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, joinPath(path, i)));
    if (node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      const childPath = joinPath(path, key);
      if (typeof child !== 'string') {
        walk(child, childPath);
        continue;
      }
      const isTitle = /(^|\.)meta\.title$/.test(childPath) || childPath === 'Metadata.defaultTitle';
      const isDescription = /(^|\.)meta\.description$/.test(childPath) || childPath === 'Metadata.defaultDescription';
      if (isTitle) {
        const shown = absoluteTitles.includes(childPath) || !siteName ? child : `${child} | ${siteName}`;
        if ([...shown].length > snippetLimits.title) {
          const suffix = shown === child ? '' : ` with " | ${siteName}"`;
          problems.push({
            ...where(childPath),
            message: `the page title is ${[...shown].length} characters${suffix}; search results cut it after about ${snippetLimits.title}`,
            level: 'warning',
          });
        }
      }
      if (isDescription) {
        const length = [...child].length;
        const [min, max] = snippetLimits.description;
        if (length < min || length > max) {
          problems.push({
            ...where(childPath),
            message: `the meta description is ${length} characters; search results show ${min}-${max}`,
            level: 'warning',
          });
        }
      }
    }
  };
  walk(value, '');
  return problems;
}

/** "file:line: key: problem", the line left out where none is known. @param {CatalogProblem} p */
export function formatProblem(p) {
  return `${p.level === 'warning' ? 'warning: ' : ''}${p.file}${p.line ? `:${p.line}` : ''}: ${p.key}: ${p.message}`;
}
