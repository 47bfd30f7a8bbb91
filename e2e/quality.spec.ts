import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { expect, test, waitForHydration } from './fixtures';
import { HtmlValidate, FileSystemConfigLoader } from 'html-validate';
import { resolveFile } from '../scripts/serve/serve-static.mjs';
import { firstLoadBytes, islandModules } from '../scripts/build/islands/first-load.mjs';
import { attribute, childText, elementsNamed, metaContent, parsePage } from '../scripts/build/page-html.mjs';
import { OUT_DIR, appPages, budgets, contentPages, exportedPages, htmlFileOf, pagesOfEachLayout } from './site';
import { watchForProblems } from './watch';
import { axeViolations, loadAxe } from './axe';

const pages = exportedPages();

test('the export has the pages built so far, in both languages', () => {
  expect(pages).toEqual(expect.arrayContaining(['/', '/en', '/404', '/en/404', '/priser', ...pagesOfEachLayout]));
});

// axe (WCAG 2.0-2.2 A/AA and best practice) on every page, both languages, in the light theme at 1280 px
// and then the dark one at 390 px (the mobile layout: collapsed menu, stacked sections); one page of each
// layout (e2e/site.ts) in both themes at both widths. One load per page: the theme toggle in the header
// turns it dark, so the toggle is shown to run under the site's CSP too (a stored dark theme on load is
// tested in chrome.spec.ts). The same load checks the page under the CSP: no violation, no console error.
for (const path of pages) {
  const everyWidth = pagesOfEachLayout.includes(path);
  const widthsOf = { light: everyWidth ? [1280, 390] : [1280], dark: everyWidth ? [390, 1280] : [390] };
  const checked = everyWidth ? 'light and dark, 1280 and 390 px' : 'light at 1280 px, dark at 390 px';
  test(`axe finds no violation on ${path} (${checked})`, async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
    await page.setViewportSize({ width: 1280, height: 800 });
    const problems = await watchForProblems(page);
    await loadAxe(page);
    // /priser forwards to /vara-abonnemang at once: stay on it (a 204 answer keeps the page; the
    // target is a page of its own). It has no theme toggle: its dark theme is stored and loaded.
    const forwarding = path === '/priser';
    if (forwarding) await page.route('**/vara-abonnemang', (route) => route.fulfill({ status: 204 }));
    await page.goto(forwarding ? '/priser.html' : path, { waitUntil: 'domcontentloaded' });
    const html = page.locator('html');
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') {
        if (forwarding) {
          await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
          await page.reload({ waitUntil: 'domcontentloaded' });
        } else {
          // The toggle needs the page's scripts, which load after the first paint.
          await waitForHydration(page);
          await page
            .getByRole('banner')
            .getByRole('button', { name: /Tema|Theme/ })
            .click();
        }
      }
      await expect(html).toHaveAttribute('data-theme', theme);
      for (const width of widthsOf[theme]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        expect((await axeViolations(page)).map((violation) => `${theme} ${width}px ${violation}`)).toEqual([]);
      }
    }
    expect(await problems()).toEqual([]);
  });
}

test('the cookie banner is accessible too', async ({ page }) => {
  await loadAxe(page);
  await page.goto('/');
  await expect(page.getByTestId('cookie-banner')).toBeVisible({ timeout: 3000 });
  // Checked once it has faded in: half-transparent text mid-animation is no colour a visitor reads.
  await expect(page.getByTestId('cookie-banner')).toHaveCSS('opacity', '1');
  expect(await axeViolations(page, '[data-testid="cookie-banner"]')).toEqual([]);
});

test('the axe check reports what it finds: an image without a text alternative fails it', async ({ page }) => {
  await loadAxe(page);
  await page.route('http://axe.check.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="sv"><title>Prov</title><main><img src="data:,"></main></html>',
    }),
  );
  await page.goto('http://axe.check.test/');
  expect(await axeViolations(page)).toContainEqual(expect.stringMatching(/^image-alt: img$/));
});

test('html-validate passes on every exported page', async () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const failures: string[] = [];
  for (const path of pages) {
    const report = await validator.validateFile(htmlFileOf(path));
    for (const result of report.results) {
      for (const m of result.messages) failures.push(`${path}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
    }
  }
  expect(failures).toEqual([]);
});

test('every internal link in out/ points at a page that exists', () => {
  const broken: string[] = [];
  for (const path of pages) {
    const html = readFileSync(htmlFileOf(path), 'utf8');
    for (const [, href] of html.matchAll(/\s(?:href|src)="(\/[^"#?]*)[^"]*"/g)) {
      if (href.startsWith('/_next/')) {
        if (!resolveFile(OUT_DIR, href)) broken.push(`${path} → ${href}`);
        continue;
      }
      if (!resolveFile(OUT_DIR, href)) broken.push(`${path} → ${href}`);
    }
  }
  expect(broken).toEqual([]);
});

// The islands' byte budgets (docs/decisions/islands.md): what a returning visitor's browser runs before
// any interaction, inline scripts and the modules of the islands that start by themselves, gzip. A content
// page runs the loader and a few lines of DOM code, no React; the contact and search pages hydrate their
// form at once. Measured in the browser too: e2e/budgets.spec.ts.
const modules = islandModules(OUT_DIR);
const firstLoadKb = (path: string) => firstLoadBytes(OUT_DIR, readFileSync(htmlFileOf(path), 'utf8'), modules) / 1024;

test(`every content page runs at most ${budgets.contentPageKb} kB of JavaScript (gzip) before any interaction`, () => {
  const over = pages
    .filter((path) => !appPages.includes(path))
    .map((path) => ({ path, kB: Math.round(firstLoadKb(path) * 10) / 10 }))
    .filter(({ kB }) => kB > budgets.contentPageKb);
  expect(over).toEqual([]);
});

test(`the contact and search pages run at most ${budgets.appPageKb} kB of JavaScript (gzip) before any interaction`, () => {
  for (const path of appPages) expect(firstLoadKb(path), path).toBeLessThanOrEqual(budgets.appPageKb);
});

// React writes a Suspense boundary that is large or late as a placeholder (<template id="B:…">) and
// puts its HTML at the end of the page, hidden, for a script to move in: without JavaScript, and until
// that script runs, the content is not where it belongs. Every page's content is in place in the HTML.
test('no page leaves content out of place for a script to move in (an outlined Suspense boundary)', () => {
  const outlined = pages.filter((path) =>
    elementsNamed(parsePage(readFileSync(htmlFileOf(path), 'utf8')), 'template').some((template) =>
      /^B:/.test(attribute(template, 'id') ?? ''),
    ),
  );
  expect(outlined).toEqual([]);
});

test('every page is at most 40 kB of HTML (gzip)', () => {
  const over = pages
    .map((path) => ({ path, kB: gzipSync(readFileSync(htmlFileOf(path))).length / 1024 }))
    .filter(({ kB }) => kB > 40);
  expect(over).toEqual([]);
});

test('sitemap.xml lists the indexable pages with hreflang, and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  expect(locs).toEqual(expect.arrayContaining(['https://www.fyrtorn.example', 'https://www.fyrtorn.example/en']));
  expect(locs.some((loc) => /\/(404|priser)$/.test(loc))).toBe(false);
  expect(sitemap).toContain('hreflang="x-default"');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://www.fyrtorn.example/sitemap.xml');
});

test('every page has exactly one <h1> in its HTML', () => {
  const counts = pages.map((path) => ({
    path,
    h1: elementsNamed(parsePage(readFileSync(htmlFileOf(path), 'utf8')), 'h1').length,
  }));
  expect(counts.filter(({ h1 }) => h1 !== 1)).toEqual([]);
});

test('hreflang pairs only indexable pages: no noindex page carries alternates, every indexable twin does', () => {
  const hreflangs = (path: string) => {
    const page = parsePage(readFileSync(htmlFileOf(path), 'utf8'));
    const robots = metaContent(page, 'robots') ?? '';
    const languages = elementsNamed(page, 'link')
      .filter((link) => attribute(link, 'rel') === 'alternate' && attribute(link, 'hreflang') !== null)
      .map((link) => attribute(link, 'hreflang'));
    return { path, noindex: robots.includes('noindex'), languages };
  };
  const all = pages.map(hreflangs);
  expect(all.filter((page) => page.noindex && page.languages.length)).toEqual([]);
  // Both kinds are there: the search pages are noindex twins, the sitemap's pages indexable ones.
  expect(all.filter((page) => page.noindex).map((page) => page.path)).toEqual(
    expect.arrayContaining(['/sok', '/en/sok', '/lp/example-campaign']),
  );
  for (const path of contentPages) {
    expect(hreflangs(path), path).toEqual({ path, noindex: false, languages: ['sv', 'en', 'x-default'] });
  }
});

test('the company and the site are one entity each, described the same on every page of both languages', () => {
  type Node = { '@type'?: string; potentialAction?: unknown };
  const described = (type: string) =>
    new Set(
      pages.map((path) => {
        const page = parsePage(readFileSync(htmlFileOf(path), 'utf8'));
        const nodes = elementsNamed(page, 'script')
          .filter((script) => attribute(script, 'type') === 'application/ld+json')
          .flatMap((script) => [JSON.parse(childText(script)) as Node | Node[]].flat());
        const found = nodes.filter((node) => node['@type'] === type);
        expect(found, `${path}: ${type}`).toHaveLength(1);
        // The search page a visitor is sent to is the page's language's own.
        const { potentialAction, ...entity } = found[0];
        expect(potentialAction === undefined || type === 'WebSite', `${path}: ${type}`).toBe(true);
        return JSON.stringify(entity);
      }),
    );
  const organization = described('AccountingService');
  expect([...organization]).toHaveLength(1);
  expect(JSON.parse([...organization][0])).toMatchObject({
    '@id': 'https://www.fyrtorn.example/#organization',
    url: 'https://www.fyrtorn.example',
    areaServed: { '@type': 'Country', name: 'Sweden' },
  });
  expect([...described('WebSite')]).toHaveLength(1);
  const otherTypes = pages.filter((path) => /"@type":"Organization"/.test(readFileSync(htmlFileOf(path), 'utf8')));
  expect(otherTypes).toEqual([]);
});

test('host rule files are in the export', () => {
  const redirects = readFileSync(join(OUT_DIR, '_redirects'), 'utf8');
  expect(redirects).toMatch(/^\/priser\s+\/vara-abonnemang\s+301$/m);
  const headers = readFileSync(join(OUT_DIR, '_headers'), 'utf8');
  expect(headers).toMatch(/X-Content-Type-Options: nosniff/);
  expect(headers).toMatch(/Referrer-Policy: strict-origin-when-cross-origin/);
  expect(headers).toMatch(/\/_next\/static\/\*\n\s+Cache-Control: public, max-age=31536000, immutable/);
});

test('the static /priser page is noindex with its canonical on /vara-abonnemang', () => {
  const html = readFileSync(htmlFileOf('/priser'), 'utf8');
  expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
  expect(html).toContain('<link rel="canonical" href="https://www.fyrtorn.example/vara-abonnemang"');
  expect(html).toMatch(/<meta http-equiv="refresh" content="0; url=\/vara-abonnemang"/);
  expect(html).not.toContain('hreflang');
});
