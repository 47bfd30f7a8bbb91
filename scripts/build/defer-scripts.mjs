// After the static export: each page's framework scripts start downloading once the page has
// painted, not alongside its CSS and font. Next writes them as `<script src async>` in
// <head> (plus a `<link rel=preload as=script>` for the page's own chunk), so on a slow phone
// connection about 140 kB of JavaScript competes with the stylesheet and the font for the first
// paint. This rewrites them into one small inline loader at the end of <body> that inserts the same
// scripts (still async, same order) after the first frame. Hydration then starts right after the
// page is visible; the HTML, the inline RSC payload and the no-JavaScript fallbacks are untouched.
// The loader is an inline script like the others: the CSP hashes it (scripts/build/export-layout.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportedHtmlFiles } from './export-files.mjs';
import {
  applyEdits,
  attribute,
  childText,
  elementsNamed,
  hasAttribute,
  inlineScripts,
  isScriptPreload,
  parsePage,
  removal,
  tagsOf,
} from './page-html.mjs';

// The loader's text is this, the JSON list of its scripts, then ")": pageScripts reads the list back.
const LOADER_START =
  '(function(s){var i=0,c=new MessageChannel;c.port1.onmessage=function(){var e=document.createElement("script");' +
  'e.src=s[i++];e.async=true;document.head.appendChild(e);if(i<s.length)c.port2.postMessage(0)};' +
  'function l(){c.port2.postMessage(0)}' +
  'if(document.visibilityState==="hidden")l();else requestAnimationFrame(function(){setTimeout(l,0)})})(';

/**
 * The loader: after the first frame (rAF, then a task, so the frame is painted) it appends the
 * scripts, one per task: starting a script's request costs a few milliseconds of a phone's main
 * thread, and ten in one task made a long task of their own. The tasks come from a MessageChannel,
 * which a background tab does not slow down as it does timers. A page opened in a background tab
 * gets no frames, so there it starts at once.
 * @param {string[]} sources
 */
export function loaderScript(sources) {
  // "<" escaped so that no source can end the script early.
  return `<script>${LOADER_START}${JSON.stringify(sources).replace(/</g, '\\u003c')})</script>`;
}

/** The scripts a loader's text loads, or null when the text is not the loader. @param {string} text */
function loaderSources(text) {
  return text.startsWith(LOADER_START) && text.endsWith(')')
    ? /** @type {string[]} */ (JSON.parse(text.slice(LOADER_START.length, -1)))
    : null;
}

/** Next's own files (chunks, runtime, polyfills) are served under /_next/. @param {string} src */
const isFramework = (src) => src.startsWith('/_next/');

/** @param {import('./page-html.mjs').Page} page */
const scriptTags = (page) => elementsNamed(page, 'script').filter((script) => hasAttribute(script, 'src'));
/** The framework scripts a modern browser runs (not the noModule polyfills). @param {import('./page-html.mjs').Page} page */
const frameworkScripts = (page) =>
  scriptTags(page).filter((script) => isFramework(attribute(script, 'src') ?? '') && !hasAttribute(script, 'nomodule'));
/** @param {import('./page-html.mjs').Page} page */
const scriptPreloads = (page) => elementsNamed(page, 'link').filter(isScriptPreload);

/**
 * Rewrites one page, then checks the result: every framework script the page had is in the loader's
 * list, in the same order, and none is left outside it. Anything else stops the build with the file
 * and what is wrong: a Next upgrade that writes its scripts differently must not ship pages that never hydrate.
 * @param {string} html
 * @param {string} file for the error message
 */
export function deferPageScripts(html, file) {
  const page = parsePage(html);
  const scripts = frameworkScripts(page);
  if (!scripts.length) throw new Error(`${file}: no <script src async> found; the deferred loader cannot be written.`);
  const blocking = scripts.find((script) => !hasAttribute(script, 'async'));
  if (blocking) {
    throw new Error(
      `${file}: <script src="${attribute(blocking, 'src')}"> is not async; loading it from the deferred loader would change when it runs.`,
    );
  }
  const [body] = elementsNamed(page, 'body');
  const end = body && tagsOf(body).endTag;
  if (!end) throw new Error(`${file}: no </body>; the deferred loader cannot be written.`);

  const sources = [...new Set(scripts.map((script) => /** @type {string} */ (attribute(script, 'src'))))];
  const deferred = applyEdits(html, [
    ...scripts.map(removal),
    ...scriptPreloads(page).map(removal),
    { start: end.startOffset, end: end.startOffset, text: loaderScript(sources) },
  ]);
  assertDeferred(deferred, sources, file);
  return deferred;
}

/**
 * @param {string} html a deferred page
 * @param {string[]} sources the framework scripts the page had, in order
 * @param {string} file
 */
function assertDeferred(html, sources, file) {
  const page = parsePage(html);
  const left = frameworkScripts(page).map((script) => attribute(script, 'src'));
  if (left.length) throw new Error(`${file}: framework scripts left outside the deferred loader: ${left.join(', ')}.`);
  if (scriptPreloads(page).length) throw new Error(`${file}: a script preload <link> is left.`);
  const loaders = inlineScripts(page)
    .map((script) => loaderSources(childText(script)))
    .filter((list) => list !== null);
  if (loaders.length !== 1) throw new Error(`${file}: ${loaders.length} deferred loaders instead of one.`);
  if (JSON.stringify(loaders[0]) !== JSON.stringify(sources)) {
    throw new Error(
      `${file}: the deferred loader lists ${JSON.stringify(loaders[0])} instead of ${JSON.stringify(sources)}.`,
    );
  }
}

/**
 * The first-load scripts of an exported page (not the noModule polyfills), whether still as
 * `<script src>` tags or in the deferred loader's list: what the byte budgets count.
 * @param {string} html
 */
export function pageScripts(html) {
  const page = parsePage(html);
  const tags = scriptTags(page)
    .filter((script) => !hasAttribute(script, 'nomodule'))
    .map((script) => /** @type {string} */ (attribute(script, 'src')));
  const listed = inlineScripts(page).flatMap((script) => loaderSources(childText(script)) ?? []);
  return [...new Set([...tags, ...listed].map((src) => src.split('?')[0]))];
}

/** Every exported page under outDir. */
export function deferScripts(outDir) {
  for (const file of exportedHtmlFiles(outDir)) {
    const full = join(outDir, file);
    writeFileSync(full, deferPageScripts(readFileSync(full, 'utf8'), full));
  }
}
