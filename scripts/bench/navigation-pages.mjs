// What the navigation benchmarks share (navigation.mjs through DevTools, navigation-input.mjs with a visitor's
// input and no DevTools): the routes, the pointer's rest on the link, the two exports they compare, and the
// copies of them whose pages time themselves.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { exportedHtmlFiles } from '../build/export-files.mjs';

/** How long the pointer rests on the link before the click, as a visitor's does. */
export const HOVER_MS = 300;

/** From one page to another by a link a visitor sees in the header or the first screen. */
export const routes = [
  { from: '/fdaas', to: '/kontakt' },
  { from: '/kontakt', to: '/vara-abonnemang' },
  { from: '/en/fdaas', to: '/en/pdaas' },
  { from: '/referenser', to: '/vision-team' },
];

/**
 * What each page of the bench's copies runs first: it notes a click's time, and the time this page was
 * painted for the visitor (`at`) and the time of its first frame (`frameAt`, the end of the main thread's
 * work for it, measured alike in a new document and in the same one), in localStorage under `nav:<path>`,
 * and, given `beacon` (a path of the bench's server), posts the note there too.
 * @param {string | null} beacon
 */
function timing(beacon) {
  const note = (at, how, frameAt) => {
    const noted = { at, how, frameAt, clickAt: Number(localStorage.getItem('nav:clickAt')) };
    localStorage.setItem(`nav:${location.pathname}`, JSON.stringify(noted));
    if (beacon) navigator.sendBeacon(beacon, JSON.stringify({ kind: 'painted', path: location.pathname, ...noted }));
  };
  const now = () => performance.timeOrigin + performance.now();
  // A new document's first frame: the frame after it is revealed (for a prerendered one, once it is shown).
  const framed = new Promise((resolve) => {
    addEventListener('pagereveal', () => requestAnimationFrame(() => setTimeout(() => resolve(now()))), { once: true });
    setTimeout(() => resolve(null), 10_000);
  });
  addEventListener(
    'click',
    (event) => localStorage.setItem('nav:clickAt', String(performance.timeOrigin + event.timeStamp)),
    true,
  );
  const painted = () =>
    new PerformanceObserver((list, observer) => {
      const fcp = list.getEntries().find((entry) => entry.name === 'first-contentful-paint');
      if (!fcp) return;
      observer.disconnect();
      const activation = performance.getEntriesByType('navigation')[0]?.activationStart ?? 0;
      const at = performance.timeOrigin + Math.max(fcp.startTime, activation);
      framed.then((frameAt) => note(at, activation > 0 ? 'prerendered' : 'loaded', frameAt));
    }).observe({ type: 'paint', buffered: true });
  if (document.prerendering) document.addEventListener('prerenderingchange', painted, { once: true });
  else painted();
  // In the same document (Next's router): the frame after the new page's heading is in.
  addEventListener('DOMContentLoaded', () => {
    const heading = () => document.querySelector('h1')?.textContent;
    const first = heading();
    new MutationObserver((_, observer) => {
      if (heading() === first) return;
      observer.disconnect();
      requestAnimationFrame(() =>
        setTimeout(() => {
          const frameAt = now();
          note(frameAt, 'same document', frameAt);
        }),
      );
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** The timing script's source, for timedCopy; `beacon` as for timing(). */
export const timingScript = (beacon = null) => `(${timing.toString()})(${JSON.stringify(beacon)})`;

/**
 * A copy of an export whose pages run `script` first (in a temporary folder), served without the export's
 * rule files: its policy would refuse the script.
 */
export function timedCopy(from, script = timingScript()) {
  const root = mkdtempSync(join(tmpdir(), 'fyrtorn-navigation-'));
  cpSync(from, root, { recursive: true });
  rmSync(join(root, '_headers'), { force: true });
  for (const file of exportedHtmlFiles(root)) {
    const html = readFileSync(join(root, file), 'utf8');
    writeFileSync(join(root, file), html.replace('<head>', `<head><script>${script}</script>`));
  }
  return root;
}

/** Where the last build of Next's whole client is kept, for a benchmark run with --no-build after it. */
export const FULL_CLIENT_OUT = resolve('node_modules/.cache/fyrtorn-full-client-out');

function build(args) {
  const result = spawnSync('node', ['scripts/build/build.mjs', ...args], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * The two exports a navigation benchmark compares: `full`, the site with Next's whole client on every page,
 * and `islands`, out/. Builds both, unless the command line has --no-build: then BENCH_FULL_OUT names the
 * full-client export, or the one the last build kept is used.
 * @returns {{ full: string, islands: string }}
 */
export function exportsToCompare() {
  if (!process.argv.includes('--no-build')) {
    build(['--client=full']);
    rmSync(FULL_CLIENT_OUT, { recursive: true, force: true });
    cpSync('out', FULL_CLIENT_OUT, { recursive: true });
    build([]);
  }
  const full = process.env.BENCH_FULL_OUT ?? (existsSync(FULL_CLIENT_OUT) ? FULL_CLIENT_OUT : null);
  if (!full) throw new Error('--no-build needs BENCH_FULL_OUT, a full-client export, or an earlier build.');
  return { full, islands: 'out' };
}
