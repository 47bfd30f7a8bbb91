// The reads the analysis records: texts read as they are (a member, a prop, a child), texts formatted by
// a translator with the values and tags it passes, and lists paired item by item with a list in the code.
// A new way of formatting copy is one more case in `collectFormattedReads`.
import path from 'node:path';
import { isFunctionLike, itemCallbacks, readsWhole, ts, unwrap } from './syntax.mjs';

/** @typedef {Record<string, any>} Analysis the analysis's shared parts (../catalog-usage.mjs) */

/**
 * Texts read as they are: `loadMessages(locale).Contact.hero.title`, also through props, helpers and
 * destructuring.
 * @param {Analysis} analysis
 */
export function collectRawReads({ usage, relative, valuesOf, kindsAt, declarationOf, isOurs, libraryName, visitAll }) {
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
      // applyFacts hands the catalog back, facts filled in: what is read is read from its result.
      if (libraryName(unwrap(parent.expression)) === 'applyFacts') return { kind: 'flow' };
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
}

/**
 * Formatted reads: t('key', values), t.rich(…), t.markup(…).
 * @param {Analysis} analysis
 */
export function collectFormattedReads({ usage, relative, valuesOf, keysOf, checker, visitAll }) {
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

  function isParameterName(identifier) {
    const declaration = checker.getSymbolAtLocation(identifier)?.valueDeclaration;
    return Boolean(declaration && ts.isParameter(declaration));
  }
}

/**
 * Lists the page pairs item by item with a list in the code: items.map((item, i) => links[i]).
 * @param {Analysis} analysis
 */
export function collectListsInStep({ root, usage, relative, valuesOf, kindsAt, checker, visitAll }) {
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
}
