// npm run bench:pages — Lighthouse on every page of the static export, both languages.
// Builds the site once (skip with --no-build), serves out/ the way a CDN does (brotli/gzip, the
// _headers rules) and runs Lighthouse 12 (default mobile emulation, simulated throttling) on each
// page, then on the same page with every script removed: the zero-JavaScript floor for that HTML
// and CSS. Medians of BENCH_RUNS runs (default 3). Writes bench/pages.md and bench/pages.json.
// Chromium runs with a Swedish language (--lang, --accept-lang): a visitor whose browser prefers another language is sent from / to
// /en by the language script, which would measure a redirect instead of the page.
// The same run measures a bare Next 16 page (one heading, two links; built from the project's own
// node_modules in a temp directory): what the framework alone costs on this machine, right now. It is
// measured once more beside every run of every page, and each page's TBT is judged as a ratio to the
// bare page's runs beside its own: a machine shared with other work is not as loaded at the end of a
// half-hour run as at its start.
// A benchmark, not a test: it reports and never fails on a figure.
//   node scripts/bench/pages.mjs [--no-build] [--merge] [path ...]   (BENCH_PORT, default 3650; CHROMIUM_PATH)
// With paths, only those pages are measured; --merge keeps the other rows of bench/pages.json.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticServer } from '../serve/serve-static.mjs';
import { exportedHtmlFiles } from '../build/export-files.mjs';
import { pathOfHtmlFile } from '../../lib/route-table.mjs';
import { buildBarePage } from './bare-next.mjs';
import { writeReport } from './write-report.mjs';
import {
  firstLoadBytes as bytesOf,
  htmlFileOf as fileOf,
  launchChrome,
  lighthouseRun as run,
  median,
} from './common.mjs';
import { metaContent, parsePage, withoutScripts } from '../build/page-html.mjs';

const args = process.argv.slice(2);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3650);
const OUT = 'out';
const TARGETS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpRatio: 1.6,
  tbtRatio: 1.3,
  cls: 0.01,
  html: 40 * 1024,
};
const jsBudget = (path) => (/\/kontakt$/.test(path) ? 175 : 150) * 1024;

if (!args.includes('--no-build')) {
  const build = spawnSync('node', ['scripts/build/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Every page a visitor lands on: not the 404 pages, not the /priser forward, not the /en/ alias. */
function benchPages() {
  const wanted = args.filter((a) => a.startsWith('/'));
  return exportedHtmlFiles(OUT)
    .filter((rel) => rel !== 'en/index.html' && !/(^|\/)404\.html$/.test(rel) && rel !== 'priser.html')
    .map(pathOfHtmlFile)
    .sort()
    .filter((p) => !wanted.length || wanted.includes(p));
}

/** A category score 0-100; noindex pages leave out the indexability audit (they are noindex on purpose). */
function categoryScore(lhr, id, noindex) {
  const category = lhr.categories[id];
  if (!category) return null;
  if (id !== 'seo' || !noindex) return Math.round(category.score * 100);
  let sum = 0;
  let weights = 0;
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (ref.id === 'is-crawlable' || !ref.weight || audit.score === null) continue;
    sum += ref.weight * audit.score;
    weights += ref.weight;
  }
  return Math.round((sum / weights) * 100);
}

const pages = benchPages();
// Both copies are snapshots: a rebuild of out/ during the long run cannot mix two builds.
const siteRoot = mkdtempSync(join(tmpdir(), 'fyrtorn-site-'));
const floorRoot = mkdtempSync(join(tmpdir(), 'fyrtorn-floor-'));
cpSync(OUT, siteRoot, { recursive: true });
cpSync(OUT, floorRoot, { recursive: true });
for (const path of pages)
  writeFileSync(fileOf(floorRoot, path), withoutScripts(readFileSync(fileOf(OUT, path), 'utf8')));

const bare = buildBarePage();
const bareFloorRoot = mkdtempSync(join(tmpdir(), 'fyrtorn-bare-floor-'));
cpSync(bare.out, bareFloorRoot, { recursive: true });
writeFileSync(fileOf(bareFloorRoot, '/'), withoutScripts(readFileSync(fileOf(bare.out, '/'), 'utf8')));

const site = createStaticServer(siteRoot).listen(PORT);
const floor = createStaticServer(floorRoot).listen(PORT + 1);
const bareSite = createStaticServer(bare.out).listen(PORT + 2);
const bareFloor = createStaticServer(bareFloorRoot).listen(PORT + 3);
const chrome = await launchChrome();

// Each row keeps the day and the run count of its own sitting, so a merged report says which rows
// were measured when (rows of reports written before rows carried them take the report's).
const previous = args.includes('--merge') ? JSON.parse(readFileSync('bench/pages.json', 'utf8')) : null;
const kept = previous
  ? previous.pages
      .filter((row) => !pages.includes(row.page))
      .map(({ misses, ...row }) => ({ measured: previous.generated, runs: previous.runs, ...row }))
  : [];
const rows = [...kept];
let baseline = null;
const started = Date.now();

/**
 * Medians of RUNS Lighthouse runs of one page, of its script-free floor and (`beside`) of the bare
 * Next page, each run of the three one after the other.
 */
async function measure({ label, root, port, floorPort, path, beside }) {
  const robots = metaContent(parsePage(readFileSync(fileOf(root, path), 'utf8')), 'robots') ?? '';
  const noindex = robots
    .toLowerCase()
    .split(',')
    .some((directive) => directive.trim() === 'noindex');
  const full = [];
  const floorRuns = [];
  const bareRuns = [];
  for (let i = 0; i < RUNS; i++) {
    full.push(
      await run(chrome.port, `http://localhost:${port}${path}`, [
        'performance',
        'accessibility',
        'best-practices',
        'seo',
      ]),
    );
    floorRuns.push(await run(chrome.port, `http://localhost:${floorPort}${path}`, ['performance']));
    if (beside) bareRuns.push(await run(chrome.port, `http://localhost:${PORT + 2}/`, ['performance']));
  }
  const metric = (lhrs, id) => median(lhrs.map((lhr) => lhr.audits[id].numericValue));
  const score = (id) => median(full.map((lhr) => categoryScore(lhr, id, noindex)));
  const lcp = metric(full, 'largest-contentful-paint');
  const floorLcp = metric(floorRuns, 'largest-contentful-paint');
  const tbt = metric(full, 'total-blocking-time');
  const bareTbt = beside ? metric(bareRuns, 'total-blocking-time') : tbt;
  return {
    page: label,
    noindex,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lcp),
    floorLcpMs: Math.round(floorLcp),
    lcpRatio: Number((lcp / floorLcp).toFixed(2)),
    tbtMs: Math.round(tbt),
    bareTbtMs: Math.round(bareTbt),
    tbtRatio: Number((tbt / bareTbt).toFixed(2)),
    cls: Number(metric(full, 'cumulative-layout-shift').toFixed(3)),
    ...Object.fromEntries(Object.entries(bytesOf(root, path)).map(([k, v]) => [`${k}GzipBytes`, v])),
  };
}

try {
  baseline = await measure({
    label: 'bare Next 16 page',
    root: bare.out,
    port: PORT + 2,
    floorPort: PORT + 3,
    path: '/',
    beside: false,
  });
  console.log(JSON.stringify(baseline));
  for (const path of pages) {
    const row = await measure({
      label: path,
      root: siteRoot,
      port: PORT,
      floorPort: PORT + 1,
      path,
      beside: true,
    });
    Object.assign(row, { measured: new Date().toISOString(), runs: RUNS });
    rows.push(row);
    rows.sort((a, b) => a.page.localeCompare(b.page));
    console.log(JSON.stringify(row));
    await writeReports(rows, false);
  }
} finally {
  await chrome.kill();
  for (const server of [site, floor, bareSite, bareFloor]) server.close();
  for (const dir of [siteRoot, floorRoot, bareFloorRoot, bare.dir]) rmSync(dir, { recursive: true, force: true });
}
await writeReports(rows, true);
console.log(
  `\nbench/pages.md written: ${rows.length} pages (${pages.length} measured now), ${RUNS} runs each, ${Math.round((Date.now() - started) / 60000)} min.`,
);

async function writeReports(rows, complete) {
  const misses = (r) =>
    [
      r.performance < TARGETS.performance && 'perf',
      r.accessibility < TARGETS.accessibility && 'a11y',
      r.bestPractices < TARGETS['best-practices'] && 'bp',
      r.seo < TARGETS.seo && 'seo',
      r.lcpRatio > TARGETS.lcpRatio && 'LCP ratio',
      r.tbtRatio > TARGETS.tbtRatio && 'TBT ratio',
      r.cls > TARGETS.cls && 'CLS',
      r.jsGzipBytes > jsBudget(r.page) && 'JS',
      r.htmlGzipBytes > TARGETS.html && 'HTML',
    ].filter(Boolean);
  const kB = (bytes) => (bytes / 1024).toFixed(1);
  const meta = {
    generated: new Date().toISOString(),
    complete,
    runs: RUNS,
    lighthouse: JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version,
    settings:
      'mobile emulation, simulated throttling (Lighthouse defaults); served with brotli by scripts/serve/serve-static.mjs',
    targets: TARGETS,
  };
  await writeReport(
    'bench/pages.json',
    `${JSON.stringify({ ...meta, baseline, pages: rows.map((r) => ({ ...r, misses: misses(r) })) }, null, 2)}\n`,
  );
  const line = (r, name, missed) =>
    `| ${name} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} | ${(r.floorLcpMs / 1000).toFixed(2)} | ${r.lcpRatio.toFixed(2)} | ${r.tbtMs} | ${r.bareTbtMs ?? '–'} | ${r.tbtRatio?.toFixed(2) ?? '–'} | ${r.cls} | ${kB(r.jsGzipBytes)} | ${kB(r.htmlGzipBytes)} | ${missed} |`;
  const sittings = [...new Set(kept.map((r) => `${r.measured.slice(0, 10)}, medians of ${r.runs} runs`))];
  const lines = [
    '# Page benchmark (Lighthouse)',
    '',
    `Lighthouse ${meta.lighthouse}, ${meta.settings}. Medians of ${RUNS} runs; ${meta.generated}.${complete ? '' : ' (incomplete run)'}`,
    ...(kept.length
      ? [
          `Measured in this run: ${pages.join(', ')} (and the bare page). Kept from an earlier run (--merge): ${kept.length} pages (${sittings.join('; ')}).`,
        ]
      : []),
    'Floor = the same page with every `<script>` (and script preload) removed. JS = first-load scripts, gzip; HTML gzip.',
    'SEO of noindex pages leaves out the indexability audit. "Misses" lists the issue\'s targets a page does not meet.',
    'The first row is the baseline, measured in the same run: a bare Next 16 page (one heading, two links, no CSS).',
    "Bare TBT = the bare page's median TBT over its runs beside the page's own (one after each); TBT ratio = the page's TBT / that.",
    '',
    '| Page | Perf | A11y | BP | SEO | LCP s | Floor LCP s | LCP ratio | TBT ms | Bare TBT ms | TBT ratio | CLS | JS kB | HTML kB | Misses |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
    ...(baseline ? [line(baseline, `*${baseline.page}*`, '(baseline)')] : []),
    ...rows.map((r) => line(r, `${r.page}${r.noindex ? ' (noindex)' : ''}`, misses(r).join(', ') || '–')),
    '',
  ];
  await writeReport('bench/pages.md', lines.join('\n'));
}
