import { sv, en } from '../messages';
import { expect, test } from '../fixtures';
import { sweepLayout, sweepWidths } from './layout-check';
import { menuToggle } from '../menu';

// What opens over the page: the mobile menu's panel and the cookie banner, at every width they show at.
for (const [path, m] of [
  ['/', sv],
  ['/en', en],
] as const) {
  test(`${path}: the open mobile menu fits at every width it shows at, on a tall and a short screen`, async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
    await page.goto(path);
    const toggle = menuToggle(page);
    const widths: number[] = [];
    for (const width of await sweepWidths(page, { step: 140 })) {
      await page.setViewportSize({ width, height: 900 });
      if (await toggle.isVisible()) widths.push(width);
    }
    expect(widths[0]).toBe(320);
    await page.setViewportSize({ width: 320, height: 900 });
    await expect(toggle).toHaveAccessibleName(m.Nav.openMenu);
    await toggle.click();
    await expect(page.locator('#main-menu')).toBeVisible();
    // A phone held sideways is about 360 px high: the panel must still let every link be reached.
    for (const height of [900, 360]) {
      const name = `${path} (menu open, ${height} px high)`;
      expect(await sweepLayout(page, name, widths, { height, overlapScope: 'header' })).toEqual([]);
    }
  });

  test(`${path}: the cookie banner fits at every width`, async ({ page }) => {
    await page.goto(path);
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible({ timeout: 5000 });
    await expect(banner).toHaveCSS('opacity', '1');
    const widths = await sweepWidths(page, { step: 140 });
    const found = await sweepLayout(page, `${path} (cookie banner)`, widths, {
      overlapScope: '[data-testid="cookie-banner"]',
    });
    expect(found).toEqual([]);
  });
}
