// The TypeScript compiler and the syntax facts that the parts of the catalog usage analysis
// (../catalog-usage.mjs) share: which calls hand out catalog text, which methods pass a list's items on.
import { createRequire } from 'node:module';

/**
 * The compiler, loaded by the first analysis: a check whose analysis is cached (every build after the
 * first, each save of the text editor) does without its half-second load.
 * @type {typeof import('typescript')}
 */
export let ts;

export function loadTypeScript() {
  ts ??= createRequire(import.meta.url)('typescript');
}

/** Calls that hand out the whole catalog (readCatalog: a build script's, scripts/catalogs/catalog-files.mjs), and the translators of next-intl. */
export const catalogSources = new Set(['loadMessages', 'getMessages', 'useMessages', 'readCatalog']);
export const translatorSources = new Set(['getTranslations', 'useTranslations', 'createTranslator']);
export const translatorMethods = new Set(['rich', 'markup', 'raw', 'has']);
/** Array methods whose callback gets the items; `map` and `flatMap` also return what it returns. */
export const itemCallbacks = new Set([
  'map',
  'flatMap',
  'forEach',
  'filter',
  'find',
  'findLast',
  'some',
  'every',
  'findIndex',
]);
export const sameList = new Set([
  'filter',
  'slice',
  'toSorted',
  'toReversed',
  'toSpliced',
  'concat',
  'sort',
  'reverse',
]);
/** Reading these from a list or a text shows every item or the text itself. */
export const readsWhole = new Set(['join', 'toString', 'toLocaleString', 'flat', 'at', 'values', 'entries']);

export const unwrap = (node) => {
  while (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isTypeAssertionExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isAwaitExpression(node)
  ) {
    node = node.expression;
  }
  return node;
};

export const isFunctionLike = (node) =>
  node &&
  (ts.isFunctionDeclaration(node) ||
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    ts.isMethodDeclaration(node));
