import { expect, test } from '../fixtures';
import { exportedPages, pagesOfEachLayout } from '../site';
import { sweepLayout, sweepWidths } from './layout-check';

// The edge build (`next start` with the middleware) renders the same components with the same style
// sheets as the static export, whose every page layout.spec.ts sweeps. Here one page of each layout
// (e2e/site.ts) at each switch point of the style sheets (both sides of it: the widest and the narrowest
// width of each layout) and the two ends, 320 and 2560 px.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
});

for (const path of pagesOfEachLayout) {
  test(`${path} holds its layout at every switch point from 320 to 2560 px`, async ({ page }) => {
    expect(exportedPages()).toContain(path);
    await page.goto(path);
    expect(await sweepLayout(page, path, await sweepWidths(page))).toEqual([]);
  });
}
