// Who calls which of the analysed code's own functions (a call or a JSX element), what a call's target
// is, and the walk over every analysed file that each part of the analysis makes.
import path from 'node:path';
import { isFunctionLike, ts, unwrap } from './syntax.mjs';

/**
 * @param {{ checker: import('typescript').TypeChecker, files: Set<string>, sources: import('typescript').SourceFile[] }} analysis
 */
export function callGraph({ checker, files, sources }) {
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
  /** The name a call's target has where next-intl or one of our catalog modules declares it, else undefined. */
  const libraryName = (expression) => {
    const symbol = checker.getSymbolAtLocation(expression);
    const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const file = target?.declarations?.[0]?.getSourceFile().fileName ?? '';
    if (/node_modules[\\/](next-intl|use-intl)[\\/]/.test(file)) return symbol.name;
    if (/lib[\\/]i18n[\\/]messages\.ts$/.test(file)) return target.name;
    if (/lib[\\/]facts\.mjs$/.test(file)) return target.name;
    if (/scripts[\\/]catalogs[\\/]catalog-files\.mjs$/.test(file)) return target.name;
    return undefined;
  };

  /** The expression a JSX attribute of the element holds, or undefined. */
  const attributeValue = (element, name) => {
    const attribute = element.attributes.properties.find(
      (prop) => ts.isJsxAttribute(prop) && ts.isIdentifier(prop.name) && prop.name.text === name,
    );
    const initializer = attribute?.initializer;
    return initializer && ts.isJsxExpression(initializer) ? initializer.expression : undefined;
  };
  /** An island (components/islands/island.tsx): `<Island component={C} props={P} />` renders C with the props P. */
  const islandCall = (element, declaration) => {
    if (!/components[\\/]islands[\\/]island\.tsx$/.test(declaration.getSourceFile().fileName)) return undefined;
    const component = attributeValue(element, 'component');
    const props = attributeValue(element, 'props');
    const target = component && declarationOf(unwrap(component));
    return props && isFunctionLike(target) && isOurs(target) ? { target, props } : undefined;
  };

  /**
   * @type {Map<ts.Node, ts.Node[]>} our function → the calls and JSX elements that call it, and for a component
   * an island renders, the island's props
   */
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
    if (!isFunctionLike(declaration) || !isOurs(declaration)) return;
    const island = !ts.isCallExpression(node) && islandCall(node, declaration);
    const [target, site] = island ? [island.target, island.props] : [declaration, node];
    if (!callSites.has(target)) callSites.set(target, []);
    callSites.get(target).push(site);
  });

  return { declarationOf, isOurs, libraryName, callSites, visitAll };
}
