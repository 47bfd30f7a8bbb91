// npm run bench:navigation-input — from a click on a link to the next page painted, as a visitor's Chrome gets
// it: the islands export with Speculation Rules prerendering the next page while the pointer rests on its link,
// which bench:navigation cannot measure (Chromium does not prerender while DevTools throttles the CPU).
// Chromium (the full browser) started as a plain process under Xvfb, without remote debugging, a fresh profile
// for each run with a returning visitor's cookie choice; the input is the X server's own, from xdotool: the
// pointer moved onto the link, resting on it 300 ms, a click. Measured alternately in the same run: (a) the
// islands export, (b) the same site with Next's whole client (its router renders the next page in this one),
// (c) the islands export with a DevTools client attached (puppeteer connected) that sets the CPU throttling
// rate, at 1, as bench:navigation's does at 4: a client merely attached does not stop Chromium prerendering,
// the throttling does (the page then loads on the click, as in bench:navigation). Each figure beside (b), as a
// ratio. Two times: to the next page painted (navigation.mjs's count: its first contentful paint, or the frame
// after the new heading is in, in the same document), and to its first frame, counted alike in both kinds.
// The pages time themselves with navigation.mjs's script (navigation-pages.mjs, with the routes and the builds)
// and post what they noted to the bench's own server (navigator.sendBeacon to /__bench/note); the page the
// route starts from also posts, once hydrated and quiet, where its link is on the screen. The run starts at
// /__bench/start, which stores the cookie choice and the route, then opens the route's first page.
// Caveats: without DevTools nothing slows the CPU, so the figures are this machine's speed, not a phone's
// (bench:navigation's are at 4x slower): compare them within the run, as ratios. Chromium's window is at
// least 500 px wide, so the window is 500x844 (kiosk mode, at the screen's origin), not 390: still the
// phone's layout, below the first breakpoint (640 px). Whether the next page was prerendered is the page's
// own word (its navigation entry's activationStart), counted in the report. The islands' pages cross-fade
// into the next (a cross-document view transition, app/globals.css), which Next's router does not: both times
// include the wait for it to start.
// Needs Xvfb and xdotool (apt-get install xvfb xdotool); installs nothing. Builds both exports unless
// --no-build (then BENCH_FULL_OUT names a full-client export, or the one the last build kept, and out/ is
// the islands export). Writes bench/navigation-input.md and bench/navigation-input.json.
// A benchmark, not a test: it reports and never fails on a figure.
// (BENCH_RUNS, default 5; BENCH_PORT, default 3675, with the next two ports; CHROMIUM_PATH)
import { execFile, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import puppeteer from 'puppeteer-core';
import { createStaticServer } from '../serve/serve-static.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../shared/chromium.mjs';
import { median } from './common.mjs';
import { HOVER_MS, exportsToCompare, routes, timedCopy, timingScript } from './navigation-pages.mjs';
import { QUIET_MS } from './page-load.mjs';
import { writeReport } from './write-report.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3675);
const DEVTOOLS_PORT = PORT + 2;
const [WIDTH, HEIGHT] = [500, 844];
const START = '/__bench/start';
const BEACON = '/__bench/note';
/** How long a page may take to load and hydrate, and the next page to be painted after the click. */
const READY_TIMEOUT_MS = 60_000;
const PAINT_TIMEOUT_MS = 15_000;

for (const [tool, debianPackage] of [
  ['Xvfb', 'xvfb'],
  ['xdotool', 'xdotool'],
]) {
  if (spawnSync('sh', ['-c', 'command -v "$0"', tool]).status !== 0) {
    console.error(`${tool} is missing: apt-get install ${debianPackage}`);
    process.exit(1);
  }
}

/**
 * What the route's first page runs after the timing script: once it has hydrated, it scrolls the visible link
 * to the route's next page into view (as puppeteer's hover does in navigation.mjs; a phone's header keeps its
 * links in the menu), and after `quietMs` posts where the link is on the screen (in the screen's pixels).
 */
function pointAtLink(beacon, quietMs) {
  const [from, to] = [localStorage.getItem('nav:from'), localStorage.getItem('nav:to')];
  if (location.pathname !== from) return;
  const post = (link) => {
    const box = link?.getBoundingClientRect();
    const onScreen = box && box.top >= 0 && box.bottom <= innerHeight;
    const top = screenY + outerHeight - innerHeight;
    const point = onScreen && {
      x: Math.round((screenX + box.left + box.width / 2) * devicePixelRatio),
      y: Math.round((top + box.top + box.height / 2) * devicePixelRatio),
    };
    const viewport = [innerWidth, innerHeight];
    navigator.sendBeacon(beacon, JSON.stringify({ kind: 'ready', path: location.pathname, point, viewport }));
  };
  const wait = () => {
    if (!document.documentElement.hasAttribute('data-hydrated')) return setTimeout(wait, 100);
    const link = [...document.querySelectorAll(`a[href="${to}"]`)].find((a) => a.checkVisibility());
    link?.scrollIntoView({ block: 'center', behavior: 'instant' });
    setTimeout(() => post(link), quietMs);
  };
  wait();
}

/** Notes the bench waits for: `{ kind, path }` and the promise's resolve. */
let awaited = [];

/** The next note of `kind` from the page at `path`, or null after `ms`. */
function nextNote(kind, path, ms) {
  return new Promise((resolve) => {
    const entry = { kind, path, resolve };
    const timer = setTimeout(() => {
      awaited = awaited.filter((other) => other !== entry);
      resolve(null);
    }, ms);
    entry.resolve = (note) => {
      clearTimeout(timer);
      resolve(note);
    };
    awaited.push(entry);
  });
}

function received(note) {
  const entry = awaited.find(({ kind, path }) => kind === note.kind && path === note.path);
  awaited = awaited.filter((other) => other !== entry);
  entry?.resolve(note);
}

/** An export's files, the start page of a run, and the notes its pages post. */
function benchServer(root) {
  const [files] = createStaticServer(root).listeners('request');
  return createServer((req, res) => {
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === START) {
      const from = searchParams.get('from');
      const stored = { 'cookie-consent': 'accepted', 'nav:from': from, 'nav:to': searchParams.get('to') };
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(
        `<!doctype html><script>for (const [key, value] of Object.entries(${JSON.stringify(stored)})) localStorage.setItem(key, value); location.replace(${JSON.stringify(from)});</script>`,
      );
    } else if (pathname === BEACON && req.method === 'POST') {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        res.writeHead(204).end();
        received(JSON.parse(body));
      });
    } else files(req, res);
  });
}

/** The processes this bench started (each the leader of its own group), killed at the latest on exit. */
const started = new Set();

function start(command, args, options) {
  const child = spawn(command, args, { detached: true, stdio: 'ignore', ...options });
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

/** Kills the process and everything it started (its group), and waits for it. */
async function stop(child) {
  if (!started.has(child)) return;
  const exited = once(child, 'exit');
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    return;
  }
  await exited;
}

process.on('exit', () => {
  for (const child of started) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** An X server with a screen of the window's size; its display once it is ready. */
async function startXvfb() {
  const xvfb = start('Xvfb', ['-displayfd', '3', '-screen', '0', `${WIDTH}x${HEIGHT}x24`, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise((resolve, reject) => {
    let written = '';
    xvfb.stdio[3].on('data', (chunk) => {
      written += chunk;
      if (written.includes('\n')) resolve(`:${written.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready.`)));
  });
  return { xvfb, display };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A DevTools client on the browser's port, attached to its pages as puppeteer attaches (retried while Chromium starts). */
async function attachDevTools() {
  for (let attempt = 0; ; attempt++) {
    try {
      const browser = await puppeteer.connect({
        browserURL: `http://127.0.0.1:${DEVTOOLS_PORT}`,
        defaultViewport: null,
      });
      const [page] = await browser.pages();
      const session = await page.createCDPSession();
      await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      return browser;
    } catch (error) {
      if (attempt === 100) throw error;
      await sleep(200);
    }
  }
}

const compared = exportsToCompare();
const script = `${timingScript(BEACON)};(${pointAtLink.toString()})(${JSON.stringify(BEACON)}, ${QUIET_MS})`;
const copies = { full: timedCopy(compared.full, script), islands: timedCopy(compared.islands, script) };
const servers = [benchServer(copies.islands).listen(PORT), benchServer(copies.full).listen(PORT + 1)];
const variants = {
  islands: { origin: `http://localhost:${PORT}`, devtools: false },
  full: { origin: `http://localhost:${PORT + 1}`, devtools: false },
  devtools: { origin: `http://localhost:${PORT}`, devtools: true },
};
const { display } = await startXvfb();
const env = { ...process.env, DISPLAY: display };
const xdotool = (...args) => promisify(execFile)('xdotool', args.map(String), { env });

/** One navigation in a new browser: the milliseconds from the click to the next page painted, and how. */
async function navigate({ origin, devtools }, { from, to }) {
  const profile = mkdtempSync(join(tmpdir(), 'fyrtorn-chromium-'));
  const ready = nextNote('ready', from, READY_TIMEOUT_MS);
  // The pointer waits in the screen's corner, on no link, until it moves to the route's.
  await xdotool('mousemove', WIDTH - 1, HEIGHT - 1);
  const chromium = start(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--no-default-browser-check',
      `--user-data-dir=${profile}`,
      '--kiosk',
      '--window-position=0,0',
      `--window-size=${WIDTH},${HEIGHT}`,
      '--lang=sv-SE',
      '--accept-lang=sv-SE,sv',
      ...(devtools ? [`--remote-debugging-port=${DEVTOOLS_PORT}`] : []),
      `${origin}${START}?${new URLSearchParams({ from, to })}`,
    ],
    { env },
  );
  let client = null;
  try {
    if (devtools) client = await attachDevTools();
    const page = await ready;
    if (!page) throw new Error(`${origin}${from}: not hydrated within ${READY_TIMEOUT_MS} ms.`);
    if (!page.point) throw new Error(`${origin}${from}: no visible link to ${to} on the screen (${page.viewport}).`);
    const painted = nextNote('painted', to, PAINT_TIMEOUT_MS);
    await xdotool('mousemove', '--sync', page.point.x, page.point.y);
    await sleep(HOVER_MS);
    await xdotool('click', 1);
    const note = await painted;
    if (!note) console.warn(`${origin}${from} → ${to}: the next page noted no paint within ${PAINT_TIMEOUT_MS} ms.`);
    return note
      ? { ms: note.at - note.clickAt, frameMs: note.frameAt && note.frameAt - note.clickAt, how: note.how }
      : { ms: null, frameMs: null, how: 'not painted' };
  } finally {
    await client?.disconnect();
    await stop(chromium);
    rmSync(profile, { recursive: true, force: true });
  }
}

const medianOf = (runs, key) => {
  const middle = median(runs.map((run) => run[key]));
  return middle === null ? null : Math.round(middle);
};
const ratio = (a, b) => (a && b ? Number((a / b).toFixed(2)) : null);
const count = (runs, how) => runs.filter((run) => run.how === how).length;
/** A row's figures from its runs of the three variants: medians and ratios to the full client, for both times. */
function figures(route, runs) {
  const row = { route, runs: runs.islands.length };
  for (const key of ['ms', 'frameMs']) {
    const [islands, full, devtools] = [
      medianOf(runs.islands, key),
      medianOf(runs.full, key),
      medianOf(runs.devtools, key),
    ];
    row[key] = { islands, full, devtools, islandsRatio: ratio(islands, full), devtoolsRatio: ratio(devtools, full) };
  }
  row.islandsPrerendered = count(runs.islands, 'prerendered');
  row.devtoolsPrerendered = count(runs.devtools, 'prerendered');
  row.fullSameDocument = count(runs.full, 'same document');
  return row;
}

const rows = [];
const all = { islands: [], full: [], devtools: [] };
try {
  for (const route of routes) {
    const runs = { islands: [], full: [], devtools: [] };
    for (let i = 0; i < RUNS; i++) {
      for (const [name, variant] of Object.entries(variants)) runs[name].push(await navigate(variant, route));
    }
    for (const name of Object.keys(all)) all[name].push(...runs[name]);
    const row = { ...figures(`${route.from} → ${route.to}`, runs), ...runs };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await Promise.all([...started].map(stop));
  servers.forEach((server) => server.close());
  for (const dir of Object.values(copies)) rmSync(dir, { recursive: true, force: true });
}
const total = figures('All routes', all);

const generated = new Date().toISOString();
await writeReport(
  'bench/navigation-input.json',
  `${JSON.stringify({ generated, runs: RUNS, window: [WIDTH, HEIGHT], hoverMs: HOVER_MS, total, rows }, null, 2)}\n`,
);
const times = (r, key) =>
  `${r[key].islands} | ${r[key].full} | ${r[key].islandsRatio} | ${r[key].devtools} | ${r[key].devtoolsRatio}`;
const paintLine = (r) =>
  `| ${r.route} | ${times(r, 'ms')} | ${r.islandsPrerendered} of ${r.runs} | ${r.devtoolsPrerendered} of ${r.runs} | ${r.fullSameDocument} of ${r.runs} |`;
const frameLine = (r) => `| ${r.route} | ${times(r, 'frameMs')} |`;
const columns =
  '| Route | Islands ms | Full client ms | Islands / full | Islands with DevTools ms | With DevTools / full |';
await writeReport(
  'bench/navigation-input.md',
  [
    "# Navigation with a visitor's input: click to the next page painted, prerender allowed",
    '',
    `Chromium (the full browser) as a plain process under Xvfb, without remote debugging unless said, a fresh profile for each run, a returning visitor; the pointer moved by xdotool (the X server's own input) onto the link, resting ${HOVER_MS} ms, then a click. Medians of ${RUNS} runs of each route, the three columns measured alternately; ${generated}.`,
    `The CPU is not slowed (only DevTools can slow it): the figures are this machine's speed, not a phone's (bench/navigation.md's are at 4x slower); compare within the table, as ratios. The window is ${WIDTH}x${HEIGHT} in kiosk mode (Chromium's window is at least 500 px wide): the phone's layout.`,
    "Islands: the islands export, a new document, prerendered by Speculation Rules while the pointer rests on the link where the browser does (the next page's own activationStart says so). Full client: Next's whole client on every page, its router rendering the next page in this one. Islands with DevTools: the islands export in a browser with a DevTools client attached that sets the CPU throttling rate (at 1, no slowdown), as bench/navigation.md's does (at 4): Chromium then does not prerender.",
    '',
    '## To the next page painted',
    '',
    "As bench/navigation.md counts it: in the same document, the frame after the new heading is in; in a new one, its first contentful paint (the frame's presentation), or its activation if it was prerendered and painted before.",
    '',
    `${columns} Islands prerendered | With DevTools prerendered | Full client in the same document |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows.map(paintLine),
    paintLine(total),
    '',
    "## To the next page's first frame",
    '',
    "Counted alike in both kinds of navigation: the end of the frame after the new heading is in (the same document) or after the new page is revealed (a new one, or a prerendered one once shown), on the page's main thread; the presentation of that frame on the screen is not in it.",
    '',
    columns,
    '|---|--:|--:|--:|--:|--:|',
    ...rows.map(frameLine),
    frameLine(total),
    '',
  ].join('\n'),
);
console.log('bench/navigation-input.md written.');
