import { en, facts, offers, sv } from './messages';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The Swedish-only pages: a campaign landing page, the AI conference agenda and three price lists.
const campaign = sv.Campaign['example-campaign'];
const pages = [
  { path: '/lp/example-campaign', robots: 'noindex, follow', title: campaign.meta.title },
  { path: '/ai-konferens', robots: 'noindex, follow', title: sv.Conference.meta.title },
  { path: '/prislista-fdaas', robots: 'noindex, nofollow', title: sv.PriceLists.fdaas.meta.title },
  { path: '/prislista-pdaas', robots: 'noindex, nofollow', title: sv.PriceLists.pdaas.meta.title },
  { path: '/prislista', robots: 'noindex, nofollow', title: sv.PriceLists.general.meta.title },
] as const;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
});

for (const { path, robots, title } of pages) {
  test.describe(path, () => {
    test('is Swedish, hidden from search engines, without hreflang, with a breadcrumb', async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
      await expect(page).toHaveTitle(`${title} | Fyrtorn`);
      const head = page.locator('head');
      await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', robots);
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://www.fyrtorn.example${path}`);
      await expect(head.locator('link[hreflang]')).toHaveCount(0);
      await expect(
        page.getByRole('navigation', { name: sv.Common.breadcrumbLabel }).locator('[aria-current="page"]'),
      ).toBeVisible();
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = blocks.flatMap((text) => [JSON.parse(text)].flat() as { '@type': string }[]).map((d) => d['@type']);
      expect(types).toContain('BreadcrumbList');
      // On a Swedish-only page the language toggle leads to the English home page.
      await expect(page.getByTestId('language-toggle')).toHaveAttribute('href', '/en');
    });

    test('has no English twin', async ({ request }) => {
      expect((await request.get(`/en${path}`)).status()).toBe(404);
    });

    test('opens every external link in a new tab, safely', async ({ page }) => {
      await page.goto(path);
      const external = page.locator('a[href^="http"]');
      const count = await external.count();
      expect(count).toBeGreaterThan(0); // the header's portal login at least
      for (let i = 0; i < count; i++) {
        await expect(external.nth(i)).toHaveAttribute('target', '_blank');
        await expect(external.nth(i)).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });
  });
}

test('none of them is in the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { path } of pages) expect(sitemap).not.toContain(path);
});

test.describe('campaign landing page', () => {
  const visibleHero = (page: Page) => page.locator('[data-testid^="campaign-hero-"]:visible');

  test('shows the Swedish hero and offer, with tracked links to /kontakt and a link to /fdaas', async ({ page }) => {
    await page.goto('/lp/example-campaign');
    await expect(visibleHero(page)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(campaign.hero.title, { useInnerText: true });
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(campaign.hero.title);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('3 månader');
    await expect(page.getByTestId('campaign-hero-sv')).toContainText(/ingen bindningstid/i);

    const hero = page.getByTestId('campaign-hero-sv');
    await expect(hero.getByRole('link', { name: campaign.hero.primary })).toHaveAttribute(
      'href',
      '/kontakt?campaign=example-campaign&source=lp',
    );
    await expect(hero.getByRole('link', { name: campaign.hero.secondary })).toHaveAttribute('href', '/fdaas');

    for (const [id, section] of Object.entries(campaign.sections)) {
      await expect(page.locator(`section#${id}`).getByRole('heading', { level: 2 })).toHaveText(section.heading);
    }
    const cta = page.locator('section#kom-igang');
    await expect(cta.getByRole('link', { name: campaign.sections['kom-igang'].primary })).toHaveAttribute(
      'href',
      '/kontakt?campaign=example-campaign&source=lp',
    );
    await expect(cta.getByRole('link', { name: campaign.sections['kom-igang'].secondary })).toHaveAttribute(
      'href',
      '/fdaas',
    );
  });

  test('shows the English hero to a visitor who chose English, without layout shift', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('preferred-locale', 'en');
      // Sum every layout shift from the start, as the CLS metric does.
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[])
          (window as unknown as { cls: number }).cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/lp/example-campaign');
    expect(page.url()).toMatch(/\/lp\/example-campaign$/); // no English twin to send the visitor to
    const hero = page.getByTestId('campaign-hero-en');
    await expect(visibleHero(page)).toHaveCount(1);
    await expect(hero).toBeVisible();
    await expect(hero).toHaveAttribute('lang', 'en');
    const title = en.Campaign['example-campaign'].hero.title;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { useInnerText: true });
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(title);
    await expect(page.getByRole('heading', { level: 1 }).locator('span:visible')).toHaveAttribute('lang', 'en');
    await expect(hero.getByRole('link', { name: en.Campaign['example-campaign'].hero.primary })).toHaveAttribute(
      'href',
      '/en/kontakt?campaign=example-campaign&source=lp',
    );
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBe(0);
  });
});

test.describe('AI conference agenda', () => {
  const ids = ['oversikt', 'pass-1', 'pass-2', 'pass-3', 'pass-4', 'gruppdiskussioner', 'sexmanadersplan', 'praktiskt'];
  const labels = sv.Conference.sections.map((s) => s.navLabel);

  test('has eight sections with ids, the date and every time of the day', async ({ page }) => {
    await page.goto('/ai-konferens');
    for (const [i, id] of ids.entries()) {
      await expect(page.locator(`section#${id}`).getByRole('heading', { level: 2 })).toHaveText(
        sv.Conference.sections[i].heading,
      );
    }
    const main = page.locator('main');
    await expect(main).toContainText('30 september 2025');
    for (const [time, what] of [
      ['09:00–10:15', 'Pass 1'],
      ['10:15–10:30', 'Paus'],
      ['10:30–12:00', 'Pass 2'],
      ['12:00–13:00', 'Lunch'],
      ['13:00–14:15', 'Pass 3'],
      ['14:15–14:30', 'Paus'],
      ['14:30–16:00', 'Pass 4'],
    ]) {
      await expect(page.locator('#oversikt li').filter({ hasText: time })).toContainText(what);
    }
    await expect(page.locator('#gruppdiskussioner')).toContainText('15 minuter');
    await expect(page.locator('#sexmanadersplan h2')).toContainText('6-månadersplan');
  });

  /** The jump menu, a native <details>: its summary opens and closes the list of sections. */
  const jumpMenu = (page: Page) => page.getByTestId('jump-menu');
  const jumpToggle = (page: Page) => jumpMenu(page).locator('summary');
  const jumpList = (page: Page) => page.getByRole('navigation', { name: sv.Conference.jumpMenu.label });

  test('jump menu: opens, lands on the chosen section, closes, and highlights it', async ({ page }) => {
    await page.goto('/ai-konferens');
    const toggle = jumpToggle(page);
    const menu = jumpList(page);
    await expect(toggle).toHaveText(sv.Conference.jumpMenu.button);
    await expect(jumpMenu(page)).not.toHaveAttribute('open');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(jumpMenu(page)).toHaveAttribute('open');
    await expect(menu.getByRole('link')).toHaveText(labels);

    await toggle.click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole('link', { name: labels[3] }).click();
    await expect(menu).toBeHidden();
    await expect(jumpMenu(page)).not.toHaveAttribute('open');
    await expect(page).toHaveURL(/#pass-3$/);
    await expect
      .poll(async () => page.locator('#pass-3').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(100);
    expect(await page.locator('#pass-3').evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    // The highlight is there while the menu is closed, and shows when it opens.
    await expect(jumpMenu(page).locator('a[aria-current="location"]')).toHaveText(labels[3]);
    await toggle.click();
    await expect(menu.locator('a[aria-current="location"]')).toHaveText(labels[3]);
    // A press elsewhere on the page (its right margin, where nothing is) closes it.
    await page.mouse.click((page.viewportSize()?.width ?? 1280) - 10, 400);
    await expect(menu).toBeHidden();
  });

  test('jump menu: without JavaScript it opens, and its links lead to the sections', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ai-konferens');
    await jumpToggle(page).click();
    await expect(jumpList(page).getByRole('link')).toHaveText(labels);
    await jumpList(page).getByRole('link', { name: labels[5] }).click();
    await expect(page).toHaveURL(/#gruppdiskussioner$/);
    await expect
      .poll(async () => page.locator('#gruppdiskussioner').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(100);
    await context.close();
  });

  test('jump menu: the highlight follows the section being read while scrolling', async ({ page }) => {
    await page.goto('/ai-konferens');
    // Open, as a visitor opens it to see where they are: the highlight shows, and follows the scrolling.
    await jumpToggle(page).click();
    const menu = jumpList(page);
    await expect(menu).toBeVisible();
    const current = menu.locator('a[aria-current="location"]');
    for (const [i, id] of [
      [1, 'pass-1'],
      [5, 'gruppdiskussioner'],
      [2, 'pass-2'],
    ] as const) {
      // Put the section's top 50 px below the viewport top: inside the 100 px offset.
      await page.evaluate((target) => {
        const el = document.getElementById(target)!;
        window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().top - 50, behavior: 'instant' });
      }, id);
      await expect(current).toHaveText(labels[i]);
    }
    // 150 px below the top is outside the offset: the section before it is still the one being read.
    await page.evaluate(() => {
      const el = document.getElementById('pass-4')!;
      window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().top - 150, behavior: 'instant' });
    });
    await expect(current).toHaveText(labels[3]);
  });

  test('jump menu: keyboard use, Escape closes and returns focus to its toggle', async ({ page }) => {
    await page.goto('/ai-konferens');
    const toggle = jumpToggle(page);
    const menu = jumpList(page);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    // The list follows its toggle in the document (it shows above it): Tab goes into it.
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(jumpMenu(page)).not.toHaveAttribute('open');
    await expect(toggle).toBeFocused();
  });

  test('jump menu: an Escape that comes before the toggle event of its open still closes it', async ({ page }) => {
    // Under load the browser's toggle event of an open can wait behind the keys pressed after it (input goes
    // first). Here the open and the Escape come in one task, so the event comes after the close began.
    await page.goto('/ai-konferens');
    await expect(page.locator('fyrtorn-island[data-island="jump-menu"]')).toHaveAttribute('data-island-ready', '');
    await jumpMenu(page).evaluate((details: HTMLDetailsElement) => {
      details.open = true;
      const link = details.querySelector('nav a')!;
      link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await expect(jumpMenu(page)).not.toHaveAttribute('open');
    await expect(jumpList(page)).toBeHidden();
  });

  test('jump menu: opening it moves nothing on the page', async ({ page }) => {
    await page.goto('/ai-konferens');
    const top = () => page.locator('#oversikt').evaluate((el) => el.getBoundingClientRect().top);
    const before = await top();
    await jumpToggle(page).click();
    await expect(jumpList(page)).toBeVisible();
    expect(await top()).toBe(before);
  });
});

// The price lists render messages/offer.json: each list's lines, names and prices as the model gives them
// (lib/price-lists.test.ts writes the figures out), with the spec's counts and a few published figures.
const offer = offers.sv;
const NB = '\u00a0';
type ListId = 'fdaas' | 'pdaas' | 'general';
const linesOn = (list: ListId, kind: (typeof offer.lines)[number]['kind']) =>
  offer.lines.filter((line) => line.kind === kind && line.lists.includes(list));
const programs = ['myBusiness', 'reda', 'findityMynt', 'billecta'] as const;
const programNames = programs.map((program) => sv.PriceLists.common.programs[program].title);

/** The lines of a list: each name and price as the model has them, in its order. */
async function expectLines(list: ReturnType<Page['locator']>, lines: { name: string; price: string }[]) {
  const items = list.locator(':scope > li');
  await expect(items).toHaveCount(lines.length);
  for (const [i, line] of lines.entries()) {
    await expect(items.nth(i).locator('span').first()).toHaveText(line.name);
    await expect(items.nth(i).locator('span').last()).toHaveText(line.price);
  }
}

async function expectProgramCards(page: Page, list: ListId) {
  const cards = page.getByTestId('program-card');
  await expect(cards).toHaveCount(4);
  const licences = linesOn(list, 'licence');
  for (const [i, program] of programs.entries()) {
    await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(programNames[i]);
    await expectLines(
      cards.nth(i).locator('ul'),
      licences.filter((line) => line.program === program),
    );
  }
  // Program cards of 3, 3, 2 and 5 lines; the licences per user per month.
  expect(programs.map((program) => licences.filter((line) => line.program === program).length)).toEqual([3, 3, 2, 5]);
  await expect(cards.nth(2).getByTestId('price-line')).toHaveText([
    `Findity, utlägg och reseräkningar130${NB}kr/mån`,
    `Mynt, företagskort100${NB}kr/mån`,
  ]);
  const external = page.getByTestId('external-programs-card');
  await expect(external.getByRole('link', { name: sv.PriceLists.common.externalPrograms.link })).toHaveAttribute(
    'href',
    'https://bookkeeping-vendor.example/priser',
  );
  await expect(external.getByTestId('price-line')).toHaveText(new RegExp(`ca 100${NB}kr/mån`));
}

async function expectSharedLayout(page: Page, badge: string, heading: string) {
  const hero = page.locator('main > section').first();
  await expect(hero.getByText(badge, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  const product = page.getByRole('link', { name: new RegExp(sv.PriceLists.common.externalButton) });
  await expect(product).toHaveCount(2); // hero and closing call to action
  for (const link of await product.all())
    await expect(link).toHaveAttribute('href', 'https://online-accounting.example');
  await expect(page.getByRole('link', { name: sv.PriceLists.common.portalLink })).toHaveAttribute('href', '/myfyrtorn');
  const disclaimer = page.getByTestId('price-disclaimer');
  await expect(disclaimer).toContainText('kronor exklusive moms');
  await expect(disclaimer).toContainText('kan ändras');
  await expect(disclaimer).toContainText('Priser med ”fr.” är vägledande startpriser');
}

/** The feature cards: what the package includes, from the model, each with its description. */
async function expectFeatureCards(page: Page, cards: readonly { name: string; description?: string }[]) {
  const items = page.locator('#ingar li');
  await expect(items).toHaveCount(cards.length);
  await expect(items.getByRole('heading')).toHaveText(cards.map((card) => card.name));
  for (const [i, card] of cards.entries()) await expect(items.nth(i)).toContainText(card.description!);
}

test.describe('price lists', () => {
  test('/prislista-fdaas: six features, product, programs, monthly additional services, running accounting, 12 payroll items, tax', async ({
    page,
  }) => {
    await page.goto('/prislista-fdaas');
    const m = sv.PriceLists.fdaas;
    await expectSharedLayout(page, m.hero.badge, m.hero.title);
    await expectFeatureCards(page, offer.packages.fdaas.priceListCards);
    expect(offer.packages.fdaas.priceListCards).toHaveLength(6);
    await expect(page.getByTestId('product-card').getByTestId('price-line')).toHaveText([
      `Fyrtorn Online, per företagfr. 199${NB}kr/mån`,
    ]);
    // The users FDaaS includes come from messages/facts.json: one MyBusiness user and one Reda user.
    expect(facts.offers.fdaas.includedUsers).toEqual({ myBusiness: 1, reda: 1 });
    await expect(page.locator('#program')).toContainText(m.licencesIncluded);
    await expect(page.locator('#program')).toContainText('1 användare i MyBusiness och 1 i Reda');
    await expectProgramCards(page, 'fdaas');
    const plus = page.getByTestId('plus-services-card');
    await expect(page.getByRole('heading', { level: 2, name: 'Plustjänster per månad' })).toBeVisible();
    await expect(plus).toContainText(m.plusServices.description);
    await expect(plus.getByTestId('price-line')).toHaveText(new RegExp(`fr\\. 2${NB}000${NB}kr/mån`));
    await expect(plus.getByRole('link', { name: m.plusServices.cta })).toHaveAttribute('href', '/kontakt');
    await expect(page.getByTestId('running-accounting')).toContainText(
      sv.PriceLists.common.runningAccountingDescription,
    );
    await expect(page.getByTestId('running-accounting').getByTestId('price-line')).toHaveText(
      new RegExp(`895–1${NB}250${NB}kr/tim`),
    );
    await expect(page.getByRole('heading', { level: 2, name: sv.PriceLists.common.addOnsHeading })).toBeVisible();
    expect(linesOn('fdaas', 'item')).toHaveLength(12);
    await expectLines(page.getByTestId('add-on-list'), linesOn('fdaas', 'item'));
    await expect(page.getByTestId('add-on-list').getByTestId('price-line').first()).toHaveText(
      `Lönehantering, per lönekörning300${NB}kr/st`,
    );
    await expect(page.getByTestId('running-fee').getByTestId('price-line')).toHaveText(
      new RegExp(`895–1${NB}250${NB}kr/tim`),
    );
    await expect(page.getByTestId('tax-service').getByTestId('price-line')).toHaveText(
      new RegExp(`1${NB}500${NB}kr/tim`),
    );
  });

  test('/prislista-pdaas: four features, product, 10 payroll and HR add-ons, running fee, expense card, tax', async ({
    page,
  }) => {
    await page.goto('/prislista-pdaas');
    const m = sv.PriceLists.pdaas;
    await expectSharedLayout(page, m.hero.badge, m.hero.title);
    await expectFeatureCards(page, offer.packages.pdaas.priceListCards);
    expect(offer.packages.pdaas.priceListCards).toHaveLength(4);
    await expect(page.getByTestId('product-card').getByTestId('price-line')).toHaveText([
      `Fyrtorn Online, per företagfr. 199${NB}kr/mån`,
    ]);
    expect(linesOn('pdaas', 'item')).toHaveLength(10);
    await expectLines(page.getByTestId('add-on-list'), linesOn('pdaas', 'item'));
    // Where one item costs differently in two lists, each shows its own figure.
    await expect(page.getByTestId('add-on-list').getByTestId('price-line').first()).toHaveText(
      `Arbetsgivarintygfr. 895${NB}kr`,
    );
    await expect(page.getByTestId('running-fee').getByTestId('price-line')).toHaveText(
      `Plustjänster per månadfr. 2${NB}000${NB}kr/mån`,
    );
    const cards = page.getByTestId('program-card');
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: m.expenseHeading })).toBeVisible();
    await expect(cards.getByTestId('price-line')).toHaveText([
      new RegExp(`Findity.*130${NB}kr/mån`),
      new RegExp(`Mynt.*100${NB}kr/mån`),
    ]);
    await expect(page.getByTestId('external-programs-card')).toHaveCount(0);
    await expect(page.getByTestId('tax-service').getByTestId('price-line')).toHaveText(
      new RegExp(`1${NB}500${NB}kr/tim`),
    );
  });

  test('/prislista: programs, external programs, additional services with running accounting, 12 payroll items, tax', async ({
    page,
  }) => {
    await page.goto('/prislista');
    const m = sv.PriceLists.general;
    await expectSharedLayout(page, m.hero.badge, m.hero.title);
    await expectProgramCards(page, 'general');
    const plus = page.getByRole('region', { name: m.plusHeading });
    await expect(plus.getByTestId('running-accounting').getByTestId('price-line')).toHaveText(
      new RegExp(`895–1${NB}250${NB}kr/tim`),
    );
    await expect(plus.getByRole('heading', { level: 3, name: sv.PriceLists.common.addOnsHeading })).toBeVisible();
    await expectLines(plus.getByTestId('add-on-list'), linesOn('general', 'item'));
    expect(linesOn('general', 'item').map((line) => line.id)).toEqual(linesOn('fdaas', 'item').map((line) => line.id));
    await expect(plus.getByTestId('running-fee').getByTestId('price-line')).toHaveText(
      new RegExp(`895–1${NB}250${NB}kr/tim`),
    );
    await expect(plus.getByTestId('tax-service').getByTestId('price-line')).toHaveText(
      new RegExp(`1${NB}500${NB}kr/tim`),
    );
    await expect(page.getByTestId('product-card')).toHaveCount(0);
  });
});
