import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { watchForProblems } from './watch';

/**
 * The search as a visitor meets it wherever the site is served: a query in each language finds its
 * page among the first three, with no CSP violation or console error on the way.
 */
export async function expectSearchFindsPages(page: Page): Promise<void> {
  const problems = await watchForProblems(page);
  for (const [path, expected] of [
    ['/sok?q=%C3%A5rsredovisning', '/arspaket'],
    ['/en/sok?q=payroll', '/en/pdaas'],
  ]) {
    await page.goto(path);
    const links = page.getByTestId('search-results').getByRole('link');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
    expect(hrefs.slice(0, 3), path).toContain(expected);
  }
  expect(await problems()).toEqual([]);
}
