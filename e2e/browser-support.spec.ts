import { sv } from './messages';
import { expect, test } from './fixtures';
import { watchForProblems } from './watch';

// What a browser within the supported range but older than a feature the site uses gets
// (docs/browsers.md): the feature's extra, never a broken page. Requests without JavaScript, what a
// browser older than the range gets, are the no-JavaScript tests of the other specs; WebKit's lack of
// requestIdleCallback runs in the cross-engine lane (e2e/engines/).

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
});

test('without <details name> (Safari before 17.2, Firefox before 130, Chrome before 120) each FAQ answer opens and closes by itself', async ({
  page,
}) => {
  const problems = await watchForProblems(page);
  await page.goto('/');
  // The FAQ's island started, as a visitor's first press starts it (the press opened the item natively; a
  // second one closes it again, animated).
  const items = page.locator('#faq details');
  await items.first().locator('summary').click();
  await expect(page.locator('fyrtorn-island[data-island="faq"]')).toHaveAttribute('data-island-ready', '');
  await items.first().locator('summary').click();
  await expect(items.first()).not.toHaveAttribute('open');
  // Without the attribute the items form no group, as in such a browser.
  await expect(items).toHaveCount(sv.Home.faq.items.length);
  await items.evaluateAll((all) => all.forEach((item) => item.removeAttribute('name')));

  const question = (nth: number) => items.nth(nth).locator('summary');
  const answer = (nth: number) => items.nth(nth).getByText(sv.Home.faq.items[nth].answer);
  await question(0).click();
  await expect(answer(0)).toBeVisible();
  await question(1).click();
  await expect(answer(1)).toBeVisible();
  // Both stay open: there is no group to keep to one (where the attribute stays, the island keeps it: Jest).
  await expect(answer(0)).toBeVisible();
  await question(0).click();
  await expect(items.nth(0)).not.toHaveAttribute('open');
  await expect(answer(1)).toBeVisible();
  expect(await problems()).toEqual([]);
});
