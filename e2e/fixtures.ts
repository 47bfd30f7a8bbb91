import { expect, test as base, type Page } from '@playwright/test';

/**
 * Resolves once the page in the tab has hydrated: the exported pages load their scripts after the
 * first paint (scripts/build/defer-scripts.mjs), so 'load' no longer means the buttons work. A page that
 * is not one of ours (no Next payload, e.g. a stubbed route) or that runs without JavaScript does
 * not wait. Survives a navigation in between (the language script's redirect).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .evaluate(() => document.documentElement.hasAttribute('data-hydrated') || !('__next_f' in self))
          .catch(() => false),
      // Every 200 ms at most: the default steps (up to 1 s) left most tests waiting for a page that had
      // hydrated long before.
      { message: 'the page hydrates (html[data-hydrated])', timeout: 15_000, intervals: [50, 100, 200] },
    )
    .toBe(true);
}

/**
 * Makes page.goto and page.reload wait for hydration as well, unless the caller asked to stop earlier
 * (a click right after a reload otherwise lands on a button that does nothing yet).
 */
export function waitForHydrationOnNavigation(page: Page): Page {
  const untilHydrated = async (options?: { waitUntil?: string }) => {
    const until = options?.waitUntil ?? 'load';
    if (until === 'load' || until === 'networkidle') await waitForHydration(page);
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilHydrated(options);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await untilHydrated(options);
    return response;
  };
  return page;
}

/** Playwright's test, with a `page` whose goto waits until the page has hydrated. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitForHydrationOnNavigation(page));
  },
});

export { expect };
