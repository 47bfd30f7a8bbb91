// npm run bench:pages — every page of the static export, both languages, as a returning visitor's phone
// loads it: Chromium at 390 px with the CPU slowed 4x through DevTools, until the page is quiet
// (scripts/bench/page-load.mjs). Per page: script time (Chromium's ScriptDuration) and blocking time (long
// tasks after the first paint, past 50 ms), each beside a bare Next 16 page measured alternately with it in
// the same run (one heading, two links; built from the project's own node_modules: what the framework alone
// costs on this machine, right now), and judged as a ratio to it; the largest paint beside the page's own
// zero-JavaScript floor (every script removed), also measured alternately; layout shift; the bytes of
// JavaScript the page runs before any interaction and of its HTML, gzip; and Lighthouse's category scores
// from one run. Medians of BENCH_RUNS runs (default 5). Writes bench/pages.md and bench/pages.json.
// Builds the site first (skip with --no-build). A benchmark, not a test: it reports and never fails on a figure.
//   node scripts/bench/pages.mjs [--no-build] [--merge] [--as=NAME] [path ...]   (BENCH_PORT, default 3650; CHROMIUM_PATH)
// With paths, only those pages are measured; --merge keeps the other rows of bench/pages.json; --as writes
// bench/NAME.md and .json instead (the decision record's comparison with Next's whole client: build with
// `node scripts/build/build.mjs --client=full`, then `--no-build --as=pages-full-client`).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { createStaticServer } from '../serve/serve-static.mjs';
import { exportedHtmlFiles } from '../build/export-files.mjs';
import { firstLoadBytes, islandModules } from '../build/islands/first-load.mjs';
import { ISLANDS_PATH } from '../build/islands/bundle.mjs';
import { pageScripts } from '../build/defer-scripts.mjs';
import { pathOfHtmlFile } from '../../lib/route-table.mjs';
import { chromiumLaunchOptions } from '../shared/chromium.mjs';
import { buildBarePage } from './bare-next.mjs';
import { measureLoad } from './page-load.mjs';
import { writeReport } from './write-report.mjs';
import { htmlFileOf as fileOf, launchChrome, lighthouseRun, median } from './common.mjs';
import { childText, inlineScripts, metaContent, parsePage, withoutScripts } from '../build/page-html.mjs';

const args = process.argv.slice(2);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3650);
const CPU_SLOWDOWN = 4;
const OUT = 'out';
const REPORT = `bench/${args.find((a) => a.startsWith('--as='))?.slice('--as='.length) ?? 'pages'}`;
/** The pages whose form works at once (e2e/site.ts appPages): the contact and search pages. */
const isAppPage = (path) => /(^|\/)(kontakt|sok)$/.test(path);
/** docs/decisions/islands.md: ratios to the bare Next page beside each page, and to the page's floor. */
export const TARGETS = {
  content: { scriptRatio: 0.35, tbtRatio: 0.25 },
  app: { scriptRatio: 0.6, tbtRatio: 0.5 },
  lcpRatio: 1.05,
  cls: 0,
  jsKb: { content: 40, app: 110 },
  htmlKb: 40,
};

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
// Snapshots: a rebuild of out/ during the long run cannot mix two builds.
const siteRoot = mkdtempSync(join(tmpdir(), 'fyrtorn-site-'));
const floorRoot = mkdtempSync(join(tmpdir(), 'fyrtorn-floor-'));
cpSync(OUT, siteRoot, { recursive: true });
cpSync(OUT, floorRoot, { recursive: true });
for (const path of pages)
  writeFileSync(fileOf(floorRoot, path), withoutScripts(readFileSync(fileOf(OUT, path), 'utf8')));
// A full-client export (--client=full) has no islands: its first-load JavaScript is Next's deferred scripts.
const modules = existsSync(join(siteRoot, ISLANDS_PATH)) ? islandModules(siteRoot) : null;

const bare = buildBarePage();
const site = createStaticServer(siteRoot).listen(PORT);
const floor = createStaticServer(floorRoot).listen(PORT + 1);
const bareSite = createStaticServer(bare.out).listen(PORT + 2);
const browser = await chromium.launch({
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, '--lang=sv-SE'],
});
const chrome = await launchChrome();

const previous = args.includes('--merge') ? JSON.parse(readFileSync(`${REPORT}.json`, 'utf8')) : null;
const kept = previous
  ? previous.pages
      .filter((row) => !pages.includes(row.page))
      .map(({ misses, ...row }) => ({ measured: previous.generated, runs: previous.runs, ...row }))
  : [];
const rows = [...kept];
const started = Date.now();

/** A full-client page's JavaScript before any interaction: Next's scripts and its inline ones (the RSC payload among them). */
function fullClientBytes(html) {
  const inline = inlineScripts(parsePage(html)).reduce((sum, script) => sum + gzipSync(childText(script)).length, 0);
  return inline + pageScripts(html).reduce((sum, src) => sum + gzipSync(readFileSync(join(siteRoot, src))).length, 0);
}

/** Medians of RUNS loads of the page, each followed by one of the bare page and one of the page's floor. */
async function measure(path) {
  const html = readFileSync(fileOf(siteRoot, path), 'utf8');
  const robots = metaContent(parsePage(html), 'robots') ?? '';
  const noindex = robots
    .toLowerCase()
    .split(',')
    .some((directive) => directive.trim() === 'noindex');
  const load = (port, target) =>
    measureLoad(browser, `http://localhost:${port}${target}`, { cpuSlowdown: CPU_SLOWDOWN });
  const own = [];
  const bareRuns = [];
  const floorRuns = [];
  for (let i = 0; i < RUNS; i++) {
    own.push(await load(PORT, path));
    bareRuns.push(await load(PORT + 2, '/'));
    floorRuns.push(await load(PORT + 1, path));
  }
  const lhr = await lighthouseRun(chrome.port, `http://localhost:${PORT}${path}`, [
    'performance',
    'accessibility',
    'best-practices',
    'seo',
  ]);
  const of = (runs, key) => median(runs.map((run) => run[key]));
  const ratio = (a, b) => (b > 0 ? Number((a / b).toFixed(2)) : a > 0 ? null : 0);
  const scriptMs = of(own, 'scriptMs');
  const bareScriptMs = of(bareRuns, 'scriptMs');
  const tbtMs = of(own, 'tbtMs');
  const bareTbtMs = of(bareRuns, 'tbtMs');
  const lcpMs = of(own, 'lcpMs');
  const floorLcpMs = of(floorRuns, 'lcpMs');
  return {
    page: path,
    noindex,
    app: isAppPage(path),
    scriptMs: Math.round(scriptMs),
    bareScriptMs: Math.round(bareScriptMs),
    scriptRatio: ratio(scriptMs, bareScriptMs),
    tbtMs: Math.round(tbtMs),
    bareTbtMs: Math.round(bareTbtMs),
    tbtRatio: ratio(tbtMs, bareTbtMs),
    lcpMs: Math.round(lcpMs),
    floorLcpMs: Math.round(floorLcpMs),
    lcpRatio: ratio(lcpMs, floorLcpMs),
    cls: Number(Math.max(...own.map((run) => run.cls)).toFixed(3)),
    jsGzipBytes: modules ? firstLoadBytes(siteRoot, html, modules) : fullClientBytes(html),
    htmlGzipBytes: gzipSync(html).length,
    performance: categoryScore(lhr, 'performance', noindex),
    accessibility: categoryScore(lhr, 'accessibility', noindex),
    bestPractices: categoryScore(lhr, 'best-practices', noindex),
    seo: categoryScore(lhr, 'seo', noindex),
  };
}

try {
  for (const path of pages) {
    const row = { ...(await measure(path)), measured: new Date().toISOString(), runs: RUNS };
    rows.push(row);
    rows.sort((a, b) => a.page.localeCompare(b.page));
    console.log(JSON.stringify(row));
    await writeReports(rows, false);
  }
} finally {
  await browser.close();
  await chrome.kill();
  for (const server of [site, floor, bareSite]) server.close();
  for (const dir of [siteRoot, floorRoot, bare.dir]) rmSync(dir, { recursive: true, force: true });
}
await writeReports(rows, true);
console.log(
  `\n${REPORT}.md written: ${rows.length} pages (${pages.length} measured now), ${RUNS} runs each, ${Math.round((Date.now() - started) / 60000)} min.`,
);

/** The targets a row misses. */
function misses(r) {
  const kind = r.app ? 'app' : 'content';
  return [
    (r.scriptRatio === null || r.scriptRatio > TARGETS[kind].scriptRatio) && 'script',
    (r.tbtRatio === null || r.tbtRatio > TARGETS[kind].tbtRatio) && 'TBT',
    r.lcpRatio > TARGETS.lcpRatio && 'LCP',
    r.cls > TARGETS.cls && 'CLS',
    r.jsGzipBytes > TARGETS.jsKb[kind] * 1024 && 'JS',
    r.htmlGzipBytes > TARGETS.htmlKb * 1024 && 'HTML',
  ].filter(Boolean);
}

async function writeReports(rows, complete) {
  const kB = (bytes) => (bytes / 1024).toFixed(1);
  const meta = {
    generated: new Date().toISOString(),
    complete,
    runs: RUNS,
    cpuSlowdown: CPU_SLOWDOWN,
    settings:
      'Chromium at 390 x 844, CPU slowed 4x (DevTools), a returning visitor (cookie choice made), cold cache, served with brotli by scripts/serve/serve-static.mjs',
    targets: TARGETS,
  };
  await writeReport(
    `${REPORT}.json`,
    `${JSON.stringify({ ...meta, pages: rows.map((r) => ({ ...r, misses: misses(r) })) }, null, 2)}\n`,
  );
  const sittings = [...new Set(kept.map((r) => `${r.measured.slice(0, 10)}, medians of ${r.runs} runs`))];
  const line = (r) =>
    `| ${r.page}${r.noindex ? ' (noindex)' : ''} | ${r.scriptMs} | ${r.bareScriptMs} | ${r.scriptRatio ?? '–'} | ${r.tbtMs} | ${r.bareTbtMs} | ${r.tbtRatio ?? '–'} | ${r.lcpMs} | ${r.floorLcpMs} | ${r.lcpRatio} | ${r.cls} | ${kB(r.jsGzipBytes)} | ${kB(r.htmlGzipBytes)} | ${r.performance} / ${r.accessibility} / ${r.bestPractices} / ${r.seo} | ${misses(r).join(', ') || '–'} |`;
  const lines = [
    '# Page benchmark',
    '',
    `${meta.settings}. Medians of ${RUNS} runs; ${meta.generated}.${complete ? '' : ' (incomplete run)'}`,
    ...(kept.length
      ? [
          `Measured in this run: ${pages.join(', ')}. Kept from an earlier run (--merge): ${kept.length} pages (${sittings.join('; ')}).`,
        ]
      : []),
    'Script = Chromium\'s ScriptDuration for the load until quiet; TBT = long tasks after the first paint, past 50 ms. Each beside the bare Next 16 page (one heading, two links) loaded after each run of the page: "Bare" is the median of those runs, the ratio the page\'s median over it.',
    'LCP beside the floor: the same page with every `<script>` removed, loaded after each run. JS = what the page runs before any interaction (inline and the modules of the islands that start by themselves), gzip; HTML gzip.',
    `Targets (docs/decisions/islands.md): script at most ${TARGETS.content.scriptRatio}x and TBT at most ${TARGETS.content.tbtRatio}x the bare page on a content page, ${TARGETS.app.scriptRatio}x and ${TARGETS.app.tbtRatio}x on the contact and search pages; LCP at most ${TARGETS.lcpRatio}x the floor; CLS 0; JS ${TARGETS.jsKb.content} kB (${TARGETS.jsKb.app}); HTML ${TARGETS.htmlKb} kB. Lighthouse (one run, mobile, simulated throttling): performance / accessibility / best practices / SEO.`,
    '',
    '| Page | Script ms | Bare script ms | Script ratio | TBT ms | Bare TBT ms | TBT ratio | LCP ms | Floor LCP ms | LCP ratio | CLS | JS kB | HTML kB | Lighthouse | Misses |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|---|',
    ...rows.map(line),
    '',
  ];
  await writeReport(`${REPORT}.md`, lines.join('\n'));
}
