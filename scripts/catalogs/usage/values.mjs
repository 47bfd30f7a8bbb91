// What a value in the analysed code is, followed through variables, parameters, destructuring, props,
// returns and array methods: catalog text at a key path, an object or list literal, a translator, or an
// expression the analysis does not follow. A new way of handing out catalog text is one more case in
// `callValues`.
import {
  catalogSources,
  isFunctionLike,
  itemCallbacks,
  sameList,
  translatorMethods,
  translatorSources,
  ts,
  unwrap,
} from './syntax.mjs';

/**
 * @typedef {import('typescript').Node} Node
 * @typedef {{ k: 'cat', path: string[] } | { k: 'obj', node: Node } | { k: 'arr', elems: Value[], origin?: Node, length?: number }
 *   | { k: 'tr', namespaces: string[][] } | { k: 'trm', namespaces: string[][], method: string } | { k: 'expr', node: Node }} Value
 */

/**
 * @param {ReturnType<typeof import('./call-sites.mjs').callGraph> & ReturnType<typeof import('./keys.mjs').keySpeller>
 *   & { checker: import('typescript').TypeChecker, kindsAt: (segments: string[]) => Set<string> }} analysis
 */
export function valueTracer({
  checker,
  kindsAt,
  callSites,
  declarationOf,
  isOurs,
  libraryName,
  keysOf,
  namespacesOf,
  namesOf,
}) {
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
      if (ts.isJsxSelfClosingElement(site) || ts.isJsxOpeningElement(site)) {
        return index === 0 ? [{ k: 'obj', node: site.attributes }] : [];
      }
      // An island's props (call-sites.mjs): the component's one argument.
      return index === 0 ? valuesOf(site) : [];
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
    // A build script's applyFacts(readCatalog(locale), …) hands back that catalog, its facts filled in
    // (lib/facts.mjs). (lib/i18n/messages.ts fills them too, behind loadMessages.)
    const [first] = node.arguments;
    if (library === 'applyFacts' && first && ts.isCallExpression(unwrap(first))) {
      if (catalogSources.has(libraryName(unwrap(unwrap(first).expression)) ?? '')) return [{ k: 'cat', path: [] }];
    }
    if (library && catalogSources.has(library)) return [{ k: 'cat', path: [] }];
    if (library && translatorSources.has(library)) return [{ k: 'tr', namespaces: namespacesOf(node.arguments[0]) }];
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

  return { valuesOf, items };
}
