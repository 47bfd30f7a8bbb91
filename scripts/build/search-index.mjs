// The site search's index, built with Pagefind from the finished pages: exactly the sitemap's pages
// (lib/route-table.mjs), each under its clean URL, one index per language (Pagefind reads <html lang>),
// only the text inside <main> (not header, footer, cookie banner or menus). The static build indexes
// out/; the edge build indexes the pages `next start` serves and writes the bundle to public/.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ENGLISH_PREFIX, SEARCH_BUNDLE_PATH, htmlFileOfPath, indexedPageUrls } from '../../lib/route-table.mjs';
import { applyEdits, elementsNamed, parsePage, rangeOf } from './page-html.mjs';

/** Pagefind's own UI and its web worker: the search page uses neither (it searches on the main thread). */
const unusedBundleFiles = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
  'pagefind-worker.js',
];

/** Every URL the index holds, in both languages: `/x` and `/en/x` (the English home is `/en`). */
export const searchPageUrls = () => indexedPageUrls;

// Elements that may mark up part of one word: no space goes between two of them.
const wordParts = new Set(['abbr', 'b', 'code', 'em', 'i', 'kbd', 'mark', 's', 'small', 'strong', 'sub', 'sup', 'u']);

/**
 * The page as Pagefind should read it: a space between every two elements that touch inside <main>
 * (a label and its value, a figure and its caption, two buttons). Pagefind joins the text of adjacent
 * elements as written, and React writes none between them, so "Ort:" and "Stockholm" became one word
 * in the index and in the excerpts. Only the copy handed to Pagefind changes, never the page served.
 * @param {string} html
 */
export function spaceAdjacentElements(html) {
  const [main] = elementsNamed(parsePage(html), 'main');
  if (!main) return html;
  const edits = [];
  const visit = (element) => {
    const children = element.childNodes;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      if (!('tagName' in child)) continue;
      visit(child);
      const next = children[i + 1];
      if (next && 'tagName' in next && !(wordParts.has(child.tagName) && wordParts.has(next.tagName))) {
        const { end } = rangeOf(child);
        edits.push({ start: end, end, text: ' ' });
      }
    }
  };
  visit(main);
  return applyEdits(html, edits);
}

const languageOf = (url) => (url === ENGLISH_PREFIX || url.startsWith(`${ENGLISH_PREFIX}/`) ? 'en' : 'sv');

/**
 * Indexes the pages and writes Pagefind's bundle (script, WebAssembly, index) to bundleDir, replacing
 * what was there. Stops the build if Pagefind reports an error, a page has no text or title, or a
 * language's index does not hold exactly that language's pages.
 * @param {{ url: string, html: string }[]} pages
 * @param {string} bundleDir
 * @returns {Promise<Record<string, number>>} pages per language
 */
export async function writeSearchIndex(pages, bundleDir) {
  const fail = (message) => {
    throw new Error(`search index: ${message}`);
  };
  // Loaded when the index is built: the scripts that import this module for its paths need no binary.
  const pagefind = await import('pagefind');
  /** @type {{ path: string, content: Uint8Array }[]} */
  let files = [];
  try {
    const { index, errors } = await pagefind.createIndex({ rootSelector: 'main' });
    if (!index || errors.length) fail(errors.join('; ') || 'Pagefind did not start.');
    for (const { url, html } of pages) {
      const added = await index.addHTMLFile({ url, content: spaceAdjacentElements(html) });
      if (added.errors.length) fail(`${url}: ${added.errors.join('; ')}`);
      if (!added.file.uniqueWords || !added.file.meta.title) fail(`${url}: no text or no <h1> in <main>.`);
    }
    // The bundle is taken in memory and written here: Pagefind's writeFiles could answer before its
    // files were whole (a build once read an empty pagefind-entry.json).
    const bundle = await index.getFiles();
    if (bundle.errors.length) fail(bundle.errors.join('; '));
    files = bundle.files.filter(({ path }) => !unusedBundleFiles.includes(path));
  } finally {
    await pagefind.close();
  }
  rmSync(bundleDir, { recursive: true, force: true });
  for (const { path, content } of files) {
    mkdirSync(dirname(join(bundleDir, path)), { recursive: true });
    writeFileSync(join(bundleDir, path), content);
  }

  const entryFile = files.find(({ path }) => path === 'pagefind-entry.json');
  if (!entryFile) fail('Pagefind wrote no pagefind-entry.json.');
  const entry = JSON.parse(Buffer.from(entryFile.content).toString('utf8'));
  const expected = {};
  for (const { url } of pages) expected[languageOf(url)] = (expected[languageOf(url)] ?? 0) + 1;
  const counts = Object.fromEntries(
    Object.entries(entry.languages).map(([language, { page_count }]) => [language, page_count]),
  );
  if (JSON.stringify(counts, Object.keys(counts).sort()) !== JSON.stringify(expected, Object.keys(expected).sort())) {
    fail(`the index holds ${JSON.stringify(counts)} pages per language, not ${JSON.stringify(expected)}.`);
  }
  return counts;
}

/**
 * The static build's step: indexes the sitemap's pages of the export into out/pagefind/.
 * @param {string} outDir
 */
export async function writeExportSearchIndex(outDir) {
  const pages = searchPageUrls().map((url) => {
    const file = join(outDir, htmlFileOfPath(url));
    if (!existsSync(file)) throw new Error(`search index: ${file} is missing from the export.`);
    return { url, html: readFileSync(file, 'utf8') };
  });
  return writeSearchIndex(pages, join(outDir, SEARCH_BUNDLE_PATH));
}
