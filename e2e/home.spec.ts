import { sv, en } from './messages';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { OUT_DIR } from './site';

/** The text the site search holds for a page: its fragment in the export's Pagefind index. */
function indexedContent(url: string): string {
  const dir = join(OUT_DIR, 'pagefind', 'fragment');
  for (const file of readdirSync(dir)) {
    const text = gunzipSync(readFileSync(join(dir, file))).toString('utf8');
    const fragment = JSON.parse(text.slice(text.indexOf('{'))) as { url: string; content: string };
    if (fragment.url === url) return fragment.content;
  }
  throw new Error(`${url} is not in the search index`);
}

const cases = [
  { path: '/', locale: 'sv', m: sv, canonical: 'https://www.fyrtorn.example' },
  { path: '/en', locale: 'en', m: en, canonical: 'https://www.fyrtorn.example/en' },
] as const;

for (const { path, locale, m, canonical } of cases) {
  test.describe(`home ${path}`, () => {
    test('shows every section the spec lists', async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Home.hero.title);
      await expect(page.getByRole('link', { name: m.Home.hero.primaryCta })).toHaveAttribute(
        'href',
        locale === 'sv' ? '/kontakt' : '/en/kontakt',
      );

      const services = page.getByRole('region', { name: m.Home.services.heading }).getByRole('listitem');
      await expect(services).toHaveCount(3);
      const prefix = locale === 'sv' ? '' : '/en';
      for (const [i, href] of ['/fdaas', '/pdaas', '/arspaket'].entries()) {
        await expect(services.nth(i).getByRole('link')).toHaveAttribute('href', `${prefix}${href}`);
      }

      await expect(page.getByRole('region', { name: m.Home.steps.heading }).getByRole('listitem')).toHaveCount(3);

      const testimonials = page.getByTestId('testimonial');
      await expect(testimonials).toHaveCount(3);
      for (let i = 0; i < 3; i++) {
        await expect(testimonials.nth(i)).toContainText(`${m.Home.testimonials.effectLabel}:`);
        await expect(testimonials.nth(i).getByRole('img')).toHaveAccessibleName(
          m.Home.testimonials.rating.replace('{rating}', '5'),
        );
      }

      await expect(page.locator('details[name="home-faq"]')).toHaveCount(6);
      await expect(page.getByRole('link', { name: m.Home.cta.primary })).toBeVisible();
      await expect(page.getByRole('heading', { name: m.Home.logos.heading })).toBeVisible();
    });

    test('the hero shows the MyFyrtorn portal beside the text on a desktop, below it on a tablet, not on a phone', async ({
      page,
    }) => {
      const preview = m.Home.hero.preview;
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      const picture = page.getByRole('img', { name: preview.label, exact: true });
      await expect(picture).toBeVisible();
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      const box = (await picture.boundingBox())!;
      expect(box.x).toBeGreaterThan(heading.x + heading.width);
      expect(box.x).toBeGreaterThanOrEqual(1280 / 2);
      expect(box.y + box.height).toBeLessThanOrEqual(800);

      // Every word in it comes from the catalog (the initials from the name in the catalog).
      const words = [
        preview.product,
        preview.company,
        preview.updated,
        ...preview.kpis.flatMap((kpi) => [kpi.label, kpi.value, kpi.change]),
        preview.chart.heading,
        preview.chart.period,
        preview.chart.incoming,
        preview.chart.outgoing,
        ...preview.chart.months,
        preview.message.name,
        preview.message.role,
        preview.message.time,
        preview.message.text,
        preview.message.name
          .split(' ')
          .map((part) => part[0])
          .join(''),
      ];
      const texts = await picture.evaluate((el) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.textContent?.trim()) found.push(node.textContent.trim());
        }
        return found;
      });
      expect(texts.filter((text) => !words.includes(text))).toEqual([]);
      expect(texts).toEqual(expect.arrayContaining([preview.kpis[0].value, preview.message.text]));

      await page.setViewportSize({ width: 768, height: 1000 });
      const below = (await picture.boundingBox())!;
      const buttons = (await page.getByRole('link', { name: m.Home.hero.primaryCta }).boundingBox())!;
      expect(below.y).toBeGreaterThan(buttons.y + buttons.height);

      await page.setViewportSize({ width: 390, height: 800 });
      await expect(picture).toBeHidden();
    });

    test('the portal picture needs no JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('img', { name: m.Home.hero.preview.label, exact: true })).toBeVisible();
      await context.close();
    });

    test("the portal picture's words are not in the site search's index of the page", () => {
      const content = indexedContent(path);
      expect(content).toContain(m.Home.hero.title);
      const preview = m.Home.hero.preview;
      for (const text of [
        preview.company,
        preview.updated,
        preview.message.text,
        ...preview.kpis.map((k) => k.label),
      ]) {
        expect(content).not.toContain(text);
      }
    });

    test('has its metadata and structured data', async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(m.Home.meta.title);
      const head = page.locator('head');
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(head.locator('link[hreflang="sv"]')).toHaveAttribute('href', 'https://www.fyrtorn.example');
      await expect(head.locator('link[hreflang="en"]')).toHaveAttribute('href', 'https://www.fyrtorn.example/en');
      await expect(head.locator('link[hreflang="x-default"]')).toHaveAttribute('href', 'https://www.fyrtorn.example');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', m.Home.meta.description);
      await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', /.+/);
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `https://www.fyrtorn.example/og/${locale}/home.png`,
      );
      await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
      await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', m.Metadata.ogLocale);
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const docs = blocks.flatMap((text) => JSON.parse(text) as unknown).flat() as {
        '@type': string;
        mainEntity?: unknown[];
      }[];
      const types = docs.map((d) => d['@type']);
      expect(types).toEqual(expect.arrayContaining(['AccountingService', 'WebSite', 'FAQPage']));
      expect(docs.find((d) => d['@type'] === 'FAQPage')?.mainEntity).toHaveLength(6);
    });

    test('the OpenGraph image is a real 1200x630 PNG', async ({ request }) => {
      const response = await request.get(`/og/${locale}/home.png`);
      expect(response.status()).toBe(200);
      const png = await response.body();
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(1200);
      expect(png.readUInt32BE(20)).toBe(630);
    });
  });
}

test('FAQ: one item open at a time, and an open item collapses', async ({ page }) => {
  await page.goto('/');
  const items = page.locator('details[name="home-faq"]');
  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await items.nth(1).locator('summary').click();
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open', '');
  await items.nth(1).locator('summary').click();
  await expect(items.nth(1)).not.toHaveAttribute('open', '');
  await expect(page.locator('details[name="home-faq"][open]')).toHaveCount(0);
});

test.describe('client-logo banner', () => {
  const names = ['Drifter', 'Match2One', 'SmartInfo', 'Very Good Communication', 'Worlds Sports Group'];

  test('loops the five logos in 30 s on wide screens', async ({ page }) => {
    await page.goto('/');
    const track = page.getByTestId('logo-track');
    for (const name of names) await expect(track.getByRole('img', { name })).toHaveCount(1);
    // The second copy is there for the seamless loop, hidden from assistive technology.
    await expect(track.locator('ul[aria-hidden="true"] img')).toHaveCount(5);
    await expect(track).toHaveCSS('animation-duration', '30s');
    await expect(track).toHaveCSS('animation-iteration-count', 'infinite');
  });

  test('runs in 20 s at 768 px and narrower', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('logo-track')).toHaveCSS('animation-duration', '20s');
  });

  test('stands still for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByTestId('logo-track')).toHaveCSS('animation-name', 'none');
  });
});
