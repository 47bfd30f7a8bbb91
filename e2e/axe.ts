import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** What every axe check holds a page to: WCAG 2.0-2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe-core into every document the page loads, before the page's own scripts (an init script
 * is not subject to the page's CSP). Call before page.goto. Injected once per document instead of
 * once per check, a check costs about a quarter of what it does through @axe-core/playwright.
 */
export async function loadAxe(page: Page): Promise<void> {
  await page.addInitScript({ content: axeSource });
}

/**
 * axe's violations on the page as it is now (the whole document, or the part `include` selects),
 * one line per rule: its id and the elements that break it. Needs loadAxe before the navigation.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  return page.evaluate(
    async ({ tags, include }) => {
      type Axe = {
        run: (
          context: Document | { include: string[][] },
          options: object,
        ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
      };
      const axe = (window as unknown as { axe?: Axe }).axe;
      if (!axe) throw new Error('axe-core is not in the page: call loadAxe(page) before page.goto');
      // The page at rest: a fade under way (a section revealed as it scrolls in, a toast coming in)
      // shows half-transparent text that no visitor reads as it is. Two frames let a reveal that a
      // scroll has just set off begin; endless animations (the logo marquee, a spinner) keep running.
      for (let frame = 0; frame < 2; frame++) await new Promise((done) => requestAnimationFrame(done));
      const finite = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
      const { violations } = await axe.run(include ? { include: [[include]] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { tags: AXE_TAGS, include },
  );
}
