// npm run bench:search — what the site search costs, each figure beside a reference from
// the same run: the index per language (bytes a first search downloads, gzip) beside the search page's
// first-load JavaScript; the time from the last keystroke of a query to its results in Chromium at 4x
// CPU slowdown, for a first search (Pagefind, its WebAssembly and the index load as typing starts) and a
// later one, beside the time from the same keystroke to the letter painted in the field. Serves out/ with scripts/serve/serve-static.mjs.
// Medians of BENCH_RUNS runs (default 5). Writes bench/search.md and bench/search.json. Not a test.
//   node scripts/bench/search.mjs [--no-build]   (CHROMIUM_PATH)
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { SEARCH_BUNDLE_PATH, htmlFileOfPath } from '../../lib/route-table.mjs';
import { firstLoadBytes, islandModules } from '../build/islands/first-load.mjs';
import { freePort } from '../test/function/databases.mjs';
import { createStaticServer } from '../serve/serve-static.mjs';
import { chromiumLaunchOptions } from '../shared/chromium.mjs';
import { median } from './common.mjs';
import { returningVisitor } from './page-load.mjs';
import { writeReport } from './write-report.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const OUT = 'out';
const bundleDir = join(OUT, SEARCH_BUNDLE_PATH);
const queries = {
  sv: { page: '/sok', first: 'lön', later: 'årsredovisning' },
  en: { page: '/en/sok', first: 'payroll', later: 'annual report' },
};

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('node', ['scripts/build/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const gzipOf = (file) => gzipSync(readFileSync(file)).length;
const kB = (bytes) => (bytes / 1024).toFixed(1);

/** The files of one language's index (its meta, index chunks, fragments, WebAssembly), gzip bytes. */
function indexBytes(language) {
  const files = [
    ...readdirSync(bundleDir)
      .filter((name) => name.startsWith(`pagefind.${language}_`) || name === `wasm.${language}.pagefind`)
      .map((name) => join(bundleDir, name)),
    ...['index', 'fragment'].flatMap((dir) =>
      readdirSync(join(bundleDir, dir))
        .filter((name) => name.startsWith(`${language}_`))
        .map((name) => join(bundleDir, dir, name)),
    ),
  ];
  return {
    files: files.length,
    wasmGzipBytes: gzipOf(join(bundleDir, `wasm.${language}.pagefind`)),
    rawBytes: files.reduce((sum, file) => sum + statSync(file).size, 0),
    gzipBytes: files.reduce((sum, file) => sum + gzipOf(file), 0),
  };
}

/** The JavaScript the search page runs before any interaction, gzip: what every visitor of the page pays before a search. */
function pageScriptBytes(page) {
  return firstLoadBytes(OUT, readFileSync(join(OUT, htmlFileOfPath(page)), 'utf8'), islandModules(OUT));
}

/**
 * In the page: types `query` into the emptied field and takes, from its last keystroke, the time to the
 * letter painted in the field and the time to the results (or no-results message) of the whole query.
 */
async function timeQuery(page, query) {
  const field = page.locator('#search-query');
  await field.fill('');
  await page.evaluate((q) => {
    const marks = (window.__bench = { key: 0, echo: 0, results: 0 });
    document.getElementById('search-query').addEventListener(
      'keydown',
      () => {
        const at = (marks.key = performance.now());
        requestAnimationFrame(() => setTimeout(() => at === marks.key && (marks.echo = performance.now() - at), 0));
      },
      true,
    );
    new MutationObserver((_, observer) => {
      if (!document.querySelector(`[data-query="${CSS.escape(q)}"]`)) return;
      observer.disconnect();
      requestAnimationFrame(() => (marks.results = performance.now() - marks.key));
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  }, query);
  await field.focus();
  await page.keyboard.type(query);
  await page.waitForFunction(() => window.__bench.results > 0 && window.__bench.echo > 0, null, { timeout: 60_000 });
  return page.evaluate(() => window.__bench);
}

const port = await freePort();
const server = createStaticServer(OUT).listen(port);
const browser = await chromium.launch(chromiumLaunchOptions);
const languages = {};
try {
  for (const [language, { page: path, first, later }] of Object.entries(queries)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({
        locale: language === 'sv' ? 'sv-SE' : 'en-GB',
        storageState: returningVisitor(`http://localhost:${port}`),
      });
      const page = await context.newPage();
      await page.goto(`http://localhost:${port}${path}`);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const cold = await timeQuery(page, first);
      const warm = await timeQuery(page, later);
      runs.push({ cold, warm });
      await context.close();
    }
    languages[language] = {
      page: path,
      queries: { first, later },
      index: indexBytes(language),
      pageScriptGzipBytes: pageScriptBytes(path),
      firstSearchMs: Math.round(median(runs.map((run) => run.cold.results))),
      laterSearchMs: Math.round(median(runs.map((run) => run.warm.results))),
      keystrokeEchoMs: Math.round(median(runs.flatMap((run) => [run.cold.echo, run.warm.echo]))),
    };
    console.log(JSON.stringify(languages[language]));
  }
} finally {
  await browser.close();
  server.close();
}

const shared = { pagefindJsGzipBytes: gzipOf(join(bundleDir, 'pagefind.js')) };
const report = { generated: new Date().toISOString(), runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, shared, languages };
await writeReport('bench/search.json', `${JSON.stringify(report, null, 2)}\n`);
const rows = Object.entries(languages).map(
  ([language, r]) =>
    `| ${language} | ${r.index.files} | ${kB(r.index.rawBytes)} | ${kB(r.index.gzipBytes)} | ${kB(r.index.wasmGzipBytes)} | ${kB(r.pageScriptGzipBytes)} | ${(r.index.gzipBytes / r.pageScriptGzipBytes).toFixed(2)} | ${r.firstSearchMs} | ${r.laterSearchMs} | ${r.keystrokeEchoMs} | ${(r.firstSearchMs / r.keystrokeEchoMs).toFixed(1)} | ${(r.laterSearchMs / r.keystrokeEchoMs).toFixed(1)} |`,
);
await writeReport(
  'bench/search.md',
  [
    '# Search benchmark',
    '',
    `Chromium at ${CPU_SLOWDOWN}x CPU slowdown, out/ served by scripts/serve/serve-static.mjs on localhost (no network throttling). Medians of ${RUNS} runs; ${report.generated}.`,
    `Index = the files of one language's index (meta, index chunks, fragments, WebAssembly; Pagefind writes them compressed already), gzip; a search also loads pagefind.js (${kB(shared.pagefindJsGzipBytes)} kB gzip, both languages).`,
    "Reference for the size: the search page's own first-load JavaScript (gzip). Reference for the times: from the same keystroke to the letter painted in the field.",
    'Times run from the last keystroke of the query (typed without pauses). First search: Pagefind, its WebAssembly and the index start loading with the first keystroke; later: a second query on the same page. Both include the 200 ms debounce after typing.',
    '',
    '| Language | Index files | Index kB | Index kB gzip | of it WebAssembly | Page JS kB gzip | Index / page JS | First search ms | Later search ms | Keystroke echo ms | First / echo | Later / echo |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows,
    '',
  ].join('\n'),
);
console.log('\nbench/search.md written.');
