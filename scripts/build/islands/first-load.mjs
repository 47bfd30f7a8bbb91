// What an exported page runs before the visitor does anything: its inline scripts, and the modules of the
// islands that start by themselves (at load, when idle, or when visible, which this counts as at load), each
// with the chunks it imports. What the byte budgets count (e2e/quality.spec.ts, measured in the browser by
// e2e/budgets.spec.ts) and the benchmarks report.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { attribute, childText, elementsNamed, inlineScripts, parsePage, scriptKind } from '../page-html.mjs';
import { ISLAND_ELEMENT, islands } from '../../../components/islands/registry.mjs';
import { ISLANDS_PATH } from './bundle.mjs';

/** The module files of the islands' bundle a module imports at once (not those it import()s later). @param {string} text */
const staticImports = (text) =>
  [...text.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?"\.\/([^"]+\.js)"/g)].map((match) => match[1]);

/**
 * The island modules of an export's bundle, by island, each with every module it imports at once.
 * @param {string} outDir
 * @returns {Map<string, string[]>} island name → URLs of its module and the chunks it needs
 */
export function islandModules(outDir) {
  const dir = join(outDir, ISLANDS_PATH);
  if (!existsSync(dir)) throw new Error(`${dir} is missing: the export has no islands (npm run build).`);
  const files = readdirSync(dir);
  const closure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of staticImports(readFileSync(join(dir, file), 'utf8'))) closure(imported, seen);
    return seen;
  };
  const modules = new Map();
  for (const name of Object.keys(islands)) {
    const entry = files.find((file) => file.startsWith(`${name}-`) && file.endsWith('.js'));
    if (!entry) throw new Error(`${dir}: no module of the island ${name}.`);
    modules.set(
      name,
      [...closure(entry)].map((file) => `${ISLANDS_PATH}/${file}`),
    );
  }
  return modules;
}

/**
 * The scripts a page runs before any interaction: its inline scripts' texts and the URLs of the islands'
 * modules that start by themselves. A returning visitor has made the choices an island waits for (the
 * cookie banner's): those islands do not start.
 * @param {string} html
 * @param {Map<string, string[]>} modules islandModules(outDir)
 * @param {{ returning?: boolean }} [visitor]
 */
export function scriptsBeforeInteraction(html, modules, { returning = true } = {}) {
  const page = parsePage(html);
  const inline = inlineScripts(page)
    .filter((script) => scriptKind(script) === 'classic' || scriptKind(script) === 'module')
    .map(childText);
  const urls = new Set();
  for (const element of elementsNamed(page, ISLAND_ELEMENT)) {
    const name = /** @type {keyof typeof islands} */ (attribute(element, 'data-island') ?? '');
    const spec = islands[name];
    if (!spec || spec.start === 'interaction' || spec.start === 'press' || (returning && 'unlessStored' in spec)) {
      continue;
    }
    for (const url of modules.get(name) ?? []) urls.add(url);
  }
  return { inline, urls: [...urls] };
}

/** The gzip size of a text or a file's bytes, as the byte budgets count it. @param {string | Buffer} bytes */
export const gzipSize = (bytes) => gzipSync(bytes).length;

/**
 * The gzip bytes of JavaScript a page runs before any interaction (scriptsBeforeInteraction).
 * @param {string} outDir
 * @param {string} html
 * @param {Map<string, string[]>} modules
 */
export function firstLoadBytes(outDir, html, modules) {
  const { inline, urls } = scriptsBeforeInteraction(html, modules);
  return (
    inline.reduce((sum, text) => sum + gzipSize(text), 0) +
    urls.reduce((sum, url) => sum + gzipSize(readFileSync(join(outDir, url))), 0)
  );
}
