import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { exportedPages } from '../site';
import { sweepLayout, sweepWidths } from './layout-check';

// Every page of the export (Swedish, English, Swedish-only, the search pages, both 404 pages), loaded
// once and resized from 320 to 2560 px: no sideways scroll, nothing past an edge, no text cut off, the
// header on one row at one height, no two controls overlapping (e2e/layout/layout-check.ts).
// The static export is swept every 140 px and at each switch point of the style sheets; the edge
// build, whose pages share the style sheets, at the switch points (the narrowest width of each
// layout, where a page is tightest) and the two ends.
async function open(page: Page, path: string, isStatic: boolean) {
  if (isStatic && path === '/priser') {
    // The forwarding page, as a host that reads no rule file serves it: stay on it. (The edge
    // build answers with its redirect, and the page looked at is the one it leads to.)
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
  test(`${path} holds its layout from 320 to 2560 px`, async ({ page }, testInfo) => {
    const isStatic = testInfo.project.name === 'static';
    await open(page, path, isStatic);
    const widths = await sweepWidths(page, isStatic ? { step: 140 } : {});
    expect(await sweepLayout(page, path, widths)).toEqual([]);
  });
}
