// After the static export: each page's framework scripts start downloading once the page has
// painted, not alongside its CSS and font (issue 6). Next writes them as `<script src async>` in
// <head> (plus a `<link rel=preload as=script>` for the page's own chunk), so on a slow phone
// connection about 140 kB of JavaScript competes with the stylesheet and the font for the first
// paint. This rewrites them into one small inline loader at the end of <body> that inserts the same
// scripts (still async, same order) after the first frame. Hydration then starts right after the
// page is visible; the HTML, the inline RSC payload and the no-JavaScript fallbacks are untouched.
// The loader is an inline script like the others: the CSP hashes it (scripts/export-layout.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportedHtmlFiles } from './export-files.mjs';

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;

/**
 * The loader: after the first frame (rAF, then a task, so the frame is painted) it appends the
 * scripts. A page opened in a background tab gets no frames, so there it loads them at once.
 * @param {string[]} sources
 */
export function loaderScript(sources) {
  return (
    '<script>(function(s){function l(){for(var i=0;i<s.length;i++){var e=document.createElement("script");' +
    'e.src=s[i];e.async=true;document.head.appendChild(e)}}' +
    'if(document.visibilityState==="hidden")l();else requestAnimationFrame(function(){setTimeout(l,0)})})(' +
    `${JSON.stringify(sources)})</script>`
  );
}

/**
 * Rewrites one page. Throws when the page has none of the script tags it expects: a Next upgrade
 * that writes them differently must stop the build, not ship pages that never hydrate.
 * @param {string} html
 * @param {string} file for the error message
 */
export function deferPageScripts(html, file) {
  const sources = [...new Set([...html.matchAll(ASYNC_SCRIPT)].map(([, src]) => src))];
  if (!sources.length) throw new Error(`${file}: no <script src async> found; the deferred loader cannot be written.`);
  if (!html.includes('</body>')) throw new Error(`${file}: no </body>; the deferred loader cannot be written.`);
  return html
    .replace(ASYNC_SCRIPT, '')
    .replace(SCRIPT_PRELOAD, '')
    .replace('</body>', `${loaderScript(sources)}</body>`);
}

const LOADER_LIST = /<script>\(function\(s\)\{[\s\S]*?\}\)\((\["[^\]]*\])\)<\/script>/;

/**
 * The first-load scripts of an exported page (not the noModule polyfills), whether still as
 * `<script src>` tags or in the deferred loader's list: what the byte budgets count.
 * @param {string} html
 */
export function pageScripts(html) {
  const tags = [...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"([^>]*)>/g)]
    .filter(([, before, , after]) => !/\bnoModule\b/i.test(before + after))
    .map(([, , src]) => src);
  const listed = html.match(LOADER_LIST);
  return [...new Set([...tags, ...(listed ? JSON.parse(listed[1]) : [])].map((src) => src.split('?')[0]))];
}

/** Every exported page under outDir. */
export function deferScripts(outDir) {
  for (const file of exportedHtmlFiles(outDir)) {
    const full = join(outDir, file);
    writeFileSync(full, deferPageScripts(readFileSync(full, 'utf8'), full));
  }
}
