// What the code expects of the catalogs, read from the code itself with the TypeScript compiler: every
// text a page reads as it is (`loadMessages(locale).Contact.hero.title`, also through props, helpers
// and destructuring), every text it formats (`t('key', values)`, `t.rich`) with the values and tags it
// passes, and every list it pairs item by item with a list of its own (`serviceLinks[i]`). The two ways
// pages read copy today, raw objects and translators, both end up as a list of reads; a new way of
// reading copy is one more case in `callValues` (usage/values.mjs: where catalog text comes from) or in
// the translator calls (usage/reads.mjs: how it is formatted). This module reads the files and runs the
// parts, each a concern of its own in usage/.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { callGraph } from './usage/call-sites.mjs';
import { keySpeller } from './usage/keys.mjs';
import { collectFormattedReads, collectListsInStep, collectRawReads } from './usage/reads.mjs';
import { loadTypeScript, ts } from './usage/syntax.mjs';
import { valueTracer } from './usage/values.mjs';

/**
 * @typedef {import('../../lib/i18n/catalog/catalog-reference.mjs').Usage} Usage
 * @typedef {import('../../lib/i18n/catalog/catalog-reference.mjs').RefNode} RefNode
 */

export const sourceDirs = ['app', 'components', 'lib'];
/** Build scripts that read catalog text themselves (social images, web app manifests). */
export const buildScripts = ['scripts/build/site-images.mjs'];

function sourceFiles(root, dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(root, relative);
    return /\.(tsx?|mjs)$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/**
 * Code that hands whole catalogs on without showing them: lib/facts.mjs fills in the facts' placeholders
 * (what its caller reads of the result is what counts: usage/reads.mjs, usage/values.mjs).
 */
const passThrough = new Set(['lib/facts.mjs']);

/** The files the analysis reads, relative to the repository. */
function analysedFiles(root) {
  const files = sourceDirs.flatMap((dir) => sourceFiles(root, dir)).filter((file) => !passThrough.has(file));
  return [...files, ...buildScripts, 'global.d.ts'];
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
  const analysisCode = readdirSync(path.join(root, 'scripts/catalogs/usage'))
    .sort()
    .map((name) => `scripts/catalogs/usage/${name}`);
  for (const file of [
    ...analysedFiles(root),
    'package-lock.json',
    'tsconfig.json',
    'scripts/catalogs/catalog-usage.mjs',
    ...analysisCode,
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

/**
 * @param {{ root: string, shape: RefNode }} options root: the repository; shape: the catalogs' shape,
 *   to tell a key from a list's or a text's own members (`items.map`, `title.length`)
 * @returns {Usage}
 */
export function analyzeUsage({ root, shape }) {
  loadTypeScript();
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

  const analysis = { root, checker, files, sources, relative, usage, kindsAt };
  Object.assign(analysis, callGraph(analysis));
  Object.assign(analysis, keySpeller(analysis));
  Object.assign(analysis, valueTracer(analysis));
  collectRawReads(analysis);
  collectFormattedReads(analysis);
  collectListsInStep(analysis);

  usage.reads.sort((a, b) => a.site.localeCompare(b.site));
  const seen = new Set();
  usage.inStep = usage.inStep.filter((step) => {
    const key = `${step.path.join('.')}|${step.length}|${step.with}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  return usage;
}
