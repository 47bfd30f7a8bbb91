// The islands' byte budgets measured where they matter: in the browser, for a returning visitor (the cookie
// choice made) on a phone, every script the page fetches or runs from its own HTML until the page is quiet,
// gzip. The same figure e2e/quality.spec.ts computes for every page from the export, here for one page of each
// kind, with what the browser really fetched; and no module of a react island (none of React) before a
// visitor uses a control on a content page.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { gzipSize, islandModules, scriptsBeforeInteraction } from '../scripts/build/islands/first-load.mjs';
import { COMPILE_HINT, ISLANDS_PATH } from '../scripts/build/islands/bundle.mjs';
import { islands } from '../components/islands/registry.mjs';
import { OUT_DIR, appPages, budgets, htmlFileOf } from './site';

const measured = ['/', '/en', '/fdaas', '/vision-team', '/referenser', '/ai-konferens', '/kontakt', '/en/sok'];
const reactIslands = Object.entries(islands)
  .filter(([, spec]) => spec.kind === 'react')
  .map(([name]) => name);
const modules = islandModules(OUT_DIR);

/** How long the page must fetch no script to count as quiet: past the islands' idle start (at most 2 s after load). */
const QUIET_MS = 2500;

/**
 * Opens `path` on a phone as a returning visitor (the cookie choice made) and waits until it is quiet. Returns
 * every script the page fetched, by path, with its gzip size (it goes on filling as the page fetches more), and
 * the wait for quiet, to be asked again after the test acts.
 */
async function openQuiet(page: Page, path: string) {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  await page.setViewportSize({ width: 390, height: 844 });
  const fetched = new Map<string, number>();
  let last = Date.now();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    last = Date.now();
    fetched.set(new URL(response.url()).pathname, gzipSize(await response.body()));
  });
  const quiet = () =>
    expect.poll(() => Date.now() - last, { timeout: 15_000, intervals: [250] }).toBeGreaterThan(QUIET_MS);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await quiet();
  return { fetched, quiet };
}

for (const path of measured) {
  test(`${path}: the JavaScript a returning visitor's browser runs before any interaction, within its budget`, async ({
    page,
  }) => {
    const { fetched } = await openQuiet(page, path);

    const inline = await page.evaluate(() =>
      [...document.scripts]
        .filter((script) => !script.src && ['', 'text/javascript', 'module'].includes(script.type))
        .map((script) => script.text),
    );
    const kB = ([...fetched.values()].reduce((a, b) => a + b, 0) + inline.reduce((a, t) => a + gzipSize(t), 0)) / 1024;
    const budget = appPages.includes(path) ? budgets.appPageKb : budgets.contentPageKb;
    expect(kB, `${path}: ${kB.toFixed(1)} kB`).toBeLessThanOrEqual(budget);

    // What the browser fetched is within what the export says the page runs, the figure every page is held
    // to (which counts an island that starts when seen as if it were in view: on a phone the form is not yet).
    const expected = scriptsBeforeInteraction(readFileSync(htmlFileOf(path), 'utf8'), modules);
    expect([...fetched.keys()].filter((url) => !expected.urls.includes(url))).toEqual([]);
    expect(inline).toEqual(expected.inline);

    if (!appPages.includes(path)) {
      const react = [...fetched.keys()].filter((url) =>
        reactIslands.some((name) => url.split('/').pop()!.startsWith(`${name}-`)),
      );
      expect(react, 'no react island starts before a control is used').toEqual([]);
    }
  });
}

test("on a phone the contact form's island waits to be seen, also when the style sheets come after the page is parsed", async ({
  page,
}) => {
  // On a real network the style sheets often arrive after the HTML has been parsed, when the islands' loader
  // picks what to watch: the form's toasts' region (fixed on the screen) is not fixed yet then.
  await page.route(/\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const { fetched, quiet } = await openQuiet(page, '/kontakt');
  const formModules = () => [...fetched.keys()].filter((url) => url.split('/').pop()!.startsWith('contact-form-'));
  expect(formModules(), 'the form is below the fold: its island has not started').toEqual([]);

  // Scrolled to, it starts.
  await page.locator('form').scrollIntoViewIfNeeded();
  await expect.poll(() => formModules().length).toBe(1);
  await quiet();
});

test('every island module opens with the compile hint, so a first press runs code compiled as it loaded', () => {
  const dir = join(OUT_DIR, ISLANDS_PATH);
  const files = readdirSync(dir).filter((file) => file.endsWith('.js'));
  expect(files.length).toBeGreaterThan(Object.keys(islands).length);
  expect(files.filter((file) => !readFileSync(join(dir, file), 'utf8').startsWith(`${COMPILE_HINT}\n`))).toEqual([]);
});
