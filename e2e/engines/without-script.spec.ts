import { sv, en } from '../messages';
import { movedPageTarget } from '../../lib/route-table.mjs';
import { layoutInPage } from '../layout/layout-check';
import { exportedPages, pagesOfEachLayout } from '../site';
import { backendReady, storedEnquiries } from './backend';
import { fillEnquiry, openCloseAndFollowMenu } from './errands';
import { expect, test } from './fixtures';
import { menuShown, type ElementQuery } from './in-page';

// A visitor whose browser runs no script (switched off, blocked, or not there yet), in Gecko and WebKit:
// every page shows all it says, and what HTML does alone works: links, the mobile menu and the FAQ
// (<details>), and the contact form, which the browser posts itself to the enquiry function. The lane's own
// calls into the page still run (fixtures.ts, javaScript: false); the page's scripts do not.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** As in engines.spec.ts: the narrowest phone and the narrowest desktop with the full navigation. */
const LAYOUT_WIDTHS = [320, 1280];

/** What a page shows that a script would otherwise have had to show: sections, images, its heading. */
const hiddenWithoutScript = () => {
  const problems: string[] = [];
  const shown = (el: Element) => el.getClientRects().length > 0 && el.checkVisibility({ opacityProperty: true });
  const heading = document.querySelector('h1');
  if (!heading || !shown(heading) || !heading.textContent?.trim()) problems.push('no heading shown');
  for (const section of document.querySelectorAll('[data-reveal]')) {
    if (getComputedStyle(section).opacity !== '1')
      problems.push(`a section is not shown: ${section.id || section.className}`);
  }
  // A lazy image's frame shows the image itself (its <noscript> copy), not only its placeholder.
  for (const frame of document.querySelectorAll('[data-image]')) {
    if (!frame.querySelector('img'))
      problems.push(`an image is missing: ${frame.getAttribute('data-image')?.slice(0, 60)}`);
  }
  return problems;
};

const ranScript = () => document.documentElement.hasAttribute('data-islands');

test.describe('every page', () => {
  test.beforeEach(async ({ visitor }) => {
    await visitor.forget({ consent: 'accepted' });
  });

  for (const path of exportedPages()) {
    const layout = pagesOfEachLayout.includes(path);
    test(`${path}: shows its content${layout ? `, and holds its layout at ${LAYOUT_WIDTHS.join(' and ')} px` : ''}`, async ({
      visitor,
    }) => {
      await visitor.open(path);
      // A moved page's old address sends the visitor on without a script too (<meta http-equiv="refresh">).
      await visitor.at(movedPageTarget(path) ?? path);
      expect(await visitor.evaluate(ranScript), `${visitor.engine}: the page's loader ran`).toBe(false);
      expect(await visitor.evaluate(hiddenWithoutScript), `${visitor.engine}: ${path}`).toEqual([]);
      if (layout) {
        await visitor.shown();
        const found: string[] = [];
        for (const width of LAYOUT_WIDTHS) {
          await visitor.setViewport(width, 900);
          const { problems } = await visitor.evaluate(layoutInPage, { now: true });
          found.push(...problems.map((problem) => `${width} px: ${problem}`));
        }
        expect(found, `${visitor.engine}: layout of ${path}`).toEqual([]);
      }
    });
  }
});

test.describe('a visitor', () => {
  test.beforeEach(async ({ visitor }) => {
    await visitor.setViewport(DESKTOP.width, DESKTOP.height);
    await visitor.forget({ consent: 'accepted' });
  });

  test('on a phone the menu opens, closes, and its links lead on', async ({ visitor }) => {
    await visitor.setViewport(PHONE.width, PHONE.height);
    await visitor.open('/');
    expect(await visitor.evaluate(menuShown, false)).toBe(true);
    await openCloseAndFollowMenu(visitor, sv);
  });

  test('an FAQ answer opens and closes, one at a time', async ({ visitor }) => {
    await visitor.open('/');
    const question = (nth: number): ElementQuery => ({ css: 'details[name="home-faq"] > summary', nth });
    const open = () =>
      [...document.querySelectorAll('details[name="home-faq"]')].flatMap((item, i) =>
        item.hasAttribute('open') ? [i] : [],
      );
    await visitor.click(question(0));
    expect(await visitor.evaluate(open)).toEqual([0]);
    await visitor.click(question(1));
    expect(await visitor.evaluate(open)).toEqual([1]);
    await visitor.click(question(1));
    expect(await visitor.evaluate(open)).toEqual([]);
  });

  test('the language toggle leads to the page in the other language', async ({ visitor }) => {
    const toggle: ElementQuery = { css: 'header a[data-testid="language-toggle"]' };
    await visitor.open('/vara-abonnemang');
    await visitor.click(toggle);
    await visitor.at('/en/vara-abonnemang');
    expect(await visitor.evaluate(() => document.documentElement.lang)).toBe('en');
    await visitor.click(toggle);
    await visitor.at('/vara-abonnemang');
  });

  test('the search page lists the pages of its language, and its form asks again', async ({ visitor }) => {
    await visitor.open('/en/sok');
    const links = () => document.querySelectorAll('[data-testid="search-page-list"] a').length;
    expect(await visitor.evaluate(links)).toBeGreaterThan(10);
    await visitor.type({ css: 'input', name: en.Search.label }, 'payroll');
    await visitor.click({ css: '[role="search"] button', name: en.Search.submit });
    await visitor.at('/en/sok?q=payroll');
  });

  test('an enquiry posted by the browser itself reaches the backend and lands on the thank-you page', async ({
    visitor,
  }) => {
    // Each engine posts from one language: Gecko the English page, WebKit and Chromium the Swedish one (Gecko and
    // WebKit the other way round from the scripted send in engines.spec.ts; Chromium's main suite posts both).
    const [path, m, locale] =
      visitor.engine === 'firefox' ? (['/en/kontakt', en, 'en'] as const) : (['/kontakt', sv, 'sv'] as const);
    const sent = {
      first_name: 'Anna',
      last_name: 'Berg',
      email: `${visitor.engine}.utan-skript.${Date.now()}@nordljus.se`,
      phone: '070-123 45 67',
      company: 'Nordljus AB',
      service: 'fdaas',
      message: 'Vi vill lämna över bokföringen från och med nästa år.',
    };
    await backendReady();
    await visitor.open(path);
    await fillEnquiry(visitor, m, sent);
    await visitor.click({ css: '#contact-form button[type="submit"]', name: m.ContactForm.submit });

    // The function answers the post with the site's thank-you page (SITE_URL, the site this visitor is on).
    const thanks = visitor.url(`${locale === 'en' ? '/en' : ''}/kontakt/tack`);
    await visitor.until((url) => location.href === url, `the browser lands on ${thanks}`, 20_000, thanks);
    expect(await visitor.evaluate(() => document.querySelector('h1')?.textContent)).toBe(
      m.ContactForm.toast.successTitle,
    );
    const row = (await storedEnquiries()).find((enquiry) => enquiry.email === sent.email);
    expect(row).toMatchObject({ ...sent, gdpr_consent: true, locale, submitted_via: 'form' });
  });
});
