import { en, facts, sv } from './messages';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { site } from '../lib/site';
// The months the enquiry function's scheduled run deletes after: the policy must show the same.
import { RETENTION_MONTHS } from '../supabase/functions/_shared/retention';

const ORIGIN = 'https://www.fyrtorn.example';
const locales = [
  { locale: 'sv', prefix: '', m: sv, newTab: sv.Common.newTab },
  { locale: 'en', prefix: '/en', m: en, newTab: en.Common.newTab },
] as const;

type Messages = typeof sv;
type PageKey = 'Portal' | 'References' | 'VisionTeam' | 'Careers' | 'CookieNotice' | 'Privacy' | 'Terms';
const pages: { path: string; key: PageKey }[] = [
  { path: '/myfyrtorn', key: 'Portal' },
  { path: '/referenser', key: 'References' },
  { path: '/vision-team', key: 'VisionTeam' },
  { path: '/jobba-hos-oss', key: 'Careers' },
  { path: '/cookie-notice', key: 'CookieNotice' },
  { path: '/integritetspolicy', key: 'Privacy' },
  { path: '/villkor', key: 'Terms' },
];

function region(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** Fills ICU placeholders the way the pages do, for comparing with the rendered text. */
function fill(message: string, values: Record<string, string>) {
  return message.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`).replace(/<\/?\w+>/g, '');
}

for (const { locale, prefix, m, newTab } of locales) {
  const href = (path: string) => `${prefix}${path}`;

  test.describe(`company pages (${locale})`, () => {
    for (const { path, key } of pages) {
      test(`${href(path)} has its metadata, breadcrumb and BreadcrumbList`, async ({ page }) => {
        const meta = (m as Messages)[key].meta;
        const label = (m as Messages)[key].breadcrumb;
        await page.goto(href(path));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page).toHaveTitle(`${meta.title} | ${m.Metadata.siteName}`);
        const head = page.locator('head');
        await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}${href(path)}`);
        await expect(head.locator('link[hreflang="sv"]')).toHaveAttribute('href', `${ORIGIN}${path}`);
        await expect(head.locator('link[hreflang="en"]')).toHaveAttribute('href', `${ORIGIN}/en${path}`);
        await expect(head.locator('link[hreflang="x-default"]')).toHaveAttribute('href', `${ORIGIN}${path}`);
        await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);
        await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', /.+/);

        const trail = page.getByRole('navigation', { name: m.Common.breadcrumbLabel });
        await expect(trail.getByRole('link', { name: m.Common.home })).toHaveAttribute('href', prefix || '/');
        await expect(trail.locator('[aria-current="page"]')).toHaveText(label);

        const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
        const docs = blocks.flatMap((text) => JSON.parse(text) as unknown).flat() as {
          '@type': string;
          itemListElement?: { position: number; name: string; item: string }[];
        }[];
        const crumbs = docs.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement;
        expect(crumbs).toEqual([
          { '@type': 'ListItem', position: 1, name: m.Common.home, item: `${ORIGIN}${prefix}` || ORIGIN },
          { '@type': 'ListItem', position: 2, name: label, item: `${ORIGIN}${href(path)}` },
        ]);
      });
    }

    test('MyFyrtorn: portal login in a new tab, access request, three features, included with no price', async ({
      page,
    }) => {
      const p = m.Portal;
      await page.goto(href('/myfyrtorn'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.hero.title);
      const login = page.getByRole('link', { name: `${p.hero.login} ${newTab}` });
      await expect(login).toHaveAttribute('href', site.portal.url);
      await expect(login).toHaveAttribute('target', '_blank');
      await expect(login).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page.getByRole('link', { name: p.hero.requestAccess })).toHaveAttribute('href', href('/kontakt'));

      const features = region(page, p.features.heading).getByRole('listitem');
      await expect(features).toHaveCount(3);
      for (const [i, feature] of p.features.items.entries()) {
        await expect(features.nth(i).getByRole('heading')).toHaveText(feature.title);
      }
      const included = region(page, p.included.heading);
      await expect(included).toContainText(p.included.text);
      await expect(included).toContainText(p.included.note);
      // Included in every subscription: the page names no price (the price lists' Fyrtorn Online has one).
      await expect(page.locator('main')).not.toContainText(/\d\s*kr\b|SEK\s*\d/);
      await expect(
        page.getByRole('region', { name: p.cta.title }).getByRole('link', { name: p.cta.primary }),
      ).toHaveAttribute('href', href('/kontakt'));
    });

    test('references: six testimonials, specialist text, twelve industries, two buttons', async ({ page }) => {
      const r = m.References;
      await page.goto(href('/referenser'));
      const cards = page.getByTestId('reference');
      await expect(cards).toHaveCount(6);
      for (const [i, item] of r.testimonials.items.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole('img', { name: r.testimonials.rating.replace('{rating}', '5') })).toBeVisible();
        await expect(card.locator('blockquote')).toContainText(item.quote);
        await expect(card).toContainText(item.author);
        await expect(card).toContainText(`${item.role}, ${item.company}`);
        await expect(card).toContainText(`${r.testimonials.industryLabel}: ${item.industry}`);
        await card.scrollIntoViewIfNeeded();
        const photo = card.getByRole('img', { name: fill(m.Images.portraitAlt, { name: item.author }) });
        // Generous: six images on a busy machine.
        await expect(photo).toHaveJSProperty('complete', true, { timeout: 20_000 });
        expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      }
      await expect(region(page, r.specialists.heading)).toContainText(r.specialists.paragraphs[0]);
      const tags = region(page, r.industries.heading).getByRole('listitem');
      await expect(tags).toHaveText(m.Industries.items);
      await expect(tags).toHaveCount(12);
      const cta = page.getByRole('region', { name: r.cta.title });
      await expect(cta.getByRole('link', { name: r.cta.primary })).toHaveAttribute('href', href('/kontakt'));
      await expect(cta.getByRole('link', { name: r.cta.secondary })).toHaveAttribute('href', href('/vara-abonnemang'));
    });

    test('vision & team: quote, four values, seven members, achievements, #team', async ({ page }) => {
      const v = m.VisionTeam;
      await page.goto(href('/vision-team'));
      await expect(region(page, v.vision.heading).locator('blockquote')).toContainText(v.vision.quote);
      await expect(region(page, v.values.heading).getByRole('listitem')).toHaveCount(4);
      const members = page.locator('#team').getByTestId('team-member');
      await expect(members).toHaveCount(7);
      for (const [i, member] of v.team.members.entries()) {
        await expect(members.nth(i).getByRole('heading', { level: 3 })).toHaveText(member.name);
        await expect(members.nth(i)).toContainText(member.role);
        await expect(members.nth(i)).toContainText(member.description);
      }
      const achievements = region(page, v.achievements.heading).getByTestId('key-figure');
      await expect(achievements).toHaveCount(4);
      // The figures come from messages/facts.json, through the texts' placeholders.
      await expect(achievements.first()).toContainText(String(facts.foundingYear));
      await expect(achievements.nth(1)).toContainText(`${facts.customerCount}+`);
      await expect(achievements.nth(2)).toContainText(`${facts.responseTimeHours}\u00a0h`);

      const cta = page.getByRole('region', { name: v.cta.title });
      await expect(cta.getByRole('link', { name: v.cta.primary })).toHaveAttribute('href', href('/kontakt'));
      await expect(cta.getByRole('link', { name: v.cta.secondary })).toHaveAttribute('href', href('/vara-abonnemang'));

      const teamLink = page.getByRole('link', { name: v.hero.teamLink });
      await expect(teamLink).toHaveAttribute('href', '#team');
      await teamLink.click();
      await expect(page).toHaveURL(/#team$/);
      await expect(page.getByRole('heading', { name: v.team.heading, exact: true })).toBeInViewport();
    });

    test('careers: hero anchor, four values, eight benefits, two positions, spontaneous application', async ({
      page,
    }) => {
      const c = m.Careers;
      await page.goto(href('/jobba-hos-oss'));
      await expect(region(page, c.values.heading).getByRole('listitem')).toHaveCount(4);
      await expect(region(page, c.benefits.heading).getByTestId('benefit')).toHaveCount(8);

      const positions = page.locator('#lediga-tjanster').getByTestId('position');
      await expect(positions).toHaveCount(2);
      for (const [i, position] of c.positions.items.entries()) {
        const card = positions.nth(i);
        await expect(card.getByRole('heading')).toHaveText(position.title);
        await expect(card).toContainText(`${c.positions.locationLabel}:${position.location}`);
        await expect(card).toContainText(`${c.positions.typeLabel}:${position.type}`);
        await expect(card.getByRole('link', { name: position.apply })).toHaveAttribute('href', href('/kontakt'));
      }
      expect(c.positions.items.map((p) => p.location)).toEqual(
        locale === 'sv' ? ['Stockholm/distans', 'Stockholm/distans'] : ['Stockholm/Remote', 'Stockholm/Remote'],
      );
      await expect(page.getByRole('link', { name: c.spontaneous.button })).toHaveAttribute('href', href('/kontakt'));
      const cta = page.getByRole('region', { name: c.cta.title });
      await expect(cta.getByRole('link', { name: c.cta.primary })).toHaveAttribute('href', href('/kontakt'));

      const toPositions = page.getByRole('link', { name: c.hero.positionsLink });
      await expect(toPositions).toHaveAttribute('href', '#lediga-tjanster');
      await toPositions.click();
      await expect(page).toHaveURL(/#lediga-tjanster$/);
      await expect(page.getByRole('heading', { name: c.positions.heading, exact: true })).toBeInViewport();
    });

    test('cookie notice: title, intro and the three sections', async ({ page }) => {
      const n = m.CookieNotice;
      await page.goto(href('/cookie-notice'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(n.title);
      await expect(page.getByText(n.intro)).toBeVisible();
      const sections = page.getByTestId('legal-section');
      await expect(sections).toHaveCount(3);
      await expect(sections.getByRole('heading', { level: 2 })).toHaveText(n.sections.map((s) => s.heading));
      await expect(sections.nth(2).getByRole('link', { name: m.Privacy.breadcrumb, exact: false })).toHaveAttribute(
        'href',
        href('/integritetspolicy'),
      );
    });

    test('privacy policy: every section, the controller, the rights and the support e-mail', async ({ page }) => {
      const p = m.Privacy;
      await page.goto(href('/integritetspolicy'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'sv' ? 'Integritetspolicy' : 'Privacy policy',
      );
      const sections = page.getByTestId('legal-section');
      await expect(sections.getByRole('heading', { level: 2 })).toHaveText(p.sections.map((s) => s.heading));

      const body = page.locator('article');
      const expectations =
        locale === 'sv'
          ? [
              'Samtycke',
              'Fullgörande av avtal',
              `${RETENTION_MONTHS} månader`,
              'Inom EU/EES',
              'Utanför EU/EES',
              'Skatteverket',
              'rättelse',
              'export',
              'radering',
              'Integritetsskyddsmyndigheten (IMY)',
            ]
          : [
              'Consent',
              'Performance of a contract',
              `${RETENTION_MONTHS} months`,
              'Inside the EU/EEA',
              'Outside the EU/EEA',
              'Tax Agency',
              'correction',
              'export',
              'deletion',
              'Authority for Privacy Protection (IMY)',
            ];
      for (const text of expectations) await expect(body).toContainText(text);
      await expect(body).toContainText(
        `${site.legalName}, ${locale === 'sv' ? 'organisationsnummer' : 'company registration number'} ${site.registrationNumber}`,
      );

      const mail = body.getByRole('link', { name: site.supportEmail });
      await expect(mail).toHaveAttribute('href', `mailto:${site.supportEmail}`);
      await expect(
        body.getByRole('link', { name: locale === 'sv' ? 'information om cookies' : 'cookie notice' }),
      ).toHaveAttribute('href', href('/cookie-notice'));
    });

    test('terms of use: sections, the company facts and the contact e-mail', async ({ page }) => {
      const t = m.Terms;
      await page.goto(href('/villkor'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      await expect(page.getByTestId('legal-section').getByRole('heading', { level: 2 })).toHaveText(
        t.sections.map((s) => s.heading),
      );
      await expect(page.locator('article')).toContainText(fill(t.intro, { company: site.legalName }));
      await expect(page.locator('article')).toContainText(site.registrationNumber);
      await expect(page.locator('article').getByRole('link', { name: site.email })).toHaveAttribute(
        'href',
        `mailto:${site.email}`,
      );
    });
  });
}

test.describe('team portraits', () => {
  test('show initials until the photo has loaded, then fade the photo in', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/people/*.webp', async (route) => {
      await released;
      await route.continue();
    });
    // The portraits' script: its module's file is named after the island (scripts/build/islands/bundle.mjs).
    let scriptFetched = false;
    page.on('request', (request) => {
      if (/\/lazy-image-[^/]*\.js$/.test(new URL(request.url()).pathname)) scriptFetched = true;
    });
    await page.goto('/vision-team');
    const first = page.getByTestId('team-member').first();
    const photo = first.getByRole('img', {
      name: fill(sv.Images.portraitAlt, { name: sv.VisionTeam.team.members[0].name }),
    });
    // Below the first screen: neither the photo nor the script that puts it in is fetched before it is due.
    await page.waitForLoadState('load');
    await expect(photo).toHaveCount(0);
    expect(scriptFetched).toBe(false);
    await first.scrollIntoViewIfNeeded();
    await expect(photo).toHaveCount(1); // requested once visible, still loading
    expect(scriptFetched).toBe(true);
    await expect(first.getByTestId('initials')).toBeVisible();
    await expect(first.getByTestId('initials')).toHaveText('KH');
    await expect(photo).toHaveCSS('opacity', '0');

    release();
    await expect(first.getByTestId('initials')).toHaveCount(0);
    await expect(photo).toHaveCSS('opacity', '1');
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('members without a photo keep their initials', async ({ page }) => {
    await page.goto('/en/vision-team');
    const members = page.getByTestId('team-member');
    await members.last().scrollIntoViewIfNeeded();
    for (const [index, initials] of [
      [5, 'NB'],
      [6, 'JL'],
    ] as const) {
      await expect(members.nth(index).getByTestId('initials')).toHaveText(initials);
      await expect(members.nth(index).getByRole('img')).toHaveCount(0);
    }
    for (let index = 0; index < 5; index++) {
      await members.nth(index).scrollIntoViewIfNeeded();
      await expect(members.nth(index).getByRole('img')).toHaveCount(1);
    }
  });

  test('photos below the fold are not requested before they scroll into view', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/people/')) requested.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/vision-team');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await page.getByTestId('team-member').first().scrollIntoViewIfNeeded();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
  });

  test('without JavaScript the photos are plain images', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/vision-team');
    const photo = page.getByTestId('team-member').first().getByRole('img');
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveAttribute('src', '/people/karin-holm-96.webp');
    await expect(photo).toHaveJSProperty('complete', true);
    await context.close();
  });
});
