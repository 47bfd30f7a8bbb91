import { expect, test } from './fixtures';
import { contentPages } from './site';

// Navigation across every page in both languages, as the export has it: no client router, each page a
// document of its own, fetched ahead of the click by the browser (Speculation Rules: the pointer resting on
// a link prefetches its page, or prerenders it where the browser does). Each page is reached by clicking a
// link of the page before it (header, footer, buttons) where one exists, and no request on the way answers 404.

// No request interception here (page.route): Chromium does not fetch ahead while DevTools intercepts requests.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
});

for (const locale of ['sv', 'en'] as const) {
  test(`every ${locale} page is reached by a link, fetched ahead of the click, without a 404 request`, async ({
    page,
  }) => {
    test.slow();
    const english = (path: string) => path === '/en' || path.startsWith('/en/');
    const targets = contentPages.filter((path) => english(path) === (locale === 'en'));
    const missing: string[] = [];
    const speculative = new Set<string>();
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    page.on('request', (request) => {
      if (/prefetch/.test(request.headers()['sec-purpose'] ?? '')) speculative.add(new URL(request.url()).pathname);
    });

    await page.goto(targets[0]);
    let clicked = 0;
    for (const target of targets.slice(1)) {
      const link = page.locator(`a[href="${target}"]:visible`).first();
      if ((await link.count()) === 0) {
        await page.goto(target); // no link to it on this page: arrive directly, then go on clicking
        continue;
      }
      // The pointer rests on the link, as a visitor's does before a click: the browser fetches the page.
      await link.hover();
      await expect.poll(() => speculative.has(target), { message: `${target} fetched ahead of the click` }).toBe(true);
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === target);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      clicked += 1;
    }
    expect(missing).toEqual([]);
    expect(clicked).toBeGreaterThanOrEqual(targets.length - 3);
  });
}
