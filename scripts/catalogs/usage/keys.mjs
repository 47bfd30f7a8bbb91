// The key paths a translator call or a catalog access can spell: literals, templates, constants and
// parameters followed to what they are given, unions of literal types; '*' where a part varies.
import { ts, unwrap } from './syntax.mjs';

/**
 * @param {{ checker: import('typescript').TypeChecker, usage: import('../../../lib/i18n/catalog/catalog-reference.mjs').Usage,
 *   relative: (node: import('typescript').Node) => string, isOurs: (declaration: import('typescript').Node) => boolean,
 *   callSites: Map<import('typescript').Node, import('typescript').Node[]> }} analysis
 */
export function keySpeller({ checker, usage, relative, isOurs, callSites }) {
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

  return { namesOf, namespacesOf, keysOf };
}
