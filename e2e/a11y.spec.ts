import { sv } from './messages';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { menuDisclosure, menuToggle } from './menu';

// Keyboard-only use of every interactive part (focus visible, no trap, Escape closes menus) and
// prefers-reduced-motion. axe and html-validate on every page are in quality.spec.ts.

/** What has focus now, and whether it shows a focus indicator (outline or ring). */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: 'body', visible: false, inHeader: false, inMain: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const box = el.getBoundingClientRect();
    return {
      name: `${el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`,
      visible: (outline || ring) && box.width > 1 && box.height > 1,
      inHeader: Boolean(el.closest('header')),
      inMain: Boolean(el.closest('main')),
    };
  });
}

/** Tabs until `done` says so (at most `max` presses); every stop must show its focus. */
async function tabUntil(page: Page, done: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 40, key = 'Tab') {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const f = await focused(page);
    stops.push(f.name);
    expect(f.visible, `focus not visible on "${f.name}" after ${stops.join(' → ')}`).toBe(true);
    if (done(f)) return stops;
  }
  throw new Error(`never got there with ${key}: ${stops.join(' → ')}`);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
});

test('header: skip link first, every control reachable with visible focus, then on into the page and back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: sv.Common.skipToContent });
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())!.width).toBeGreaterThan(20);
  const stops = await tabUntil(page, (f) => f.inMain);
  for (const name of [sv.Nav.subscriptions, sv.Nav.contactButton]) expect(stops.join('|')).toContain(name);
  expect(stops.some((s) => /Tema/.test(s))).toBe(true);
  // No trap: Shift+Tab walks back into the header.
  await tabUntil(page, (f) => f.inHeader, 10, 'Shift+Tab');

  // The skip link moves focus to the main content.
  await page.goto('/');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await page.keyboard.press('Tab');
  expect((await focused(page)).inMain).toBe(true);
});

test('mobile menu: opens with Enter, its links take focus, Escape closes it and focus returns to its button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en');
  const button = menuToggle(page);
  await tabUntil(page, (f) => /menu/i.test(f.name));
  await page.keyboard.press('Enter');
  await expect(menuDisclosure(page)).toHaveJSProperty('open', true);
  await expect(page.locator('#main-menu')).toBeVisible();
  await page.keyboard.press('Tab');
  const first = await focused(page);
  expect(first.visible).toBe(true);
  await expect(page.locator('#main-menu a').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('#main-menu')).toBeHidden();
  await expect(menuDisclosure(page)).toHaveJSProperty('open', false);
  await expect(button).toBeFocused();
});

test('FAQ: each question opens and closes from the keyboard, one at a time', async ({ page }) => {
  await page.goto('/');
  const summaries = page.locator('main details > summary');
  await summaries.first().focus();
  expect((await focused(page)).visible).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('main details').first()).toHaveAttribute('open', '');
  await page.keyboard.press('Tab'); // the answer holds no link: focus goes to the next question
  await expect(summaries.nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('main details').nth(1)).toHaveAttribute('open', '');
  await expect(page.locator('main details').first()).not.toHaveAttribute('open', '');
  await page.keyboard.press('Enter');
  await expect(page.locator('main details[open]')).toHaveCount(0);
});

test('cookie banner: its buttons are reachable by keyboard, and Enter on OK closes it', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.removeItem('cookie-consent'));
  await page.goto('/');
  const banner = page.getByRole('region', { name: sv.CookieBanner.label });
  await expect(banner).toBeVisible({ timeout: 3000 });
  const ok = banner.getByRole('button', { name: sv.CookieBanner.accept, exact: true });
  // Shift+Tab from the top of the page reaches the banner at the end of the document.
  await page.locator('body').focus();
  await tabUntil(page, (f) => f.name.startsWith('button OK'), 12, 'Shift+Tab');
  await expect(ok).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('cookie-consent'))).toBe('accepted');
});

test('contact form: every field in order by Tab with visible focus, up to the submit button', async ({ page }) => {
  await page.goto('/kontakt');
  const form = page.locator('#contact-form form');
  const l = sv.ContactForm.labels;
  await form.getByRole('textbox', { name: l.firstName, exact: true }).focus();
  const stops = await tabUntil(page, (f) => f.name.startsWith(`button ${sv.ContactForm.submit}`), 25);
  const inForm = await form.evaluate((el) => el.contains(document.activeElement));
  expect(inForm).toBe(true);
  expect(stops.length).toBeGreaterThanOrEqual(8);
  // Past the form, focus moves on (no trap).
  const outside = async () => !(await form.evaluate((el) => el.contains(document.activeElement)));
  for (let i = 0; i < 5 && !(await outside()); i++) await page.keyboard.press('Tab');
  expect(await outside()).toBe(true);
});

test('conference jump menu: opens from the keyboard, Escape closes it and focus returns to its toggle', async ({
  page,
}) => {
  await page.goto('/ai-konferens');
  const menu = page.getByTestId('jump-menu');
  const toggle = menu.locator('summary');
  await toggle.focus();
  expect((await focused(page)).visible).toBe(true);
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('open');
  const nav = page.getByRole('navigation', { name: sv.Conference.jumpMenu.label });
  // The list follows its toggle in the document, though it shows above it: Tab goes into it.
  await page.keyboard.press('Tab');
  expect(await nav.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  expect((await focused(page)).visible).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).not.toHaveAttribute('open');
  await expect(toggle).toBeFocused();
});

/** Running animations and transitions of transform/opacity (motion), and the scroll behaviour. */
async function motion(page: Page) {
  return page.evaluate(() => ({
    animations: document
      .getAnimations()
      .filter((a) => a.playState === 'running')
      .map((a) => `${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty}`),
    scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior,
  }));
}

async function exercise(page: Page, menuButton: Locator) {
  await page.setViewportSize({ width: 390, height: 844 });
  await menuButton.click();
  await page.locator('main details > summary').first().click();
}

test.describe('prefers-reduced-motion', () => {
  test('with no preference the page does move (the check below can fail)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await exercise(page, menuToggle(page));
    const m = await motion(page);
    expect(m.animations).toContain('logo-marquee');
    expect(m.scrollBehavior).toBe('smooth');
  });

  for (const path of ['/', '/referenser', '/vision-team', '/ai-konferens']) {
    test(`${path}: nothing moves when the visitor asks for reduced motion`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await page.setViewportSize({ width: 390, height: 844 });
      await menuToggle(page).click();
      if (await page.locator('main details > summary').count())
        await page.locator('main details > summary').first().click();
      // Scroll through the page so lazy images load (their fade-in is motion too).
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(300);
      const m = await motion(page);
      expect(m.animations).toEqual([]);
      expect(m.scrollBehavior).toBe('auto');
    });
  }
});
