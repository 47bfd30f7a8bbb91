import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { FIREFOX_PATH } from '../../scripts/shared/engines.mjs';
import { CHROMIUM_ARGS, CHROMIUM_TEST_PATH } from '../../scripts/shared/chromium.mjs';
import { waitUntil } from '../../scripts/shared/wait-until.mjs';
import type { EngineDriver } from './driver';
import { findElement, recordProblems, type ElementQuery } from './in-page';

type LaunchOptions = { reducedMotion?: boolean; javaScript?: boolean };

/**
 * Debian's Firefox ESR (Gecko), headless, driven by puppeteer-core over WebDriver BiDi (no geckodriver,
 * no download: the browser is the one at FIREFOX_PATH). A Swedish browser: its languages are sv-SE, sv.
 * `reducedMotion`: prefers-reduced-motion is "reduce"; `javaScript: false`: the pages' own scripts do not run
 * (Firefox's own switch; the lane's calls still do).
 */
export async function launchFirefox({ reducedMotion = false, javaScript = true }: LaunchOptions = {}) {
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
  return puppeteerDriver('firefox', browser, await browser.newPage(), javaScript);
}

/**
 * Debian's Chromium (its headless shell, as the other suites run it), driven by puppeteer-core over the DevTools
 * protocol. Every other suite drives it with the pages' JavaScript on; the lane adds it with JavaScript off,
 * through Blink's own setting, as a visitor's browser switches it off (the lane's calls still run). DevTools'
 * switch instead left the speculation rules working: a link's page was prerendered and swapped in behind
 * Puppeteer's back. A Swedish browser.
 */
export async function launchChromium({ reducedMotion = false, javaScript = true }: LaunchOptions = {}) {
  const browser = await puppeteer.launch({
    browser: 'chrome',
    executablePath: CHROMIUM_TEST_PATH,
    headless: 'shell',
    args: [
      ...CHROMIUM_ARGS,
      '--lang=sv-SE',
      '--accept-lang=sv-SE,sv',
      ...(javaScript ? [] : ['--blink-settings=scriptEnabled=false']),
    ],
    defaultViewport: { width: 1280, height: 800 },
  });
  const page = await browser.newPage();
  await page.emulateMediaFeatures([
    { name: 'prefers-reduced-motion', value: reducedMotion ? 'reduce' : 'no-preference' },
  ]);
  return puppeteerDriver('chromium', browser, page, javaScript);
}

/**
 * The lane's calls over Puppeteer, the same for Gecko and Chromium. The problem recorder (in-page.ts) is in
 * every document before the page's own scripts run.
 */
async function puppeteerDriver(
  engine: 'firefox' | 'chromium',
  browser: Browser,
  page: Page,
  javaScript: boolean,
): Promise<EngineDriver> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${(error as Error).message ?? error}`));
  await page.evaluateOnNewDocument(recordProblems);

  const element = async (query: ElementQuery): Promise<ElementHandle<Element>> => {
    const handle = (await page.evaluateHandle(findElement, query)).asElement() as ElementHandle<Element> | null;
    if (!handle) throw new Error(`${engine}: no visible ${JSON.stringify(query)} on ${page.url()}`);
    return handle;
  };

  const press = async (handle: ElementHandle<Element>) => {
    if (javaScript) return handle.click();
    // Puppeteer's click first waits for an IntersectionObserver to say the element is in view: a callback that
    // never comes in a page whose scripts are off. Scrolled to the middle of the screen and clicked there instead,
    // once the element is what a press there would reach (a page still parsing up to its footer is not shown yet),
    // the page has painted and the element stays where it was at the last look. Before its stylesheet is in, a
    // page is laid out unstyled: the language toggle sat in the text flow 250 px below the header it moves to,
    // and a press at that place reached nothing once the page was painted.
    let last = '';
    const { x, y } = await waitUntil(
      async () => {
        const found = await handle.evaluate((el) => {
          el.scrollIntoView({ block: 'center', behavior: 'instant' });
          const box = el.getBoundingClientRect();
          const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
          const ready =
            performance.getEntriesByType('paint').length > 0 && el.contains(document.elementFromPoint(x, y));
          return { x, y, ready };
        });
        const place = `${found.x},${found.y}`;
        const settled = found.ready && place === last;
        last = place;
        return settled ? found : false;
      },
      {
        timeout: 10_000,
        interval: 50,
        message: () => `${engine}: a press would not reach the element on ${page.url()} (last at ${last})`,
      },
    );
    await page.mouse.click(x, y);
  };

  return {
    engine,
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
