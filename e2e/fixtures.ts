import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

/**
 * Resolves once the page in the tab is ready for a visitor's hand (html[data-hydrated]): on the export,
 * the islands that start at load have started (the islands' loader marks <html data-islands> as it runs);
 * on the edge target, Next has hydrated the page. A page that is not one of ours (neither mark, e.g. a
 * stubbed route) or that runs without JavaScript does not wait. Survives a navigation in between (the
 * language script's redirect).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .evaluate(() => {
            const root = document.documentElement;
            return root.hasAttribute('data-hydrated') || (!root.hasAttribute('data-islands') && !('__next_f' in self));
          })
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

/**
 * Holds back every island module the page asks for until the returned function is called: the page as first
 * shown, before any of its islands has started, what a visitor on a slow connection acts on.
 */
export function holdIslands(page: Page): Promise<() => void> {
  return holdIslandModules(page, async () => true);
}

/** Holds back the island modules the page asks for while `held()` says so, until the returned function is called. */
async function holdIslandModules(page: Page, held: () => Promise<boolean>): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/islands/**', async (route) => {
    if (await held()) await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds back every island module the page asks for once what starts at load has started (the islands that
 * start with the visitor), until the returned function is called: what a visitor does before such an island
 * has loaded. Interception turns the browser's prefetch off; use it only where that does not matter.
 */
export function holdIslandsStartedByVisitor(page: Page): Promise<() => void> {
  return holdIslandModules(page, () => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')));
}

/** What React or an island says on the console when a client render differs from the server HTML. */
export const HYDRATION_PROBLEM = /hydrat/i;

/** Collects every hydration message of the context's pages; the returned function lists them. */
export function watchHydration(context: BrowserContext): () => string[] {
  const problems: string[] = [];
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (HYDRATION_PROBLEM.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return () => problems;
}

/**
 * Playwright's test, with a `page` whose goto waits until the page has hydrated, and a `context` in which
 * any hydration warning fails the test: an island whose client render differs from its server HTML.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    const problems = watchHydration(context);
    await use(context);
    expect(problems(), 'no hydration warning').toEqual([]);
  },
  page: async ({ page }, use) => {
    await use(waitForHydrationOnNavigation(page));
  },
});

export { expect };
