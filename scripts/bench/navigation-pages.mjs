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
 * and, given `beacon` (a path of the bench's server), posts the note there too. A new document's note also
 * has the steps between: its activation (`activationAt`, a prerendered page's activationStart, else null),
 * its `prerenderingchange` event (`activatedAt`, when the page heard of it), its `pagereveal` event
 * (`revealAt`, and `revealTransition`, whether the event had a view transition), its first contentful paint
 * (`fcpAt`), and the main thread's long animation frames (over 50 ms) that end after the activation and
 * start before the first frame (`longFrames`: each one's start, render start and end, and its scripts). Given `beacon`, the page also posts a note of kind `swap` when it is left (its `pageswap`
 * event: `at` and `swapTransition`), and, when its reveal had a view transition, one of kind `transition`
 * once the transition has finished (its `ready` and `finished` promises' times, `readyAt` and `finishedAt`).
 * All times are the epoch's milliseconds (timeOrigin plus the page's clock), comparable across documents.
 * @param {string | null} beacon
 */
function timing(beacon) {
  const now = () => performance.timeOrigin + performance.now();
  const post = (kind, fields) =>
    beacon && navigator.sendBeacon(beacon, JSON.stringify({ kind, path: location.pathname, ...fields }));
  /** The `pagereveal` event's time and whether it had a view transition, once the page is revealed. */
  let revealed = { revealAt: null, revealTransition: null };
  let activatedAt = null;
  /** Long animation frames, where the browser reports them. */
  const frames = [];
  const longFrames = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')
    ? new PerformanceObserver((list) => frames.push(...list.getEntries()))
    : null;
  longFrames?.observe({ type: 'long-animation-frame', buffered: true });
  /** The long animation frames from `from` to `to` (the page's clock), as epoch times. */
  const framesBetween = (from, to) =>
    [...frames, ...(longFrames?.takeRecords() ?? [])]
      .filter((frame) => frame.startTime + frame.duration > from && frame.startTime < to)
      .map((frame) => ({
        startAt: performance.timeOrigin + frame.startTime,
        renderStartAt: frame.renderStart ? performance.timeOrigin + frame.renderStart : null,
        endAt: performance.timeOrigin + frame.startTime + frame.duration,
        scripts: frame.scripts.map((script) => ({
          invoker: script.invoker,
          source: script.sourceURL,
          ms: Math.round(script.duration),
        })),
      }));
  const note = (at, how, frameAt, steps = {}) => {
    const noted = { at, how, frameAt, clickAt: Number(localStorage.getItem('nav:clickAt')), ...steps };
    localStorage.setItem(`nav:${location.pathname}`, JSON.stringify(noted));
    post('painted', noted);
  };
  // A new document's first frame: the frame after it is revealed (for a prerendered one, once it is shown).
  const framed = new Promise((resolve) => {
    addEventListener(
      'pagereveal',
      (event) => {
        const transition = event.viewTransition;
        revealed = { revealAt: now(), revealTransition: Boolean(transition) };
        requestAnimationFrame(() => setTimeout(() => resolve(now())));
        const stamp = (promise) => promise.then(now, () => null);
        if (transition) {
          Promise.all([stamp(transition.ready), stamp(transition.finished)]).then(([readyAt, finishedAt]) =>
            post('transition', { readyAt, finishedAt }),
          );
        }
      },
      { once: true },
    );
    setTimeout(() => resolve(null), 10_000);
  });
  addEventListener('pageswap', (event) => post('swap', { at: now(), swapTransition: Boolean(event.viewTransition) }));
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
      const activationAt = activation > 0 ? performance.timeOrigin + activation : null;
      const fcpAt = performance.timeOrigin + fcp.startTime;
      framed.then((frameAt) => {
        const longFrames = framesBetween(activation, (frameAt ?? now()) - performance.timeOrigin);
        const steps = { activationAt, activatedAt, fcpAt, ...revealed, longFrames };
        note(at, activation > 0 ? 'prerendered' : 'loaded', frameAt, steps);
      });
    }).observe({ type: 'paint', buffered: true });
  const activated = () => {
    activatedAt = now();
    painted();
  };
  if (document.prerendering) document.addEventListener('prerenderingchange', activated, { once: true });
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
