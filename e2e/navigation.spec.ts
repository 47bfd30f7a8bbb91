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

// The cross-fade between pages (`@view-transition`): the browser cuts it short when the window changes size
// before the next page is first shown (a window resized, or a tablet turned, at the moment a link is
// followed, while the page's style sheet is still on its way). The new page shows at once, and the visitor's
// console stays free of the aborted transition's error.
test('a window resized before the cross-fade to the next page starts leaves no error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const crossFades: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('cross-fade:')) crossFades.push(message.text());
  });
  await page.goto('/');
  await page.addInitScript(() => {
    // The site's opt-in is in its style sheet, held below: the same rule, in place as soon as the parser has
    // made <head> (the page can be shown before the document is parsed whole).
    const optIn = document.createElement('style');
    optIn.textContent = '@view-transition { navigation: auto; }';
    const headMade = new MutationObserver(() => {
      if (!document.head) return;
      document.head.prepend(optIn);
      headMade.disconnect();
    });
    headMade.observe(document, { childList: true, subtree: true });
    addEventListener('pagereveal', (event) => {
      const transition = (event as Event & { viewTransition?: ViewTransition }).viewTransition;
      console.log(`cross-fade: ${transition ? 'started' : 'none'}`);
    });
  });
  // Chromium sometimes drops the cross-fade before the new page has begun (no transition, so no error
  // either; now and then several times in a row): the language is switched again until one cross-fade has
  // started and been cut short, eight times at most, the window alternately narrower and wider.
  for (let attempt = 0; attempt < 8 && !crossFades.includes('cross-fade: started'); attempt += 1) {
    const from = new URL(page.url()).pathname;
    // The next page's style sheet is held until the window has changed size: the page cannot be shown before.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.css$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('language-toggle').click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe(from);
    await page.setViewportSize({ width: attempt % 2 ? 1280 : 1024, height: 720 });
    release();
    await page.unrouteAll({ behavior: 'wait' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => crossFades.length).toBe(attempt + 1);
  }
  expect(crossFades).toContain('cross-fade: started');
  // The rejection reaches the page's error event within a task or two of the page being shown.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  expect(errors).toEqual([]);
});
