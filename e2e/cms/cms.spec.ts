// The CMS at /admin/ as an editor uses it, with no network: Decap's local backend (decap-server, git mode)
// over a throwaway repository made from this one, the CMS served by `npm run cms`'s server
// (scripts/cms/server.mjs). The preview shows a page as the visitor reads it; the guide and the hints speak
// the editors' words. Change a text in Swedish and in English, save a draft (a branch), publish it (a merge
// into main) and build: both pages show it. A broken edit is refused with the reason.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { makeWorkspace } from '../../scripts/catalogs/workspace.mjs';
import { startCmsServer } from '../../scripts/cms/server.mjs';
import { createStaticServer } from '../../scripts/serve/serve-static.mjs';
import { freePort } from '../../scripts/shared/free-port.mjs';

type Cms = { url: string; dir: string; git: (...args: string[]) => string };

const contact = 'messages/pages/Contact.json';
const draftBranch = 'cms/pages/Contact';
const stamp = Date.now().toString(36);
const texts = { sv: `Hör av dig till oss (${stamp})`, en: `Get in touch with us (${stamp})` };
/** Pictures of each step for the editors' guide, when asked for (CMS_SCREENSHOTS=docs/images/cms). */
const shots = process.env.CMS_SCREENSHOTS;

const test = base.extend<object, { cms: Cms }>({
  cms: [
    async ({}, use) => {
      // A repository of its own, made from this one's files: decap-server checks its branches out.
      const workspace = makeWorkspace();
      const git = (...args: string[]) =>
        execFileSync('git', args, { cwd: workspace.dir, encoding: 'utf8', stdio: 'pipe' }).trim();
      git('init', '-q', '-b', 'main');
      git('config', 'user.name', 'CMS test');
      git('config', 'user.email', 'cms-test@fyrtorn.example');
      git('add', '-A');
      git('commit', '-q', '-m', 'The site as the test found it');
      const server = await startCmsServer({ repo: workspace.dir, mode: 'git', port: await freePort('servers') });
      try {
        await use({ url: server.url, dir: workspace.dir, git });
      } finally {
        await server.stop();
        workspace.remove();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});
test.describe.configure({ mode: 'serial' });

/** The file on a branch of the test's repository, parsed. */
const fileOn = (cms: Cms, branch: string, file = contact) => JSON.parse(cms.git('show', `${branch}:${file}`));
/**
 * The field an editor finds by its labels, outermost first (`'Hero', 'Title'`), in the left pane (Swedish
 * unless switched) or the right (English): each label names the element it is for.
 */
async function field(page: Page, locale: 'sv' | 'en', ...labels: string[]): Promise<Locator> {
  let scope = page.locator(locale === 'sv' ? '.Pane1' : '.Pane2');
  for (const label of labels) {
    const exactly = new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`);
    const id = await scope.locator('label', { hasText: exactly }).first().getAttribute('for');
    scope = page.locator(`[id="${id}"]`);
  }
  return scope;
}
const toast = (page: Page) => page.locator('.Toastify__toast').last();

async function picture(page: Page, name: string, width = 1280) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Opens the CMS, signs in to the local backend and opens the contact page's entry. */
async function openContact(page: Page, cms: Cms) {
  await page.goto(cms.url);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Kontakt / Contact', { exact: true }).click();
  await expect(await field(page, 'sv', 'Hero', 'Title')).toBeVisible();
}

test.beforeEach(({ page }) => {
  // Decap asks before it publishes.
  page.on('dialog', (dialog) => dialog.accept());
});

test('the CMS starts from the site’s own files: no request leaves the server, no error', async ({ page, cms }) => {
  const foreign: string[] = [];
  const problems: string[] = [];
  const origin = new URL(cms.url).origin;
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) problems.push(message.text());
  });
  await page.goto(cms.url);
  await picture(page, '1-sign-in');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Sidor / Pages' })).toBeVisible();
  for (const name of ['Startsidan / Home page', 'Kontakt / Contact', 'Prislistor / Price lists']) {
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  }
  await picture(page, '2-pages');
  await page.getByRole('link', { name: 'Fakta och ordlista / Facts and glossary' }).click();
  await expect(page.getByText('Fakta / Facts', { exact: true })).toBeVisible();
  await expect(page.getByText('Ordlista / Glossary', { exact: true })).toBeVisible();
  expect(foreign).toEqual([]);
  expect(problems).toEqual([]);
});

test('the contact page’s entry: one guide and a hint only for a rule of its own, in the editors’ words; a preview as the visitor reads it, Swedish beside English, as the editor types', async ({
  page,
  cms,
}) => {
  await openContact(page, cms);
  // Once: Decap keeps a hidden copy in the English pane.
  await expect(
    page.getByText('”Kontakt” visas på /kontakt, och på engelska på /en/kontakt.').filter({ visible: true }),
  ).toHaveCount(1);
  await expect(
    page.getByText('“Contact” is shown on /kontakt, and in English on /en/kontakt.').filter({ visible: true }),
  ).toHaveCount(1);
  await expect(
    page.locator('.Pane1').getByText('{responseTime} becomes “two hours”').filter({ visible: true }),
  ).toBeVisible();
  const hints = page.locator('[class*="ControlHint"]');
  await expect(
    page.locator('.Pane2').locator('[class*="ControlHint"]', { hasText: /^Ska innehålla \{email\}/ }),
  ).toHaveText(
    "Ska innehålla {email} (företagets e-postadress) och <mail>…</mail> (texten emellan blir en länk till e-postadressen). / Must contain {email} (the company's e-mail address) and <mail>…</mail> (the text between becomes a link to the e-mail address).",
  );
  const texts = await hints.allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((hint) => /Shown as written|Contact\.\w/.test(hint))).toEqual([]);
  // Under each language's title no hint, under each subtitle its rule.
  for (const locale of ['sv', 'en'] as const) {
    await expect((await field(page, locale, 'Hero', 'Title')).locator('xpath=following-sibling::p')).toHaveCount(0);
    await expect((await field(page, locale, 'Hero', 'Subtitle')).locator('xpath=following-sibling::p')).toHaveText(
      /^Ska innehålla \{email\}/,
    );
  }

  await page.getByTitle('Toggle preview').click();
  const preview = page.frameLocator('#preview-pane');
  // The facts filled in: the catalog has "Svar normalt inom {responseTime}".
  const badge = {
    sv: preview.getByText('Svar normalt inom två timmar', { exact: true }),
    en: preview.getByText('We usually reply within two hours', { exact: true }),
  };
  await expect(badge.sv).toHaveAttribute('lang', 'sv');
  await expect(badge.en).toHaveAttribute('lang', 'en');
  await expect(preview.getByText('{responseTime}')).toHaveCount(0);
  const [sv, en] = [await badge.sv.boundingBox(), await badge.en.boundingBox()];
  expect(en!.x).toBeGreaterThanOrEqual(sv!.x + sv!.width);
  expect(Math.abs(en!.y - sv!.y)).toBeLessThan(2);
  // The tags as the page makes them: <mail>…</mail> is a link to the address in both languages.
  const mail = preview.getByRole('link', { name: 'hej@fyrtorn.example' });
  await expect(mail).toHaveCount(2);
  await expect(mail.first()).toHaveAttribute('href', 'mailto:hej@fyrtorn.example');
  await expect(preview.getByText('<mail>')).toHaveCount(0);
  await picture(page, '3-preview');

  // It follows each keystroke, in either language, and a half-typed placeholder shows the check's words.
  await (await field(page, 'sv', 'Hero', 'Title')).fill(`Kontakta oss i dag (${stamp})`);
  await expect(preview.getByText(`Kontakta oss i dag (${stamp})`, { exact: true })).toBeVisible();
  await (await field(page, 'sv', 'Hero', 'Badge')).fill('Svar normalt inom {respon');
  await expect(
    preview.getByText('"{respon" would show to visitors as written: this text takes no {placeholders} or <tags>'),
  ).toBeVisible();
  await expect(badge.en).toBeVisible();
  await page.locator('.Pane1').getByText('Writing in SV').click();
  await page.getByRole('menuitem', { name: 'en', exact: true }).click();
  // The left pane now writes English; the preview still shows the Swedish beside it.
  await (await field(page, 'sv', 'Hero', 'Title')).fill(`Talk to us today (${stamp})`);
  await expect(preview.getByText(`Talk to us today (${stamp})`, { exact: true })).toHaveAttribute('lang', 'en');
  await expect(preview.getByText(`Kontakta oss i dag (${stamp})`, { exact: true })).toHaveAttribute('lang', 'sv');
  expect(cms.git('branch', '--list', draftBranch)).toBe('');
});

test('the facts’ preview shows each placeholder in both languages as the editor changes it; the glossary’s its terms', async ({
  page,
  cms,
}) => {
  await page.goto(cms.url);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Fakta och ordlista / Facts and glossary' }).click();
  const preview = page.frameLocator('#preview-pane');
  /** The cells of the preview's row whose Swedish cell holds `text`: Swedish, then English. */
  const cellsBeside = (text: string) =>
    preview
      .locator('tr')
      .filter({ has: page.locator('td[lang="sv"]', { hasText: text }) })
      .locator('td');
  await page.getByText('Ordlista / Glossary', { exact: true }).click();
  await expect(cellsBeside('ekonomiavdelning som tjänst (FDaaS)').locator('strong')).toHaveText([
    'ekonomiavdelning som tjänst (FDaaS)',
    'finance department as a service (FDaaS)',
  ]);
  await page.getByRole('link', { name: /Fakta och ordlista/ }).click();
  await page.getByText('Fakta / Facts', { exact: true }).click();
  await expect(cellsBeside('två timmar')).toHaveText(['två timmar', 'two hours']);
  await (await field(page, 'sv', 'Typical response time (hours)')).fill('3');
  await expect(cellsBeside('tre timmar')).toHaveText(['tre timmar', 'three hours']);
});

test('a text changed in Swedish and English, side by side, is saved as a draft: a branch, main untouched', async ({
  page,
  cms,
}) => {
  await openContact(page, cms);
  await (await field(page, 'sv', 'Hero', 'Title')).fill(texts.sv);
  await (await field(page, 'en', 'Hero', 'Title')).fill(texts.en);
  // The picture shows the hint under the subtitle and the titles just changed.
  await (await field(page, 'en', 'Hero', 'Subtitle')).evaluate((input) => input.scrollIntoView({ block: 'center' }));
  await picture(page, '3-edit');
  await picture(page, '3-edit-phone', 390);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: /Status: Draft/ })).toBeVisible({ timeout: 30_000 });
  await picture(page, '4-draft');

  expect(cms.git('branch', '--list', draftBranch)).toContain(draftBranch);
  const draft = fileOn(cms, draftBranch);
  expect([draft.sv.Contact.hero.title, draft.en.Contact.hero.title]).toEqual([texts.sv, texts.en]);
  expect(fileOn(cms, 'main').sv.Contact.hero.title).toBe('Kontakta oss');
  // Only the two edited lines change: the file stays as Prettier writes it.
  const diff = cms.git('diff', '--numstat', 'main', draftBranch);
  expect(diff).toBe(`2\t2\t${contact}`);
});

test('Ready and Publish merge the draft into main, and the catalog check holds on main', async ({ page, cms }) => {
  await page.goto(cms.url);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Workflow' }).click();
  await expect(page.getByText('Kontakt / Contact').first()).toBeVisible();
  await picture(page, '5-workflow');
  await page.getByText('Kontakt / Contact').first().click();
  await page.getByRole('button', { name: /Status: Draft/ }).click();
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  await expect(page.getByRole('button', { name: /Status: Ready/ })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await picture(page, '6-publish');
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Entry published').first()).toBeVisible({ timeout: 30_000 });

  const merged = fileOn(cms, 'main');
  expect([merged.sv.Contact.hero.title, merged.en.Contact.hero.title]).toEqual([texts.sv, texts.en]);
  expect(cms.git('branch', '--list', draftBranch)).toBe('');
  cms.git('checkout', '-q', 'main');
  const check = spawnSync(process.execPath, ['scripts/catalogs/check-messages.mjs'], {
    cwd: cms.dir,
    encoding: 'utf8',
  });
  expect(check.stdout + check.stderr).toContain('Message catalogs OK');
  expect(check.status).toBe(0);
});

test('the build of main shows the new text on the contact page in both languages', async ({ page, cms }) => {
  test.setTimeout(600_000);
  const build = spawnSync(process.execPath, ['scripts/build/build.mjs'], {
    cwd: cms.dir,
    encoding: 'utf8',
    env: { ...process.env, TYPES_CHECKED: '1', NEXT_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(build.status, build.stdout + build.stderr).toBe(0);
  const site: Server = createStaticServer(path.join(cms.dir, 'out'));
  const port = await freePort('servers');
  await new Promise<void>((resolve) => site.listen(port, '127.0.0.1', resolve));
  try {
    for (const [url, text] of [
      ['/kontakt', texts.sv],
      ['/en/kontakt', texts.en],
    ]) {
      await page.goto(`http://127.0.0.1:${port}${url}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
    }
  } finally {
    site.close();
  }
});

test('a placeholder removed in English cannot be saved: the field says what the text must contain, and no draft is made', async ({
  page,
  cms,
}) => {
  await openContact(page, cms);
  const subtitle = await field(page, 'en', 'Hero', 'Subtitle');
  await subtitle.fill('E-mail us at <mail>our address</mail> or fill in the form.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page
      .locator('.Pane2')
      .getByText(
        "Subtitle didn't match the pattern: ska innehålla {email} och <mail>…</mail>, och inga andra {…} eller <…> än fakta / must contain {email} and <mail>…</mail>, and no other {…} or <…> than facts.",
      ),
  ).toBeVisible();
  await subtitle.evaluate((input) => input.scrollIntoView({ block: 'center' }));
  await picture(page, '7-refused');
  expect(cms.git('branch', '--list', draftBranch)).toBe('');
});

test('a word the glossary avoids cannot be saved: the check’s own line says what to write', async ({ page, cms }) => {
  await openContact(page, cms);
  await (
    await field(page, 'en', 'Hero', 'Description')
  ).fill('Tell us about your company and the plus services you need.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page)).toContainText(
    'en.Contact.hero.description: "plus services": the glossary\'s term is "additional services" (messages/glossary.json, docs/editing.md)',
  );
  await expect(toast(page)).toContainText(`${contact}:`);
  expect(cms.git('branch', '--list', draftBranch)).toBe('');
});

test('a draft broken after it was saved cannot be published: the editor sees the check’s line, main stays', async ({
  page,
  cms,
}) => {
  await openContact(page, cms);
  await (await field(page, 'sv', 'Hero', 'Badge')).fill(`Svar normalt inom {responseTime} (${stamp})`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: /Status: Draft/ })).toBeVisible({ timeout: 30_000 });
  // Someone changes the draft's branch outside the CMS and takes the placeholder out.
  cms.git('checkout', '-q', draftBranch);
  const draft = fileOn(cms, draftBranch);
  draft.en.Contact.hero.subtitle = 'E-mail us at <mail>our address</mail> or fill in the form.';
  execFileSync(
    'node',
    ['-e', `require('fs').writeFileSync('${contact}', ${JSON.stringify(`${JSON.stringify(draft, null, 2)}\n`)})`],
    {
      cwd: cms.dir,
    },
  );
  cms.git('commit', '-q', '-am', 'The e-mail placeholder taken out of the draft');
  cms.git('checkout', '-q', 'main');
  const main = cms.git('rev-parse', 'main');

  await page.reload();
  await page.getByRole('button', { name: /Status: Draft/ }).click();
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(toast(page)).toContainText(
    'en.Contact.hero.subtitle: lacks {email} (sv has {email} <mail>, en has <mail>; the code passes {email} and <mail>…</mail>)',
  );
  await picture(page, '8-publish-refused');
  expect(cms.git('rev-parse', 'main')).toBe(main);
  expect(cms.git('branch', '--list', draftBranch)).toContain(draftBranch);
});

test('npm run cms on a working tree (fs mode): Publish writes the checked text into the page file, that line only', async ({
  page,
}) => {
  const workspace = makeWorkspace();
  const server = await startCmsServer({ repo: workspace.dir, mode: 'fs', port: await freePort('servers') });
  try {
    const before = workspace.read(contact);
    await openContact(page, { url: server.url, dir: workspace.dir, git: () => '' });
    await (await field(page, 'en', 'Hero', 'Title')).fill(texts.en);
    // With no drafts, Decap's Publish is the save.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    // decap-server writes the file in place (no temporary file renamed): a read may find it half written.
    const title = () => {
      try {
        return JSON.parse(workspace.read(contact)).en.Contact.hero.title;
      } catch (error) {
        if (error instanceof SyntaxError) return undefined;
        throw error;
      }
    };
    await expect.poll(title).toBe(texts.en);
    const changed = workspace
      .read(contact)
      .split('\n')
      .filter((line: string, i: number) => line !== before.split('\n')[i]);
    expect(changed).toEqual([`        "title": ${JSON.stringify(texts.en)},`]);
  } finally {
    await server.stop();
    workspace.remove();
  }
});
