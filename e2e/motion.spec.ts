import { sv } from './messages';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { exportedPages, htmlFileOf } from './site';
import { watchLayoutShifts } from './watch';
import { fillValid, form, toasts, SEND_TIMEOUT } from './contact-form';
import { menuToggle } from './menu';
import { islands, type IslandName } from '../components/islands/registry.mjs';

// framer-motion through LazyMotion: the server HTML never hides anything, the features load once an island
// that animates has started (never in a page's first load, never for reduced motion), exits run to the end
// and remove. The reveal on scroll is a script island of its own, with no framer-motion.

const FUNCTION_URL = '**/functions/v1/send-contact-email';
const motionReady = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-motion', 'ready');

/**
 * Starts the island a control is in as a visitor does, and waits until it has started and, for one that
 * animates with framer-motion (`motion` in the registry: the cookie banner; the menus' and the FAQ's script
 * islands use the browser's own animate()), its animation features have loaded. The mobile menu and the FAQ
 * start with their first press, which opens them natively: a second press closes them again, so the test goes
 * on from the page as it was. The jump menu starts with the pointer resting on it (or when the page is idle).
 */
async function startAnimatingIsland(page: Page, control: Locator, by: 'press' | 'pointer' = 'press') {
  const island = control.locator('xpath=ancestor::fyrtorn-island[1]');
  if (by === 'pointer') await control.hover();
  else await control.click();
  await expect(island).toHaveAttribute('data-island-ready', '');
  const spec = islands[(await island.getAttribute('data-island')) as IslandName];
  if ('motion' in spec && spec.motion) await motionReady(page);
  if (by === 'press') {
    await control.click();
    await expect(control.locator('xpath=..')).not.toHaveAttribute('open');
  }
}

/**
 * Samples an element's opacity every frame until it leaves the DOM or stops being rendered, and
 * resolves with the samples (a completed exit: values below 1 before it went away).
 */
function watchExit(page: Page, selector: string): Promise<number[]> {
  return page.evaluate(
    (sel) =>
      new Promise<number[]>((resolve, reject) => {
        const samples: number[] = [];
        const started = performance.now();
        const step = () => {
          const element = document.querySelector(sel);
          // checkVisibility: also false inside a closed <details> (the mobile menu), whose content keeps its display.
          if (!element || !element.checkVisibility() || element.closest('[hidden]')) {
            return resolve(samples);
          }
          samples.push(Number(getComputedStyle(element).opacity));
          if (performance.now() - started > 5000) return reject(new Error(`${sel} never left`));
          requestAnimationFrame(step);
        };
        step();
      }),
    selector,
  );
}

/**
 * Presses a control in the page and samples an element's opacity every frame from then until it is fully
 * shown: what a visitor sees of its entry (values between 0 and 1 if it fades in).
 */
function watchEntry(page: Page, control: string, selector: string): Promise<number[]> {
  return page.evaluate(
    ([control, sel]) =>
      new Promise<number[]>((resolve, reject) => {
        const samples: number[] = [];
        const started = performance.now();
        document.querySelector<HTMLElement>(control)!.click();
        const step = () => {
          const element = document.querySelector(sel);
          const opacity = element?.checkVisibility() ? Number(getComputedStyle(element).opacity) : 0;
          samples.push(opacity);
          if (opacity === 1) return resolve(samples);
          if (performance.now() - started > 5000) return reject(new Error(`${sel} never showed`));
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    [control, selector] as const,
  );
}

const faded = (samples: number[]) => samples.some((opacity) => opacity > 0 && opacity < 1);

test('no exported page hides anything in its HTML: no inline opacity 0 or offset transform', () => {
  for (const page of exportedPages()) {
    const html = readFileSync(htmlFileOf(page), 'utf8');
    expect(html, page).not.toMatch(/style="[^"]*opacity:\s*0(?:[;"]|\.)/);
    expect(html, page).not.toMatch(/style="[^"]*transform:\s*translate/);
    expect(html, page).not.toMatch(/style="[^"]*height:\s*0/);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sections, FAQ answers and both menus have their content in the HTML, visible and working', async ({ page }) => {
    await page.goto('/');
    const sections = page.locator('[data-reveal]');
    expect(await sections.count()).toBeGreaterThan(3);
    for (const section of await sections.all()) {
      await section.scrollIntoViewIfNeeded();
      await expect(section).toBeVisible();
      await expect(section).toHaveCSS('opacity', '1');
    }
    const first = sv.Home.faq.items[0];
    await page.getByText(first.question, { exact: true }).click();
    await expect(page.getByText(first.answer, { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: sv.Nav.label }).getByRole('link').first()).toBeVisible();

    await page.goto('/ai-konferens');
    await expect(page.getByRole('navigation', { name: sv.Conference.jumpMenu.label, includeHidden: true })).toHaveCount(
      1,
    );
  });
});

test.describe('with motion', () => {
  test('the first screen never animates; sections below the fold fade in as they scroll in, with no layout shift', async ({
    page,
  }) => {
    const shifts = await watchLayoutShifts(page);
    // A screen tall enough for the hero and the first section below it: that section starts in view.
    await page.setViewportSize({ width: 1280, height: 1200 });
    await page.goto('/');
    await expect(page.locator('[data-reveal="waiting"]').first()).toBeAttached();
    const viewport = page.viewportSize()!.height;
    const states = await page
      .locator('[data-reveal]')
      .evaluateAll((elements) =>
        elements.map((el) => ({ top: el.getBoundingClientRect().top, state: el.getAttribute('data-reveal') })),
      );
    expect(states.filter(({ top }) => top < viewport).every(({ state }) => state === 'none')).toBe(true);
    const firstWaiting = states.findIndex(({ state }) => state === 'waiting');
    expect(firstWaiting).toBeGreaterThan(0);

    const target = page.locator('[data-reveal]').nth(firstWaiting);
    await target.scrollIntoViewIfNeeded();
    await expect(target).toHaveAttribute('data-reveal', 'shown');
    await expect(target).toHaveCSS('opacity', '1');
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect(page.locator('[data-reveal="shown"]').last()).toHaveCSS('opacity', '1');
    expect(await shifts()).toBe(0);
  });

  test('the FAQ opens one item at a time by keyboard, its answers grow and shrink, and a closed one is closed', async ({
    page,
  }) => {
    await page.goto('/');
    const [a, b] = sv.Home.faq.items;
    const summaryA = page.locator('summary', { hasText: a.question });
    const summaryB = page.locator('summary', { hasText: b.question });
    await startAnimatingIsland(page, summaryA);
    const details = (summary: typeof summaryA) => summary.locator('xpath=..');

    // The answer's height every frame, from before the key goes down (so no frame is missed) until
    // the item has opened and its answer is back to its natural height, or until it has closed.
    type Sampled = Window & { faqHeights?: number[]; faqDone?: boolean };
    const sampleAnswer = (summary: typeof summaryA, until: 'opened' | 'closed') =>
      details(summary).evaluate((el, end) => {
        const item = el as HTMLDetailsElement;
        const answer = el.querySelector('summary + div') as HTMLElement;
        const w = window as Sampled;
        w.faqHeights = [];
        w.faqDone = false;
        const step = () => {
          const done = end === 'closed' ? !item.open : item.open && w.faqHeights!.length > 1 && !answer.style.height;
          if (done) {
            w.faqDone = true;
            return;
          }
          w.faqHeights!.push(item.open ? answer.getBoundingClientRect().height : 0);
          requestAnimationFrame(step);
        };
        step();
      }, until);
    const samples = async () => {
      await page.waitForFunction(() => (window as Sampled).faqDone);
      return page.evaluate(() => (window as Sampled).faqHeights!);
    };
    const answerPanel = (text: string) => page.getByText(text, { exact: true }).locator('xpath=..');
    const answerHeight = (text: string) => answerPanel(text).evaluate((el) => el.getBoundingClientRect().height);

    // A movement lasts 200 ms. On a loaded machine one frame can take longer than that, and nothing
    // in between is drawn (as on a starved phone): each movement is watched up to three times, and one
    // that never shows a height in between fails.
    const attempts = 3;
    const between = (heights: number[], end: number) => heights.some((h) => h > 0 && h < end);

    await summaryA.focus();
    let opening: number[] = [];
    let full = 0;
    for (let attempt = 1; attempt <= attempts && !between(opening, full); attempt++) {
      if (attempt > 1) {
        await page.keyboard.press('Enter');
        await expect(details(summaryA)).toHaveJSProperty('open', false);
      }
      await sampleAnswer(summaryA, 'opened');
      await page.keyboard.press('Enter');
      opening = await samples();
      await expect(details(summaryA)).toHaveJSProperty('open', true);
      await expect(page.getByText(a.answer, { exact: true })).toBeVisible();
      full = await answerHeight(a.answer);
      expect(full).toBeGreaterThan(0);
    }
    expect(between(opening, full)).toBe(true);

    await summaryB.focus();
    await page.keyboard.press('Enter');
    await expect(details(summaryB)).toHaveJSProperty('open', true);
    await expect(details(summaryA)).toHaveJSProperty('open', false);
    await expect(page.getByText(b.answer, { exact: true })).toBeVisible();
    await expect(answerPanel(b.answer)).not.toHaveAttribute('style', /height/);

    // Closing: the item stays open while the answer's height shrinks, then closes.
    let closing: number[] = [];
    for (let attempt = 1; attempt <= attempts && !between(closing, closing[0]); attempt++) {
      if (attempt > 1) {
        await page.keyboard.press('Enter');
        await expect(answerPanel(b.answer)).not.toHaveAttribute('style', /height/);
      }
      await sampleAnswer(summaryB, 'closed');
      await page.keyboard.press('Space');
      closing = await samples();
      await expect(details(summaryB)).toHaveJSProperty('open', false);
      await expect(page.getByText(b.answer, { exact: true })).toBeHidden();
    }
    expect(between(closing, closing[0])).toBe(true);

    // Opened again, it grows to its full height once more (nothing left over from the close).
    await page.keyboard.press('Enter');
    await expect(details(summaryB)).toHaveJSProperty('open', true);
    await expect(answerPanel(b.answer)).not.toHaveAttribute('style', /height/);
    expect(await answerHeight(b.answer)).toBeGreaterThan(0);
  });

  test('the cookie banner slides out after a choice and is removed', async ({ page }) => {
    await page.goto('/');
    await motionReady(page);
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible({ timeout: 3000 });
    await expect(banner).toHaveCSS('opacity', '1');
    const exit = watchExit(page, '[data-testid="cookie-banner"]');
    await banner.getByRole('button', { name: sv.CookieBanner.accept, exact: true }).click();
    expect(faded(await exit)).toBe(true);
    await expect(banner).toHaveCount(0);
  });

  test('the mobile menu fades in as it opens; it and the jump menu fade out when they close, then hide', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
    await page.goto('/');
    await startAnimatingIsland(page, menuToggle(page));
    expect(faded(await watchEntry(page, 'header nav summary', '#main-menu'))).toBe(true);
    await expect(page.locator('#main-menu')).toBeVisible();
    await expect(page.locator('#main-menu')).toHaveCSS('opacity', '1');
    const menuExit = watchExit(page, '#main-menu');
    await menuToggle(page).click();
    expect(faded(await menuExit)).toBe(true);
    await expect(page.locator('#main-menu')).toBeHidden();

    await page.goto('/ai-konferens');
    const jump = page.getByTestId('jump-menu').locator('summary');
    const nav = page.getByRole('navigation', { name: sv.Conference.jumpMenu.label });
    await startAnimatingIsland(page, jump, 'pointer');
    await jump.click();
    await expect(nav).toBeVisible();
    await expect(nav).toHaveCSS('opacity', '1');
    const jumpExit = watchExit(page, '[data-testid="jump-menu"] nav');
    await jump.click();
    expect(faded(await jumpExit)).toBe(true);
    await expect(nav).toBeHidden();
  });

  test('an error toast fades out when dismissed and is removed', async ({ page }) => {
    test.slow();
    await page.route(FUNCTION_URL, (route) => route.abort('connectionrefused'));
    await page.goto('/kontakt');
    await fillValid(page, sv);
    await form(page).getByRole('button', { name: sv.ContactForm.submit }).click();
    const toast = toasts(page, sv).getByTestId('toast');
    await expect(toast).toBeVisible(SEND_TIMEOUT);
    await expect(toast).toHaveCSS('opacity', '1');
    // The toasts' motion comes with the first toast: a visitor reads it before dismissing it.
    await motionReady(page);
    const exit = watchExit(page, '[data-testid="toast"]');
    await toast.getByRole('button', { name: sv.ContactForm.toast.dismiss }).click();
    expect(faded(await exit)).toBe(true);
    await expect(toast).toHaveCount(0);
  });
});

test('the animation features load once an island that animates starts: in no page first load, never for reduced motion', async ({
  browser,
}) => {
  const features = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-motion'));
  for (const path of ['/', '/fdaas', '/en/kontakt']) {
    const page = await browser.newPage();
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500);
    expect(await features(page), path).toBeNull();
    await page.close();
  }
  // The cookie banner animates with framer-motion (the menus and the FAQ use the browser's own animate()): for a
  // visitor who has not chosen, it starts when the page is idle, and the features load after it.
  const banner = (page: Page) => page.locator('fyrtorn-island[data-island="cookie-banner"]');
  const motion = await browser.newPage({ viewport: { width: 390, height: 800 } });
  await motion.goto('/');
  await expect(banner(motion)).toHaveAttribute('data-island-ready', '');
  await motionReady(motion);
  await motion.close();

  const reduced = await browser.newPage({ reducedMotion: 'reduce', viewport: { width: 390, height: 800 } });
  await reduced.goto('/');
  await expect(banner(reduced)).toHaveAttribute('data-island-ready', '');
  await reduced.waitForTimeout(2500);
  expect(await features(reduced)).toBeNull();
  await reduced.close();
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing animates: sections, FAQ, menus, cookie banner', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await page.waitForTimeout(1200);
    await expect(page.locator('html')).not.toHaveAttribute('data-motion', 'ready');
    // Script animations only (framer-motion's WAAPI ones): CSS ones are the stylesheet's business.
    const running = () =>
      page.evaluate(
        () =>
          document.getAnimations().filter((a) => !(a instanceof CSSAnimation) && !(a instanceof CSSTransition)).length,
      );

    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect(page.locator('[data-reveal="waiting"], [data-reveal="shown"]')).toHaveCount(0);

    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible({ timeout: 3000 });
    await expect(banner).toHaveCSS('opacity', '1');
    const bannerExit = watchExit(page, '[data-testid="cookie-banner"]');
    await banner.getByRole('button', { name: sv.CookieBanner.decline, exact: true }).click();
    expect(faded(await bannerExit)).toBe(false);

    const { question, answer } = sv.Home.faq.items[0];
    await page.locator('summary', { hasText: question }).click();
    await expect(page.getByText(answer, { exact: true })).toBeVisible();
    expect(await page.getByText(answer, { exact: true }).locator('xpath=..').getAttribute('style')).toBeNull();

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await menuToggle(page).click();
    await expect(page.locator('#main-menu')).toBeVisible();
    const menuExit = watchExit(page, '#main-menu');
    await menuToggle(page).click();
    expect(faded(await menuExit)).toBe(false);
    expect(await running()).toBe(0);
  });
});
