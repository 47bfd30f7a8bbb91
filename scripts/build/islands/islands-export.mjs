// After `next build` exported the pages: the islands export (docs/decisions/islands.md). Each page keeps its
// HTML and CSS, loses Next's client runtime and RSC payload, and gets the islands' loader; the islands' code
// is bundled beside it, and each react island's render is checked against the page's HTML.
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportedHtmlFiles } from '../export-files.mjs';
import { bundleIslands } from './bundle.mjs';
import { islandPage } from './page.mjs';
import { checkIslandRenders } from './render-check.mjs';

/**
 * What only Next's client router read, now that no page has it: the RSC payload of each page (`<page>.txt`
 * beside `<page>.html`, and the `__next.*.txt` segments) and Next's client chunks (the CSS stays).
 * @param {string} outDir
 */
function removeClientRuntime(outDir) {
  let removed = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== join(outDir, '_next') && full !== join(outDir, 'admin')) walk(full);
        if (existsSync(full) && !readdirSync(full).length) rmSync(full, { recursive: true });
      } else if (
        (entry.name.startsWith('__next.') && entry.name.endsWith('.txt')) ||
        (entry.name.endsWith('.txt') && existsSync(full.replace(/\.txt$/, '.html')))
      ) {
        rmSync(full);
        removed++;
      }
    }
  };
  walk(outDir);
  const chunks = join(outDir, '_next/static/chunks');
  for (const name of readdirSync(chunks)) {
    if (!name.endsWith('.js')) continue;
    rmSync(join(chunks, name));
    removed++;
  }
  return removed;
}

/**
 * @param {string} outDir the export, Swedish pages already at its root
 * @returns {Promise<{ pages: number, checked: number, files: number }>}
 */
export async function finishIslandsExport(outDir) {
  const bundle = await bundleIslands(outDir);
  const pages = exportedHtmlFiles(outDir).map((file) => {
    const full = join(outDir, file);
    const { html } = islandPage(readFileSync(full, 'utf8'), full, bundle);
    writeFileSync(full, html);
    return { file: full, html };
  });
  removeClientRuntime(outDir);
  const checked = await checkIslandRenders(pages);
  return { pages: pages.length, checked, files: bundle.files.length };
}
