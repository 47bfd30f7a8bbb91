import type { Page } from '@playwright/test';

/**
 * Starts collecting CSP violations (reported inside the page), console errors and page errors;
 * the returned function lists them. Call before page.goto.
 */
export async function watchForProblems(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      list.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The 404 pages answer with status 404 on purpose; the browser logs that as a failed load.
    if (/status of 404/.test(message.text())) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return async () => [
    ...problems,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])).map((v) => `csp: ${v}`),
  ];
}

/**
 * Starts adding up the page's layout shifts (those not caused by the visitor's input, as CLS counts
 * them); the returned function gives the sum so far. Call before page.goto.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const seen = ((window as unknown as { __shifts: { sum: number } }).__shifts = { sum: 0 });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) seen.sum += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: { sum: number } }).__shifts.sum);
}
