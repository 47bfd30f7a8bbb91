import { expect, test } from '../fixtures';
import { lookAtLayout, sweepLayout } from './layout-check';

// The check reports what it is there to find: each defect seeded into a real page at one width, and
// the report names the page, the width and the element.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/kontakt');
});

test('a page that holds its layout passes at that width (the seeds below are what fail)', async ({ page }) => {
  expect((await lookAtLayout(page)).problems).toEqual([]);
});

test('a too-wide element: sideways scroll and the element past the right edge', async ({ page }) => {
  await page.evaluate(() => {
    const wide = document.createElement('div');
    wide.id = 'seeded-wide';
    wide.style.width = '500px';
    wide.textContent = 'seeded';
    document.querySelector('main')!.prepend(wide);
  });
  const found = await sweepLayout(page, '/kontakt', [390]);
  expect(found).toContain('/kontakt at 390 px: the page scrolls sideways (110 px)');
  expect(found).toContainEqual(
    expect.stringMatching(/^\/kontakt at 390 px: <div#seeded-wide> "seeded" .*110 px past the right edge/),
  );
});

test('text cut off by a box too small for it', async ({ page }) => {
  await page.evaluate(() => {
    const box = document.createElement('p');
    box.id = 'seeded-cut';
    box.style.cssText = 'height: 10px; overflow: hidden';
    box.textContent = 'A line that does not fit in ten pixels';
    document.querySelector('main')!.prepend(box);
  });
  expect((await lookAtLayout(page)).problems).toContainEqual(
    expect.stringMatching(/^<p#seeded-cut> .*its text is cut off/),
  );
});

test('a word broken inside by a box squeezed narrower than it', async ({ page }) => {
  await page.evaluate(() => {
    const row = document.createElement('div');
    row.style.cssText = 'display: flex; width: 200px';
    row.innerHTML =
      '<span id="seeded-squeezed" style="overflow-wrap: anywhere">Fyrtorn</span><span style="flex: none; width: 180px">x</span>';
    document.querySelector('main')!.prepend(row);
  });
  expect((await lookAtLayout(page)).problems).toContainEqual(
    expect.stringMatching(/^<span#seeded-squeezed> .*the word "Fyrtorn" is broken across lines/),
  );
});

test('a header on two rows', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.evaluate(() => {
    const item = document.createElement('li');
    item.innerHTML = '<a href="/" id="seeded-nav">A navigation label far too long to fit on the row</a>';
    // The wide screens' list: the first in the navigation (the small screens' panel holds the other).
    const list = document.querySelector<HTMLElement>('header nav ul')!;
    list.append(item);
    list.style.flexWrap = 'wrap';
  });
  const { problems } = await lookAtLayout(page);
  expect(problems).toContainEqual(expect.stringMatching(/^header: .*(outside its|more than one row)/));
});

test('two controls on top of each other', async ({ page }) => {
  await page.evaluate(() => {
    const submit = document.querySelector<HTMLElement>('form button[type="submit"]')!;
    const r = submit.getBoundingClientRect();
    const cover = document.createElement('a');
    cover.href = '/';
    cover.id = 'seeded-cover';
    cover.textContent = 'covering link';
    cover.style.cssText = `position: absolute; left: ${r.left + scrollX}px; top: ${r.top + scrollY}px; display: block; width: 80px`;
    document.body.append(cover);
  });
  const { problems } = await lookAtLayout(page);
  expect(problems).toContainEqual(expect.stringMatching(/<a#seeded-cover> "covering link".* overlap$/));
});

test('a header whose height changes with the width', async ({ page }) => {
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = '@media (min-width: 500px) { body header { padding-bottom: 20px } }';
    document.head.append(style);
  });
  const found = await sweepLayout(page, '/kontakt', [390, 600]);
  expect(found).toContainEqual(
    expect.stringMatching(/^\/kontakt: the header changes height with the width: .*390 px.*600 px/),
  );
});
