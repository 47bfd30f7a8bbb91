import { test } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../lib/theme';
import { exportedPages } from '../site';

// Every page of the export, full length, at a phone's, a tablet's and desktops' widths, light and
// dark, the cookie banner already answered: screenshots/<page>-<width>-<theme>.png.
// SCREENSHOT_PAGES="/,/en/kontakt", SCREENSHOT_WIDTHS="320,1440" and SCREENSHOT_THEMES="light" narrow the set.
const widths = (process.env.SCREENSHOT_WIDTHS ?? '320,390,768,1024,1280,1440,1920').split(',').map(Number);
const themes = (process.env.SCREENSHOT_THEMES ?? 'light,dark').split(',');

const pages = process.env.SCREENSHOT_PAGES?.split(',') ?? exportedPages();

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
      // Lazy images load as they come near the viewport: pass them all once.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
      const slug = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: `screenshots/${slug}-${width}-${theme}.png`,
          fullPage: true,
          animations: 'disabled',
        });
      }
    });
  }
}
