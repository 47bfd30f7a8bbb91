// npm run bench:interaction — interaction latency after load, INP-style: for each
// interaction, the longest Event Timing entry of the run (duration = input to next paint), median of
// BENCH_RUNS runs (default 11: at 5, one build's ratios moved by a third from run to run), CPU slowed 4x.
// Each beside the same interaction on the page's zero-JavaScript floor (every <script> removed), as a
// ratio: natively where the floor can do it (FAQ, the menu's <details>, typing, links), or with one plain
// listener that makes the same change to the page (theme). An island that starts with the press holds it
// until it has hydrated (lib/islands/loader.ts), so the change can come frames after the press's own paint:
// "to the change" is the time from the input to the frame after the page changed, the figure the ratio is
// judged on where there is one; the report shows its middle half beside the floor's.
// Reads out/ (run npm run build first). Writes bench/interaction.md and bench/interaction.json.
// With arguments, only the interactions whose names contain one of them are measured; the report keeps the
// other rows of bench/interaction.json as they were:  node scripts/bench/interaction.mjs 'contact form'
// A benchmark, not a test: it reports and never fails on a figure.   (BENCH_PORT, default 3660; CHROMIUM_PATH)
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { createStaticServer } from '../serve/serve-static.mjs';
import { exportedHtmlFiles } from '../build/export-files.mjs';
import { chromiumLaunchOptions } from '../shared/chromium.mjs';
import { median, percentile } from './stats.mjs';
import { returningVisitor } from './page-load.mjs';
import { withoutScripts } from '../build/page-html.mjs';
import { writeReport } from './write-report.mjs';
import { readCatalog } from '../catalogs/catalog-files.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const PORT = Number(process.env.BENCH_PORT ?? 3660);
const CPU_SLOWDOWN = 4;
const TARGET_MS = 200;
/** How long a visitor's pointer rests on a button before the press, where the interaction says so. */
const REST_MS = 300;
const FLOOR_RATIO = 1.2;
const sv = readCatalog('sv');

const faqSummary = (page) => page.locator('summary', { hasText: sv.Home.faq.items[0].question });
const THEME_TOGGLE = 'header button:has([data-theme-option])';

/**
 * In the page: the time from the first input after it is called to the frame after the first element matching
 * `selector` changes `attribute` (rAF, then a task: the frame has been produced).
 */
function watchChange({ selector, attribute }) {
  window.changeMs = null;
  let inputAt = null;
  for (const type of ['pointerdown', 'keydown']) {
    document.addEventListener(type, (event) => (inputAt ??= event.timeStamp), { capture: true, once: true });
  }
  const targets = [...document.querySelectorAll(selector)];
  const before = targets.map((element) => element.getAttribute(attribute));
  new MutationObserver((_, observer) => {
    if (targets.every((element, i) => element.getAttribute(attribute) === before[i])) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (window.changeMs = performance.now() - inputAt)));
  }).observe(document.documentElement, { attributes: true, subtree: true, attributeFilter: [attribute] });
}

/**
 * Each interaction: the page, the viewport, and what a visitor does. `floor`: the floor page does it
 * natively; `floorScript`: run in the floor page first, it adds the one listener that makes the same
 * change (the browser's own cost of that change, without the framework).
 */
/** The floor of a theme switch: one plain listener that turns the attribute the CSS reads. */
const themeFloor = () =>
  document.querySelector('header button:has([data-theme-option])').addEventListener('click', () => {
    const root = document.documentElement;
    root.setAttribute('data-theme', root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark');
  });

const interactions = [
  {
    name: 'theme toggle, the pointer resting on it first',
    path: '/',
    // A visitor's pointer rests on a button before pressing it: the island starts then.
    rest: (page) => page.locator(THEME_TOGGLE),
    act: (page) => page.locator(THEME_TOGGLE).click(),
    change: { selector: 'html', attribute: 'data-theme' },
    floorScript: themeFloor,
  },
  {
    name: 'theme toggle, a first press with no pointer resting on it',
    path: '/',
    act: (page) => page.locator(THEME_TOGGLE).click(),
    change: { selector: 'html', attribute: 'data-theme' },
    floorScript: themeFloor,
  },
  {
    name: 'mobile menu open',
    path: '/',
    mobile: true,
    floor: true,
    act: (page) => page.locator('header nav summary').click(),
    change: { selector: 'nav details', attribute: 'open' },
  },
  {
    name: 'FAQ item open',
    path: '/',
    floor: true,
    change: { selector: '#faq details', attribute: 'open' },
    // Below the fold: scrolled to first, as a visitor does, so the sections revealed on the way are
    // done before the click (Playwright's click would scroll and click in one go).
    scrollTo: (page) => faqSummary(page),
    act: (page) => faqSummary(page).click(),
  },
  {
    name: 'contact form: first focus and typing',
    path: '/kontakt',
    floor: true,
    // Scrolled to first, as a visitor does (the form's island starts as it comes into view).
    scrollTo: (page) => page.locator('#contact-form input[type="text"]').first(),
    act: async (page) => {
      const box = page.locator('#contact-form input[type="text"]').first();
      await box.click();
      await page.keyboard.type('Anna', { delay: 50 });
    },
  },
  {
    name: 'contact form: submit empty',
    path: '/kontakt',
    scrollTo: (page) => page.locator('#contact-form button[type="submit"]'),
    act: (page) => page.locator('#contact-form button[type="submit"]').click(),
    change: { selector: '#contact-form input', attribute: 'aria-invalid' },
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
    // No cookie banner over the page: the choice is made.
    storageState: returningVisitor(origin),
  });
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
  if (interaction.change) await page.evaluate(watchChange, interaction.change);
  // A link's handlers run and the page paints, but it stays: its entry is read where it was clicked.
  if (interaction.link) await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (interaction.rest) {
    await interaction.rest(page).hover();
    await page.waitForTimeout(REST_MS);
  }
  await interaction.act(page);
  await page.waitForTimeout(1000);
  const longest = await page.evaluate(() => window.longestInteraction);
  const changeMs = interaction.change ? await page.evaluate(() => window.changeMs) : null;
  await context.close();
  return { ...longest, changeMs };
}

const hasFloor = (interaction) => Boolean(interaction.floor || interaction.floorScript);

/** The middle half of the runs' figures (25th to 75th percentile), ms: how far one run can stand from another. */
function middleHalf(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? [percentile(sorted, 25), percentile(sorted, 75)].map(Math.round) : null;
}
const only = process.argv.slice(2);
const measured = only.length
  ? interactions.filter(({ name }) => only.some((part) => name.includes(part)))
  : interactions;
if (!measured.length) throw new Error(`No interaction's name contains ${only.join(' or ')}.`);
/** The rows of the last report, for the interactions not measured now. */
const kept = only.length ? JSON.parse(readFileSync('bench/interaction.json', 'utf8')).rows : [];

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
  for (const interaction of measured) {
    const full = [];
    const floor = [];
    for (let i = 0; i < RUNS; i++) {
      full.push(await runOnce(browser, `http://localhost:${PORT}`, interaction, false));
      if (hasFloor(interaction)) floor.push(await runOnce(browser, `http://localhost:${PORT + 1}`, interaction, true));
    }
    // The figure a row is judged on, and whose spread it shows: to the change where there is one.
    const judged = (run) => (interaction.change ? run.changeMs : run.ms);
    const ms = median(full.map((run) => run.ms));
    const floorMs = hasFloor(interaction) ? median(floor.map((run) => run.ms)) : null;
    const changeMs = interaction.change ? median(full.map((run) => run.changeMs)) : null;
    const floorChangeMs = interaction.change && hasFloor(interaction) ? median(floor.map((run) => run.changeMs)) : null;
    const row = {
      interaction: interaction.name,
      page: interaction.path,
      ms,
      delayMs: Math.round(median(full.map((run) => run.delayMs))),
      floorMs,
      ratio: floorMs ? Number((ms / floorMs).toFixed(2)) : null,
      changeMs: changeMs === null ? null : Math.round(changeMs),
      floorChangeMs: floorChangeMs === null ? null : Math.round(floorChangeMs),
      changeRatio: changeMs !== null && floorChangeMs ? Number((changeMs / floorChangeMs).toFixed(2)) : null,
      middleHalf: middleHalf(full.map(judged)),
      floorMiddleHalf: hasFloor(interaction) ? middleHalf(floor.map(judged)) : null,
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

/** The ratio to the floor a row is judged on: to the change where it has one, else the Event Timing ratio. */
const floorRatio = (r) => r.changeRatio ?? r.ratio;
const misses = (r) =>
  [
    Math.max(r.ms ?? 0, r.changeMs ?? 0) > TARGET_MS && `> ${TARGET_MS} ms`,
    floorRatio(r) !== null && floorRatio(r) > FLOOR_RATIO && `> ${FLOOR_RATIO}x floor`,
  ]
    .filter(Boolean)
    .join(', ');
const range = (half) => (half ? `${half[0]}-${half[1]}` : '–');
/** A row's middle halves (rows of an older report have none). */
const spread = (r) => (r.middleHalf ? `${range(r.middleHalf)} / ${range(r.floorMiddleHalf)}` : '–');
// In the order of the list, measured now or kept from the last report.
rows.push(...kept.filter((row) => !rows.some((r) => r.interaction === row.interaction)));
rows.sort(
  (a, b) =>
    interactions.findIndex(({ name }) => name === a.interaction) -
    interactions.findIndex(({ name }) => name === b.interaction),
);
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
    ...(only.length
      ? [
          `Measured in this run: ${measured.map(({ name }) => name).join('; ')}. The other rows are kept from the last report.`,
        ]
      : []),
    `Floor = the same page with every \`<script>\` removed, in the same run: doing the same thing natively, or (†) with one plain listener that makes the same change to the page. Targets: every interaction ≤ ${TARGET_MS} ms and ≤ ${FLOOR_RATIO}x its floor.`,
    'An interaction under 16 ms records no entry: shown as 0. Input delay: the part of it the input waited for the main thread (median).',
    "To the change: from the input to the frame after the page changed (the theme, the menu or item open, the fields marked): an island that starts with the press holds it until it has hydrated, so the change can come after the press's own paint. The ratio judged is the one to the change where there is one.",
    "Middle half: the 25th to the 75th percentile of the runs' figure the row is judged on, the site's and the floor's: where the two overlap, the ratio is within what one run of the same page differs from the next.",
    '',
    '| Interaction | Page | ms | Input delay ms | Floor ms | Ratio | To the change ms | Floor to the change ms | Ratio to the change | Middle half ms, site / floor | Misses |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|---|',
    ...rows.map(
      (r) =>
        `| ${r.interaction} | ${r.page} | ${Math.round(r.ms ?? 0)} | ${r.delayMs} | ${r.floorMs === null ? '–' : `${Math.round(r.floorMs)}${r.floorBy === 'plain listener' ? ' †' : ''}`} | ${r.ratio ?? '–'} | ${r.changeMs ?? '–'} | ${r.floorChangeMs ?? '–'} | ${r.changeRatio ?? '–'} | ${spread(r)} | ${misses(r) || '–'} |`,
    ),
    '',
  ].join('\n'),
);
console.log('bench/interaction.md written.');
