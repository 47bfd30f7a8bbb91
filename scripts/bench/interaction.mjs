// npm run bench:interaction — interaction latency after load, INP-style: for each
// interaction, the longest Event Timing entry of the run (duration = input to next paint), median of
// BENCH_RUNS runs (default 5), CPU slowed 4x. Each beside the same interaction on the page's
// zero-JavaScript floor (every <script> removed), as a ratio: natively where the floor can do it (FAQ,
// typing, links), or with one plain listener that makes the same change to the page (theme, menu).
// Reads out/ (run npm run build first). Writes bench/interaction.md and bench/interaction.json.
// A benchmark, not a test: it reports and never fails on a figure.   (BENCH_PORT, default 3660; CHROMIUM_PATH)
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { createStaticServer } from '../serve/serve-static.mjs';
import { exportedHtmlFiles } from '../build/export-files.mjs';
import { chromiumLaunchOptions } from '../shared/chromium.mjs';
import { median } from './common.mjs';
import { withoutScripts } from '../build/page-html.mjs';
import { writeReport } from './write-report.mjs';
import { readCatalog } from '../catalogs/catalog-files.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3660);
const CPU_SLOWDOWN = 4;
const TARGET_MS = 200;
const FAQ_FLOOR_RATIO = 1.2;
const sv = readCatalog('sv');

const faqSummary = (page) => page.locator('summary', { hasText: sv.Home.faq.items[0].question });

/**
 * Each interaction: the page, the viewport, and what a visitor does. `floor`: the floor page does it
 * natively; `floorScript`: run in the floor page first, it adds the one listener that makes the same
 * change (the browser's own cost of that change, without the framework).
 */
const interactions = [
  {
    name: 'theme toggle',
    path: '/',
    act: (page) => page.locator('[data-theme-choice]').click(),
    floorScript: () =>
      document.querySelector('[data-theme-choice]').addEventListener('click', () => {
        const root = document.documentElement;
        root.setAttribute('data-theme', root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark');
      }),
  },
  {
    name: 'mobile menu open',
    path: '/',
    mobile: true,
    act: (page) => page.getByRole('button', { name: sv.Nav.openMenu }).click(),
    floorScript: () => {
      const button = document.querySelector('[aria-controls="main-menu"]');
      button.addEventListener('click', () => {
        document.getElementById('main-menu').classList.remove('hidden');
        button.setAttribute('aria-expanded', 'true');
      });
    },
  },
  {
    name: 'FAQ item open',
    path: '/',
    floor: true,
    // Below the fold: scrolled to first, as a visitor does, so the sections revealed on the way are
    // done before the click (Playwright's click would scroll and click in one go).
    scrollTo: (page) => faqSummary(page),
    act: (page) => faqSummary(page).click(),
  },
  {
    name: 'contact form: first focus and typing',
    path: '/kontakt',
    floor: true,
    act: async (page) => {
      const box = page.locator('#contact-form input[type="text"]').first();
      await box.click();
      await page.keyboard.type('Anna', { delay: 50 });
    },
  },
  {
    name: 'contact form: submit empty',
    path: '/kontakt',
    act: (page) => page.locator('#contact-form button[type="submit"]').click(),
  },
  {
    name: 'language toggle (a link)',
    path: '/',
    floor: true,
    link: true,
    act: (page) => page.getByTestId('language-toggle').click(),
  },
];

/** One run: loads the page, waits for hydration (not on the floor), acts; the longest interaction and its input delay, ms. */
async function runOnce(browser, origin, interaction, floor) {
  const context = await browser.newContext({
    locale: 'sv-SE',
    viewport: interaction.mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
  });
  // No cookie banner over the page: the choice is made.
  await context.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${origin}${interaction.path}`);
  if (!floor) await page.waitForSelector('html[data-hydrated]');
  await page.waitForTimeout(500);
  if (interaction.scrollTo) {
    await interaction.scrollTo(page).scrollIntoViewIfNeeded();
    await page.waitForTimeout(1000);
  }
  await page.evaluate(() => {
    window.longestInteraction = { ms: 0, delayMs: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId && entry.duration > window.longestInteraction.ms) {
          // Input delay: how long the input waited for the main thread before its handlers ran.
          window.longestInteraction = { ms: entry.duration, delayMs: entry.processingStart - entry.startTime };
        }
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });
  if (floor && interaction.floorScript) await page.evaluate(interaction.floorScript);
  // A link's handlers run and the page paints, but it stays: its entry is read where it was clicked.
  if (interaction.link) await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await interaction.act(page);
  await page.waitForTimeout(1000);
  const longest = await page.evaluate(() => window.longestInteraction);
  await context.close();
  return longest;
}

const hasFloor = (interaction) => Boolean(interaction.floor || interaction.floorScript);

const root = mkdtempSync(join(tmpdir(), 'fyrtorn-interaction-site-'));
const floorRoot = mkdtempSync(join(tmpdir(), 'fyrtorn-interaction-floor-'));
cpSync('out', root, { recursive: true });
cpSync('out', floorRoot, { recursive: true });
for (const rel of exportedHtmlFiles('out')) {
  writeFileSync(join(floorRoot, rel), withoutScripts(readFileSync(join('out', rel), 'utf8')));
}
const site = createStaticServer(root).listen(PORT);
const floorSite = createStaticServer(floorRoot).listen(PORT + 1);
const browser = await chromium.launch(chromiumLaunchOptions);
const rows = [];
try {
  for (const interaction of interactions) {
    const full = [];
    const floor = [];
    for (let i = 0; i < RUNS; i++) {
      full.push(await runOnce(browser, `http://localhost:${PORT}`, interaction, false));
      if (hasFloor(interaction)) floor.push(await runOnce(browser, `http://localhost:${PORT + 1}`, interaction, true));
    }
    const ms = median(full.map((run) => run.ms));
    const floorMs = hasFloor(interaction) ? median(floor.map((run) => run.ms)) : null;
    const row = {
      interaction: interaction.name,
      page: interaction.path,
      ms,
      delayMs: Math.round(median(full.map((run) => run.delayMs))),
      floorMs,
      ratio: floorMs ? Number((ms / floorMs).toFixed(2)) : null,
      runs: full,
      floorBy: interaction.floorScript ? 'plain listener' : interaction.floor ? 'natively' : null,
      floorRuns: floor,
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await browser.close();
  site.close();
  floorSite.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(floorRoot, { recursive: true, force: true });
}

const misses = (r) =>
  [
    r.ms > TARGET_MS && `> ${TARGET_MS} ms`,
    r.interaction.startsWith('FAQ') && r.ratio > FAQ_FLOOR_RATIO && `> ${FAQ_FLOOR_RATIO}x floor`,
  ]
    .filter(Boolean)
    .join(', ');
const generated = new Date().toISOString();
await writeReport(
  'bench/interaction.json',
  `${JSON.stringify({ generated, runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, rows }, null, 2)}\n`,
);
await writeReport(
  'bench/interaction.md',
  [
    '# Interaction latency (Event Timing)',
    '',
    `Longest interaction of each run (input to next paint), median of ${RUNS} runs, CPU slowed ${CPU_SLOWDOWN}x, Chromium; ${generated}.`,
    'Floor = the same page with every `<script>` removed, in the same run: doing the same thing natively, or (†) with one plain listener that makes the same change to the page. Targets: every interaction ≤ 200 ms, the FAQ ≤ 1.2x its floor.',
    'An interaction under 16 ms records no entry: shown as 0. Input delay: the part of it the input waited for the main thread (median).',
    '',
    '| Interaction | Page | ms | Input delay ms | Floor ms | Ratio | Misses |',
    '|---|---|--:|--:|--:|--:|---|',
    ...rows.map(
      (r) =>
        `| ${r.interaction} | ${r.page} | ${Math.round(r.ms ?? 0)} | ${r.delayMs} | ${r.floorMs === null ? '–' : `${Math.round(r.floorMs)}${r.floorBy === 'plain listener' ? ' †' : ''}`} | ${r.ratio ?? '–'} | ${misses(r) || '–'} |`,
    ),
    '',
  ].join('\n'),
);
console.log('bench/interaction.md written.');
