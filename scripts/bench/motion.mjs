// npm run bench:motion — what the animations cost. The site as built beside the same site built with
// framer-motion replaced by scripts/bench/no-motion-framer.mjs (plain elements, no feature bundle:
// native <details>, exits at once). For pages that animate: first-load JavaScript (gzip, as the
// budgets count it), all JavaScript the page loads by the end (compressed as transferred; the feature bundle
// arrives after hydration), and Lighthouse's TBT and LCP (mobile, simulated throttling), medians of
// BENCH_RUNS runs (default 3), the two builds measured alternately in one Chromium.
// Builds both (skip the site's own build with --no-build). Writes bench/motion.md and bench/motion.json.
// A benchmark, not a test: it reports and never fails on a figure.   (BENCH_PORT, default 3670; CHROMIUM_PATH)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticServer } from '../serve/serve-static.mjs';
import { firstLoadBytes, launchChrome, lighthouseRun, median } from './common.mjs';
import { makeWorkspace } from '../catalogs/workspace.mjs';
import { writeReport } from './write-report.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3670);
// The FAQ, the menu and the reveals (home), the toasts (contact), the conference page, English home.
const PAGES = ['/', '/kontakt', '/ai-konferens', '/en'];
const STAND_IN = 'scripts/bench/no-motion-framer.mjs';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('node', ['scripts/build/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The project in a throwaway workspace, built without motion. */
function buildWithoutMotion() {
  const workspace = makeWorkspace();
  const { dir } = workspace;
  renameSync(join(dir, 'next.config.mjs'), join(dir, 'next.config.site.mjs'));
  writeFileSync(
    join(dir, 'next.config.mjs'),
    [
      "import site from './next.config.site.mjs';",
      '// The site, with framer-motion resolved to the stand-in.',
      'export default async function config(...args) {',
      '  const config = await site(...args);',
      '  const turbopack = config.turbopack ?? {};',
      `  return { ...config, turbopack: { ...turbopack, resolveAlias: { ...turbopack.resolveAlias, 'framer-motion': './${STAND_IN}' } } };`,
      '}',
      '',
    ].join('\n'),
  );
  const build = spawnSync('node', ['scripts/build/build.mjs'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, TYPES_CHECKED: '1' },
  });
  if (build.status !== 0) throw new Error(`The build without motion failed:\n${build.stdout}\n${build.stderr}`);
  return workspace;
}

const siteRoot = mkdtempSync(join(tmpdir(), 'fyrtorn-motion-site-'));
cpSync('out', siteRoot, { recursive: true });
const plain = buildWithoutMotion();
const plainRoot = join(plain.dir, 'out');
const builds = [
  { name: 'site', root: siteRoot, port: PORT },
  { name: 'no motion', root: plainRoot, port: PORT + 1 },
];
const servers = builds.map(({ root, port }) => createStaticServer(root).listen(port));
const chrome = await launchChrome();

const rows = [];
try {
  for (const path of PAGES) {
    const runs = Object.fromEntries(builds.map(({ name }) => [name, []]));
    for (let i = 0; i < RUNS; i++) {
      for (const { name, port } of builds) {
        runs[name].push(await lighthouseRun(chrome.port, `http://localhost:${port}${path}`, ['performance']));
      }
    }
    const row = { page: path };
    for (const { name, root } of builds) {
      const metric = (id) => median(runs[name].map((lhr) => lhr.audits[id].numericValue));
      const loaded = median(
        runs[name].map(
          (lhr) =>
            lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script').transferSize,
        ),
      );
      row[name] = {
        firstLoadJsGzipBytes: firstLoadBytes(root, path).js,
        loadedJsBytes: loaded,
        tbtMs: Math.round(metric('total-blocking-time')),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        cls: Number(metric('cumulative-layout-shift').toFixed(3)),
      };
    }
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await chrome.kill();
  for (const server of servers) server.close();
  rmSync(siteRoot, { recursive: true, force: true });
  plain.remove();
}

const generated = new Date().toISOString();
await writeReport('bench/motion.json', `${JSON.stringify({ generated, runs: RUNS, pages: rows }, null, 2)}\n`);
const signed = (value, digits = 0) => `${value < 0 ? '−' : '+'}${Math.abs(value).toFixed(digits)}`;
const MEASURES = [
  ['First-load JS (kB gzip)', (m) => m.firstLoadJsGzipBytes / 1024, 1],
  ['Loaded JS (kB transferred)', (m) => m.loadedJsBytes / 1024, 1],
  ['TBT (ms)', (m) => m.tbtMs, 0],
  ['LCP (ms)', (m) => m.lcpMs, 0],
  ['CLS', (m) => m.cls, 3],
];
await writeReport(
  'bench/motion.md',
  [
    '# What the animations cost (framer-motion through LazyMotion)',
    '',
    `The site beside the same site built with framer-motion replaced by plain elements; Lighthouse, mobile, simulated throttling, medians of ${RUNS} runs; ${generated}.`,
    'First-load JS: gzip, as the budgets count it. Loaded JS: every script the page has loaded when Lighthouse stops, compressed as transferred, route code Next prefetches for visible links and the feature bundle that arrives after hydration included.',
    'TBT and LCP swing between runs on a shared machine; read a difference smaller than that swing (about a third) as none.',
    '',
    '| Page | Measure | Site | Without motion | Difference |',
    '|---|---|--:|--:|--:|',
    ...rows.flatMap((r) =>
      MEASURES.map(([label, read, digits]) => {
        const [a, b] = [read(r.site), read(r['no motion'])];
        return `| ${r.page} | ${label} | ${a.toFixed(digits)} | ${b.toFixed(digits)} | ${signed(a - b, digits)} |`;
      }),
    ),
    '',
  ].join('\n'),
);
console.log('bench/motion.md written.');
