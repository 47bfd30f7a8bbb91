// npm run bench:hero — what the home hero's portal picture costs. The site as built beside the same
// site built without the picture (the `visual` of the home hero taken out, in a throwaway workspace),
// both homes measured alternately in one Chromium with Lighthouse on a phone (where the picture is left
// out) and on a desktop screen (where it shows beside the text), each beside its zero-JavaScript floor
// (the same page with every script removed). Medians of BENCH_RUNS runs (default 3). First-load
// JavaScript and HTML as the budgets count them (gzip).
// Builds the site first (skip with --no-build). Writes bench/hero.md and bench/hero.json.
// A benchmark, not a test: it reports and never fails on a figure.   (BENCH_PORT, default 3680; CHROMIUM_PATH)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { createStaticServer } from '../serve/serve-static.mjs';
import { firstLoadBytes, htmlFileOf, launchChrome, lighthouseRun, median } from './common.mjs';
import { withoutScripts } from '../build/page-html.mjs';
import { makeWorkspace } from '../catalogs/workspace.mjs';
import { writeReport } from './write-report.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3680);
const PAGES = ['/', '/en'];
const HOME = 'app/[locale]/page.tsx';
const PICTURE = /\n\s*visual=\{<PortalPreview [^\n]*\/>\}/;
const SCREENS = [
  { name: 'phone', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('node', ['scripts/build/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The project in a throwaway workspace, its home hero built without the picture. */
function buildWithoutPicture() {
  const workspace = makeWorkspace();
  const home = workspace.read(HOME);
  if (!PICTURE.test(home)) throw new Error(`${HOME}: the hero's visual is not where this benchmark looks for it.`);
  workspace.write(HOME, home.replace(PICTURE, ''));
  // The picture's texts are read no more: the catalogs' schema of that copy says so, or its build stops.
  spawnSync('node', ['scripts/catalogs/check-messages.mjs', '--write-schema'], {
    cwd: workspace.dir,
    encoding: 'utf8',
  });
  const build = spawnSync('node', ['scripts/build/build.mjs'], {
    cwd: workspace.dir,
    encoding: 'utf8',
    env: { ...process.env, TYPES_CHECKED: '1' },
  });
  if (build.status !== 0) throw new Error(`The build without the picture failed:\n${build.stdout}\n${build.stderr}`);
  return workspace;
}

/** A copy of an export whose home pages have no scripts: the zero-JavaScript floor. */
function floorOf(root) {
  const floor = mkdtempSync(join(tmpdir(), 'fyrtorn-hero-floor-'));
  cpSync(root, floor, { recursive: true });
  for (const path of PAGES)
    writeFileSync(htmlFileOf(floor, path), withoutScripts(readFileSync(htmlFileOf(root, path), 'utf8')));
  return floor;
}

const siteRoot = mkdtempSync(join(tmpdir(), 'fyrtorn-hero-site-'));
cpSync('out', siteRoot, { recursive: true });
const plain = buildWithoutPicture();
const plainRoot = join(plain.dir, 'out');
const builds = [
  { name: 'site', root: siteRoot },
  { name: 'no picture', root: plainRoot },
].map((build, i) => ({ ...build, floorRoot: floorOf(build.root), port: PORT + 2 * i, floorPort: PORT + 2 * i + 1 }));
const servers = builds.flatMap(({ root, floorRoot, port, floorPort }) => [
  createStaticServer(root).listen(port),
  createStaticServer(floorRoot).listen(floorPort),
]);
const chrome = await launchChrome();

const rows = [];
try {
  for (const path of PAGES) {
    for (const screen of SCREENS) {
      const runs = new Map(builds.map(({ name }) => [name, { page: [], floor: [] }]));
      for (let i = 0; i < RUNS; i++) {
        for (const { name, port, floorPort } of builds) {
          const lighthouse = (p) =>
            lighthouseRun(chrome.port, `http://localhost:${p}${path}`, ['performance'], screen.config);
          runs.get(name).page.push(await lighthouse(port));
          runs.get(name).floor.push(await lighthouse(floorPort));
        }
      }
      const row = { page: path, screen: screen.name };
      for (const { name, root } of builds) {
        const { page, floor } = runs.get(name);
        const metric = (lhrs, id) => median(lhrs.map((lhr) => lhr.audits[id].numericValue));
        // The document's bytes on the wire, headers included, as Lighthouse's network model counts them.
        const documentBytes = median(
          page.map(
            (lhr) =>
              lhr.audits['network-requests'].details.items.find((item) => item.resourceType === 'Document')
                .transferSize,
          ),
        );
        const lcp = metric(page, 'largest-contentful-paint');
        const floorLcp = metric(floor, 'largest-contentful-paint');
        const bytes = firstLoadBytes(root, path);
        row[name] = {
          lcpMs: Math.round(lcp),
          floorLcpMs: Math.round(floorLcp),
          lcpRatio: Number((lcp / floorLcp).toFixed(2)),
          cls: Number(metric(page, 'cumulative-layout-shift').toFixed(3)),
          tbtMs: Math.round(metric(page, 'total-blocking-time')),
          firstLoadJsGzipBytes: bytes.js,
          htmlGzipBytes: bytes.html,
          documentBytes,
        };
      }
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
} finally {
  await chrome.kill();
  for (const server of servers) server.close();
  for (const { floorRoot } of builds) rmSync(floorRoot, { recursive: true, force: true });
  rmSync(siteRoot, { recursive: true, force: true });
  plain.remove();
}

const generated = new Date().toISOString();
await writeReport('bench/hero.json', `${JSON.stringify({ generated, runs: RUNS, pages: rows }, null, 2)}\n`);
const kB = (bytes) => (bytes / 1024).toFixed(1);
const cells = (m) => [
  m.lcpMs,
  m.floorLcpMs,
  m.lcpRatio.toFixed(2),
  m.cls,
  m.tbtMs,
  kB(m.firstLoadJsGzipBytes),
  kB(m.htmlGzipBytes),
  m.documentBytes,
];
await writeReport(
  'bench/hero.md',
  [
    "# What the home hero's portal picture costs",
    '',
    `The site beside the same site built without the picture; Lighthouse 12 with simulated throttling, on its phone (the picture is left out below 640 px) and on its desktop screen (1350 px, the picture beside the text); medians of ${RUNS} runs; ${generated}.`,
    'Floor = the same page with every `<script>` removed, measured in the same run: the LCP ratio is LCP / floor LCP. JS = first-load scripts, HTML = the page, both gzip. Document B = the HTML as served (brotli) with its response headers: over 14,600 bytes (ten TCP segments) it takes a second round trip that the floor does not.',
    '',
    '| Page | Screen | Build | LCP ms | Floor LCP ms | LCP ratio | CLS | TBT ms | JS kB | HTML kB | Document B |',
    '|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows.flatMap((r) =>
      builds.map(({ name }) => `| ${r.page} | ${r.screen} | ${name} | ${cells(r[name]).join(' | ')} |`),
    ),
    '',
  ].join('\n'),
);
console.log('bench/hero.md written.');
