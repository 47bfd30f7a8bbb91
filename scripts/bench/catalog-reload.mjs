// npm run bench:reload: how long after an editor saves a catalog text the open page in `npm run dev`
// shows it (hot reload, in Chromium): saved to the file, and saved with the text editor's Save (its
// catalog check, Prettier, the write). References from the same run: the file save with the preview's
// catalog check switched off (what the check costs), and a plain reload of the page. Runs on throwaway
// copies of the repository. Writes bench/catalog-reload.md and .json. Not a test: the numbers depend on
// the machine and its load. BENCH_RUNS (default 7).
import { cpus, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { makeWorkspace, poll, setText, startDevServer } from '../catalogs/workspace.mjs';
import { median } from './common.mjs';
import { chromiumLaunchOptions } from '../shared/chromium.mjs';
import { writeReport } from './write-report.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const file = 'messages/pages/Contact.json';

/** Until the page has hydrated: a hot-reload refresh that comes before is lost ("Router action dispatched before initialization"). */
const hydrated = (page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 60_000 });

/** The workspace's dev server with the English contact page open: `measureOn(page)` runs, then all is taken down. */
async function onDevPage(browser, workspace, serverOptions, measureOn) {
  const server = await startDevServer(workspace.dir, serverOptions);
  try {
    const url = `${server.url}/en/kontakt`;
    await poll(url, (status) => status === 200, { timeout: 600_000 });
    const page = await browser.newPage();
    await page.goto(url);
    await measureOn(page);
    await page.close();
  } finally {
    await server.stop();
    workspace.remove();
  }
}

/** Edit → visible and plain reload times, medians of `runs` after one warm-up, in one dev server. */
async function measure(browser, { withoutCheck = false } = {}) {
  const workspace = makeWorkspace();
  if (withoutCheck) {
    const source = workspace.read('lib/i18n/messages.ts');
    const off = source.replace("process.env.NODE_ENV === 'development'", 'false');
    if (off === source) throw new Error('lib/i18n/messages.ts no longer gates its check on development');
    workspace.write('lib/i18n/messages.ts', off);
  }
  const edit = [];
  const reload = [];
  await onDevPage(browser, workspace, {}, async (page) => {
    const original = workspace.read(file);
    const title = JSON.parse(original).en.Contact.hero.title;
    for (let run = 0; run <= runs; run++) {
      let started = performance.now();
      await page.reload({ waitUntil: 'load' });
      const reloaded = performance.now() - started;
      await hydrated(page);
      started = performance.now();
      workspace.write(file, setText(original, 'en.Contact.hero.title', `Edited text ${run}`));
      await page.getByRole('heading', { level: 1, name: `Edited text ${run}` }).waitFor({ timeout: 60_000 });
      const shown = performance.now() - started;
      workspace.write(file, original);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor({ timeout: 60_000 });
      if (run > 0) {
        edit.push(shown);
        reload.push(reloaded);
      }
    }
  });
  return { edit: median(edit), reload: median(reload), samples: edit.map(Math.round) };
}

/** The heading's text as shown: without the editor's invisible markers (lib/text-editor/markers.mjs). */
const headingShows = (page, text) =>
  page.waitForFunction(
    (expected) => document.querySelector('h1')?.textContent?.replace(/[\u{E0000}-\u{E007F}]/gu, '') === expected,
    text,
    { timeout: 60_000 },
  );

/** Save in the text editor (npm run dev) → the open page shows the text, medians of `runs` after one warm-up. */
async function measureEditorSave(browser) {
  const workspace = makeWorkspace();
  const save = [];
  await onDevPage(browser, workspace, { editor: true }, async (page) => {
    await hydrated(page);
    const title = JSON.parse(workspace.read(file)).en.Contact.hero.title;
    for (let run = 0; run <= runs; run++) {
      // The edit, timed; then the title back, through the editor too.
      for (const text of [`Edited text ${run}`, title]) {
        await page.getByRole('heading', { level: 1 }).click({ modifiers: ['Alt'] });
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('English').fill(text);
        const started = performance.now();
        await dialog.getByRole('button', { name: 'Save' }).click();
        await headingShows(page, text);
        if (text !== title && run > 0) save.push(performance.now() - started);
        await dialog.waitFor({ state: 'hidden' });
      }
    }
  });
  return { save: median(save), samples: save.map(Math.round) };
}

const browser = await chromium.launch(chromiumLaunchOptions);
let checked;
let unchecked;
let editor;
try {
  checked = await measure(browser);
  unchecked = await measure(browser, { withoutCheck: true });
  editor = await measureEditorSave(browser);
} finally {
  await browser.close();
}

const result = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, load: loadavg().map((l) => Number(l.toFixed(2))) },
  runs,
  editShownMs: Math.round(checked.edit),
  editShownWithoutCheckMs: Math.round(unchecked.edit),
  pageReloadMs: Math.round(checked.reload),
  editorSaveShownMs: Math.round(editor.save),
  ratioToWithoutCheck: Number((checked.edit / unchecked.edit).toFixed(2)),
  ratioToPageReload: Number((checked.edit / checked.reload).toFixed(2)),
  ratioEditorSaveToFileSave: Number((editor.save / checked.edit).toFixed(2)),
  samples: { edit: checked.samples, editWithoutCheck: unchecked.samples, editorSave: editor.samples },
};
await writeReport('bench/catalog-reload.json', JSON.stringify(result));
const table = [
  '# Catalog text edit in `npm run dev`',
  '',
  `${result.date.slice(0, 10)}, ${result.machine.cpus} cores, load ${result.machine.load.join(' ')}; medians of ${runs} runs.`,
  'Contact.hero.title (English) is saved to messages/pages/Contact.json while /en/kontakt is open in Chromium; the time runs until',
  'the heading shows the new text. References from the same run: the same edit with the catalog check of',
  '`next dev` switched off, and a plain reload of the page. Last row: the same text changed in the text',
  "editor's dialog (`npm run dev`, Alt+click on the heading); the time runs from the click on Save, through",
  "the build's catalog check, Prettier and the write, until the heading shows it.",
  '',
  '| Measure | ms | Ratio |',
  '| --- | --: | --: |',
  `| save → the page shows the new text | ${result.editShownMs} | 1.00 |`,
  `| the same without the catalog check (reference) | ${result.editShownWithoutCheckMs} | ${result.ratioToWithoutCheck} |`,
  `| reload of the page (reference) | ${result.pageReloadMs} | ${result.ratioToPageReload} |`,
  `| Save in the text editor → the page shows the new text | ${result.editorSaveShownMs} | ${result.ratioEditorSaveToFileSave} |`,
  '',
  "Ratio: the file save with the check over each reference; the editor's Save over the file save (what its",
  'check, Prettier and the round trip add).',
];
await writeReport('bench/catalog-reload.md', table.join('\n'));
console.log(
  `Catalog edit shown after ${result.editShownMs} ms (${result.editShownWithoutCheckMs} ms without the check, page reload ${result.pageReloadMs} ms; the text editor's Save ${result.editorSaveShownMs} ms); bench/catalog-reload.md`,
);
