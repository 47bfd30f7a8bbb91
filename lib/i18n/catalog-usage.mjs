// The second half of the catalog check: how the code uses the catalogs, and text left untranslated.
//   - a key the code asks for (t('a.b'), t.rich('a.b')) that the catalog lacks: error;
//   - a catalog key no code reaches: warning (the code reads some groups whole, e.g. a list passed to
//     a block, so any reference to a group counts for everything under it);
//   - text identical in sv and en, of several words: warning (likely untranslated), unless allowed.

/** @typedef {{ file: string, key: string, message: string, level?: 'error' | 'warning' }} CatalogProblem */

/** Keys whose text may be the same in both languages: names, brands, prices, product terms. */
export const identicalTextAllowed = [
  /\.(name|author|company|companies|brand|title)$/i,
  /(^|\.)(amount|price|prices|lines\.[^.]+\.amount)$/i,
];

function leafPaths(value, path = '', out = []) {
  if (Array.isArray(value)) value.forEach((item, i) => leafPaths(item, `${path}[${i}]`, out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leafPaths(child, path ? `${path}.${key}` : key, out);
  } else out.push(path);
  return out;
}

function has(catalog, dotted) {
  let node = catalog;
  for (const part of dotted.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = node[part];
  }
  return true;
}

/**
 * The catalog paths a source file refers to: `getTranslations('Ns')`/`{ namespace: 'Ns' }` bound to
 * a name, then that name's calls; and property chains that start at a namespace (`messages.Home.faq`).
 * A template-literal key (t(`items.${i}`)) counts as a reference to its fixed prefix.
 * @param {string} text source code
 * @param {string[]} namespaces top-level catalog keys
 * @returns {{ exact: string[], prefixes: string[] }}
 */
export function referencesIn(text, namespaces) {
  const exact = [];
  const prefixes = [];
  const bound =
    /(?:const|let)\s+(\w+)\s*=\s*(?:await\s+)?(?:getTranslations|createTranslator|useTranslations)\(\s*(?:'(\w+)'|"(\w+)"|\{[^}]*namespace:\s*['"](\w+)['"][^}]*\})\s*\)/g;
  for (const match of text.matchAll(bound)) {
    const [, name, a, b, c] = match;
    const namespace = a ?? b ?? c;
    prefixes.push(namespace); // the namespace itself is in use
    const call = new RegExp(
      `\\b${name}(?:\\.(?:rich|markup|raw|has))?\\(\\s*(?:'([^']+)'|"([^"]+)"|\`([^\`$]*)(\\$\\{)?)`,
      'g',
    );
    for (const use of text.matchAll(call)) {
      const [, single, double, template, dynamic] = use;
      const key = single ?? double ?? template;
      if (dynamic) prefixes.push(`${namespace}.${key}`.replace(/[.[]+$/, ''));
      else exact.push(`${namespace}.${key}`);
    }
  }
  const chain = new RegExp(`\\.(${namespaces.join('|')})((?:\\.[A-Za-z_$][\\w$]*)*)`, 'g');
  // Destructured namespaces: const { Home, Fdaas: page } = loadMessages(locale).
  const destructured = new RegExp(`[{,]\\s*(${namespaces.join('|')})\\s*(?=[:,}])`, 'g');
  if (namespaces.length) {
    for (const match of text.matchAll(chain)) prefixes.push(`${match[1]}${match[2]}`);
    for (const match of text.matchAll(destructured)) prefixes.push(match[1]);
  }
  return { exact, prefixes };
}

/**
 * @param {Record<string, unknown>} catalog the reference catalog (sv)
 * @param {string} catalogFile its file name, for the messages
 * @param {{ file: string, text: string }[]} sources the code that uses the catalogs
 * @returns {CatalogProblem[]}
 */
export function checkUsage(catalog, catalogFile, sources) {
  const namespaces = Object.keys(catalog);
  const problems = [];
  const used = [];
  for (const source of sources) {
    const { exact, prefixes } = referencesIn(source.text, namespaces);
    for (const key of exact) {
      if (!has(catalog, key)) {
        problems.push({
          file: source.file,
          key,
          message: `the code uses this key but ${catalogFile} has no such text`,
          level: 'error',
        });
      }
    }
    used.push(...exact, ...prefixes);
  }
  const usedSet = [...new Set(used)];
  for (const path of leafPaths(catalog)) {
    const dotted = path.replace(/\[\d+\]/g, '');
    const reached = usedSet.some((ref) => dotted === ref || dotted.startsWith(`${ref}.`) || path.startsWith(`${ref}[`));
    if (!reached) {
      problems.push({
        file: catalogFile,
        key: path,
        message: 'no code uses this text (unused key?)',
        level: 'warning',
      });
    }
  }
  return problems;
}

/**
 * Text that is the same in both languages and has several words is probably untranslated.
 * @param {Record<string, unknown>} sv
 * @param {Record<string, unknown>} en
 * @param {string} enFile
 * @returns {CatalogProblem[]}
 */
export function checkIdenticalText(sv, en, enFile) {
  const problems = [];
  const walk = (a, b, path) => {
    if (typeof a === 'string' && typeof b === 'string') {
      const words = a.match(/\p{L}{2,}/gu) ?? [];
      if (a === b && words.length >= 3 && !identicalTextAllowed.some((pattern) => pattern.test(path))) {
        problems.push({
          file: enFile,
          key: path,
          message: 'same text as in Swedish (untranslated?)',
          level: 'warning',
        });
      }
      return;
    }
    if (Array.isArray(a) && Array.isArray(b)) a.forEach((item, i) => walk(item, b[i], `${path}[${i}]`));
    else if (a && b && typeof a === 'object' && typeof b === 'object') {
      for (const key of Object.keys(a)) walk(a[key], b[key], path ? `${path}.${key}` : key);
    }
  };
  walk(sv, en, '');
  return problems;
}
