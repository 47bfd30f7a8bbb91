import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { contentPages } from './site';

// Client-side navigation across every page in both languages: each page is reached by clicking a
// link of the page before it (header, footer, buttons) where one exists, in the same document, and
// no request on the way answers 404 (a missing RSC payload would silently fall back to a full load).

test.beforeEach(async ({ page, context }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  await context.route(/^https?:\/\/(?!localhost)/, (route) => route.fulfill({ status: 204, body: '' }));
});

const marker = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

for (const locale of ['sv', 'en'] as const) {
  test(`every ${locale} page is reached by client-side navigation without a 404 request`, async ({ page }) => {
    test.slow();
    const english = (path: string) => path === '/en' || path.startsWith('/en/');
    const targets = contentPages.filter((path) => english(path) === (locale === 'en'));
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });

    await page.goto(targets[0]);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    let clicked = 0;
    for (const target of targets.slice(1)) {
      const link = page.locator(`a[href="${target}"]:visible`).first();
      if ((await link.count()) === 0) {
        await page.goto(target); // no link to it on this page: arrive directly, then go on clicking
        await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
        continue;
      }
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === target);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await marker(page), `${target} was a full page load`).toBe(true);
      clicked += 1;
    }
    expect(missing).toEqual([]);
    expect(clicked).toBeGreaterThanOrEqual(targets.length - 3);
  });
}
