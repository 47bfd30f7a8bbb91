import { sv, en } from './messages';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { OUT_DIR, exportedPages, htmlFileOf } from './site';
import { watchForProblems } from './watch';
import { expectSiteFilesServed } from './site-files-check';
import { attribute, elementsNamed, parsePage } from '../scripts/build/page-html.mjs';
import { ENGLISH_PREFIX, indexedPagePaths, pageNamespaces, socialImagePath } from '../lib/route-table.mjs';
import { iconFiles, manifestPath } from '../lib/site-files.mjs';

// What a page shows where it is shared (its own social image, with its title) and where it is kept
// (the icon of each platform, the web app manifest of its language), read from the export.
const ORIGIN = 'https://www.fyrtorn.example';
const catalogs = { sv, en } as const;

/** A page's language and its Swedish path: /en/fdaas → en, /fdaas. */
function pageOf(url: string) {
  const english = url === ENGLISH_PREFIX || url.startsWith(`${ENGLISH_PREFIX}/`);
  const path = english ? url.slice(ENGLISH_PREFIX.length) || '/' : url;
  return { locale: english ? ('en' as const) : ('sv' as const), path };
}

/** The <meta property|name> and <link rel> values of a page's head. */
function headOf(url: string) {
  const page = parsePage(readFileSync(htmlFileOf(url), 'utf8'));
  const meta = (key: string) =>
    elementsNamed(page, 'meta')
      .filter((el) => attribute(el, 'property') === key || attribute(el, 'name') === key)
      .map((el) => attribute(el, 'content'));
  const links = (rel: string) =>
    elementsNamed(page, 'link')
      .filter((el) => attribute(el, 'rel') === rel)
      .map((el) => ({ href: attribute(el, 'href'), sizes: attribute(el, 'sizes'), type: attribute(el, 'type') }));
  return { meta, links };
}

/** Width and height of a PNG, from its header. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const pages = exportedPages();
/** The 404 pages answer a miss: nobody shares them, and they carry no social metadata. */
const sharedPages = pages.filter((url) => !/^\/(en\/)?404$/.test(url));

test('every page of the sitemap has a social image of its own, 1200x630, with its title as the alternative text', () => {
  const seen = new Map<string, string>();
  for (const url of sharedPages) {
    const { locale, path } = pageOf(url);
    const { meta } = headOf(url);
    const image = meta('og:image');
    expect(image, url).toHaveLength(1);
    expect(meta('twitter:image'), url).toEqual(image);
    const own = (indexedPagePaths as readonly string[]).includes(path);
    const expected = `${ORIGIN}${own ? socialImagePath(locale, path) : `/og/${locale}.png`}`;
    expect(image[0], url).toBe(expected);
    const file = join(OUT_DIR, new URL(expected).pathname);
    expect(pngSize(readFileSync(file)), url).toEqual({ width: 1200, height: 630 });
    if (own) {
      const title = (catalogs[locale] as Record<string, { meta?: { title: string } }>)[pageNamespaces[path]].meta!
        .title;
      expect(meta('og:image:alt'), url).toEqual([title]);
      // One image per page and language: no two pages share one.
      expect(seen.get(expected), `${url} and ${seen.get(expected)}`).toBeUndefined();
      seen.set(expected, url);
    }
  }
  expect(seen.size).toBe(indexedPagePaths.length * 2);
});

test('social images of different pages differ, and so do the two languages of one page', () => {
  const bytes = (locale: 'sv' | 'en', path: string) => readFileSync(join(OUT_DIR, socialImagePath(locale, path)));
  expect(bytes('sv', '/fdaas').equals(bytes('sv', '/pdaas'))).toBe(false);
  expect(bytes('sv', '/fdaas').equals(bytes('en', '/fdaas'))).toBe(false);
});

test('every page links the icons and the manifest of its language', () => {
  for (const url of pages) {
    const { locale } = pageOf(url);
    const { links } = headOf(url);
    expect(links('icon'), url).toEqual([
      { href: iconFiles.ico, sizes: '32x32', type: null },
      { href: iconFiles.svg, sizes: null, type: 'image/svg+xml' },
    ]);
    expect(links('apple-touch-icon'), url).toEqual([{ href: iconFiles.apple, sizes: '180x180', type: null }]);
    expect(
      links('manifest').map(({ href }) => href),
      url,
    ).toEqual([manifestPath(locale)]);
  }
});

test('the static server serves them with their own types', async ({ request }) => {
  await expectSiteFilesServed(request);
});

test('favicon.ico holds the mark at 16, 32 and 48 px', async ({ request }) => {
  const response = await request.get(iconFiles.ico);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const ico = await response.body();
  expect(ico.readUInt16LE(2)).toBe(1);
  const count = ico.readUInt16LE(4);
  const sizes = Array.from({ length: count }, (_, i) => {
    const entry = 6 + 16 * i;
    const image = ico.subarray(
      ico.readUInt32LE(entry + 12),
      ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
    );
    const { width, height } = pngSize(image);
    expect([ico.readUInt8(entry), ico.readUInt8(entry + 1)]).toEqual([width, height]);
    return width;
  });
  expect(sizes).toEqual([16, 32, 48]);
});

test('the Apple touch icon is a 180x180 PNG', async ({ request }) => {
  const response = await request.get(iconFiles.apple);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body())).toEqual({ width: 180, height: 180 });
});

for (const locale of ['sv', 'en'] as const) {
  test(`the ${locale} manifest: the site's name and description in ${locale}, its start page, colours, and 192 and 512 px icons`, async ({
    request,
  }) => {
    const response = await request.get(manifestPath(locale));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    const meta = catalogs[locale].Metadata;
    expect(manifest).toMatchObject({
      name: meta.defaultTitle,
      short_name: meta.siteName,
      description: meta.defaultDescription,
      lang: locale,
      start_url: locale === 'en' ? '/en' : '/',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    const pngs = manifest.icons.filter((icon: { type: string }) => icon.type === 'image/png');
    for (const size of [192, 512]) {
      const icons = pngs.filter((icon: { sizes: string }) => icon.sizes === `${size}x${size}`);
      expect(icons.map((icon: { purpose: string }) => icon.purpose).sort()).toEqual(['any', 'maskable']);
      const image = await request.get(icons[0].src);
      expect(pngSize(await image.body())).toEqual({ width: size, height: size });
    }
  });

  test(`the browser reads the ${locale} manifest under the page's own policy, without an error`, async ({ page }) => {
    const problems = await watchForProblems(page);
    await page.goto(locale === 'en' ? '/en/kontakt' : '/kontakt');
    const cdp = await page.context().newCDPSession(page);
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect(new URL(url).pathname).toBe(manifestPath(locale));
    expect(errors).toEqual([]);
    expect(JSON.parse(data!).short_name).toBe(catalogs[locale].Metadata.siteName);
    expect(await problems()).toEqual([]);
  });
}
