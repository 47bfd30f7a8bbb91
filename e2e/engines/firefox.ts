import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';
import { FIREFOX_PATH } from '../../scripts/shared/engines.mjs';
import type { EngineDriver } from './driver';
import { findElement, recordProblems, type ElementQuery } from './in-page';

/**
 * Debian's Firefox ESR (Gecko), headless, driven by puppeteer-core over WebDriver BiDi (no geckodriver,
 * no download: the browser is the one at FIREFOX_PATH). A Swedish browser: its languages are sv-SE, sv.
 * The problem recorder (in-page.ts) is in every document before the page's own scripts run.
 * `reducedMotion`: prefers-reduced-motion is "reduce"; `javaScript: false`: the pages' own scripts do not run
 * (Firefox's own switch; the lane's calls still do).
 */
export async function launchFirefox({ reducedMotion = false, javaScript = true } = {}): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
    extraPrefsFirefox: {
      'intl.accept_languages': 'sv-SE, sv',
      // Scrollbars over the page, as on a phone: headless Firefox otherwise takes 12 px of a 320-px viewport for one.
      'ui.useOverlayScrollbars': 1,
      'ui.prefersReducedMotion': reducedMotion ? 1 : 0,
      'javascript.enabled': javaScript,
    },
  });
  const page: Page = await browser.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${(error as Error).message ?? error}`));
  await page.evaluateOnNewDocument(recordProblems);

  const element = async (query: ElementQuery): Promise<ElementHandle<Element>> => {
    const handle = (await page.evaluateHandle(findElement, query)).asElement() as ElementHandle<Element> | null;
    if (!handle) throw new Error(`firefox: no visible ${JSON.stringify(query)} on ${page.url()}`);
    return handle;
  };

  const press = async (handle: ElementHandle<Element>) => {
    if (javaScript) return handle.click();
    // Puppeteer's click first waits for an IntersectionObserver to say the element is in view: a callback that
    // never comes in a page whose scripts are off. Scrolled to the middle of the screen and clicked there instead.
    const { x, y } = await handle.evaluate((el) => {
      el.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = el.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    });
    await page.mouse.click(x, y);
  };

  return {
    engine: 'firefox',
    version: await browser.version(),
    async navigate(url) {
      await page.goto(url, { waitUntil: 'domcontentloaded' });
    },
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...args) as never,
    async click(query) {
      await press(await element(query));
    },
    async type(query, text) {
      // Into the field first, as a visitor does: a focus() alone, on a busy machine, sometimes fired no focus event.
      const field = await element(query);
      await press(field);
      await page.keyboard.type(text);
    },
    async select(query, value) {
      await (await element(query)).select(value);
    },
    async setViewport(width, height) {
      await page.setViewport({ width, height });
    },
    async screenshot(file, { fullPage }) {
      await page.screenshot({ path: file as `${string}.png`, fullPage });
      return [file];
    },
    takeConsoleErrors: () => consoleErrors.splice(0),
    async close() {
      await browser.close();
    },
  };
}
