// npm run bench:reload: how long after an editor saves a catalog text the open page in `npm run dev`
// shows it (hot reload, in Chromium). References from the same run: the same edit with the preview's
// catalog check switched off (what the check costs), and a plain reload of the page. Runs on throwaway
// copies of the repository. Writes bench/catalog-reload.md and .json. Not a test: the numbers depend on
// the machine and its load. BENCH_RUNS (default 7).
import { cpus, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { makeWorkspace, poll, setText, startDevServer } from './catalogs/workspace.mjs';
import { median } from './bench/common.mjs';
import { chromiumLaunchOptions } from './chromium.mjs';
import { writeReport } from './bench/write-report.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const file = 'messages/en.json';

/** Edit → visible and plain reload times, medians of `runs` after one warm-up, in one dev server. */
async function measure(browser, { withoutCheck = false } = {}) {
  const workspace = makeWorkspace();
  if (withoutCheck) {
    const source = workspace.read('lib/i18n/messages.ts');
    const off = source.replace("process.env.NODE_ENV === 'development'", 'false');
    if (off === source) throw new Error('lib/i18n/messages.ts no longer gates its check on development');
    workspace.write('lib/i18n/messages.ts', off);
  }
  const server = await startDevServer(workspace.dir);
  const edit = [];
  const reload = [];
  try {
    const url = `${server.url}/en/kontakt`;
    await poll(url, (status) => status === 200, { timeout: 600_000 });
    const page = await browser.newPage();
    await page.goto(url);
    const original = workspace.read(file);
    const title = JSON.parse(original).Contact.hero.title;
    for (let run = 0; run <= runs; run++) {
      let started = performance.now();
      await page.reload({ waitUntil: 'load' });
      const reloaded = performance.now() - started;
      started = performance.now();
      workspace.write(file, setText(original, 'Contact.hero.title', `Edited text ${run}`));
      await page.getByRole('heading', { level: 1, name: `Edited text ${run}` }).waitFor({ timeout: 60_000 });
      const shown = performance.now() - started;
      workspace.write(file, original);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor({ timeout: 60_000 });
      if (run > 0) {
        edit.push(shown);
        reload.push(reloaded);
      }
    }
    await page.close();
  } finally {
    await server.stop();
    workspace.remove();
  }
  return { edit: median(edit), reload: median(reload), samples: edit.map(Math.round) };
}

const browser = await chromium.launch(chromiumLaunchOptions);
let checked;
let unchecked;
try {
  checked = await measure(browser);
  unchecked = await measure(browser, { withoutCheck: true });
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
  ratioToWithoutCheck: Number((checked.edit / unchecked.edit).toFixed(2)),
  ratioToPageReload: Number((checked.edit / checked.reload).toFixed(2)),
  samples: { edit: checked.samples, editWithoutCheck: unchecked.samples },
};
await writeReport('bench/catalog-reload.json', JSON.stringify(result));
const table = [
  '# Catalog text edit in `npm run dev`',
  '',
  `${result.date.slice(0, 10)}, ${result.machine.cpus} cores, load ${result.machine.load.join(' ')}; medians of ${runs} runs.`,
  'Contact.hero.title is saved to messages/en.json while /en/kontakt is open in Chromium; the time runs until',
  'the heading shows the new text. References from the same run: the same edit with the catalog check of',
  '`next dev` switched off, and a plain reload of the page.',
  '',
  '| Measure | ms | Ratio |',
  '| --- | --: | --: |',
  `| save → the page shows the new text | ${result.editShownMs} | 1.00 |`,
  `| the same without the catalog check (reference) | ${result.editShownWithoutCheckMs} | ${result.ratioToWithoutCheck} |`,
  `| reload of the page (reference) | ${result.pageReloadMs} | ${result.ratioToPageReload} |`,
  '',
  'Ratio: the edit with the check over the reference.',
];
await writeReport('bench/catalog-reload.md', table.join('\n'));
console.log(
  `Catalog edit shown after ${result.editShownMs} ms (${result.editShownWithoutCheckMs} ms without the check, page reload ${result.pageReloadMs} ms); bench/catalog-reload.md`,
);
