import { sv, en } from './messages';
import { expect, test } from './fixtures';
import { expectSiteFilesServed } from './site-files-check';

// The edge target: `next start` on the server build, with middleware.ts deciding redirects.
test.describe('edge target middleware', () => {
  test('icons, manifests and social images are served with their own types, past the middleware', async ({
    request,
  }) => {
    await expectSiteFilesServed(request);
  });

  test('/priser answers 308 to /vara-abonnemang', async ({ request }) => {
    const response = await request.get('/priser', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers()['location'], 'http://x').pathname).toBe('/vara-abonnemang');
  });

  test('an English Accept-Language without a cookie is sent to /en', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0, headers: { 'Accept-Language': 'en-GB,en;q=0.9' } });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers()['location'], 'http://x').pathname).toBe('/en');
  });

  test('NEXT_LOCALE=sv keeps Swedish', async ({ request }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'en-GB,en;q=0.9', Cookie: 'NEXT_LOCALE=sv' },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html lang="sv"');
  });

  test('NEXT_LOCALE=en sends a Swedish page to its English twin', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0, headers: { Cookie: 'NEXT_LOCALE=en' } });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers()['location'], 'http://x').pathname).toBe('/en');
  });

  test('crawlers are not redirected', async ({ request }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'en-US', 'User-Agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' },
    });
    expect(response.status()).toBe(200);
  });

  test('serves the same prerendered pages in both languages', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Reading /en made English the visitor's choice; the language toggle makes it Swedish again.
    await page.getByRole('banner').locator('a[hreflang="sv"]').first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  });

  test('an unknown page is a 404', async ({ request }) => {
    const response = await request.get('/en/finns-inte', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
  });

  for (const [path, m, lang] of [
    ['/en/does-not-exist', en, 'en'],
    ['/en/ai-konferens', en, 'en'],
    ['/finns-inte', sv, 'sv'],
    // A file name: outside the middleware, no route matches it (app/global-not-found.tsx).
    ['/finns-inte.txt', sv, 'sv'],
  ] as const) {
    test(`${path} is a 404 in its language's words`, async ({ page }) => {
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.NotFound.heading);
    });
  }
});
