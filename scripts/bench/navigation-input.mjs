// npm run bench:navigation-input — from a click on a link to the next page painted, as a visitor's Chrome gets
// it: the islands export with Speculation Rules prerendering the next page while the pointer rests on its link,
// which bench:navigation cannot measure (Chromium does not prerender while DevTools throttles the CPU).
// Chromium (the full browser) started as a plain process under Xvfb, without remote debugging, a fresh profile
// for each run with a returning visitor's cookie choice; the input is the X server's own, from xdotool: the
// pointer moved onto the link, resting on it 300 ms, a click. Measured alternately in the same run: (a) the
// islands export, (b) the same site with Next's whole client (its router renders the next page in this one),
// (c) the islands export whose copy's stylesheet has no `@view-transition` rule, (d) the islands export in a
// Chromium started with --force-prefers-reduced-motion (the site's CSS then opts out of the transition
// itself), (e) the islands export with a DevTools client attached (puppeteer connected) that sets the CPU
// throttling rate, at 1, as bench:navigation's does at 4: a client merely attached does not stop Chromium
// prerendering, the throttling does (the page then loads on the click, as in bench:navigation). (c) and (d)
// are diagnostics of what the cross-document view transition costs; the site's own files are unchanged. Each
// figure beside (b), as a ratio. Two times: to the next page painted (navigation.mjs's count: its first
// contentful paint, or the frame after the new heading is in, in the same document), and to its first frame,
// counted alike in both kinds. And for the new documents, the split from the click to each step between: the
// old page's pageswap, the activation's start, prerenderingchange, pagereveal (with or without a view
// transition), the transition's ready, the first frame, the first contentful paint, the transition's finished,
// with the script time of the long animation frames from the activation to the first frame.
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
// include the wait for it to start, not the cross-fade's 0.25 s (the split's transition finished has it).
// Needs Xvfb and xdotool (apt-get install xvfb xdotool); installs nothing. Builds both exports unless
// --no-build (then BENCH_FULL_OUT names a full-client export, or the one the last build kept, and out/ is
// the islands export). Writes bench/navigation-input.md and bench/navigation-input.json.
// A benchmark, not a test: it reports and never fails on a figure.
// (BENCH_RUNS, default 5; BENCH_PORT, default 3675, with the next three ports; CHROMIUM_PATH)
import { execFile, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
const WITHOUT_TRANSITION_PORT = PORT + 3;
const [WIDTH, HEIGHT] = [500, 844];
const START = '/__bench/start';
const BEACON = '/__bench/note';
/** How long a page may take to load and hydrate, and the next page to be painted after the click. */
const READY_TIMEOUT_MS = 60_000;
const PAINT_TIMEOUT_MS = 15_000;
/** How long after the paint the old page's `pageswap` note and the view transition's note may still come. */
const SWAP_GRACE_MS = 1000;
const TRANSITION_TIMEOUT_MS = 5000;

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

/** Gives up on the notes still awaited (a navigation's end): they resolve null. */
function forgetNotes() {
  const left = awaited;
  awaited = [];
  for (const entry of left) entry.resolve(null);
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

/**
 * A diagnostic: removes the cross-document view transition's opt-in (`@view-transition { … }`) from the
 * stylesheets of a timed copy, never from the site's. Throws if there was none to remove.
 */
function withoutViewTransition(root) {
  let removed = 0;
  const styles = readdirSync(join(root, '_next'), { recursive: true }).filter((file) => file.endsWith('.css'));
  for (const file of styles.map((name) => join(root, '_next', name))) {
    const css = readFileSync(file, 'utf8');
    const stripped = css.replace(/@view-transition\s*\{[^{}]*\}/g, () => (removed++, ''));
    if (stripped !== css) writeFileSync(file, stripped);
  }
  if (!removed) throw new Error(`${root}: no @view-transition rule in its stylesheets to remove.`);
  return root;
}

const compared = exportsToCompare();
const script = `${timingScript(BEACON)};(${pointAtLink.toString()})(${JSON.stringify(BEACON)}, ${QUIET_MS})`;
const copies = {
  full: timedCopy(compared.full, script),
  islands: timedCopy(compared.islands, script),
  withoutTransition: withoutViewTransition(timedCopy(compared.islands, script)),
};
const servers = [
  benchServer(copies.islands).listen(PORT),
  benchServer(copies.full).listen(PORT + 1),
  benchServer(copies.withoutTransition).listen(WITHOUT_TRANSITION_PORT),
];
/** The columns, measured alternately: each a server's copy, and how Chromium is started for it. */
const variants = {
  islands: { origin: `http://localhost:${PORT}` },
  full: { origin: `http://localhost:${PORT + 1}` },
  withoutTransition: { origin: `http://localhost:${WITHOUT_TRANSITION_PORT}` },
  reducedMotion: { origin: `http://localhost:${PORT}`, flags: ['--force-prefers-reduced-motion'] },
  devtools: { origin: `http://localhost:${PORT}`, devtools: true },
};
const names = Object.keys(variants);
const { display } = await startXvfb();
const env = { ...process.env, DISPLAY: display };
const xdotool = (...args) => promisify(execFile)('xdotool', args.map(String), { env });

/** `promise`'s value, or null if it takes longer than `ms`. */
const within = (promise, ms) => Promise.race([promise, sleep(ms).then(() => null)]);
/** Milliseconds from the click to an epoch time of the notes, or null. */
const sinceClick = (at, clickAt) => (typeof at === 'number' ? Math.round(at - clickAt) : null);

/**
 * One navigation in a new browser: the milliseconds from the click to the next page painted, and how; and
 * from the click to the steps between (the old page's pageswap, the new one's activation and pagereveal, its
 * view transition's ready and finished), with whether the pageswap and pagereveal had a view transition.
 */
async function navigate({ origin, devtools = false, flags = [] }, { from, to }) {
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
      ...flags,
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
    const swapped = nextNote('swap', from, PAINT_TIMEOUT_MS + SWAP_GRACE_MS);
    const transitioned = nextNote('transition', to, PAINT_TIMEOUT_MS + TRANSITION_TIMEOUT_MS);
    await xdotool('mousemove', '--sync', page.point.x, page.point.y);
    await sleep(HOVER_MS);
    await xdotool('click', 1);
    const note = await painted;
    if (!note) {
      console.warn(`${origin}${from} → ${to}: the next page noted no paint within ${PAINT_TIMEOUT_MS} ms.`);
      return { ms: null, frameMs: null, how: 'not painted' };
    }
    const swap = await within(swapped, SWAP_GRACE_MS);
    const transition = note.revealTransition ? await within(transitioned, TRANSITION_TIMEOUT_MS) : null;
    const since = (at) => sinceClick(at, note.clickAt);
    return {
      ms: since(note.at),
      frameMs: since(note.frameAt),
      how: note.how,
      swapMs: since(swap?.at),
      swapTransition: swap?.swapTransition ?? null,
      activationMs: since(note.activationAt),
      activatedMs: since(note.activatedAt),
      revealMs: since(note.revealAt),
      revealTransition: note.revealTransition ?? null,
      fcpMs: since(note.fcpAt),
      transitionReadyMs: since(transition?.readyAt),
      transitionFinishedMs: since(transition?.finishedAt),
      longFrameScriptMs: (note.longFrames ?? []).reduce(
        (sum, frame) => sum + frame.scripts.reduce((ms, script) => ms + script.ms, 0),
        0,
      ),
      longFrames: (note.longFrames ?? []).map(({ startAt, renderStartAt, endAt, scripts }) => ({
        startMs: since(startAt),
        renderStartMs: since(renderStartAt),
        endMs: since(endAt),
        scripts,
      })),
    };
  } finally {
    forgetNotes();
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
const count = (runs, test) => runs.filter(test).length;
/** The columns beside the full client's (each a new document), and the steps of their split, in order. */
const documents = names.filter((name) => name !== 'full');
const STEPS = [
  'swapMs',
  'activationMs',
  'activatedMs',
  'revealMs',
  'transitionReadyMs',
  'frameMs',
  'fcpMs',
  'ms',
  'transitionFinishedMs',
  'longFrameScriptMs',
];
/** A row's figures from its runs of each column: medians and ratios to the full client, and the split. */
function figures(route, runs) {
  const row = { route, runs: runs.islands.length };
  for (const key of ['ms', 'frameMs']) {
    const medians = Object.fromEntries(names.map((name) => [name, medianOf(runs[name], key)]));
    const ratios = Object.fromEntries(documents.map((name) => [name, ratio(medians[name], medians.full)]));
    row[key] = { ...medians, ratios };
  }
  row.prerendered = Object.fromEntries(
    documents.map((name) => [name, count(runs[name], (run) => run.how === 'prerendered')]),
  );
  row.fullSameDocument = count(runs.full, (run) => run.how === 'same document');
  row.split = Object.fromEntries(
    documents.map((name) => [
      name,
      {
        ...Object.fromEntries(STEPS.map((key) => [key, medianOf(runs[name], key)])),
        swapTransition: count(runs[name], (run) => run.swapTransition === true),
        revealTransition: count(runs[name], (run) => run.revealTransition === true),
      },
    ]),
  );
  return row;
}

const rows = [];
const all = Object.fromEntries(names.map((name) => [name, []]));
try {
  for (const route of routes) {
    const runs = Object.fromEntries(names.map((name) => [name, []]));
    for (let i = 0; i < RUNS; i++) {
      for (const name of names) runs[name].push(await navigate(variants[name], route));
    }
    for (const name of names) all[name].push(...runs[name]);
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
const LABELS = {
  islands: 'Islands',
  withoutTransition: 'Islands, no @view-transition',
  reducedMotion: 'Islands, reduced motion',
  devtools: 'Islands with DevTools',
};
const shown = (value) => value ?? '–';
const times = (r, key) =>
  [r[key].full, ...documents.map((name) => `${shown(r[key][name])} (${shown(r[key].ratios[name])})`)].join(' | ');
const prerendered = (r) => `${documents.map((name) => r.prerendered[name]).join(' / ')} of ${r.runs}`;
const paintLine = (r) => `| ${r.route} | ${times(r, 'ms')} | ${prerendered(r)} | ${r.fullSameDocument} of ${r.runs} |`;
const frameLine = (r) => `| ${r.route} | ${times(r, 'frameMs')} |`;
const columns = `| Route | Full client ms | ${documents.map((name) => `${LABELS[name]} ms (/ full)`).join(' | ')} |`;
const splitLine = (label, split, runs) =>
  `| ${label} | ${STEPS.map((key) => shown(split[key])).join(' | ')} | ${split.swapTransition} / ${split.revealTransition} of ${runs} |`;
const splitColumns =
  '| | Old page pageswap | Activation start | prerenderingchange | pagereveal | Transition ready | First frame | First contentful paint | Painted | Transition finished | Script in long frames | pageswap / pagereveal with a view transition |';
const splitAlign = `|---|${'--:|'.repeat(STEPS.length + 1)}`;
await writeReport(
  'bench/navigation-input.md',
  [
    "# Navigation with a visitor's input: click to the next page painted, prerender allowed",
    '',
    `Chromium (the full browser) as a plain process under Xvfb, without remote debugging unless said, a fresh profile for each run, a returning visitor; the pointer moved by xdotool (the X server's own input) onto the link, resting ${HOVER_MS} ms, then a click. Medians of ${RUNS} runs of each route, the five columns measured alternately; ${generated}.`,
    `The CPU is not slowed (only DevTools can slow it): the figures are this machine's speed, not a phone's (bench/navigation.md's are at 4x slower); compare within the table, as ratios. The window is ${WIDTH}x${HEIGHT} in kiosk mode (Chromium's window is at least 500 px wide): the phone's layout.`,
    "Full client: Next's whole client on every page, its router rendering the next page in this one. Islands: the islands export, a new document, prerendered by Speculation Rules while the pointer rests on the link where the browser does (the next page's own activationStart says so); its pages cross-fade into the next, a cross-document view transition (`@view-transition { navigation: auto }` in app/globals.css, for prefers-reduced-motion: no-preference).",
    "Two diagnostics, to see what the view transition costs: Islands, no @view-transition: the same export, its timed copy's stylesheet without the `@view-transition` rule (only the bench's copy; the site keeps it). Islands, reduced motion: the islands export as it is, in Chromium started with --force-prefers-reduced-motion, for which the site's own CSS does not opt in to the transition (nor to its smooth scrolling and its blocks fading in on scroll).",
    "Islands with DevTools: the islands export in a browser with a DevTools client attached that sets the CPU throttling rate (at 1, no slowdown), as bench/navigation.md's does (at 4): Chromium then does not prerender.",
    '',
    '## To the next page painted',
    '',
    "As bench/navigation.md counts it: in the same document, the frame after the new heading is in; in a new one, its first contentful paint (the frame's presentation), or its activation if it was prerendered and painted before. Beside each, its ratio to the full client's.",
    '',
    `${columns} Prerendered (${documents.map((name) => LABELS[name]).join(' / ')}) | Full client in the same document |`,
    `|---|${'--:|'.repeat(documents.length + 3)}`,
    ...rows.map(paintLine),
    paintLine(total),
    '',
    "## To the next page's first frame",
    '',
    "Counted alike in both kinds of navigation: the end of the frame after the new heading is in (the same document) or after the new page is revealed (a new one, or a prerendered one once shown), on the page's main thread; the presentation of that frame on the screen is not in it.",
    '',
    columns,
    `|---|${'--:|'.repeat(documents.length + 1)}`,
    ...rows.map(frameLine),
    frameLine(total),
    '',
    '## From the click to each step, in a new document',
    '',
    "Milliseconds from the click (its event's time on the old page) to: the old page's `pageswap` event (when its handler runs); the new page's activation start (a prerendered page's activationStart, the browser starting the activating navigation; – when none was prerendered); its `prerenderingchange` event (the prerendered page's main thread told it is now shown); its `pagereveal` event (when its handler runs, at the page's first rendering opportunity); its view transition's `ready` (both pages captured, the animation about to start; – when it had none); its first frame (as above); its first contentful paint (the paint timing entry's time, a frame's presentation); painted (as in the first table: the first contentful paint, or the activation if later); the view transition's `finished` (the animation over, the new page shown alone). Then the time the new page's scripts ran in its long animation frames (over 50 ms, as the browser reports them) from its activation to its first frame: the main thread's own work in that span. Each a median of its own, so they need not add up. Last, in how many runs the `pageswap` and the `pagereveal` event had a view transition (`event.viewTransition` not null).",
    '',
    '### All routes',
    '',
    splitColumns,
    splitAlign,
    ...documents.map((name) => splitLine(LABELS[name], total.split[name], total.runs)),
    '',
    `### Each route, ${LABELS.islands}`,
    '',
    splitColumns,
    splitAlign,
    ...rows.map((r) => splitLine(r.route, r.split.islands, r.runs)),
    '',
  ].join('\n'),
);
console.log('bench/navigation-input.md written.');
