// One page load as the page benchmarks measure it: Chromium (the full browser, as a visitor's Chrome) at a
// phone's width, the CPU slowed through DevTools, until the page is quiet. Script time is Chromium's own
// count (Performance.getMetrics' ScriptDuration); blocking time is what long tasks after the first paint
// spend past 50 ms; the largest paint and the layout shifts come from the page's own performance entries.
import { COOKIE_CONSENT_KEY } from '../../lib/consent/consent-values.mjs';

/** How long a page must fetch nothing to count as quiet: past the islands' idle start (at most 2 s after load). */
export const QUIET_MS = 2500;

/**
 * A returning visitor's storage on `url`'s origin (the cookie choice made), as a Playwright context's
 * storageState: written before the page opens, by no script of the page's. An init script would run in every
 * page, the bare Next page too, and its first localStorage access would count in that page's script time.
 * @param {string} url
 */
export function returningVisitor(url) {
  const { origin } = new URL(url);
  return { cookies: [], origins: [{ origin, localStorage: [{ name: COOKIE_CONSENT_KEY, value: 'accepted' }] }] };
}

/** Collects the page's long tasks, first paint, largest paint and layout shifts from its first moment. */
function observePage() {
  const seen = { longTasks: [], fcp: null, lcp: null, cls: 0 };
  window.__load = seen;
  const observe = (type, each) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
    } catch {
      // An entry type the browser does not know: that figure stays empty.
    }
  };
  observe('longtask', (entry) => seen.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => (seen.lcp = entry.startTime));
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) seen.cls += entry.value;
  });
}

/**
 * Loads `url` in a new context of `browser` and measures it.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ cpuSlowdown?: number, viewport?: { width: number, height: number }, returning?: boolean }} [options]
 *   returning: the cookie choice already made, as for a visitor who has been here before
 * @returns {Promise<{ scriptMs: number, tbtMs: number, lcpMs: number | null, cls: number, scripts: number }>}
 */
export async function measureLoad(
  browser,
  url,
  { cpuSlowdown = 4, viewport = { width: 390, height: 844 }, returning = true } = {},
) {
  const context = await browser.newContext({
    viewport,
    locale: 'sv-SE',
    isMobile: viewport.width < 600,
    hasTouch: viewport.width < 600,
    storageState: returning ? returningVisitor(url) : undefined,
  });
  await context.addInitScript(observePage);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  let last = Date.now();
  let scripts = 0;
  page.on('request', (request) => {
    last = Date.now();
    if (request.resourceType() === 'script') scripts++;
  });
  await page.goto(url, { waitUntil: 'load' });
  while (Date.now() - last < QUIET_MS) await page.waitForTimeout(250);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const seen = await page.evaluate(() => window.__load);
  await context.close();
  const scriptMs = (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000;
  const afterPaint = seen.longTasks.filter((task) => seen.fcp !== null && task.start >= seen.fcp);
  const tbtMs = afterPaint.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return { scriptMs, tbtMs, lcpMs: seen.lcp, cls: seen.cls, scripts };
}
