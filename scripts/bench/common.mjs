// What the page benchmarks share (the zero-JavaScript floor is withoutScripts in scripts/build/page-html.mjs): medians, byte counts as the budgets
// count them, and Chromium for Lighthouse.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstLoadBytes as scriptBytes, islandModules } from '../build/islands/first-load.mjs';
import { htmlFileOfPath } from '../../lib/route-table.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../shared/chromium.mjs';

export { median } from './stats.mjs';

/** The exported HTML file of a page path ('/', '/kontakt', '/en/kontakt') under `root`. */
export const htmlFileOf = (root, path) => join(root, htmlFileOfPath(path));

/**
 * Compressed bytes the way the budgets count them: gzip of the HTML and of the JavaScript it runs before any
 * interaction (scripts/build/islands/first-load.mjs).
 */
export function firstLoadBytes(root, path) {
  const html = readFileSync(htmlFileOf(root, path), 'utf8');
  return { js: scriptBytes(root, html, islandModules(root)), html: gzipSync(html).length };
}

/** Headless Chromium for Lighthouse, with a Swedish language (the root's language script then stays). */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--lang=sv-SE', '--accept-lang=sv-SE,sv', ...CHROMIUM_ARGS],
  });
}

// What Lighthouse clears before each run (its own list), and the page's storage and cookies: every run is
// a first visit. An English page saves its language (lib/i18n/locale-script.ts), and the next run of a
// Swedish page in the same browser would measure the redirect to its twin.
const clearStorageTypes = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'cookies',
];

/**
 * One Lighthouse run (mobile by default; pass Lighthouse's desktop config for a desktop screen); a run
 * that fails to record (Lighthouse's NO_NAVSTART and kin) is repeated.
 */
export async function lighthouseRun(port, url, categories, config = undefined) {
  for (let attempt = 1; ; attempt++) {
    const flags = { port, output: 'json', logLevel: 'error', onlyCategories: categories, clearStorageTypes };
    const { lhr } = await lighthouse(url, flags, config);
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.warn(`${url}: ${lhr.runtimeError.code}, running again`);
  }
}
