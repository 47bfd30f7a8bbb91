import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { exportedPages, pagesOfEachLayout } from '../site';
import { sweepLayout, sweepWidths } from './layout-check';

// Every page of the export (Swedish, English, Swedish-only, the search pages, both 404 pages), loaded
// once and resized from 320 to 2560 px: on both sides of each switch point of the style sheets (the
// widest and the narrowest width of each layout), and for one page of each layout (e2e/site.ts) every
// 140 px up to 1600 and at 1920 as well. No sideways scroll, nothing past an edge, no text cut off, the
// header on one row at one height, no two controls overlapping (e2e/layout/layout-check.ts). The edge
// build's sweep: layout-edge.spec.ts.
async function open(page: Page, path: string) {
  if (path === '/priser') {
    // The forwarding page, as a host that reads no rule file serves it: stay on it.
    await page.route('**/vara-abonnemang', (route) => route.fulfill({ status: 204 }));
    await page.goto('/priser.html');
    return;
  }
  await page.goto(path);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
});

for (const path of exportedPages()) {
  const dense = pagesOfEachLayout.includes(path);
  test(`${path} holds its layout from 320 to 2560 px${dense ? ', every 140 px' : ''}`, async ({ page }) => {
    await open(page, path);
    const widths = await sweepWidths(page, dense ? { step: 140 } : {});
    expect(await sweepLayout(page, path, widths)).toEqual([]);
  });
}
