// The text editor of `npm run dev`, as an editor uses it: Alt+click a text, edit it in both languages,
// save, see it on the open page; a slip refused with its reason and nothing written; the keyboard route.
// Runs scripts/serve/dev.mjs on a throwaway copy of the repository (scripts/catalogs/workspace.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { expect, test as site } from '../fixtures';
import { makeWorkspace, poll, startDevServer } from '../../scripts/catalogs/workspace.mjs';
import { MARKER_OPEN, findMarkers, withoutMarkers } from '../../lib/text-editor/markers.mjs';
import { API_PATH, TOKEN_HEADER } from '../../scripts/text-editor/protocol.mjs';
import { parseJsonSource } from '../../lib/i18n/catalog/json-source.mjs';
import { THEME_READY_ATTRIBUTE, THEME_TOGGLE_ATTRIBUTE } from '../../lib/theme';

type Dev = { url: string; dir: string; read: (file: string) => string; write: (file: string, text: string) => void };

const home = 'messages/pages/Home.json';
const contact = 'messages/pages/Contact.json';
const offer = 'messages/offer.json';
const files = [home, contact, offer];

const test = site.extend<object, { dev: Dev }>({
  dev: [
    async ({}, use) => {
      const workspace = makeWorkspace();
      const server = await startDevServer(workspace.dir, { editor: true });
      try {
        // next dev compiles each page on its first request: once here, not inside a test's time.
        for (const page of ['/', '/kontakt', '/fdaas']) {
          await poll(`${server.url}${page}`, (status: number) => status === 200, { timeout: 600_000 });
        }
        await use({ url: server.url, dir: workspace.dir, read: workspace.read, write: workspace.write });
      } finally {
        await server.stop();
        workspace.remove();
      }
    },
    { scope: 'worker', timeout: 660_000 },
  ],
  baseURL: async ({ dev }, use) => use(dev.url),
});

const originals: Record<string, string> = {};
test.beforeAll(({ dev }) => {
  for (const file of files) originals[file] = dev.read(file);
});
test.beforeEach(async ({ page }) => {
  // No cookie banner over the texts at the bottom of the window.
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
});
test.afterEach(({ dev }) => {
  for (const file of files) if (dev.read(file) !== originals[file]) dev.write(file, originals[file]);
});

/** What the page shows: its text without the invisible markers. */
const shown = async (locator: Locator) => withoutMarkers((await locator.textContent()) ?? '');
const catalog = (dev: Dev, file: string) => JSON.parse(dev.read(file));
const altClick = (locator: Locator) => locator.click({ modifiers: ['Alt'] });
/** Alt+click where the element is now, as a hand does: Playwright's click may scroll it first. */
async function altClickInPlace(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  await page.keyboard.down('Alt');
  await page.mouse.click(box.x + Math.min(20, box.width / 2), box.y + box.height / 2);
  await page.keyboard.up('Alt');
}
/**
 * Waits until the element is in the window and has stopped moving (a section fading in slides, and
 * next dev's update after a save renders the page again), scrolling it into view if it has left.
 */
async function stillInView(page: Page, locator: Locator) {
  let last = '';
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        const inView = box !== null && box.y >= 0 && box.y + box.height <= page.viewportSize()!.height;
        if (!inView) await locator.scrollIntoViewIfNeeded();
        const now = JSON.stringify(box);
        const still = inView && now === last;
        last = now;
        return still;
      },
      { message: 'the element is in view and still', intervals: [100] },
    )
    .toBe(true);
}
const dialogOf = (page: Page, key: string) =>
  page.getByRole('dialog', { name: new RegExp(`^Edit text ${key.replace(/[.[\]]/g, '\\$&')}$`) });
/** The lines in which two texts differ (1-based). */
const changedLines = (a: string, b: string) =>
  a.split('\n').flatMap((line, i) => (line === b.split('\n')[i] ? [] : [i + 1]));

test('Alt+click opens the text: its key, both languages, and what the code passes a formatted text', async ({
  page,
  dev,
}) => {
  await page.goto('/kontakt');
  const subtitle = page.locator('main p', { hasText: 'hej@fyrtorn.example' }).first();
  await altClick(subtitle.getByRole('link'));
  const dialog = dialogOf(page, 'Contact.hero.subtitle');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Svenska')).toHaveValue(catalog(dev, contact).sv.Contact.hero.subtitle);
  await expect(dialog.getByLabel('English')).toHaveValue(catalog(dev, contact).en.Contact.hero.subtitle);
  await expect(dialog.getByRole('list', { name: 'What the code passes' }).getByRole('listitem')).toHaveText([
    '{email} (required)',
    '<mail>…</mail> (required)',
  ]);
  await expect(page).toHaveURL(/\/kontakt$/); // the link under the click was not followed

  // Focus stays in the dialog: round from the first field past Save back to it, both ways.
  await expect(dialog.getByLabel('Svenska')).toBeFocused();
  for (const name of ['English', 'Cancel', 'Save']) {
    await page.keyboard.press('Tab');
    await expect(name === 'English' ? dialog.getByLabel(name) : dialog.getByRole('button', { name })).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Svenska')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A text shown as written, and a text in the header's navigation (a link, not followed).
  await altClick(page.getByRole('heading', { level: 1 }));
  await expect(
    dialogOf(page, 'Contact.hero.title').getByText(
      'Shown as written: no {placeholders} or <tags>, only facts such as {responseTime}.',
    ),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await altClick(page.getByRole('navigation').getByRole('link', { name: 'Vision & team' }).first());
  await expect(dialogOf(page, 'Nav.visionTeam')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/kontakt$/);
});

test('an item of a list is named by its index', async ({ page }) => {
  await page.goto('/');
  const item = page.locator('#faq details').nth(2);
  await item.locator('summary').click();
  await expect(item).toHaveAttribute('open', '');
  await altClick(item.locator('p').last());
  await expect(dialogOf(page, 'Home.faq.items.2.answer')).toBeVisible();
});

test('Save writes only that text, and the open page shows it without a reload, where it was scrolled', async ({
  page,
  dev,
}) => {
  await page.goto('/');
  const heading = page.locator('#faq').getByRole('heading', { level: 2 });
  await heading.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -120));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await altClickInPlace(page, heading);
  const dialog = dialogOf(page, 'Home.faq.heading');
  await dialog.getByLabel('Svenska').fill('Frågor vi ofta får');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(/^Saved messages\/pages\/Home\.json/);

  await expect.poll(() => shown(heading), { timeout: 60_000 }).toBe('Frågor vi ofta får');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  const changed = changedLines(originals[home], dev.read(home));
  expect(changed).toHaveLength(1);
  expect(dev.read(home).split('\n')[changed[0] - 1]).toBe('        "heading": "Frågor vi ofta får",');
  expect(changed[0]).toBeLessThan(originals[home].split('\n').indexOf('  "en": {'));
  expect(dev.read(contact)).toBe(originals[contact]);
  const prettier = spawnSync(
    process.execPath,
    [path.join(dev.dir, 'node_modules/prettier/bin/prettier.cjs'), '--check', 'messages'],
    { cwd: dev.dir, encoding: 'utf8' },
  );
  expect(prettier.status, prettier.stdout + prettier.stderr).toBe(0);
});

test('a text of the offer opens by its place in messages/offer.json, and Save writes it there: the page shows it', async ({
  page,
  dev,
}) => {
  await page.goto('/fdaas');
  const first = page.locator('#ingar li').first();
  const { items, packages } = catalog(dev, offer);
  const index = items.findIndex((item: { id: string }) => item.id === packages.fdaas.included[0]);
  await expect.poll(() => shown(first)).toBe(items[index].name.sv);
  await stillInView(page, first);

  await altClickInPlace(page, first.locator('span'));
  const dialog = dialogOf(page, `messages/offer.json:items[${index}].name`);
  await expect(dialog.getByLabel('Svenska')).toHaveValue(items[index].name.sv);
  await expect(dialog.getByLabel('English')).toHaveValue(items[index].name.en);
  await expect(
    dialog.getByText('Shown as written: no {placeholders} or <tags>, only facts such as {responseTime}.'),
  ).toBeVisible();
  await dialog.getByLabel('Svenska').fill('Löpande bokföring och avstämningar varje månad');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(/^Saved messages\/offer\.json/);

  await expect.poll(() => shown(first), { timeout: 60_000 }).toBe('Löpande bokföring och avstämningar varje månad');
  expect(catalog(dev, offer).items[index].name).toEqual({
    ...items[index].name,
    sv: 'Löpande bokföring och avstämningar varje månad',
  });
  expect(changedLines(originals[offer], dev.read(offer))).toHaveLength(1);
  for (const file of [home, contact]) expect(dev.read(file)).toBe(originals[file]);
});

test('opened at 127.0.0.1 instead of localhost, the page shows each save too, without a reload', async ({
  page,
  dev,
}) => {
  // The same server under its IP address: next dev takes the hot-reload socket from that origin as well.
  await page.goto(`${dev.url.replace('//localhost:', '//127.0.0.1:')}/`);
  const heading = page.locator('#faq').getByRole('heading', { level: 2 });
  await heading.scrollIntoViewIfNeeded();
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  for (const text of ['Frågor vi ofta får', 'Vanliga frågor, besvarade']) {
    await stillInView(page, heading);
    await altClickInPlace(page, heading);
    const dialog = dialogOf(page, 'Home.faq.heading');
    await dialog.getByLabel('Svenska').fill(text);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Saved messages\/pages\/Home\.json/);
    await expect.poll(() => shown(heading), { timeout: 30_000 }).toBe(text);
  }
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

const slips: [string, string, string, string, string][] = [
  [
    'an unclosed {',
    'Contact.hero.subtitle',
    'English',
    'E-mail us at <mail>{email</mail> or fill in the form.',
    'en.Contact.hero.subtitle: invalid message syntax: a { is not closed by } right after its name',
  ],
  [
    'a placeholder the code does not pass',
    'Contact.hero.subtitle',
    'Svenska',
    'Mejla oss på <mail>{emial}</mail> eller fyll i formuläret.',
    'sv.Contact.hero.subtitle: uses {emial} that the code does not pass and lacks {email}',
  ],
  [
    'a tag out of place',
    'Contact.hero.title',
    'Svenska',
    'Kontakta <b>oss</b>',
    'sv.Contact.hero.title: "<b>", "</b>" would show to visitors as written: this text takes no {placeholders} or <tags>',
  ],
  ['an empty text', 'Contact.hero.title', 'English', '', 'en.Contact.hero.title: empty text (expected a message)'],
];

test('a slip is refused with its reason, and nothing is written', async ({ page, dev }) => {
  await page.goto('/kontakt');
  for (const [slip, key, field, text, reason] of slips) {
    await test.step(slip, async () => {
      const target =
        key === 'Contact.hero.title'
          ? page.getByRole('heading', { level: 1 })
          : page.locator('main p').filter({ hasText: 'hej@fyrtorn.example' }).first();
      await altClick(target);
      const dialog = dialogOf(page, key);
      await dialog.getByLabel(field).fill(text);
      await dialog.getByRole('button', { name: 'Save' }).click();
      const alert = dialog.getByRole('alert');
      await expect(alert).toContainText('Not saved:');
      const line = parseJsonSource(originals[contact]).lines.get(reason.split(': ')[0]);
      await expect(alert).toContainText(`${contact}:${line}: ${reason}`);
      for (const file of files) expect(dev.read(file)).toBe(originals[file]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }
});

test('keyboard route: Alt+Shift+E, Tab from text to text, Enter opens one, Escape leaves', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Alt+Shift+KeyE');
  await expect(page.getByRole('status')).toHaveText(/^Edit mode: Tab moves between the texts/);
  const layer = page.getByRole('group', { name: 'Texts of this page' });
  const stops = layer.getByRole('button');
  expect(await stops.count()).toBeGreaterThan(30);
  const focused = layer.locator('button:focus');
  const first = await focused.getAttribute('aria-label');
  expect(first).toMatch(/^Edit [A-Z]\w*\./);

  // Tab goes from text to text, round the page, and reaches every text of the hero.
  const reached = [first];
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press('Tab');
    const name = await focused.getAttribute('aria-label');
    if (name === first) break;
    reached.push(name);
  }
  expect(reached.length).toBe(await stops.count());
  for (const key of ['badge', 'title', 'subtitle', 'description', 'primaryCta', 'secondaryCta']) {
    expect(reached).toContain(`Edit Home.hero.${key}`);
  }

  // To the title, and Enter opens it; Escape closes the dialog and the focus is back on the stop.
  for (let i = 0; i < 400 && (await focused.getAttribute('aria-label')) !== 'Edit Home.hero.title'; i++) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  const dialog = dialogOf(page, 'Home.hero.title');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(focused).toHaveAttribute('aria-label', 'Edit Home.hero.title');
  await page.keyboard.press('Shift+Tab');
  await expect(focused).toHaveAttribute('aria-label', 'Edit Home.hero.badge');
  await page.keyboard.press('Escape');
  await expect(stops).toHaveCount(0);
});

test('Escape gives the focus back to the text when the page changed while it was fetched and while it was open', async ({
  page,
}) => {
  await page.goto('/');
  await page.keyboard.press('Alt+Shift+KeyE');
  const focused = page.getByRole('group', { name: 'Texts of this page' }).locator('button:focus');
  for (let i = 0; i < 400 && (await focused.getAttribute('aria-label')) !== 'Edit Home.hero.title'; i++) {
    await page.keyboard.press('Tab');
  }
  // The page changes as a slow load makes it (the motion features setting the sections' reveal state):
  // each change builds the stops again, once while the text is fetched and once while it is open.
  const change = () => page.evaluate(() => document.querySelector('main')?.toggleAttribute('data-changed'));
  await page.route(`**${API_PATH}?*`, async (route) => {
    await change();
    await page.waitForTimeout(300);
    await route.continue();
  });
  await page.keyboard.press('Enter');
  const dialog = dialogOf(page, 'Home.hero.title');
  await expect(dialog).toBeVisible();
  await change();
  await page.waitForTimeout(300);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(focused).toHaveAttribute('aria-label', 'Edit Home.hero.title');
});

test('the markers stay out of the title, the metadata and the structured data', async ({ page }) => {
  // The home page, and a package's page, whose texts are also the offer's (messages/offer.json).
  for (const [path, key] of [
    ['/', 'Home.hero.title'],
    ['/fdaas', 'Fdaas.hero.title'],
  ]) {
    await page.goto(path);
    const head = await page.evaluate(() => [
      document.title,
      ...[...document.querySelectorAll('meta')].map((meta) => meta.content),
      ...[...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
    ]);
    expect(head.filter((text) => text.includes(MARKER_OPEN))).toEqual([]);
    for (const script of head.filter((text) => text.startsWith('[') || text.startsWith('{'))) JSON.parse(script);
    expect(findMarkers((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')).toEqual([
      expect.objectContaining({ key }),
    ]);
  }
});

test('the preview’s pages say nothing on the console: no error, no warning, once the theme toggle is ready', async ({
  page,
}) => {
  // An editor sees any console error as the preview's red badge ("1 Issue"), on every page it is on.
  const said: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) said.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => said.push(`error: ${error.message}`));
  for (const path of ['/', '/kontakt', '/fdaas']) {
    await page.goto(path);
    // next-themes is mounted once the page has hydrated, and marks the toggle ready when it has handed over.
    await expect(page.locator(`header [${THEME_TOGGLE_ATTRIBUTE}][${THEME_READY_ATTRIBUTE}]`).first()).toBeAttached();
  }
  expect(said).toEqual([]);
});

test('the endpoint answers this session’s pages only', async ({ page, dev }) => {
  await page.goto('/');
  const read = `${dev.url}${API_PATH}?key=Home.hero.title`;
  const token = await page.evaluate(() =>
    new URL(document.querySelector<HTMLScriptElement>('script[src*="/__text-editor/"]')!.src).searchParams.get(
      'session',
    )!,
  );
  expect((await fetch(read)).status).toBe(403);
  expect((await fetch(read, { headers: { [TOKEN_HEADER]: 'guess' } })).status).toBe(403);
  expect((await fetch(read, { headers: { [TOKEN_HEADER]: token, origin: 'https://attacker.example' } })).status).toBe(
    403,
  );
  const answer = await page.evaluate(
    async ([url, header, value]) => (await fetch(url, { headers: { [header]: value } })).status,
    [read, TOKEN_HEADER, token],
  );
  expect(answer).toBe(200);
});
