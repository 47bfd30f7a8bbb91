import { sv, en } from './messages';
import type { Locator, Page } from '@playwright/test';
import { expect, holdIslands, holdIslandsStartedByVisitor, test, waitForHydrationOnNavigation } from './fixtures';
import { watchLayoutShifts } from './watch';
import { menuDisclosure, menuPanel, menuToggle, visibleNavLinks } from './menu';

// External hosts are unreachable here; answer them locally so new tabs do not hang.
test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost)/, (route) => route.fulfill({ status: 204, body: '' }));
});

async function dismissCookieBanner(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
}

test.describe('top navigation', () => {
  test('has the eight entries, the toggles and the contact button', async ({ page }) => {
    await page.goto('/');
    const links = visibleNavLinks(page, sv.Nav.label);
    const expected: [string, string][] = [
      [sv.Nav.subscriptions, '/vara-abonnemang'],
      [sv.Nav.annualPackage, '/arspaket'],
      [sv.Nav.references, '/referenser'],
      [sv.Nav.visionTeam, '/vision-team'],
      [sv.Nav.careers, '/jobba-hos-oss'],
      [sv.Nav.contact, '/kontakt'],
      [sv.Nav.plusServices, '/plustjanster'],
    ];
    await expect(links).toHaveCount(8);
    for (const [i, [name, href]] of expected.entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', href);
      await expect(links.nth(i)).toContainText(name);
    }
    const login = links.nth(7);
    await expect(login).toContainText(sv.Nav.login);
    await expect(login).toHaveAttribute('href', 'https://portal.fyrtorn.example');
    await expect(login).toHaveAttribute('target', '_blank');
    await expect(login).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('banner').getByRole('link', { name: sv.Nav.contactButton })).toHaveAttribute(
      'href',
      '/kontakt',
    );
    await expect(page.getByRole('banner').getByRole('button', { name: /Tema/ })).toBeVisible();
    await expect(page.getByTestId('language-toggle')).toBeVisible();
  });

  test('English pages link to English twins', async ({ page }) => {
    await page.goto('/en');
    const links = visibleNavLinks(page, en.Nav.label);
    await expect(links.first()).toHaveAttribute('href', '/en/vara-abonnemang');
    await expect(links.first()).toContainText(en.Nav.subscriptions);
  });

  test('on a small screen the menu collapses, opens, and closes when a link is clicked', async ({ page }) => {
    await dismissCookieBanner(page);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const toggle = menuToggle(page);
    const menu = menuPanel(page);
    await expect(toggle).toHaveAccessibleName(sv.Nav.openMenu);
    await expect(menuDisclosure(page)).toHaveJSProperty('open', false);
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAccessibleName(sv.Nav.closeMenu);
    await expect(menuDisclosure(page)).toHaveJSProperty('open', true);
    await expect(menu).toBeVisible();

    await toggle.click();
    await expect(menu).toBeHidden();

    await toggle.click();
    const link = menu.getByRole('link', { name: sv.Nav.contact, exact: true });
    // Keep the page where it is, so that what we observe is the menu's own reaction to the click.
    await link.evaluate((a) => a.addEventListener('click', (event) => event.preventDefault()));
    await link.click();
    await expect(menu).toBeHidden();
    await expect(menuDisclosure(page)).toHaveJSProperty('open', false);
    await expect(toggle).toHaveAccessibleName(sv.Nav.openMenu);
  });
});

test.describe("the mobile menu before and without the page's scripts", () => {
  const navLinks = 8;

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

    for (const [path, m] of [
      ['/', sv],
      ['/en', en],
    ] as const) {
      test(`${path}: a tap opens the menu with every link, another closes it`, async ({ page }) => {
        await page.goto(path);
        const links = visibleNavLinks(page, m.Nav.label);
        await expect(menuToggle(page)).toHaveAccessibleName(m.Nav.openMenu);
        await expect(links).toHaveCount(0);
        await menuToggle(page).click();
        await expect(links).toHaveCount(navLinks);
        await expect(menuToggle(page)).toHaveAccessibleName(m.Nav.closeMenu);
        await menuToggle(page).click();
        await expect(links).toHaveCount(0);
      });
    }
  });

  test('a tap before the scripts have run opens it, and once they run Escape closes it', async ({ page }) => {
    await dismissCookieBanner(page);
    await page.setViewportSize({ width: 390, height: 844 });
    // The menu's island waits until the tap has been made.
    const releaseScripts = await holdIslands(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await menuToggle(page).click();
    await expect(visibleNavLinks(page, sv.Nav.label)).toHaveCount(navLinks);
    const island = page.locator('fyrtorn-island[data-island="main-nav"]');
    await expect(island).not.toHaveAttribute('data-island-ready');

    releaseScripts();
    await expect(island).toHaveAttribute('data-island-ready', '');
    // The script takes the menu over as the visitor left it: open, and Escape closes it.
    await expect(menuPanel(page)).toBeVisible();
    await menuToggle(page).focus();
    await page.keyboard.press('Escape');
    await expect(menuPanel(page)).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
  });
});

test.describe('language toggle', () => {
  test('switches Swedish → English → Swedish and remembers the choice', async ({ page, context }) => {
    await dismissCookieBanner(page);
    await page.goto('/');
    const toggle = page.getByTestId('language-toggle');
    await expect(toggle).toHaveText(/^EN/);
    await expect(toggle).toHaveAttribute('href', '/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');

    await toggle.click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('language-toggle')).toHaveText(/^SV/);
    expect(await page.evaluate(() => window.localStorage.getItem('preferred-locale'))).toBe('en');
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');

    // The stored choice sends the visitor to the English twin before the Swedish page paints.
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);

    await page.getByTestId('language-toggle').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    expect(await page.evaluate(() => window.localStorage.getItem('preferred-locale'))).toBe('sv');
  });

  test('a choice is saved before the page hydrates: EN, then leaving at once; SV, then leaving at once', async ({
    page,
  }) => {
    // No page script ever runs: what is saved is saved by the head scripts, as for a visitor who leaves
    // a page before its scripts have loaded.
    await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
    await page.goto('/fdaas', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('language-toggle').click();
    // Left once the English page's head is parsed: its head script has run, and no page script ever will.
    await page.waitForURL(/\/en\/fdaas$/, { waitUntil: 'domcontentloaded' });
    await page.goto('about:blank');
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page).toHaveURL(/\/en$/);

    // Back to Swedish from an English page, with no script either: the Swedish page does not send the
    // visitor back to English, now or on the next visit.
    await page.getByTestId('language-toggle').click();
    await page.waitForURL(/\/$/, { waitUntil: 'domcontentloaded' });
    await page.goto('about:blank');
    await page.goto('/fdaas', { waitUntil: 'domcontentloaded' });
    await expect(page).toHaveURL(/\/fdaas$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  });

  test('an English page read once makes English the choice: the Swedish pages send to their twins', async ({
    page,
    context,
  }) => {
    await page.goto('/en/kontakt');
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');
    await page.goto('/fdaas');
    await expect(page).toHaveURL(/\/en\/fdaas$/);
    // A Swedish-only page stays, with its toggle to /en.
    await page.goto('/prislista');
    await expect(page).toHaveURL(/\/prislista$/);
  });

  test('leads to /en from a page that has no English twin', async ({ page }) => {
    await page.goto('/sidan-finns-inte');
    await expect(page.getByTestId('language-toggle')).toHaveAttribute('href', '/en');
  });

  test('is fixed at the top right while the page scrolls', async ({ page }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 2000);
    await page.waitForFunction(() => window.scrollY > 1000);
    const box = await page.getByTestId('language-toggle').boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.y).toBeLessThan(64);
    expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 200);
  });
});

test.describe('language detection on the static site', () => {
  test('an English browser entering at / is sent to /en', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await context.close();
  });

  test('a Swedish browser stays on Swedish pages', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  });

  test('crawlers are never redirected, whatever their language, nor after reading an English page', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: 'en-US',
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/en/fdaas');
    await page.goto('/fdaas');
    await expect(page).toHaveURL(/\/fdaas$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });
});

test.describe('theme', () => {
  const background = { light: 'rgb(255, 255, 255)', dark: 'rgb(11, 18, 32)' };
  /** The theme the visitor sees: the page's background, and the attribute the CSS reads. */
  async function expectTheme(page: Page, theme: 'light' | 'dark') {
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('body')).toHaveCSS('background-color', background[theme]);
  }
  const toggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Tema/ });
  /** The toggle's full name for each choice, as the header builds it from the catalog. */
  const choices = ['light', 'dark', 'system'] as const;
  const toggleName = (choice: (typeof choices)[number]) =>
    sv.ThemeToggle.label
      .replace('{current}', sv.ThemeToggle[choice])
      .replace('{next}', sv.ThemeToggle[choices[(choices.indexOf(choice) + 1) % 3]]);
  /** The choice the toggle shows and says (its icon and name follow <html data-theme-choice>). */
  async function expectChoice(page: Page, choice: (typeof choices)[number]) {
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', choice);
    await expect(toggle(page)).toHaveAccessibleName(toggleName(choice));
  }

  test('is light by default even when the system is dark, and the choice persists', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark', locale: 'sv-SE' });
    const page = waitForHydrationOnNavigation(await context.newPage());
    await page.goto('/');
    await expectTheme(page, 'light');

    await expectChoice(page, 'light');
    await toggle(page).click();
    await expectTheme(page, 'dark');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expectTheme(page, 'dark');
    await expectChoice(page, 'dark');

    // Another page keeps it.
    await page.goto('/fdaas');
    await expectTheme(page, 'dark');

    // Third choice: follow the system (dark here).
    await toggle(page).click();
    await expectChoice(page, 'system');
    await expectTheme(page, 'dark');
    await context.close();
  });

  test('a choice made in another tab shows in this one, and "system" follows the device', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'light', locale: 'sv-SE' });
    const here = waitForHydrationOnNavigation(await context.newPage());
    const there = waitForHydrationOnNavigation(await context.newPage());
    await here.goto('/');
    await there.goto('/fdaas');

    await toggle(there).click();
    await expectTheme(there, 'dark');
    await expectTheme(here, 'dark');
    await expectChoice(here, 'dark');

    await toggle(there).click();
    await expectChoice(here, 'system');
    await expectTheme(here, 'light');
    await here.emulateMedia({ colorScheme: 'dark' });
    await expectTheme(here, 'dark');
    await here.emulateMedia({ colorScheme: 'light' });
    await expectTheme(here, 'light');
    await context.close();
  });

  test("a press before the toggle's island has loaded switches at once, and next-themes goes on from it", async ({
    page,
  }) => {
    // The toggle's island (React and next-themes with it) is held back: the head script does the press,
    // without waiting for it.
    const release = await holdIslandsStartedByVisitor(page);
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto('/');
    // The stored choice is shown and named before any of the toggle's code has run.
    await expectChoice(page, 'dark');
    await toggle(page).click();
    // From the stored dark to the next choice, system (light on this device), while the island still loads.
    await expectChoice(page, 'system');
    await expectTheme(page, 'light');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('system');
    await expect(toggle(page)).not.toHaveAttribute('data-theme-ready');
    release();
    // next-themes has taken over from the choice shown: one press, one step.
    await expect(toggle(page)).toHaveAttribute('data-theme-ready');
    await expectChoice(page, 'system');
    await toggle(page).click();
    await expectChoice(page, 'light');
    await expectTheme(page, 'light');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
    await toggle(page).click();
    await expectChoice(page, 'dark');
    await expectTheme(page, 'dark');
  });

  test('a stored dark theme is applied before the first paint', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForSelector('body');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
  });

  test('a stored "system" follows a dark device before the first paint, and an unknown value is light', async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'dark', locale: 'sv-SE' });
    const page = waitForHydrationOnNavigation(await context.newPage());
    await page.addInitScript(() => window.localStorage.setItem('theme', 'system'));
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForSelector('body');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
    await page.waitForLoadState();
    await expectChoice(page, 'system');

    const unknown = waitForHydrationOnNavigation(await context.newPage());
    await unknown.addInitScript(() => window.localStorage.setItem('theme', 'sepia'));
    await unknown.goto('/');
    await expect(unknown.locator('body')).toHaveCSS('background-color', background.light);
    await expectChoice(unknown, 'light');
    await context.close();
  });

  test('no colour runs a transition while the theme switches', async ({ page }) => {
    await dismissCookieBanner(page);
    // A stored "system" (light on this device). The first press starts the toggle's island and switches
    // once next-themes has loaded (which on mount applies the choice again): after it, presses switch at once.
    await page.addInitScript(() => window.localStorage.setItem('theme', 'system'));
    await page.goto('/');
    await expectChoice(page, 'system');
    await toggle(page).click();
    await expectChoice(page, 'light');
    // next-themes has run its effects, which apply the choice again: after this, nothing but the test sets the
    // theme (the head script's press shows the choice before; a change made in between would be undone).
    await expect(page.locator('fyrtorn-island[data-island="theme-toggle"]')).toHaveAttribute('data-island-ready', '');
    // The page is idle, so nothing else restyles it meanwhile.
    await page.waitForLoadState('networkidle');
    /**
     * The transitions `change` starts: each one's property as it is created (its `transitionrun`), over the three
     * frames after it. Counted by event, not by what runs at one moment: on a busy machine a frame can come more
     * than the buttons' 150 ms after the change, and a fade that has ended is no longer among the running ones.
     */
    const transitionsAfter = (change: 'click' | 'dark' | 'light') =>
      page.evaluate(
        (change) =>
          new Promise<string[]>((resolve) => {
            const started: string[] = [];
            const onRun = (event: TransitionEvent) => started.push(event.propertyName);
            document.addEventListener('transitionrun', onRun, true);
            if (change === 'click')
              document.querySelector<HTMLElement>('header button:has([data-theme-option])')!.click();
            else document.documentElement.setAttribute('data-theme', change);
            const frames = (left: number) =>
              requestAnimationFrame(() => {
                if (left > 1) return frames(left - 1);
                document.removeEventListener('transitionrun', onRun, true);
                resolve([...new Set(started)]);
              });
            frames(3);
          }),
        change,
      );
    const settled = () =>
      page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition)
            .map((animation) => animation.finished),
        ),
      );

    // What is blocked: the same change made on the attribute alone fades the hero buttons' colours
    // (transition-colors), and back.
    expect(await transitionsAfter('dark')).toContain('background-color');
    await settled();
    expect(await transitionsAfter('light')).toContain('background-color');
    await settled();

    // light → dark, dark → "system" (light here), then "system" → light (the same colours): no fade either way.
    for (const [theme, choice] of [
      ['dark', 'dark'],
      ['light', 'system'],
      ['light', 'light'],
    ] as const) {
      expect(await transitionsAfter('click')).toEqual([]);
      await expectTheme(page, theme);
      await expectChoice(page, choice);
    }
  });
});

test.describe('cookie banner', () => {
  const banner = (page: Page) => page.getByRole('region', { name: sv.CookieBanner.label });
  /** Where an element's box ends, from the top of the window. */
  const bottomOf = async (target: Locator) => {
    const box = (await target.boundingBox())!;
    return box.y + box.height;
  };

  test('appears one second after load and OK stores "accepted"', async ({ page }) => {
    // The page itself notes when it has hydrated and when the banner arrives, so a slow test runner
    // cannot blur the delay.
    await page.addInitScript(() => {
      const times: Record<string, number> = {};
      (window as unknown as { bannerTimes: typeof times }).bannerTimes = times;
      new MutationObserver(() => {
        const now = performance.now();
        if (!times.hydrated && document.documentElement.hasAttribute('data-hydrated')) times.hydrated = now;
        if (!times.banner && document.querySelector('[data-testid="cookie-banner"]')) times.banner = now;
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto('/');
    await expect(banner(page)).toBeVisible({ timeout: 3000 });
    const times = await page.evaluate(() => (window as unknown as { bannerTimes: Record<string, number> }).bannerTimes);
    expect(times.banner - times.hydrated).toBeGreaterThanOrEqual(1000);
    await expect(banner(page)).toContainText(sv.CookieBanner.text);
    await banner(page).getByRole('button', { name: sv.CookieBanner.accept, exact: true }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('cookie-consent'))).toBe('accepted');
    await page.reload();
    await page.waitForTimeout(1500);
    await expect(banner(page)).toHaveCount(0);
  });

  test('Avvisa stores "declined"', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: sv.CookieBanner.decline }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('cookie-consent'))).toBe('declined');
  });

  test('Anpassa shows the coming-soon alert, stores "customized" and closes', async ({ page }) => {
    await page.goto('/');
    const dialog = page.waitForEvent('dialog');
    const click = banner(page).getByRole('button', { name: sv.CookieBanner.customize }).click();
    const alert = await dialog;
    expect(alert.type()).toBe('alert');
    expect(alert.message()).toBe(sv.CookieBanner.customizeComingSoon);
    await alert.accept();
    await click;
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('cookie-consent'))).toBe('customized');
  });

  test('on a short screen the keyboard reaches Send above the open banner, and the page scrolls out from under it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 600 });
    await page.goto('/kontakt');
    const open = banner(page);
    await expect(open).toHaveCSS('opacity', '1', { timeout: 5000 });
    const send = page.getByRole('button', { name: sv.ContactForm.submit });
    // From the top of the page by Tab, as a keyboard visitor gets there.
    await page.getByRole('textbox', { name: sv.ContactForm.labels.firstName, exact: true }).focus();
    for (let i = 0; i < 25 && !(await send.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(send).toBeFocused();
    const top = (await open.boundingBox())!.y;
    // Where a focused element comes to rest (the page scrolls smoothly to it).
    await expect.poll(() => bottomOf(send), { message: 'Send ends above the banner' }).toBeLessThanOrEqual(top);
    // Shift+Tab from the banner, at the end of the document, reaches the footer's last link: above it too.
    const accept = open.getByRole('button', { name: sv.CookieBanner.accept, exact: true });
    await accept.focus();
    await page.keyboard.press('Shift+Tab');
    const last = page.locator(':focus');
    expect(await last.evaluate((el) => Boolean(el.closest('footer')))).toBe(true);
    await expect
      .poll(() => bottomOf(last), { message: "the footer's last link ends above the banner" })
      .toBeLessThanOrEqual(top);
    // The end of the page (the footer's last line) can be scrolled above the banner too.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect(footer.y + footer.height, 'the footer ends above the banner').toBeLessThanOrEqual(top + 1);
    // So does back-to-top, which shows once the page has scrolled.
    const backToTop = page.getByRole('button', { name: sv.BackToTop.label });
    await expect(backToTop).toBeVisible();
    expect(await bottomOf(backToTop), 'back-to-top ends above the banner').toBeLessThanOrEqual(top);
    // Once the banner has closed, the page is as long as it was before.
    await accept.click();
    await expect(open).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
  });

  test('the banner coming in shifts nothing on the page: back-to-top rises above it by a transform', async ({
    page,
  }) => {
    const shifts = await watchLayoutShifts(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    // Scrolled before the banner comes in (one second after hydration): back-to-top is already there.
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    const backToTop = page.getByRole('button', { name: sv.BackToTop.label });
    await expect(backToTop).toBeVisible();
    await expect(banner(page)).toHaveCSS('opacity', '1', { timeout: 5000 });
    expect(await bottomOf(backToTop)).toBeLessThanOrEqual((await banner(page).boundingBox())!.y);
    expect(await shifts()).toBe(0);
  });

  test('Information opens the cookie notice in a new tab', async ({ page, context }) => {
    await page.goto('/en');
    const english = page.getByRole('region', { name: en.CookieBanner.label });
    const info = english.getByRole('link', { name: en.CookieBanner.info });
    await expect(info).toHaveAttribute('href', '/en/cookie-notice');
    await expect(info).toHaveAttribute('target', '_blank');
    const popup = context.waitForEvent('page');
    await info.click();
    expect((await popup).url()).toContain('/en/cookie-notice');
    expect(await page.evaluate(() => window.localStorage.getItem('cookie-consent'))).toBeNull();
  });
});

test('back-to-top appears after 300 px of scrolling and returns to the top', async ({ page }) => {
  await dismissCookieBanner(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const button = page.getByRole('button', { name: sv.BackToTop.label });
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(button).toBeVisible();
  await button.click();
  await page.waitForFunction(() => window.scrollY === 0);
  await expect(button).toHaveCount(0);
});

test('a navigation starts at the top of the new page, a new document (no client router)', async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto('/sidan-finns-inte');
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.getByRole('main').getByRole('link', { name: sv.NotFound.backHome }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sv.Home.hero.title);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('footer', () => {
  test('has the services and company columns, legal links and social links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const hrefs: [string, string][] = [
      [sv.Footer.fdaas, '/fdaas'],
      [sv.Footer.pdaas, '/pdaas'],
      [sv.Footer.pricing, '/vara-abonnemang'],
      [sv.Footer.plusServices, '/plustjanster'],
      [sv.Footer.references, '/referenser'],
      [sv.Footer.vision, '/vision-team'],
      [sv.Footer.careers, '/jobba-hos-oss'],
      [sv.Footer.contact, '/kontakt'],
      [sv.Footer.privacy, '/integritetspolicy'],
      [sv.Footer.terms, '/villkor'],
      [sv.Footer.cookieNotice, '/cookie-notice'],
    ];
    for (const [name, href] of hrefs) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const network of ['Instagram', 'LinkedIn', 'Facebook']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${network}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

test.describe('not-found page', () => {
  test('answers 404 in Swedish, links home and logs the path', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    const response = await page.goto('/finns-inte/alls');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(new RegExp(sv.NotFound.title));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sv.NotFound.heading);
    await expect(page.getByRole('main').getByRole('link', { name: sv.NotFound.backHome })).toHaveAttribute('href', '/');
    await expect.poll(() => warnings.some((w) => w.includes('/finns-inte/alls'))).toBe(true);
  });

  test('answers 404 in English under /en', async ({ page }) => {
    const response = await page.goto('/en/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(new RegExp(en.NotFound.title));
    await expect(page.getByRole('main').getByRole('link', { name: en.NotFound.backHome })).toHaveAttribute(
      'href',
      '/en',
    );
  });
});

test.describe('/priser', () => {
  test('the host rule answers 301 to /vara-abonnemang', async ({ request }) => {
    const response = await request.get('/priser', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/vara-abonnemang');
  });

  test('the static page forwards at once and is hidden from search engines', async ({ page }) => {
    // Served as a file, the way a host that ignores _redirects would.
    await page.route('**/vara-abonnemang', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>target</title>' }),
    );
    await page.goto('/priser.html');
    await expect(page).toHaveURL(/\/vara-abonnemang$/);
  });
});
