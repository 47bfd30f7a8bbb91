import { expect, test } from '../fixtures';
import { exportedPages } from '../site';
import { sweepLayout, sweepWidths } from './layout-check';

// The edge build (`next start` with the middleware) renders the same components with the same style
// sheets as the static export, whose every page layout.spec.ts sweeps. Here one page of each layout
// (the home page in both languages, the contact form, an offer page with its price table, a service
// page, the testimonials, the search, a Swedish-only price list, a campaign page, the 404 page) at each
// switch point of the style sheets (the narrowest width of each layout, where a page is tightest) and
// the two ends, 320 and 2560 px.
const onePageOfEachLayout = [
  '/',
  '/en',
  '/kontakt',
  '/en/vara-abonnemang',
  '/fdaas',
  '/referenser',
  '/sok',
  '/prislista',
  '/lp/example-campaign',
  '/404',
];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
});

for (const path of onePageOfEachLayout) {
  test(`${path} holds its layout at every switch point from 320 to 2560 px`, async ({ page }) => {
    expect(exportedPages()).toContain(path);
    await page.goto(path);
    expect(await sweepLayout(page, path, await sweepWidths(page))).toEqual([]);
  });
}
