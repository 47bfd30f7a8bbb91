import { sv, en } from '../messages';
import { movedPageTarget } from '../../lib/route-table.mjs';
import { E2E_MIN_FILL_MS } from '../backend-settings.mjs';
import { layoutInPage } from '../layout/layout-check';
import { exportedPages, pagesOfEachLayout } from '../site';
import { backendReady, storedEnquiries } from './backend';
import { fillEnquiry, formField, openCloseAndFollowMenu } from './errands';
import { expect, test } from './fixtures';
import { menuShown, type ElementQuery } from './in-page';
import type { Visitor } from './visitor';

// What a visitor does, in Gecko and WebKit (the project names the engine; one browser session per
// engine, fixtures.ts): every page of the export first (and the layout of one page of each layout,
// e2e/site.ts), then the visitor's errands, each as a new visitor who has answered the cookie banner
// (the banner's own test starts without the answer), at a desktop's size.
type Messages = typeof sv;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/**
 * The layout sweep's rules (e2e/layout/layout-check.ts) at the narrowest phone, a common phone and the
 * narrowest desktop with the full navigation (xl): where the layouts are tightest.
 */
const LAYOUT_WIDTHS = [320, 390, 1280];

const html = (visitor: Visitor) =>
  visitor.evaluate(() => ({
    lang: document.documentElement.lang,
    dark: document.documentElement.getAttribute('data-theme') === 'dark',
    background: getComputedStyle(document.body).backgroundColor,
    hydrated: document.documentElement.hasAttribute('data-hydrated'),
  }));

const languageToggle: ElementQuery = { css: 'header a[data-testid="language-toggle"]' };
const themeToggle = (m: Messages): ElementQuery => ({
  css: 'header button',
  name: m.ThemeToggle.label.slice(0, m.ThemeToggle.label.indexOf('{')).trim(),
  prefix: true,
});

/**
 * The contact form as assistive technology reads it, run in the page: each text field by its name, with its
 * value, its marking, whether it has the focus and the messages tied to it; and every field message shown.
 */
const contactForm = () => {
  const messagesOf = (element: Element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id.endsWith('-error'))
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '');
  const fields = [
    ...document.querySelectorAll<HTMLInputElement>('#contact-form input:not([type="hidden"], [type="checkbox"])'),
  ].map(
    (input) =>
      [
        input.name,
        {
          value: input.value,
          invalid: input.getAttribute('aria-invalid'),
          focused: document.activeElement === input,
          messages: messagesOf(input),
        },
      ] as const,
  );
  return {
    path: location.pathname,
    fields: Object.fromEntries(fields),
    messages: [...document.querySelectorAll('#contact-form [id$="-error"]')].map((error) => error.textContent?.trim()),
  };
};

test.describe('every page', () => {
  // Each page by a new visitor: an English page read before would make English the choice, and a
  // Swedish page would then send to its twin.
  test.beforeEach(async ({ visitor }) => {
    await visitor.forget({ consent: 'accepted' });
  });

  for (const path of exportedPages()) {
    const layout = pagesOfEachLayout.includes(path);
    test(`${path}: loads without a console problem and hydrates${layout ? `, and holds its layout at ${LAYOUT_WIDTHS.join(', ')} px` : ''}`, async ({
      visitor,
    }) => {
      await visitor.open(path);
      await visitor.at(movedPageTarget(path) ?? path);
      await visitor.hydrated();
      if (layout) {
        await visitor.shown();
        const found: string[] = [];
        // From the width the page was opened at, so that it is resized twice, not three times: a resize
        // costs WebKit more than the look itself.
        const openedNarrow = (await visitor.evaluate(() => window.innerWidth)) === LAYOUT_WIDTHS[0];
        for (const width of openedNarrow ? LAYOUT_WIDTHS : [...LAYOUT_WIDTHS].reverse()) {
          await visitor.setViewport(width, 900);
          const { problems } = await visitor.evaluate(layoutInPage, {});
          found.push(...problems.map((problem) => `${width} px: ${problem}`));
        }
        expect(found, `${visitor.engine}: layout of ${path}`).toEqual([]);
      }
      expect(await visitor.problems(), `${visitor.engine}: console of ${path}`).toEqual([]);
    });
  }
});

test.describe('a visitor', () => {
  test.beforeEach(async ({ visitor }) => {
    await visitor.setViewport(DESKTOP.width, DESKTOP.height);
    await visitor.forget({ consent: 'accepted' });
  });

  test('the language toggle switches the page and its choice is kept', async ({ visitor }) => {
    await visitor.open('/kontakt');
    await visitor.hydrated();
    expect((await html(visitor)).lang).toBe('sv');

    await visitor.click(languageToggle);
    await visitor.at('/en/kontakt');
    expect((await html(visitor)).lang).toBe('en');

    // The stored choice sends the visitor to the English twin before the Swedish page paints.
    await visitor.open('/kontakt');
    await visitor.at('/en/kontakt');
    await visitor.hydrated();
    await visitor.click(languageToggle);
    await visitor.at('/kontakt');
    expect((await html(visitor)).lang).toBe('sv');
    await visitor.open('/');
    await visitor.hydrated();
    expect(await visitor.path()).toBe('/');
  });

  test('the theme toggle turns the page dark, and a stored dark theme is there at the first paint', async ({
    visitor,
  }) => {
    await visitor.open('/');
    await visitor.hydrated();
    const light = await html(visitor);
    expect(light.dark).toBe(false);

    await visitor.click(themeToggle(sv));
    await visitor.until(() => document.documentElement.getAttribute('data-theme') === 'dark', 'the page turns dark');
    const dark = await html(visitor);
    expect(dark.background).not.toBe(light.background);

    // Reloaded with the islands' scripts held back: what is on screen is what the head script made of the choice.
    await visitor.open('/', { paused: true });
    try {
      await visitor.painted();
      expect({ ...(await html(visitor)), hydrated: dark.hydrated }).toEqual(dark);
      expect(await visitor.evaluate(() => document.documentElement.getAttribute('data-theme-choice'))).toBe('dark');
    } finally {
      visitor.resume();
    }
    await visitor.hydrated();
    expect(await html(visitor)).toEqual(dark);
  });

  test('the cookie banner asks once, and OK is remembered', async ({ visitor }) => {
    await visitor.forget();
    await visitor.open('/');
    await visitor.hydrated();
    const banner = { css: '[data-testid="cookie-banner"]', name: sv.CookieBanner.label };
    await visitor.until(() => !!document.querySelector('[data-testid="cookie-banner"]'), 'the cookie banner appears');
    await visitor.click({ css: 'button', name: sv.CookieBanner.accept, within: banner.css });
    await visitor.until(() => !document.querySelector('[data-testid="cookie-banner"]'), 'the cookie banner closes');

    await visitor.open('/fdaas');
    await visitor.hydrated();
    // It would come a second after hydration: wait longer than that.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await visitor.evaluate(() => !!document.querySelector('[data-testid="cookie-banner"]'))).toBe(false);
  });

  test('on a phone the menu opens, closes, and closes when a link is followed', async ({ visitor }) => {
    await visitor.setViewport(PHONE.width, PHONE.height);
    await visitor.open('/');
    await visitor.hydrated();
    expect(await visitor.evaluate(menuShown, false)).toBe(true);

    await openCloseAndFollowMenu(visitor, sv);
    await visitor.until(menuShown, 'the menu closes on the new page', 10_000, false);
    expect(await visitor.evaluate(() => document.querySelector<HTMLDetailsElement>('header nav details')?.open)).toBe(
      false,
    );
  });

  test('the FAQ keeps one answer open at a time, with its island started', async ({ visitor }) => {
    await visitor.open('/');
    await visitor.hydrated();
    // The FAQ's island starts after a visitor's first press, which opens the item natively; from then on the
    // island animates the answers with the browser's own animate(). A second press closes the item again.
    const question = (nth: number): ElementQuery => ({ css: 'details[name="home-faq"] > summary', nth });
    await visitor.click(question(0));
    await visitor.until(
      () => document.querySelector('fyrtorn-island[data-island="faq"]')?.hasAttribute('data-island-ready') === true,
      'the island starts',
    );
    await visitor.click(question(0));
    await visitor.until(() => !document.querySelector('details[name="home-faq"][open]'), 'the first closes again');

    // Open, and done growing (a click meanwhile lands where the growing answer pushes the next question from).
    const openAndStill = async (nth: number) => {
      const item = document.querySelectorAll('details[name="home-faq"]')[nth];
      const before = item.getBoundingClientRect().height;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return item.hasAttribute('open') && item.getBoundingClientRect().height === before;
    };

    await visitor.click(question(0));
    await visitor.until(openAndStill, 'the first opens', 10_000, 0);
    await visitor.click(question(1));
    await visitor.until(() => {
      const items = document.querySelectorAll('details[name="home-faq"]');
      return items[1].hasAttribute('open') && !items[0].hasAttribute('open');
    }, 'the second opens and the first closes');
    await visitor.click(question(1));
    await visitor.until(() => !document.querySelector('details[name="home-faq"][open]'), 'the second closes');
  });

  test('the sections below the first screen wait out of sight and fade in as they are scrolled to', async ({
    visitor,
  }) => {
    await visitor.open('/');
    await visitor.hydrated();
    await visitor.until(
      () => document.querySelectorAll('[data-reveal="waiting"]').length > 0,
      'the sections below the first screen wait',
    );
    // Down the page half a screen at a time: every section that has come into view is shown, none is left hidden.
    for (let step = 0; step < 60; step++) {
      const atBottom = await visitor.evaluate(() => {
        window.scrollBy({ top: window.innerHeight / 2, behavior: 'instant' });
        return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      });
      await visitor.until(
        () =>
          ![...document.querySelectorAll('[data-reveal="waiting"]')].some(
            (section) => section.getBoundingClientRect().top < window.innerHeight * 0.85,
          ),
        `the sections in view are shown (${step + 1} half screens down)`,
      );
      if (atBottom) break;
    }
    await visitor.until(
      () =>
        [...document.querySelectorAll('[data-reveal]')].every((section) => getComputedStyle(section).opacity === '1'),
      'every section is fully shown',
    );
    expect(await visitor.evaluate(() => document.querySelectorAll('[data-reveal="waiting"]').length)).toBe(0);
    expect(await visitor.problems()).toEqual([]);
  });

  test('the portraits load as they are scrolled to, each with its text alternative', async ({ visitor }) => {
    await visitor.open('/vision-team');
    await visitor.hydrated();
    const frames = () =>
      [...document.querySelectorAll<HTMLElement>('[data-image]')].map((frame) => {
        const image = frame.querySelector('img');
        return {
          state: frame.dataset.state,
          loaded: !!image && image.complete && image.naturalWidth > 0,
          alt: image?.alt ?? null,
        };
      });
    const before = await visitor.evaluate(frames);
    expect(before.length, 'the page has portraits').toBeGreaterThan(3);
    expect(before.filter(({ state }) => state === 'loaded').length, 'none loads before it is seen').toBeLessThan(
      before.length,
    );
    // Each portrait brought into view in turn, as a visitor reading the page down does.
    for (let nth = 0; nth < before.length; nth++) {
      await visitor.evaluate(
        (index) => document.querySelectorAll('[data-image]')[index].scrollIntoView({ block: 'center' }),
        nth,
      );
      await visitor.until(
        (index) => document.querySelectorAll<HTMLElement>('[data-image]')[index].dataset.state === 'loaded',
        `portrait ${nth + 1} of ${before.length} loads once in view`,
        15_000,
        nth,
      );
    }
    const after = await visitor.evaluate(frames);
    expect(after.filter(({ loaded, alt }) => !loaded || !alt)).toEqual([]);
    expect(await visitor.problems()).toEqual([]);
  });

  test("the conference's jump menu opens on the first press, leads to a section and closes", async ({ visitor }) => {
    await visitor.open('/ai-konferens');
    await visitor.hydrated();
    // A native <details>: it opens with or without its island, which closes it after the choice and marks the
    // section being read.
    const menu = () => {
      const details = document.querySelector<HTMLDetailsElement>('[data-testid="jump-menu"]');
      const panel = details?.querySelector('nav');
      return {
        open: !!details?.open,
        shown: !!panel?.checkVisibility(),
        current: panel?.querySelector('[aria-current="location"]')?.getAttribute('href') ?? null,
      };
    };
    const listShown = (expected: boolean) =>
      !!document.querySelector('[data-testid="jump-menu"] nav')?.checkVisibility() === expected;
    await visitor.click({ css: '[data-testid="jump-menu"] > summary', name: sv.Conference.jumpMenu.button });
    await visitor.until(listShown, 'it opens', 10_000, true);
    expect(await visitor.evaluate(menu)).toMatchObject({ open: true, shown: true });

    const target = await visitor.evaluate(
      () => document.querySelectorAll('[data-testid="jump-menu"] nav a')[1]?.getAttribute('href') ?? '',
    );
    await visitor.click({ css: '[data-testid="jump-menu"] nav a', nth: 1 });
    await visitor.until(
      (href) => {
        const section = document.getElementById(href.slice(1));
        const top = section?.getBoundingClientRect().top ?? Infinity;
        return location.hash === href && top >= -2 && top < 200;
      },
      `the page scrolls to ${target}`,
      10_000,
      target,
    );
    await visitor.until(listShown, 'it closes after the choice', 10_000, false);
    await visitor.until(
      (href) =>
        document.querySelector('[data-testid="jump-menu"] [aria-current="location"]')?.getAttribute('href') === href,
      'the section is marked as the one being read',
      10_000,
      target,
    );
    expect(await visitor.evaluate(menu)).toEqual({ open: false, shown: false, current: target });
    expect(await visitor.problems()).toEqual([]);
  });

  test('back-to-top appears after scrolling and returns to the top', async ({ visitor }) => {
    await visitor.open('/');
    await visitor.hydrated();
    const shown = (label: string, expected: boolean) => {
      const button = document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
      return !!button && !button.hidden === expected;
    };
    await visitor.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    await visitor.until(shown, 'the button appears', 10_000, sv.BackToTop.label, true);
    await visitor.click({ css: 'button', name: sv.BackToTop.label });
    await visitor.until(() => window.scrollY === 0, 'the page is back at the top');
    await visitor.until(shown, 'the button goes', 10_000, sv.BackToTop.label, false);
  });

  test('the site search finds the page in each language', async ({ visitor }) => {
    const amongFirstThree = (href: string) =>
      [...document.querySelectorAll('[data-testid="search-results"] a')]
        .slice(0, 3)
        .some((link) => link.getAttribute('href') === href);
    await visitor.open('/sok');
    await visitor.hydrated();
    await visitor.type({ css: 'input', name: sv.Search.label }, 'årsredovisning');
    await visitor.until(amongFirstThree, '"årsredovisning" finds /arspaket among the first three', 10_000, '/arspaket');
    await visitor.open('/en/sok?q=payroll');
    await visitor.hydrated();
    await visitor.until(amongFirstThree, '"payroll" finds /en/pdaas among the first three', 10_000, '/en/pdaas');
    expect(await visitor.problems()).toEqual([]);
  });

  test("a send before the form's island has started gets the form's own messages, and what was typed stays", async ({
    visitor,
  }) => {
    // The page as first shown, its islands' code held on the server: the visitor types and sends at once.
    // Left to itself the engine would check the form with its own bubble and move to the first empty field.
    const [path, m] = visitor.engine === 'firefox' ? (['/kontakt', sv] as const) : (['/en/kontakt', en] as const);
    await visitor.open(path, { paused: true });
    await visitor.type(formField(m.ContactForm.labels.firstName), 'Anna');
    await visitor.click({ css: '#contact-form button[type="submit"]', name: m.ContactForm.submit });
    const held = await visitor.evaluate(contactForm);
    expect(held.path, `${visitor.engine}: the press posts nothing`).toBe(path);
    expect(held.fields.firstName).toEqual({ value: 'Anna', invalid: null, focused: false, messages: [] });
    // Not the browser's own check: it would have moved to the first empty field.
    expect(held.fields.lastName, `${visitor.engine}: the press waits for the island`).toEqual({
      value: '',
      invalid: null,
      focused: false,
      messages: [],
    });

    visitor.resume();
    // The one press is answered once the island is there, with the catalog's messages on every field.
    await visitor.until(
      () => document.querySelector('#contact-form [name="lastName"]')?.getAttribute('aria-invalid') === 'true',
      'the island marks the empty fields',
      20_000,
    );
    const shown = await visitor.evaluate(contactForm);
    expect(shown.fields.lastName.messages, `${visitor.engine}: the last name's message`).toEqual([
      m.Validation.required,
    ]);
    expect(shown.fields.firstName, `${visitor.engine}: what was typed stays`).toMatchObject({
      value: 'Anna',
      messages: [],
    });
    expect(shown.messages.filter((text) => text === m.Validation.required)).toHaveLength(5);
    expect(shown.messages).toContain(m.Validation.gdprRequired);
    expect(await visitor.problems()).toEqual([]);
  });

  test('an enquiry sent with the form reaches the backend', async ({ visitor }) => {
    // Each engine sends from one language: Gecko the Swedish page, WebKit the English one.
    const [path, m, locale] =
      visitor.engine === 'firefox' ? (['/kontakt', sv, 'sv'] as const) : (['/en/kontakt', en, 'en'] as const);
    const sent = {
      first_name: 'Anna',
      last_name: 'Berg',
      email: `${visitor.engine}.${Date.now()}@nordljus.se`,
      phone: '070-123 45 67',
      company: 'Nordljus AB',
      service: 'pdaas',
      additional_services: ['hr-tjanster'] as const,
      message: 'Vi behöver hjälp med lön och HR för 12 anställda.',
    };
    await backendReady();
    await visitor.open(path);
    await visitor.hydrated();
    // The form's clock starts at its first focus, which typing into the first field has fired by the time
    // fillEnquiry counts from (timed from before it, a slow focus on a busy machine left the fill too short:
    // set aside as a bot's).
    const started = await fillEnquiry(visitor, m, sent);
    // A person takes seconds to fill the form in; the function sets faster submits aside as a bot's.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, E2E_MIN_FILL_MS + 200 - (Date.now() - started))));
    await visitor.click({ css: '#contact-form button[type="submit"]', name: m.ContactForm.submit });

    await visitor.until(
      (label, title) =>
        [...document.querySelectorAll(`[aria-label="${label}"]`)].some((region) => region.textContent?.includes(title)),
      'the form thanks the visitor',
      20_000,
      m.ContactForm.toast.label,
      m.ContactForm.toast.successTitle,
    );
    const row = (await storedEnquiries()).find((enquiry) => enquiry.email === sent.email);
    // Sent by the hydrated island (JSON), not posted natively: a form that never hydrated would post too.
    expect(row).toMatchObject({
      ...sent,
      gdpr_consent: true,
      locale,
      notification_status: 'sent',
      submitted_via: 'script',
    });
    expect(await visitor.problems()).toEqual([]);
  });
});
