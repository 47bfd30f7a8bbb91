import { THEME_STORAGE_KEY } from '../../lib/theme';
import { test } from '../engines/fixtures';
import { pages, slug, themes, widths } from './shots';

// Firefox and WebKit (e2e/engines/): screenshots/<engine>/<page>-<width>-<theme>.png; WebKit's, which
// WebKitWebDriver takes of the viewport only, as a series of screens: <page>-<width>-<theme>-1.png, -2…
for (const path of pages) {
  for (const theme of themes) {
    test(`${path} ${theme}`, async ({ visitor }) => {
      await visitor.forget({ consent: 'accepted' });
      await visitor.evaluate((key, value) => localStorage.setItem(key, value), THEME_STORAGE_KEY, theme);
      await visitor.setViewport(widths[0], 900);
      await visitor.open(path);
      await visitor.hydrated();
      // Lazy images load as they come near the viewport: pass them all once, a screen at a time.
      await visitor.evaluate(async () => {
        for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
          window.scrollTo({ top, behavior: 'instant' });
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      });
      // Not an image beside the screen (the logo banner's second copy, standing still for reduced motion).
      await visitor.until(
        () =>
          [...document.images].every((image) => {
            const box = image.getBoundingClientRect();
            return image.complete || box.width === 0 || box.right <= 0 || box.left >= window.innerWidth;
          }),
        'every image on screen has loaded',
      );
      await visitor.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      for (const width of widths) {
        await visitor.setViewport(width, 900);
        await visitor.screenshot(`screenshots/${visitor.engine}/${slug(path)}-${width}-${theme}.png`, {
          fullPage: true,
        });
      }
    });
  }
}
