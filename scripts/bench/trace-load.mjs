// npm run trace:load — where the main thread's time goes while a page loads, beside the bare Next
// page in the same run. Each page is loaded in Chromium with the CPU slowed 4x (a phone, as
// Lighthouse's mobile run assumes) and a phone's screen, and traced: every main-thread task over
// 50 ms, how it started (which chunk was evaluated, which callback ran) and where its time went (the
// RSC payload, React's render and hydration, its commit and effects, module evaluation, style and
// layout, GC), with functions named through the build's source maps. Blocking time = the part of
// each task past 50 ms, after the first contentful paint (what Lighthouse's TBT sums).
// Builds a copy of the site and the bare page with browser source maps (skip with --no-build, which
// reuses the last ones in bench/tmp/). Medians of TRACE_RUNS runs (default 3); the long tasks listed
// are those of each page's median run. Writes bench/trace-load.md and bench/trace-load.json, and each page's
// median trace to bench/tmp/traces/ (open it in Chrome DevTools' Performance panel).
// A benchmark, not a test: it reports and never fails on a figure.
//   node scripts/bench/trace-load.mjs [--no-build] [path ...]   (default: / /fdaas /kontakt; BENCH_PORT, default 3690)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { createStaticServer } from '../serve/serve-static.mjs';
import { chromiumLaunchOptions } from '../shared/chromium.mjs';
import { htmlFileOf, median } from './common.mjs';
import { childText, inlineScripts, parsePage } from '../build/page-html.mjs';
import { buildBarePage } from './bare-next.mjs';
import { joinedTexts } from '../build/defer-scripts.mjs';
import { makeWorkspace } from '../catalogs/workspace.mjs';
import { writeReport } from './write-report.mjs';
import {
  LONG_TASK_MS,
  describeTask,
  mainThreadOf,
  pageMarks,
  profileSamples,
  sourceNamer,
  topLevelTasks,
} from './trace-analysis.mjs';

const args = process.argv.slice(2);
const RUNS = Number(process.env.TRACE_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3690);
// TRACE_SLOWDOWN=1 traces at full speed; the CPU-time figures are then scaled to a 4x slower phone,
// as Lighthouse's simulation does with its unthrottled trace.
const CPU_SLOWDOWN = Number(process.env.TRACE_SLOWDOWN ?? 4);
const PHONE_SLOWDOWN = 4;
const SETTLE_MS = 4000;
const paths = args.filter((a) => a.startsWith('/'));
const PAGES = paths.length ? paths : ['/', '/fdaas', '/kontakt'];
const SITE = 'bench/tmp/trace-site';
const BARE = 'bench/tmp/trace-bare';
const CATEGORIES = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];
// Lighthouse's mobile screen (Moto G Power).
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** The site, built in a throwaway copy with browser source maps, and the bare page, both into bench/tmp/. */
function buildWithSourceMaps() {
  const workspace = makeWorkspace();
  try {
    const config = join(workspace.dir, 'next.config.mjs');
    const site = readFileSync(config, 'utf8');
    writeFileSync(
      config,
      site.replace('const nextConfig = {', 'const nextConfig = {\n    productionBrowserSourceMaps: true,'),
    );
    const build = spawnSync('node', ['scripts/build/build.mjs'], {
      cwd: workspace.dir,
      encoding: 'utf8',
      env: { ...process.env, TYPES_CHECKED: '1', ISLANDS_SOURCE_MAPS: '1' },
    });
    if (build.status !== 0) throw new Error(`The source-mapped build failed:\n${build.stdout}\n${build.stderr}`);
    rmSync(SITE, { recursive: true, force: true });
    cpSync(join(workspace.dir, 'out'), SITE, { recursive: true });
  } finally {
    workspace.remove();
  }
  const bare = buildBarePage({ sourceMaps: true });
  rmSync(BARE, { recursive: true, force: true });
  cpSync(bare.out, BARE, { recursive: true });
  rmSync(bare.dir, { recursive: true, force: true });
}

if (!args.includes('--no-build')) buildWithSourceMaps();
if (!existsSync(SITE) || !existsSync(BARE)) throw new Error(`No ${SITE} or ${BARE}: run without --no-build first.`);

/** Bytes of the page's inline RSC payload, and its element counts (all, SVG, per landmark). */
function pageShape(root, path) {
  const html = readFileSync(htmlFileOf(root, path), 'utf8');
  const payload = inlineScripts(parsePage(html))
    .flatMap((script) => joinedTexts(childText(script)))
    .filter((text) => text.startsWith('self.__next_f.push('))
    .reduce((sum, text) => sum + text.length, 0);
  return { htmlBytes: html.length, rscPayloadBytes: payload };
}

/** One traced load: its marks, tasks and the raw trace. */
async function traceLoad(browser, url) {
  const context = await browser.newContext({ ...PHONE, locale: 'sv-SE' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  const elements = await page.evaluate(() => {
    const count = (selector) => document.querySelectorAll(selector).length;
    return {
      all: count('*'),
      svg: count('svg, svg *'),
      header: count('body > header *, header#top *'),
      main: count('main *'),
      footer: count('footer *'),
    };
  });
  const trace = (await browser.stopTracing()).toString();
  await context.close();
  return { trace, elements };
}

/** The figures of one traced load: blocking time after FCP, busy time, long tasks described. */
function analyse(trace, url, root) {
  const { traceEvents: events } = JSON.parse(trace);
  const thread = mainThreadOf(events, url);
  const marks = pageMarks(events, thread, url);
  const tasks = topLevelTasks(events, thread).filter((task) => task.ts >= marks.navigationStart);
  const after = (ts) => ts >= (marks.fcp ?? marks.navigationStart);
  const ms = (us) => Math.round(us / 1000);
  const long = tasks.filter((task) => task.dur > LONG_TASK_MS * 1000);
  // The part past 50 ms of each task after FCP, on the wall clock or on the thread's CPU time (this
  // one scaled to the phone when the trace ran faster).
  const scale = { dur: 1, cpu: PHONE_SLOWDOWN / CPU_SLOWDOWN };
  const blocking = (key) =>
    ms(
      tasks
        .filter((task) => after(task.ts))
        .reduce((sum, task) => sum + Math.max(0, task[key] * scale[key] - LONG_TASK_MS * 1000), 0),
    );
  const profile = profileSamples(events, thread);
  const name = sourceNamer(root);
  return {
    fcpMs: marks.fcp && ms(marks.fcp - marks.navigationStart),
    lcpMs: marks.lcp && ms(marks.lcp - marks.navigationStart),
    blockingMs: blocking('dur'),
    cpuBlockingMs: blocking('cpu'),
    busyMs: ms(tasks.reduce((sum, task) => sum + task.dur, 0)),
    longTasks: long.map((task) => ({
      ...describeTask(task, events, thread, profile, name),
      startMs: ms(task.ts - marks.navigationStart),
      afterFcp: after(task.ts),
    })),
  };
}

const site = createStaticServer(SITE).listen(PORT);
const bareSite = createStaticServer(BARE).listen(PORT + 1);
const browser = await chromium.launch(chromiumLaunchOptions);
const rows = [];
try {
  const targets = [
    { label: 'bare Next 16 page', root: BARE, port: PORT + 1, path: '/' },
    ...PAGES.map((path) => ({ label: path, root: SITE, port: PORT, path })),
  ];
  mkdirSync('bench/tmp/traces', { recursive: true });
  for (const { label, root, port, path } of targets) {
    const url = `http://localhost:${port}${path}`;
    const runs = [];
    for (let attempt = 1; runs.length < RUNS; attempt++) {
      const { trace, elements } = await traceLoad(browser, url);
      try {
        runs.push({ ...analyse(trace, url, root), elements, trace });
      } catch (error) {
        // Now and then Chromium leaves the navigation's marks out of a trace: that run is taken again.
        if (attempt >= RUNS * 2) throw error;
        console.warn(`${url}: ${error.message} Tracing again.`);
      }
    }
    const blocking = median(runs.map((run) => run.blockingMs));
    const chosen = runs.reduce((best, run) =>
      Math.abs(run.blockingMs - blocking) < Math.abs(best.blockingMs - blocking) ? run : best,
    );
    const file = `bench/tmp/traces/${label === '/' ? 'home' : label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.json`;
    writeFileSync(file, chosen.trace);
    const row = {
      page: label,
      blockingMs: blocking,
      blockingRuns: runs.map((run) => run.blockingMs),
      cpuBlockingMs: median(runs.map((run) => run.cpuBlockingMs)),
      cpuBlockingRuns: runs.map((run) => run.cpuBlockingMs),
      busyMs: median(runs.map((run) => run.busyMs)),
      fcpMs: median(runs.map((run) => run.fcpMs)),
      lcpMs: median(runs.map((run) => run.lcpMs)),
      ...pageShape(root, path),
      elements: chosen.elements,
      longTasks: chosen.longTasks,
      trace: file,
    };
    rows.push(row);
    console.log(
      `${label}: blocking ${row.blockingMs} ms (${row.blockingRuns.join(', ')}), on CPU time ${row.cpuBlockingMs} ms (${row.cpuBlockingRuns.join(', ')}), busy ${row.busyMs} ms`,
    );
  }
} finally {
  await browser.close();
  site.close();
  bareSite.close();
}
await writeReports(rows);

async function writeReports(rows) {
  const [bare] = rows;
  const generated = new Date().toISOString();
  await writeReport(
    'bench/trace-load.json',
    `${JSON.stringify({ generated, runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, pages: rows.map(({ trace, ...row }) => ({ ...row, trace })) }, null, 2)}\n`,
  );
  const ratio = (value) => (bare.blockingMs ? (value / bare.blockingMs).toFixed(2) : '–');
  const list = (pairs) => pairs.map(([key, value]) => `${key} ${value}`).join('; ');
  const lines = [
    '# Main-thread trace of the load',
    '',
    `Chromium, CPU ${CPU_SLOWDOWN}x slower, ${PHONE.viewport.width}x${PHONE.viewport.height} phone screen; medians of ${RUNS} runs; ${generated}.`,
    `Blocking = the part of each main-thread task past ${LONG_TASK_MS} ms after the first contentful paint (what TBT sums); busy = all main-thread tasks from navigation until ${SETTLE_MS / 1000} s after the network is idle.`,
    'The long tasks are those of the median run; ms of each task by phase, by owner and by function (self time), from the V8 sampling profile.',
    '',
    '| Page | Blocking ms (runs) | Ratio to bare | Busy ms | FCP ms | LCP ms | Elements (SVG) | RSC payload kB |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.blockingMs} (${r.blockingRuns.join(', ')}) | ${ratio(r.blockingMs)} | ${r.busyMs} | ${r.fcpMs} | ${r.lcpMs} | ${r.elements.all} (${r.elements.svg}) | ${(r.rscPayloadBytes / 1024).toFixed(1)} |`,
    ),
    '',
    ...rows.flatMap((r) => [
      `## ${r.page}`,
      '',
      ...(r.longTasks.length
        ? r.longTasks.flatMap((task) => [
            `- **${task.durationMs} ms at ${task.startMs} ms**${task.afterFcp ? '' : ' (before FCP)'}: ${task.entry}.`,
            `  - Phases: ${list(task.phases)}.`,
            `  - Owners: ${list(task.owners)}.`,
            `  - Functions: ${list(task.functions)}.`,
          ])
        : ['No task over 50 ms.']),
      '',
    ]),
  ];
  await writeReport('bench/trace-load.md', lines.join('\n'));
}
