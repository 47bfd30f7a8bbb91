import { en, facts, offers as offerTexts, sv } from './messages';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The offer pages in both languages: what a visitor sees, where every button leads, that what a package
// includes and what costs extra are messages/offer.json's, and that the structured data carries the
// same prices as the page.

const origin = 'https://www.fyrtorn.example';
// The periods a price is shown with (each price's own text in the catalogs).
const languages = [
  { locale: 'sv', m: sv, o: offerTexts.sv, prefix: '', perMonth: 'per månad', perHour: 'per timme', from: 'fr.' },
  { locale: 'en', m: en, o: offerTexts.en, prefix: '/en', perMonth: 'per month', perHour: 'per hour', from: 'from' },
] as const;
const names = (items: readonly { name: string }[]) => items.map((item) => item.name);
type Catalog = typeof sv;

/** An amount as the catalogs may write it: 2495 matches "2 495", "2 495" (no-break space) and "2,495". */
function amount(n: number): RegExp {
  const digits = String(n);
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return new RegExp(`(?<!\\d)${head ? `${head}[\\s\\u00a0\\u202f,]?` : ''}${tail}(?!\\d)`);
}

// The figures an older version of the site had in its structured data; they must not come back.
const staleFigures = [6995, 13995, 19995, 2995, 9995];

type JsonLdDoc = Record<string, any>;

async function jsonLd(page: Page): Promise<JsonLdDoc[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => JSON.parse(text) as JsonLdDoc | JsonLdDoc[]).flat();
}

async function expectLinks(links: Locator, hrefs: string[]) {
  await expect(links).toHaveCount(hrefs.length);
  for (const [i, href] of hrefs.entries()) await expect(links.nth(i)).toHaveAttribute('href', href);
}

/** Canonical and hreflang, the breadcrumb trail and its BreadcrumbList, no stale price. */
async function expectPageBasics(
  page: Page,
  m: Catalog,
  locale: string,
  path: string,
  trail: { name: string; path: string }[],
) {
  const prefix = locale === 'sv' ? '' : '/en';
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${prefix}${path}`);
  await expect(head.locator('link[hreflang="sv"]')).toHaveAttribute('href', `${origin}${path}`);
  await expect(head.locator('link[hreflang="en"]')).toHaveAttribute('href', `${origin}/en${path}`);
  await expect(head.locator('link[hreflang="x-default"]')).toHaveAttribute('href', `${origin}${path}`);
  await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', /.+,.+/);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);

  const nav = page.getByRole('navigation', { name: m.Common.breadcrumbLabel });
  await expect(nav.getByRole('link', { name: m.Common.home })).toHaveAttribute('href', prefix || '/');
  await expect(nav.locator('[aria-current="page"]')).toHaveText(trail[trail.length - 1].name);

  const docs = await jsonLd(page);
  const breadcrumbs = docs.find((d) => d['@type'] === 'BreadcrumbList');
  expect(breadcrumbs?.itemListElement).toEqual(
    [{ name: m.Common.home, path: '/' }, ...trail].map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.path === '/' ? (prefix ? `${origin}${prefix}` : origin) : `${origin}${prefix}${item.path}`,
    })),
  );

  const text = `${await page.locator('body').innerText()} ${JSON.stringify(docs)}`;
  for (const figure of staleFigures) expect(text).not.toMatch(amount(figure));
}

/** The Service JSON-LD's offers: name, visible price text and the amounts read from it. */
async function serviceOffers(page: Page) {
  const services = (await jsonLd(page)).filter((d) => d['@type'] === 'Service');
  expect(services).toHaveLength(1);
  expect(services[0].provider['@id']).toBe(`${origin}/#organization`);
  return (services[0].offers as JsonLdDoc[]).map((offer) => ({
    name: offer.name,
    text: offer.description,
    price: offer.price,
    min: offer.priceSpecification?.minPrice,
    max: offer.priceSpecification?.maxPrice,
    unit: offer.priceSpecification?.unitCode,
    currency: offer.priceSpecification?.priceCurrency,
  }));
}

for (const { locale, m, o, prefix, perMonth, perHour, from } of languages) {
  const link = (path: string) => `${prefix}${path}`;
  const subscriptionsCrumb = { name: m.Subscriptions.breadcrumb, path: '/vara-abonnemang' };

  test.describe(`offer pages (${locale})`, () => {
    test(`${link('/vara-abonnemang')}: three subscription cards, disclaimer and help`, async ({ page }) => {
      await page.goto(link('/vara-abonnemang'));
      const t = m.Subscriptions;
      await expect(page).toHaveTitle(`${t.meta.title} | Fyrtorn`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.hero.title);

      const cards = page.getByTestId('subscription-card');
      await expect(cards).toHaveCount(3);
      const expected = [
        { href: '/fdaas', price: 2495, features: names(o.packages.fdaas.highlights) },
        { href: '/pdaas', price: 1995, features: names(o.packages.pdaas.highlights) },
        { href: '/arspaket', price: 1095, features: names(o.packages.annual.highlights) },
      ];
      for (const [i, { href, price, features: highlights }] of expected.entries()) {
        const card = cards.nth(i);
        const copy = t.cards.items[i];
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(copy.title);
        await expect(card).toContainText(copy.subtitle);
        await expect(card).toContainText(copy.description);
        await expect(card.getByTestId('price')).toContainText(amount(price));
        await expect(card.getByTestId('price')).toContainText(perMonth);
        const features = card.getByRole('listitem');
        await expect(features).toHaveText(highlights);
        expect(highlights.length).toBeGreaterThanOrEqual(3);
        expect(highlights.length).toBeLessThanOrEqual(6);
        await expectLinks(card.getByRole('link'), [link(href)]);
        await expect(card.getByRole('link')).toHaveText(copy.button);
      }

      await expect(page.getByText(m.Offers.disclaimer)).toBeVisible();
      const help = page.getByRole('region', { name: t.help.title });
      await expectLinks(help.getByRole('link'), [link('/kontakt'), link('/kontakt')]);
      await expect(help.getByRole('link')).toHaveText([t.help.primary, t.help.secondary]);

      await expectPageBasics(page, m, locale, '/vara-abonnemang', [subscriptionsCrumb]);
    });

    const departments = [
      { path: '/fdaas', t: m.Fdaas, p: o.packages.fdaas, prices: [2495, 4995], features: 14, steps: 3, addOns: 5 },
      { path: '/pdaas', t: m.Pdaas, p: o.packages.pdaas, prices: [1995, 3495], features: 12, steps: 4, addOns: 6 },
    ] as const;

    for (const { path, t, p, prices, features, steps, addOns } of departments) {
      test(`${link(path)}: hero, three packages, ${features} features, benefits, ${steps} steps, ${addOns} add-ons`, async ({
        page,
      }) => {
        await page.goto(link(path));
        await expect(page).toHaveTitle(`${t.meta.title} | Fyrtorn`);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveText(t.hero.title);
        const hero = page.locator('section').filter({ has: heading });
        await expectLinks(hero.getByRole('link'), [link('/kontakt'), link('/kontakt')]);
        await expect(hero.getByRole('link')).toHaveText([t.hero.primaryCta, t.hero.secondaryCta]);

        const packages = page.getByTestId('package');
        await expect(packages).toHaveCount(3);
        for (let i = 0; i < 3; i++) {
          const item = t.packages.items[i];
          await expect(packages.nth(i).getByRole('heading')).toHaveText(item.name);
          await expect(packages.nth(i)).toContainText(item.range);
          await expectLinks(packages.nth(i).getByRole('link'), [link('/kontakt')]);
        }
        // The first two with price and period, the third by quote only.
        for (const [i, price] of prices.entries()) {
          await expect(packages.nth(i).getByTestId('price')).toContainText(amount(price));
          await expect(packages.nth(i).getByTestId('price')).toHaveText(new RegExp(`^${from} .* ${perMonth}$`));
        }
        await expect(packages.nth(2).getByTestId('price')).toHaveText(t.packages.byQuote);
        await expect(packages.nth(2).getByTestId('price')).not.toContainText(/\d/);
        await expect(page.getByText(m.Offers.disclaimer)).toBeVisible();

        // What the package includes, from messages/offer.json; what costs extra, and a link to where its price is.
        const included = page.getByRole('region', { name: t.features.heading });
        await expect(included.getByRole('listitem')).toHaveText(names(p.included));
        expect(p.included).toHaveLength(features);
        const priceList = included.getByTestId('price-list-link');
        await expect(priceList).toContainText(t.features.extra);
        const priceListLink = priceList.getByRole('link', { name: t.features.priceListLink });
        await expect(priceListLink).toHaveAttribute('href', `/prislista-${path.slice(1)}`);
        // The price lists are Swedish only: an English page says so to the browser too.
        if (locale === 'en') await expect(priceListLink).toHaveAttribute('hreflang', 'sv');
        await expect(page.getByRole('region', { name: t.benefits.heading }).getByRole('listitem')).toHaveCount(3);
        const process = page.getByRole('region', { name: t.process.heading }).getByRole('listitem');
        await expect(process).toHaveCount(steps);
        await expect(process.getByRole('heading')).toHaveText(t.process.items.map((s) => s.title));

        const addOnCard = page.getByTestId('add-on-card');
        await expect(addOnCard.getByRole('listitem')).toHaveText(names(p.extras));
        expect(p.extras).toHaveLength(addOns);
        await expectLinks(addOnCard.getByRole('link'), [link('/plustjanster')]);
        await expect(addOnCard.getByTestId('price')).toContainText(amount(2000));

        const cta = page.getByRole('region', { name: t.cta.title });
        await expectLinks(cta.getByRole('link'), [link('/kontakt'), link('/kontakt')]);

        const offers = await serviceOffers(page);
        expect(offers).toHaveLength(3);
        const visible = await packages.getByTestId('price').allInnerTexts();
        for (const [i, offer] of offers.entries()) {
          expect(visible[i].replace(/\s/g, '')).toContain(offer.text.replace(/\s/g, ''));
          expect(offer.name).toContain(t.packages.items[i].range);
        }
        expect(offers.map((offer) => offer.price)).toEqual([...prices, undefined]);
        expect(offers.map((offer) => offer.unit)).toEqual(['MON', 'MON', undefined]);
        expect(offers.map((offer) => offer.currency)).toEqual(['SEK', 'SEK', undefined]);

        await expectPageBasics(page, m, locale, path, [subscriptionsCrumb, { name: t.breadcrumb, path }]);
      });
    }

    test(`${link('/arspaket')}: six included items, price note, benefits, add-ons and process`, async ({ page }) => {
      await page.goto(link('/arspaket'));
      const t = m.AnnualPackage;
      await expect(page).toHaveTitle(`${t.meta.title} | Fyrtorn`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(t.hero.title);
      await expectLinks(page.locator('section').filter({ has: heading }).getByRole('link'), [link('/vara-abonnemang')]);

      const included = page.getByRole('region', { name: t.included.heading }).getByRole('listitem');
      await expect(included).toHaveCount(6);
      await expect(included.getByRole('heading')).toHaveText(names(o.packages.annual.included));
      for (const [i, item] of o.packages.annual.included.entries())
        await expect(included.nth(i)).toContainText(item.description!);

      const price = page.getByTestId('annual-price');
      await expect(price.getByTestId('price')).toContainText(amount(1095));
      await expect(price.getByTestId('price')).toContainText(perMonth);
      await expect(price).toContainText(t.price.note);

      await expect(page.getByRole('region', { name: t.benefits.heading }).getByRole('listitem')).toHaveCount(3);
      const addOns = page.getByRole('region', { name: t.addOns.heading });
      await expect(addOns.getByRole('listitem')).toHaveCount(4);
      await expect(addOns.getByRole('listitem').getByRole('heading')).toHaveText(names(o.packages.annual.extras));
      await expect(addOns.getByTestId('price-list-link')).toContainText(t.addOns.price);
      await expect(addOns.getByRole('link', { name: t.addOns.priceListLink })).toHaveAttribute('href', '/prislista');
      await expect(page.getByRole('region', { name: t.process.heading }).getByRole('listitem')).toHaveCount(4);
      await expectLinks(page.getByRole('region', { name: t.cta.title }).getByRole('link'), [link('/kontakt')]);

      const offers = await serviceOffers(page);
      const visiblePrice = (await price.getByTestId('price').locator('span').first().innerText()).trim();
      expect(offers).toEqual([
        {
          name: t.price.label,
          text: visiblePrice,
          price: 1095,
          min: undefined,
          max: undefined,
          unit: 'MON',
          currency: 'SEK',
        },
      ]);

      await expectPageBasics(page, m, locale, '/arspaket', [
        subscriptionsCrumb,
        { name: t.breadcrumb, path: '/arspaket' },
      ]);
    });

    test(`${link('/plustjanster')}: three areas, prices, reasons, process and links to the subscriptions`, async ({
      page,
    }) => {
      await page.goto(link('/plustjanster'));
      const t = m.PlusServices;
      await expect(page).toHaveTitle(`${t.meta.title} | Fyrtorn`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.hero.title);

      const areas = page.getByTestId('service-area');
      await expect(areas).toHaveCount(3);
      await expect(areas.getByRole('heading')).toHaveText(
        locale === 'sv' ? ['Ekonomi', 'HR & People', 'Skatt'] : ['Finance', 'HR & People', 'Tax'],
      );
      for (let i = 0; i < 3; i++) await expect(areas.nth(i).getByRole('listitem')).toHaveText(t.areas.items[i].bullets);

      const rows = page.getByTestId('price-row');
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(0).getByTestId('price')).toContainText(amount(2000));
      await expect(rows.nth(0).getByTestId('price')).toContainText(perMonth);
      await expect(rows.nth(1).getByTestId('price')).toContainText(
        new RegExp(`${amount(895).source}\\s*[–-]\\s*${amount(1250).source}`),
      );
      await expect(rows.nth(1).getByTestId('price')).toContainText(perHour);
      await expect(rows.nth(2).getByTestId('price')).toContainText(amount(1500));
      await expect(rows.nth(2).getByTestId('price')).toContainText(perHour);

      await expect(page.getByRole('region', { name: t.reasons.heading }).getByRole('listitem')).toHaveCount(4);
      const process = page.getByRole('region', { name: t.process.heading }).getByRole('listitem');
      await expect(process.getByRole('heading')).toHaveText(t.process.items.map((s) => s.title));
      await expect(process).toHaveCount(4);

      const offerCards = page.getByRole('region', { name: t.offers.heading }).getByRole('listitem');
      await expect(offerCards).toHaveCount(3);
      await expectLinks(offerCards.getByRole('link'), [link('/fdaas'), link('/pdaas'), link('/arspaket')]);
      await expectLinks(page.getByRole('region', { name: t.cta.title }).getByRole('link'), [
        link('/kontakt'),
        link('/vara-abonnemang'),
      ]);

      const offers = await serviceOffers(page);
      const { subscription, accountingHourly, taxHourly } = t.pricing;
      // The structured data's text is the price the row shows, its amounts those of messages/facts.json.
      const shown = (await rows.getByTestId('price').locator('span:first-child').allInnerTexts()).map((p) => p.trim());
      const { plusServices } = facts.offers;
      expect(offers).toEqual([
        {
          name: subscription.label,
          text: shown[0],
          price: plusServices.priceFrom,
          min: undefined,
          max: undefined,
          unit: 'MON',
          currency: 'SEK',
        },
        {
          name: accountingHourly.label,
          text: shown[1],
          price: undefined,
          min: plusServices.hourlyRate.min,
          max: plusServices.hourlyRate.max,
          unit: 'HUR',
          currency: 'SEK',
        },
        {
          name: taxHourly.label,
          text: shown[2],
          price: plusServices.taxHourlyRate,
          min: undefined,
          max: undefined,
          unit: 'HUR',
          currency: 'SEK',
        },
      ]);
      const visible = await rows.getByTestId('price').allInnerTexts();
      for (const [i, offer] of offers.entries())
        expect(visible[i].replace(/\s/g, '')).toContain(offer.text.replace(/\s/g, ''));

      await expectPageBasics(page, m, locale, '/plustjanster', [{ name: t.breadcrumb, path: '/plustjanster' }]);
    });
  });
}

test('the sitemap lists the five offer pages in both languages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/vara-abonnemang', '/fdaas', '/pdaas', '/arspaket', '/plustjanster']) {
    expect(sitemap).toContain(`<loc>${origin}${path}</loc>`);
    expect(sitemap).toContain(`<loc>${origin}/en${path}</loc>`);
  }
});
