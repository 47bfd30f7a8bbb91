// npm run bench:navigation — from a click on a link to the next page painted, before and after the islands
// (docs/decisions/islands.md): the same site built with Next's whole client on every page (its App Router
// navigates in the page, prefetching the links it sees) and as the islands export (a new document for each
// page, fetched ahead by Speculation Rules when the pointer rests on a link, prerendered where the browser
// does). Chromium (the full browser) at 390 px, CPU slowed 4x, a returning visitor; the pointer rests on the
// link for 300 ms before the click, as a visitor's does. Medians of BENCH_RUNS runs (default 5), the two
// builds measured alternately. Writes bench/navigation.md and bench/navigation.json. Builds both unless
// --no-build (then BENCH_FULL_OUT names a full-client export and out/ is the islands export).
// A benchmark, not a test: it reports and never fails on a figure.   (BENCH_PORT, default 3670; CHROMIUM_PATH)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { createStaticServer } from '../serve/serve-static.mjs';
import { chromiumLaunchOptions } from '../shared/chromium.mjs';
import { median } from './common.mjs';
import { QUIET_MS } from './page-load.mjs';
import { writeReport } from './write-report.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3670);
const CPU_SLOWDOWN = 4;
const HOVER_MS = 300;

/** From one page to another by a link a visitor sees on the first screen or in the menu. */
const routes = [
  { from: '/', to: '/fdaas' },
  { from: '/fdaas', to: '/kontakt' },
  { from: '/en', to: '/en/pdaas' },
  { from: '/referenser', to: '/vision-team' },
];

function build(args) {
  const result = spawnSync('node', ['scripts/build/build.mjs', ...args], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const noBuild = process.argv.includes('--no-build');
const fullRoot = mkdtempSync(join(tmpdir(), 'fyrtorn-full-client-'));
const islandsRoot = mkdtempSync(join(tmpdir(), 'fyrtorn-islands-'));
if (noBuild) {
  if (!process.env.BENCH_FULL_OUT) throw new Error('--no-build needs BENCH_FULL_OUT, a full-client export.');
  cpSync(process.env.BENCH_FULL_OUT, fullRoot, { recursive: true });
} else {
  build(['--client=full']);
  cpSync('out', fullRoot, { recursive: true });
  build([]);
}
cpSync('out', islandsRoot, { recursive: true });

const servers = [createStaticServer(fullRoot).listen(PORT), createStaticServer(islandsRoot).listen(PORT + 1)];
const browser = await chromium.launch(chromiumLaunchOptions);

/**
 * One navigation: loads `from`, waits until the page is ready and quiet, rests the pointer on the link to
 * `to`, clicks, and takes the time from the click to the next page painted: in the same document (Next's
 * router) the frame after the new heading is in; in a new one its first contentful paint (for a prerendered
 * page, its activation if that came later).
 */
async function navigate(origin, { from, to }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'sv-SE',
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() => {
    window.localStorage.setItem('cookie-consent', 'accepted');
    document.addEventListener(
      'click',
      (event) => sessionStorage.setItem('clickAt', String(performance.timeOrigin + event.timeStamp)),
      true,
    );
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${origin}${from}`);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForTimeout(QUIET_MS);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const heading = await page.locator('h1').textContent();
  await page.evaluate((before) => {
    // The same document: the frame after the new page's heading is in.
    new MutationObserver((_, observer) => {
      const now = document.querySelector('h1')?.textContent;
      if (now === before) return;
      observer.disconnect();
      requestAnimationFrame(() =>
        setTimeout(() => sessionStorage.setItem('paintedAt', String(performance.timeOrigin + performance.now()))),
      );
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, heading);
  const link = page.locator(`a[href="${to}"]:visible`).first();
  await link.hover();
  await page.waitForTimeout(HOVER_MS);
  await link.click();
  await page.waitForURL((url) => url.pathname === to);
  const { clickAt, paintedAt, newDocument } = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const done = () => {
          const painted = sessionStorage.getItem('paintedAt');
          const clicked = Number(sessionStorage.getItem('clickAt'));
          if (painted) return resolve({ clickAt: clicked, paintedAt: Number(painted), newDocument: false });
          const [navigation] = performance.getEntriesByType('navigation');
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          if (!fcp || navigation.name !== location.href) return setTimeout(done, 50);
          const at = Math.max(fcp.startTime, navigation.activationStart ?? 0);
          resolve({ clickAt: clicked, paintedAt: performance.timeOrigin + at, newDocument: true });
        };
        done();
      }),
  );
  const prerendered = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0]?.activationStart ?? 0) > 0,
  );
  await context.close();
  return { ms: paintedAt - clickAt, newDocument, prerendered };
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
    const row = {
      route: `${route.from} → ${route.to}`,
      beforeMs: Math.round(median(before.map((run) => run.ms))),
      afterMs: Math.round(median(after.map((run) => run.ms))),
      beforeSameDocument: before.filter((run) => !run.newDocument).length,
      afterPrerendered: after.filter((run) => run.prerendered).length,
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
  for (const dir of [fullRoot, islandsRoot]) rmSync(dir, { recursive: true, force: true });
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
    `Chromium at 390 px, CPU slowed ${CPU_SLOWDOWN}x, a returning visitor; the pointer rests on the link ${HOVER_MS} ms before the click. Medians of ${RUNS} runs, the two builds alternately; ${generated}.`,
    "Before: Next's whole client on every page (its router navigates in the page, with the links it sees prefetched). After: the islands export (a new document, fetched ahead by Speculation Rules while the pointer rests on the link; prerendered where the browser does).",
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
