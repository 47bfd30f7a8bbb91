// After the static export: each page's framework scripts start downloading once the page has
// painted, not alongside its CSS and font. Next writes them as `<script src async>` in
// <head> (plus a `<link rel=preload as=script>` for the page's own chunk), so on a slow phone
// connection about 140 kB of JavaScript competes with the stylesheet and the font for the first
// paint. This rewrites them into one small inline loader at the end of <body> that inserts the same
// scripts (still async, same order) once the first paint is on screen. Hydration then starts right
// after the page is visible; the HTML and the no-JavaScript fallbacks are untouched. The inline scripts that
// end <body> (the RSC payload, which Next pushes in several scripts) become the start of the loader's
// own script: they ran one after another anyway, and each script is one more hash in the page's CSP
// header, which travels uncompressed in the page's first round trip. The CSP hashes the joined script
// like any other (scripts/build/export-layout.mjs).
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
// A script inserted by a script is async without being told.
const LOADER_START =
  '(function(s){var i=0,d=0,c=new MessageChannel,P=self.PerformanceObserver;' +
  'c.port1.onmessage=function(){var e=document.createElement("script");' +
  'e.src=s[i++];document.head.appendChild(e);if(i<s.length)c.port2.postMessage(0)};' +
  'function l(){d||(d=1,c.port2.postMessage(0))}' +
  'if(!document.hidden&&P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){' +
  'new P(l).observe({type:"paint",buffered:true});document.addEventListener("visibilitychange",l)}else l()})(';

// Between two joined scripts: a newline ends a trailing line comment, the semicolon the statement.
const JOIN = '\n;';

/**
 * The loader: once the browser reports the page's first paint (a paint timing entry, which comes when
 * the frame is on screen) it appends the scripts, one per task: starting a script's request costs a
 * few milliseconds of a phone's main thread, and ten in one task made a long task of their own. The
 * tasks come from a MessageChannel, which a background tab does not slow down as it does timers.
 * Waiting for a frame instead (requestAnimationFrame, then a task) started the requests some 20 ms
 * before that frame was shown, and Lighthouse's simulation then counted 150 kB of scripts into the
 * largest paint on some runs and not on others. A page that is hidden (a background tab, which gets no
 * paint) or becomes hidden first, and a browser without paint timing, start at once.
 * @param {string[]} sources
 * @param {string[]} [before] the texts of the inline scripts that run first, in the same script
 */
export function loaderScript(sources, before = []) {
  // "<" escaped so that no source can end the script early.
  const loader = `${LOADER_START}${JSON.stringify(sources).replace(/</g, '\\u003c')})`;
  return `<script>${[...before, loader].join(JOIN)}</script>`;
}

/**
 * The texts an inline script is made of: those joined into the loader's script, one by one, or the
 * script's whole text. (A newline cannot occur inside a JavaScript string, so the separator never
 * splits one.) @param {string} text
 */
export const joinedTexts = (text) => text.split(JOIN);

/** The scripts a loader's text loads, or null when the text does not end with the loader. @param {string} text */
function loaderSources(text) {
  const at = text.lastIndexOf(LOADER_START);
  const joined = at === 0 || (at > 0 && text.slice(at - JOIN.length, at) === JOIN);
  return joined && text.endsWith(')')
    ? /** @type {string[]} */ (JSON.parse(text.slice(at + LOADER_START.length, -1)))
    : null;
}

/**
 * Whether the loader's script may run a script's text in its place: a classic inline script with no
 * attribute, or with only an id that nothing on the page points at (React marks its bootstrap script
 * `_R_` for a `<link rel="expect" href="#_R_">`, which the export does not write).
 * @param {import('./page-html.mjs').Page} page
 * @param {import('./page-html.mjs').Element} script
 */
function isJoinable(page, script) {
  if (!script.attrs.every((attr) => attr.name === 'id')) return false;
  const id = attribute(script, 'id');
  return id === null || !page.elements.some((element) => element.attrs.some((attr) => attr.value === `#${id}`));
}

/**
 * The joinable inline scripts that end <body>, in order, whitespace and the framework scripts the
 * loader takes over aside: what the loader's script runs first. Anything else (a JSON-LD block, an
 * element, a comment) ends the run and stays where it is.
 * @param {import('./page-html.mjs').Page} page
 * @param {import('./page-html.mjs').Element} body
 * @param {import('./page-html.mjs').Element[]} moved
 */
function trailingScripts(page, body, moved) {
  /** @type {import('./page-html.mjs').Element[]} */
  const run = [];
  for (const node of [...body.childNodes].reverse()) {
    if (('value' in node && !node.value.trim()) || moved.includes(/** @type {any} */ (node))) continue;
    if (!('tagName' in node) || node.tagName !== 'script' || !isJoinable(page, node)) break;
    run.unshift(node);
  }
  return run;
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
  const trailing = trailingScripts(page, body, scripts);
  const before = trailing.map(childText);
  const deferred = applyEdits(html, [
    ...scripts.map(removal),
    ...scriptPreloads(page).map(removal),
    ...trailing.map(removal),
    { start: end.startOffset, end: end.startOffset, text: loaderScript(sources, before) },
  ]);
  assertDeferred(deferred, sources, before, file);
  return deferred;
}

/**
 * @param {string} html a deferred page
 * @param {string[]} sources the framework scripts the page had, in order
 * @param {string[]} before the texts of the inline scripts the loader's script runs first
 * @param {string} file
 */
function assertDeferred(html, sources, before, file) {
  const page = parsePage(html);
  const left = frameworkScripts(page).map((script) => attribute(script, 'src'));
  if (left.length) throw new Error(`${file}: framework scripts left outside the deferred loader: ${left.join(', ')}.`);
  if (scriptPreloads(page).length) throw new Error(`${file}: a script preload <link> is left.`);
  const loaderScripts = inlineScripts(page).filter((script) => loaderSources(childText(script)) !== null);
  if (loaderScripts.length !== 1) throw new Error(`${file}: ${loaderScripts.length} deferred loaders instead of one.`);
  // Read back as the browser parses it: the joined texts must come out whole, in order.
  const text = childText(loaderScripts[0]);
  if (!text.startsWith(before.map((part) => part + JOIN).join(''))) {
    throw new Error(`${file}: the inline scripts joined into the loader's script do not read back as written.`);
  }
  const listed = loaderSources(text);
  if (JSON.stringify(listed) !== JSON.stringify(sources)) {
    throw new Error(
      `${file}: the deferred loader lists ${JSON.stringify(listed)} instead of ${JSON.stringify(sources)}.`,
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
