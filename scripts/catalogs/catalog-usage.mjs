// What the code expects of the catalogs, read from the code itself with the TypeScript compiler: every
// text a page reads as it is (`loadMessages(locale).Contact.hero.title`, also through props, helpers
// and destructuring), every text it formats (`t('key', values)`, `t.rich`) with the values and tags it
// passes, and every list it pairs item by item with a list of its own (`serviceLinks[i]`). The two ways
// pages read copy today, raw objects and translators, both end up as a list of reads; a new way of
// reading copy is one more case in `callValues` (where catalog text comes from) or in the translator
// calls (how it is formatted).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The compiler, loaded by the first analysis: a check whose analysis is cached (every build after the
 * first, each save of the text editor) does without its half-second load.
 * @type {typeof import('typescript')}
 */
let ts;

/**
 * @typedef {import('../../lib/i18n/catalog/catalog-reference.mjs').Usage} Usage
 * @typedef {import('../../lib/i18n/catalog/catalog-reference.mjs').RefNode} RefNode
 * @typedef {{ k: 'cat', path: string[] } | { k: 'obj', node: ts.Node } | { k: 'arr', elems: Value[], origin?: ts.Node, length?: number }
 *   | { k: 'tr', namespaces: string[][] } | { k: 'trm', namespaces: string[][], method: string } | { k: 'expr', node: ts.Node }} Value
 */

export const sourceDirs = ['app', 'components', 'lib'];
/** Build scripts that read catalog text themselves (social images, web app manifests). */
export const buildScripts = ['scripts/site-images.mjs'];

/** Calls that hand out the whole catalog, and the translators of next-intl. */
const catalogSources = new Set(['loadMessages', 'getMessages', 'useMessages']);
const translatorSources = new Set(['getTranslations', 'useTranslations', 'createTranslator']);
const translatorMethods = new Set(['rich', 'markup', 'raw', 'has']);
/** Array methods whose callback gets the items; `map` and `flatMap` also return what it returns. */
const itemCallbacks = new Set([
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
const sameList = new Set(['filter', 'slice', 'toSorted', 'toReversed', 'toSpliced', 'concat', 'sort', 'reverse']);
/** Reading these from a list or a text shows every item or the text itself. */
const readsWhole = new Set(['join', 'toString', 'toLocaleString', 'flat', 'at', 'values', 'entries']);

function sourceFiles(root, dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(root, relative);
    return /\.(tsx?|mjs)$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The files the analysis reads, relative to the repository. */
function analysedFiles(root) {
  return [...sourceDirs.flatMap((dir) => sourceFiles(root, dir)), ...buildScripts, 'global.d.ts'];
}

/**
 * analyzeUsage, remembered on disk (node_modules/.cache) for the same code, dependencies and catalog
 * shape: the build, npm test and an editor's check:messages then pay for the TypeScript program once.
 * @param {{ root: string, shape: RefNode }} options
 * @returns {Usage}
 */
export function analyzeUsageCached({ root, shape }) {
  const hash = createHash('sha256');
  const shapeKinds = (node) =>
    node.kind === 'group'
      ? { g: Object.fromEntries([...node.keys].map(([key, child]) => [key, shapeKinds(child)])) }
      : node.kind === 'list'
        ? { l: node.items.map(shapeKinds) }
        : 't';
  hash.update(JSON.stringify(shapeKinds(shape)));
  for (const file of [
    ...analysedFiles(root),
    'package-lock.json',
    'tsconfig.json',
    'scripts/catalogs/catalog-usage.mjs',
  ]) {
    hash.update(file).update(readFileSync(path.join(root, file)));
  }
  const cacheFile = path.join(root, 'node_modules/.cache/catalog-usage', `${hash.digest('hex').slice(0, 32)}.json`);
  try {
    return JSON.parse(readFileSync(cacheFile, 'utf8'));
  } catch {
    const usage = analyzeUsage({ root, shape });
    const dir = path.dirname(cacheFile);
    mkdirSync(dir, { recursive: true });
    writeFileSync(cacheFile, JSON.stringify(usage));
    const entries = readdirSync(dir).map((name) => path.join(dir, name));
    const newestFirst = entries.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    for (const old of newestFirst.slice(8)) rmSync(old, { force: true });
    return usage;
  }
}

let cachedProgram;

/** One TypeScript program over the app's sources, kept for the process (tests check many catalogs). */
function programFor(root) {
  if (cachedProgram?.root === root) return cachedProgram;
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config ?? {};
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const files = analysedFiles(root).map((f) => path.join(root, f));
  const program = ts.createProgram(files, {
    ...options,
    noEmit: true,
    allowJs: true,
    checkJs: false,
    incremental: false,
  });
  cachedProgram = { root, program, checker: program.getTypeChecker(), files: new Set(files) };
  return cachedProgram;
}

const unwrap = (node) => {
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

/**
 * @param {{ root: string, shape: RefNode }} options root: the repository; shape: the catalogs' shape,
 *   to tell a key from a list's or a text's own members (`items.map`, `title.length`)
 * @returns {Usage}
 */
export function analyzeUsage({ root, shape }) {
  ts ??= createRequire(import.meta.url)('typescript');
  const { program, checker, files } = programFor(root);
  const sources = program.getSourceFiles().filter((file) => files.has(path.resolve(file.fileName)));
  const relative = (node) => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(root, file.fileName)}:${line + 1}`;
  };
  /** @type {Usage} */
  const usage = { reads: [], inStep: [], notes: [] };

  const kindsAt = (segments) => {
    let nodes = [shape];
    for (const segment of segments) {
      nodes = nodes.flatMap((node) => {
        if (node.kind === 'group')
          return segment === '*' ? [...node.keys.values()] : node.keys.has(segment) ? [node.keys.get(segment)] : [];
        if (node.kind === 'list') return segment === '[]' || segment === '*' || /^\d+$/.test(segment) ? node.items : [];
        return [];
      });
    }
    return new Set(nodes.map((node) => node.kind));
  };

  // ---- who calls which of our functions ----
  const declarationOf = (expression) => {
    let symbol = checker.getSymbolAtLocation(expression);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    if (!declaration) return undefined;
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
      const init = unwrap(declaration.initializer);
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
    }
    return declaration;
  };
  const isOurs = (declaration) => declaration && files.has(path.resolve(declaration.getSourceFile().fileName));
  const isFunctionLike = (node) =>
    node &&
    (ts.isFunctionDeclaration(node) ||
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node) ||
      ts.isMethodDeclaration(node));
  /** The name a call's target has where next-intl or our catalog module declares it, else undefined. */
  const libraryName = (expression) => {
    const symbol = checker.getSymbolAtLocation(expression);
    const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const file = target?.declarations?.[0]?.getSourceFile().fileName ?? '';
    if (/node_modules[\\/](next-intl|use-intl)[\\/]/.test(file)) return symbol.name;
    if (/lib[\\/]i18n[\\/]messages\.ts$/.test(file)) return target.name;
    return undefined;
  };

  /** @type {Map<ts.Node, ts.Node[]>} our function → the calls and JSX elements that call it */
  const callSites = new Map();
  const visitAll = (visit) => {
    for (const source of sources) {
      const walk = (node) => {
        visit(node);
        ts.forEachChild(node, walk);
      };
      walk(source);
    }
  };
  visitAll((node) => {
    let callee;
    if (ts.isCallExpression(node)) callee = node.expression;
    else if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) callee = node.tagName;
    if (!callee) return;
    const declaration = declarationOf(unwrap(callee));
    if (isFunctionLike(declaration) && isOurs(declaration)) {
      if (!callSites.has(declaration)) callSites.set(declaration, []);
      callSites.get(declaration).push(node);
    }
  });

  // ---- what a value is ----
  const memo = new Map();
  /** @returns {Value[]} */
  const valuesOf = (node) => {
    if (!node) return [];
    node = unwrap(node);
    if (memo.has(node)) return memo.get(node);
    memo.set(node, []); // a cycle yields nothing
    const result = computeValues(node);
    memo.set(node, result);
    return result;
  };

  /**
   * A member of each value. Of several catalog places (`messages[list]`), those that have the key win,
   * as TypeScript's narrowing would have it; a key none has is a key the code reads and the catalogs
   * lack. A spread (`{ ...meta, noindex: true }`) only ever gives the keys the catalog has.
   */
  const member = (values, name, { spread = false } = {}) => {
    const places = [];
    const others = values.flatMap((value) => {
      if (value.k === 'cat') {
        const kinds = kindsAt(value.path);
        if (name === '*') places.push([...value.path, kinds.has('list') && !kinds.has('group') ? '[]' : '*']);
        else if (kinds.has('group') || kinds.size === 0) places.push([...value.path, name]);
        else if (kinds.has('list') && /^\d+$/.test(name)) places.push([...value.path, '[]']);
        return [];
      }
      if (value.k === 'obj') return propertyOf(value.node, name);
      if (value.k === 'arr' && (name === '*' || /^\d+$/.test(name))) return value.elems;
      if (value.k === 'tr' && translatorMethods.has(name))
        return [{ k: 'trm', namespaces: value.namespaces, method: name }];
      return [];
    });
    const existing = places.filter((place) => kindsAt(place).size > 0);
    const kept = existing.length || spread ? existing : places;
    return [...kept.map((place) => ({ k: 'cat', path: place })), ...others];
  };

  const items = (values) =>
    values.flatMap((value) => {
      if (value.k === 'cat') return [{ k: 'cat', path: [...value.path, '[]'] }];
      if (value.k === 'arr') return value.elems;
      return [];
    });

  /** A property of an object literal or of a JSX element's attributes, through spreads. */
  const propertyOf = (node, name) => {
    const members = ts.isJsxAttributes(node) ? node.properties : node.properties;
    const found = [];
    for (const prop of members) {
      if (ts.isSpreadAssignment(prop) || ts.isJsxSpreadAttribute(prop)) {
        found.push(...member(valuesOf(prop.expression), name, { spread: true }));
        continue;
      }
      const propName =
        prop.name && (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name) ? prop.name.text : undefined);
      if (name !== '*' && propName !== name) continue;
      if (ts.isPropertyAssignment(prop)) found.push(...valuesOf(prop.initializer));
      else if (ts.isShorthandPropertyAssignment(prop)) found.push(...valuesOf(prop.name));
      else if (ts.isJsxAttribute(prop) && prop.initializer) {
        found.push(
          ...(ts.isJsxExpression(prop.initializer)
            ? valuesOf(prop.initializer.expression)
            : [{ k: 'expr', node: prop }]),
        );
      } else if (ts.isMethodDeclaration(prop)) found.push({ k: 'expr', node: prop });
    }
    if (name === 'children' && ts.isJsxAttributes(node)) {
      const element = node.parent.parent;
      if (ts.isJsxElement(element)) {
        for (const child of element.children) if (ts.isJsxExpression(child)) found.push(...valuesOf(child.expression));
      }
    }
    return found;
  };

  /** The names a key expression can have: literals, union types, or '*' where it varies. */
  const namesOf = (node) => {
    node = unwrap(node);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node))
      return [node.text];
    const type = checker.getTypeAtLocation(node);
    const literals = (type.isUnion() ? type.types : [type]).map((t) =>
      t.isStringLiteral() || t.isNumberLiteral() ? String(t.value) : null,
    );
    return literals.every((l) => l !== null) ? literals : ['*'];
  };

  const returnsOf = (fn) => {
    if (!fn.body) return [];
    if (!ts.isBlock(fn.body)) return valuesOf(fn.body);
    const found = [];
    const walk = (node) => {
      if (ts.isReturnStatement(node)) found.push(...valuesOf(node.expression));
      else if (!isFunctionLike(node)) ts.forEachChild(node, walk);
    };
    ts.forEachChild(fn.body, walk);
    return found;
  };

  /** The argument a parameter gets: the items of a list for an array callback, else from every call. */
  const argumentsOf = (parameter) => {
    const fn = parameter.parent;
    const index = fn.parameters.indexOf(parameter);
    const call = fn.parent;
    if (ts.isCallExpression(call) && call.arguments.includes(fn) && ts.isPropertyAccessExpression(call.expression)) {
      const method = call.expression.name.text;
      if (itemCallbacks.has(method) && index === 0) return items(valuesOf(call.expression.expression));
      if (method === 'reduce' && index === 1) return items(valuesOf(call.expression.expression));
      return [];
    }
    return (callSites.get(fn) ?? []).flatMap((site) => {
      if (ts.isCallExpression(site)) return site.arguments[index] ? valuesOf(site.arguments[index]) : [];
      return index === 0 ? [{ k: 'obj', node: site.attributes }] : [];
    });
  };

  const bindingValues = (element) => {
    const pattern = element.parent;
    let source;
    if (ts.isVariableDeclaration(pattern.parent)) {
      const statement = pattern.parent.parent?.parent;
      source =
        statement && ts.isForOfStatement(statement)
          ? items(valuesOf(statement.expression))
          : valuesOf(pattern.parent.initializer);
    } else if (ts.isParameter(pattern.parent)) source = argumentsOf(pattern.parent);
    else if (ts.isBindingElement(pattern.parent)) source = bindingValues(pattern.parent);
    else return [];
    if (ts.isArrayBindingPattern(pattern)) return items(source);
    if (element.dotDotDotToken) return source; // `{ theme, ...card }`: the rest keeps the other keys
    const key = element.propertyName ?? element.name;
    const names = ts.isComputedPropertyName(key)
      ? namesOf(key.expression)
      : ts.isIdentifier(key) || ts.isStringLiteral(key)
        ? [key.text]
        : [];
    return names.flatMap((name) => member(source, name));
  };

  function computeValues(node) {
    if (ts.isConditionalExpression(node)) return [...valuesOf(node.whenTrue), ...valuesOf(node.whenFalse)];
    if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(
        node.operatorToken.kind,
      )
    ) {
      return [...valuesOf(node.left), ...valuesOf(node.right)];
    }
    if (ts.isObjectLiteralExpression(node) || ts.isJsxAttributes(node)) return [{ k: 'obj', node }];
    if (ts.isArrayLiteralExpression(node)) {
      const spread = node.elements.some(ts.isSpreadElement);
      const elems = node.elements.flatMap((el) =>
        ts.isSpreadElement(el) ? items(valuesOf(el.expression)) : valuesOf(el),
      );
      return [{ k: 'arr', elems, origin: node, length: spread ? undefined : node.elements.length }];
    }
    if (ts.isPropertyAccessExpression(node)) return member(valuesOf(node.expression), node.name.text);
    if (ts.isElementAccessExpression(node)) {
      return namesOf(node.argumentExpression).flatMap((name) => member(valuesOf(node.expression), name));
    }
    if (ts.isCallExpression(node)) return callValues(node);
    if (ts.isIdentifier(node)) {
      let symbol = checker.getSymbolAtLocation(node);
      if (node.parent && ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node) {
        symbol = checker.getShorthandAssignmentValueSymbol(node.parent);
      }
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      const declaration = symbol?.valueDeclaration;
      if (!declaration || !isOurs(declaration)) return [{ k: 'expr', node }];
      if (ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name)) {
        const statement = declaration.parent?.parent;
        if (statement && ts.isForOfStatement(statement)) return items(valuesOf(statement.expression));
        return declaration.initializer ? valuesOf(declaration.initializer) : [];
      }
      if (ts.isBindingElement(declaration)) return bindingValues(declaration);
      if (ts.isParameter(declaration) && ts.isIdentifier(declaration.name)) return argumentsOf(declaration);
      return [{ k: 'expr', node }];
    }
    return [{ k: 'expr', node }];
  }

  function callValues(node) {
    const callee = unwrap(node.expression);
    // t.raw('faq.items') hands out catalog values as they are, like loadMessages(locale).Page.faq.items.
    const raw = valuesOf(node.expression).filter((v) => v.k === 'trm' && v.method === 'raw');
    if (raw.length && node.arguments[0]) {
      const keys = keysOf(node.arguments[0]);
      return raw.flatMap((t) =>
        t.namespaces.flatMap((namespace) => keys.map((key) => ({ k: 'cat', path: [...namespace, ...key.segments] }))),
      );
    }
    const library = libraryName(callee);
    if (library && catalogSources.has(library)) return [{ k: 'cat', path: [] }];
    if (library && translatorSources.has(library)) return [{ k: 'tr', namespaces: namespacesOf(node.arguments[0]) }];
    if (isCatalogFileRead(node)) return [{ k: 'cat', path: [] }];
    if (ts.isPropertyAccessExpression(callee)) {
      const method = callee.name.text;
      const receiver = valuesOf(callee.expression);
      if (receiver.some((v) => v.k === 'cat' || v.k === 'arr')) {
        if (method === 'map' || method === 'flatMap') {
          const fn = node.arguments[0] && unwrap(node.arguments[0]);
          const elems = isFunctionLike(fn) ? returnsOf(fn) : [];
          return [{ k: 'arr', elems: method === 'flatMap' ? items(elems) : elems }];
        }
        if (sameList.has(method)) return receiver;
        if (method === 'find' || method === 'findLast' || method === 'at') return items(receiver);
      }
    }
    const declaration = declarationOf(callee);
    if (isFunctionLike(declaration) && isOurs(declaration)) return returnsOf(declaration);
    return [{ k: 'expr', node }];
  }

  /** `JSON.parse(readFileSync(\`messages/${locale}.json\`))`, as a build script reads a catalog. */
  function isCatalogFileRead(node) {
    const [argument] = node.arguments;
    if (node.expression.getText() !== 'JSON.parse' || !argument || !ts.isCallExpression(unwrap(argument))) return false;
    const file = unwrap(argument).arguments[0];
    return Boolean(file && /messages\/[^/]*\.json/.test(file.getText()));
  }

  /** The namespaces a translator is bound to: `getTranslations('Ns')`, `{ namespace: 'Ns' }`, or all. */
  function namespacesOf(argument) {
    if (!argument) return [[]];
    argument = unwrap(argument);
    if (ts.isObjectLiteralExpression(argument)) {
      const prop = argument.properties.find((p) => p.name?.getText() === 'namespace');
      if (!prop) return [[]];
      return keysOf(ts.isShorthandPropertyAssignment(prop) ? prop.name : prop.initializer).map((k) => k.segments);
    }
    return keysOf(argument).map((k) => k.segments);
  }

  /**
   * The key paths an expression can spell: a literal, a template (`sections.${i}.title` → sections.*.title),
   * a constant or a parameter followed to what it is given, a union of literal types.
   * @returns {{ segments: string[], specific: boolean }[]}
   */
  function keysOf(node, seen = new Set()) {
    node = unwrap(node);
    if (seen.has(node)) return [];
    seen.add(node);
    const literal = (text) => ({
      segments: text.split('.').map((s) => (s.includes('\0') ? '*' : s)),
      specific: !text.includes('\0'),
    });
    const strings = stringsOf(node, seen);
    // A key spelt from a union (`errors.${code}`) reads a family of texts with one set of values: each
    // text may use them, none has to.
    const family = !ts.isStringLiteralLike(node) && strings && strings.length > 1;
    if (strings) return strings.map((s) => ({ ...literal(s), specific: !family && literal(s).specific }));
    usage.notes.push({
      site: relative(node),
      message: 'the check cannot tell which key this reads; it counts the whole namespace',
    });
    return [{ segments: ['**'], specific: false }];
  }

  /** The strings an expression can be, with \0 where a part varies; null when unknown. */
  function stringsOf(node, seen) {
    node = unwrap(node);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    const type = checker.getTypeAtLocation(node);
    const types = type.isUnion() ? type.types : [type];
    if (types.every((t) => t.isStringLiteral())) return types.map((t) => t.value);
    if (ts.isTemplateExpression(node)) {
      let results = [node.head.text];
      for (const span of node.templateSpans) {
        const parts = stringsOf(span.expression, seen) ?? ['\0'];
        results = results.flatMap((before) => parts.map((part) => before + part + span.literal.text)).slice(0, 200);
      }
      return results;
    }
    if (ts.isConditionalExpression(node)) {
      const a = stringsOf(node.whenTrue, seen);
      const b = stringsOf(node.whenFalse, seen);
      return a && b ? [...a, ...b] : null;
    }
    if (ts.isIdentifier(node)) {
      if (seen.has(node.text)) return null;
      seen.add(node.text);
      const symbol = checker.getSymbolAtLocation(node);
      const declaration = symbol?.valueDeclaration;
      if (!declaration || !isOurs(declaration)) return null;
      if (
        ts.isVariableDeclaration(declaration) &&
        declaration.initializer &&
        declaration.parent.flags & ts.NodeFlags.Const
      ) {
        return stringsOf(declaration.initializer, seen);
      }
      if (ts.isParameter(declaration)) {
        const fn = declaration.parent;
        const index = fn.parameters.indexOf(declaration);
        const sites = callSites.get(fn) ?? [];
        const all = sites.map((site) =>
          ts.isCallExpression(site) && site.arguments[index] ? stringsOf(site.arguments[index], seen) : null,
        );
        if (all.length && all.every(Boolean)) return all.flat();
      }
    }
    if (types.every((t) => t.flags & ts.TypeFlags.NumberLike)) return ['\0'];
    return null;
  }

  /** The values and tags a translation call passes: a property that is a function is a tag. */
  function passedOf(argument) {
    if (!argument) return { args: [], tags: [] };
    const type = checker.getTypeAtLocation(argument);
    const args = [];
    const tags = [];
    for (const prop of checker.getPropertiesOfType(type)) {
      const propType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(prop, argument));
      (propType.getCallSignatures().length ? tags : args).push(prop.name);
    }
    return { args, tags };
  }

  // ---- the reads ----
  const raw = (segments, node) => usage.reads.push({ path: segments, mode: 'raw', site: relative(node) });

  /** What happens to a value where it stands: read, handed on, or only tested. */
  const contextOf = (node) => {
    let child = node;
    let parent = node.parent;
    while (
      parent &&
      (ts.isParenthesizedExpression(parent) ||
        ts.isAsExpression(parent) ||
        ts.isNonNullExpression(parent) ||
        ts.isSatisfiesExpression(parent) ||
        ts.isAwaitExpression(parent) ||
        (ts.isConditionalExpression(parent) && parent.condition !== child) ||
        (ts.isBinaryExpression(parent) &&
          [
            ts.SyntaxKind.QuestionQuestionToken,
            ts.SyntaxKind.BarBarToken,
            ts.SyntaxKind.AmpersandAmpersandToken,
          ].includes(parent.operatorToken.kind)))
    ) {
      child = parent;
      parent = parent.parent;
    }
    if (!parent) return { kind: 'read' };
    if (ts.isPropertyAccessExpression(parent) && parent.expression === child)
      return { kind: 'member', name: parent.name.text };
    if (ts.isElementAccessExpression(parent) && parent.expression === child) return { kind: 'member', name: '*' };
    if (ts.isVariableDeclaration(parent) || ts.isBindingElement(parent)) return { kind: 'flow' };
    if (
      ts.isForOfStatement(parent) ||
      ts.isSpreadAssignment(parent) ||
      ts.isJsxSpreadAttribute(parent) ||
      ts.isSpreadElement(parent)
    )
      return { kind: 'flow' };
    if (
      ts.isPropertyAssignment(parent) ||
      ts.isShorthandPropertyAssignment(parent) ||
      ts.isArrayLiteralExpression(parent)
    )
      return { kind: 'flow' };
    if (ts.isReturnStatement(parent) || (ts.isArrowFunction(parent) && parent.body === child)) return { kind: 'flow' };
    if (ts.isCallExpression(parent) && parent.arguments.includes(child)) {
      const declaration = declarationOf(unwrap(parent.expression));
      if (isFunctionLike(declaration) && isOurs(declaration)) return { kind: 'flow' };
      return { kind: 'read' };
    }
    if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent)) {
      const element = parent.parent.parent.parent;
      const declaration = declarationOf(element.tagName);
      if (isFunctionLike(declaration) && isOurs(declaration)) return { kind: 'flow' };
      return { kind: 'read' };
    }
    if (
      (ts.isBinaryExpression(parent) &&
        [
          ts.SyntaxKind.InKeyword,
          ts.SyntaxKind.EqualsEqualsEqualsToken,
          ts.SyntaxKind.ExclamationEqualsEqualsToken,
          ts.SyntaxKind.EqualsEqualsToken,
          ts.SyntaxKind.ExclamationEqualsToken,
        ].includes(parent.operatorToken.kind)) ||
      (ts.isPrefixUnaryExpression(parent) && parent.operator === ts.SyntaxKind.ExclamationToken) ||
      ts.isTypeOfExpression(parent) ||
      ((ts.isIfStatement(parent) || ts.isConditionalExpression(parent)) && parent.condition === child) ||
      ts.isSwitchStatement(parent)
    ) {
      return { kind: 'test' };
    }
    return { kind: 'read' };
  };

  visitAll((node) => {
    const isAccess =
      ts.isPropertyAccessExpression(node) ||
      ts.isElementAccessExpression(node) ||
      ts.isCallExpression(node) ||
      (ts.isIdentifier(node) && isValuePosition(node));
    if (!isAccess) return;
    const catalogValues = valuesOf(node).filter((v) => v.k === 'cat');
    if (!catalogValues.length) return;
    const context = contextOf(node);
    if (context.kind === 'test') return;
    for (const { path: segments } of catalogValues) {
      const kinds = kindsAt(segments);
      const leaf = kinds.has('text') || kinds.size === 0;
      if (context.kind === 'member') {
        if (leaf && !kinds.has('group') && context.name !== '*') raw(segments, node);
        else if (kinds.has('list') && readsWhole.has(context.name)) raw([...segments, '**'], node);
        continue;
      }
      if (context.kind === 'flow') {
        if (leaf && !kinds.has('group') && !kinds.has('list')) raw(segments, node);
        continue;
      }
      raw(leaf && kinds.size <= 1 ? segments : [...segments, '**'], node);
    }
  });

  /** An identifier that stands for a value: not a declared name, a key, a type or a tag. */
  function isValuePosition(node) {
    const parent = node.parent;
    if (!parent) return false;
    const naming = [
      ts.isPropertyAccessExpression,
      ts.isVariableDeclaration,
      ts.isBindingElement,
      ts.isParameter,
      ts.isPropertyAssignment,
    ];
    if (naming.some((is) => is(parent)) && parent.name === node) return false;
    if (ts.isBindingElement(parent) && parent.propertyName === node) return false;
    const elsewhere = [
      ts.isJsxAttribute,
      ts.isImportSpecifier,
      ts.isImportClause,
      ts.isExportSpecifier,
      ts.isFunctionDeclaration,
      ts.isTypeReferenceNode,
      ts.isTypeQueryNode,
      ts.isQualifiedName,
      ts.isJsxOpeningElement,
      ts.isJsxSelfClosingElement,
      ts.isJsxClosingElement,
    ];
    return !elsewhere.some((is) => is(parent));
  }

  // ---- formatted reads: t('key', values), t.rich(…), t.markup(…) ----
  visitAll((node) => {
    if (!ts.isCallExpression(node)) return;
    // t.raw is a raw read, followed where its value goes (callValues)
    const translators = valuesOf(node.expression).filter((v) => v.k === 'tr' || (v.k === 'trm' && v.method !== 'raw'));
    if (!translators.length || !node.arguments[0]) return;
    const keys = keysOf(node.arguments[0]);
    const { args, tags } = passedOf(node.arguments[1]);
    // Values passed right here for a key written right here are meant for that text: it must show them.
    // A helper that formats many keys with one set of values (a parameter as key) only offers them.
    const keyHere = !ts.isIdentifier(unwrap(node.arguments[0])) || !isParameterName(unwrap(node.arguments[0]));
    const valuesHere = !node.arguments[1] || ts.isObjectLiteralExpression(unwrap(node.arguments[1]));
    for (const translator of translators) {
      const method = translator.k === 'tr' ? 't' : translator.method;
      for (const namespace of translator.namespaces) {
        for (const key of keys) {
          usage.reads.push({
            path: [...namespace, ...key.segments],
            mode: 'format',
            method,
            args,
            tags,
            specific: key.specific && keyHere && valuesHere,
            site: relative(node),
          });
        }
      }
    }
  });

  // ---- lists the page pairs item by item with a list in the code: items.map((item, i) => links[i]) ----
  visitAll((node) => {
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
    if (!itemCallbacks.has(node.expression.name.text)) return;
    const lists = valuesOf(node.expression.expression).filter((v) => v.k === 'cat' && kindsAt(v.path).has('list'));
    const fn = node.arguments[0] && unwrap(node.arguments[0]);
    const index = isFunctionLike(fn) ? fn.parameters[1] : undefined;
    if (!lists.length || !index || !ts.isIdentifier(index.name)) return;
    const indexSymbol = checker.getSymbolAtLocation(index.name);
    const walk = (inner) => {
      if (
        ts.isElementAccessExpression(inner) &&
        ts.isIdentifier(inner.argumentExpression) &&
        checker.getSymbolAtLocation(inner.argumentExpression) === indexSymbol
      ) {
        for (const value of valuesOf(inner.expression)) {
          const length = value.k === 'arr' ? value.length : tupleLength(value);
          if (length === undefined) continue;
          const source = value.k === 'arr' && value.origin ? value.origin : inner.expression;
          for (const list of lists)
            usage.inStep.push({ path: list.path, length, with: describeList(source), site: relative(inner) });
        }
      }
      ts.forEachChild(inner, walk);
    };
    walk(fn.body);
  });

  function isParameterName(identifier) {
    const declaration = checker.getSymbolAtLocation(identifier)?.valueDeclaration;
    return Boolean(declaration && ts.isParameter(declaration));
  }

  function tupleLength(value) {
    if (value.k !== 'expr') return undefined;
    const type = checker.getTypeAtLocation(value.node);
    return checker.isTupleType(type) && !type.target.hasRestElement ? type.target.fixedLength : undefined;
  }

  /** "serviceLinks in app/[locale]/page.tsx": the name a developer would look for. */
  function describeList(node) {
    let named = node;
    while (
      named.parent &&
      !ts.isVariableDeclaration(named.parent) &&
      (ts.isParenthesizedExpression(named.parent) ||
        ts.isAsExpression(named.parent) ||
        ts.isSatisfiesExpression(named.parent))
    ) {
      named = named.parent;
    }
    const declaration = ts.isVariableDeclaration(named.parent) ? named.parent : undefined;
    const label = declaration ? declaration.name.getText() : node.getText().slice(0, 40);
    return `${label} in ${path.relative(root, node.getSourceFile().fileName)}`;
  }

  usage.reads.sort((a, b) => a.site.localeCompare(b.site));
  const seen = new Set();
  usage.inStep = usage.inStep.filter((step) => {
    const key = `${step.path.join('.')}|${step.length}|${step.with}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  return usage;
}
