import { test } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../lib/theme';
import { pages, slug, themes, widths } from './shots';

// Chromium: screenshots/<page>-<width>-<theme>.png (shots.ts says which).
for (const path of pages) {
  for (const theme of themes) {
    test(`${path} ${theme}`, async ({ page }) => {
      await page.addInitScript(
        ([key, value]) => {
          window.localStorage.setItem('cookie-consent', 'accepted');
          window.localStorage.setItem(key, value);
        },
        [THEME_STORAGE_KEY, theme],
      );
      await page.goto(path, { waitUntil: 'networkidle' });
      // Lazy images load as they come into view: pass them all once, a screen at a time (a jump to the foot
      // passes over them without their ever being on screen).
      await page.evaluate(async () => {
        for (let top = 0; top < document.body.scrollHeight; top += window.innerHeight / 2) {
          window.scrollTo(0, top);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      });
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: `screenshots/${slug(path)}-${width}-${theme}.png`,
          fullPage: true,
          animations: 'disabled',
        });
      }
    });
  }
}
