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

  return { declarationOf, isOurs, libraryName, callSites, visitAll };
}
