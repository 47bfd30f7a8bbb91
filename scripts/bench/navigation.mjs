// npm run bench:navigation — from a click on a link to the next page painted, before and after the islands
// (docs/decisions/islands.md): the same site built with Next's whole client on every page (its App Router
// renders the next page in this one, prefetching the links it sees) and as the islands export (a new document
// for each page, which Speculation Rules fetch ahead, or prerender, while the pointer rests on its link).
// Chromium (the full browser) at 390 px, every page of it with the CPU slowed 4x, a returning visitor; the
// pointer rests on the link 300 ms before the click, as a visitor's does. Medians of BENCH_RUNS runs (default
// 5), the two builds measured alternately.
// Chromium refuses to prerender while DevTools sets the page's CPU throttling (Preload's status says
// PrerenderingDisabledByDevTools; at any rate, 1 too, while a client merely attached does not stop it:
// navigation-input.mjs), so what this measures for the islands is the page fetched ahead and loaded on the
// click; a visitor's Chrome prerenders it (measured, unthrottled, by navigation-input.mjs).
// The pages time themselves: the bench's copies carry a script that notes the click
// and the next page's paint (its first contentful paint, or its activation if it was prerendered, or, in the
// same document, the frame after the new heading is in) in localStorage; the copies are served without the
// export's policy, which would refuse that script.
// Writes bench/navigation.md and bench/navigation.json. Builds both unless --no-build (then BENCH_FULL_OUT
// names a full-client export, or the one the last build kept, and out/ is the islands export); the routes,
// the timing script and the builds are navigation-pages.mjs's, shared with navigation-input.mjs.
// A benchmark, not a test: it reports and never fails on a figure.   (BENCH_PORT, default 3670; CHROMIUM_PATH)
import { rmSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { createStaticServer } from '../serve/serve-static.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../shared/chromium.mjs';
import { median } from './common.mjs';
import { HOVER_MS, exportsToCompare, routes, timedCopy } from './navigation-pages.mjs';
import { QUIET_MS } from './page-load.mjs';
import { writeReport } from './write-report.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3670);
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 2500;

const compared = exportsToCompare();
const builds = { before: timedCopy(compared.full), after: timedCopy(compared.islands) };
const servers = [createStaticServer(builds.before).listen(PORT), createStaticServer(builds.after).listen(PORT + 1)];
const browser = await puppeteer.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...CHROMIUM_ARGS, '--lang=sv-SE', '--accept-lang=sv-SE,sv'],
});
// Every page of the browser, a prerendered one as well, runs at the phone's speed.
browser.on('targetcreated', async (target) => {
  if (target.type() !== 'page' && target.type() !== 'other') return;
  const session = await target.createCDPSession().catch(() => null);
  await session?.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN }).catch(() => undefined);
});

/** One navigation from `from` to `to` on `origin`: the milliseconds from the click to the next page painted, and how. */
async function navigate(origin, { from, to }) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 390, height: 844 });
    await page.goto(`${origin}${from}`);
    await page.evaluate(() => localStorage.setItem('cookie-consent', 'accepted'));
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    const link = `a[href="${to}"]`;
    await page.evaluate((selector) => {
      const visible = [...document.querySelectorAll(selector)].find((a) => a.checkVisibility());
      visible?.setAttribute('data-bench-link', '');
    }, link);
    await page.hover('[data-bench-link]');
    await new Promise((resolve) => setTimeout(resolve, HOVER_MS));
    await page.click('[data-bench-link]');
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    // The page that was clicked may be gone (a prerendered page takes its place): read in a new one.
    const reader = await context.newPage();
    await reader.goto(`${origin}/robots.txt`);
    const noted = await reader.evaluate((path) => localStorage.getItem(`nav:${path}`), to);
    if (!noted) throw new Error(`${origin}${from} → ${to}: the next page noted no paint.`);
    const { at, how, clickAt } = JSON.parse(noted);
    return { ms: at - clickAt, how };
  } finally {
    await context.close();
  }
}

const rows = [];
try {
  for (const route of routes) {
    const before = [];
    const after = [];
    for (let i = 0; i < RUNS; i++) {
      before.push(await navigate(`http://localhost:${PORT}`, route));
      after.push(await navigate(`http://localhost:${PORT + 1}`, route));
    }
    const count = (runs, how) => runs.filter((run) => run.how === how).length;
    const row = {
      route: `${route.from} → ${route.to}`,
      beforeMs: Math.round(median(before.map((run) => run.ms))),
      afterMs: Math.round(median(after.map((run) => run.ms))),
      beforeSameDocument: count(before, 'same document'),
      afterPrerendered: count(after, 'prerendered'),
      before,
      after,
    };
    row.ratio = Number((row.afterMs / row.beforeMs).toFixed(2));
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await browser.close();
  servers.forEach((server) => server.close());
  for (const dir of [builds.before, builds.after]) rmSync(dir, { recursive: true, force: true });
}

const generated = new Date().toISOString();
await writeReport(
  'bench/navigation.json',
  `${JSON.stringify({ generated, runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, rows }, null, 2)}\n`,
);
await writeReport(
  'bench/navigation.md',
  [
    '# Navigation: click to the next page painted',
    '',
    `Chromium at 390 px, every page with the CPU slowed ${CPU_SLOWDOWN}x, a returning visitor; the pointer rests on the link ${HOVER_MS} ms before the click. Medians of ${RUNS} runs, the two builds alternately; ${generated}.`,
    "Before: Next's whole client on every page (its router renders the next page in this one, with the links it sees prefetched). After: the islands export (a new document, fetched ahead by Speculation Rules while the pointer rests on the link, prerendered where the browser does).",
    "Chromium does not prerender while DevTools throttles the page's CPU (PrerenderingDisabledByDevTools), as here: the after column is the page fetched ahead and loaded on the click, what a browser that does not prerender gives; bench/navigation-input.md has the prerendered page, unthrottled.",
    'Painted: in the same document, the frame after the new heading is in; in a new one, its first contentful paint, or its activation if it was prerendered.',
    '',
    '| Route | Before ms | After ms | After / before | Before in the same document | After prerendered |',
    '|---|--:|--:|--:|--:|--:|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.beforeMs} | ${r.afterMs} | ${r.ratio} | ${r.beforeSameDocument} of ${RUNS} | ${r.afterPrerendered} of ${RUNS} |`,
    ),
    '',
  ].join('\n'),
);
console.log('bench/navigation.md written.');
