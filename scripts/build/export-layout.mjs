// After `next build` with output: 'export': put the Swedish pages at the root (localePrefix
// 'as-needed' has no /sv prefix), give each page its islands (or, for comparison, defer Next's whole client),
// then write the host rules.
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { notFoundPages } from '../../lib/route-table.mjs';
import { assertPolicyCovers, assertPolicyMeta, withPolicyMeta } from './csp.mjs';
import { deferScripts } from './defer-scripts.mjs';
import { finishIslandsExport } from './islands/islands-export.mjs';
import { writeHostRules } from './host-rules.mjs';

/**
 * The 404 pages carry their policy in a <meta> as well, for hosts that read no rule files or send
 * a 404 without the page's header (frame-ancestors cannot be set that way; X-Frame-Options covers it).
 * @param {string} outDir
 * @param {{ file: string, path: string, csp: string }[]} pages
 */
function addNotFoundPolicies(outDir, pages) {
  for (const { page: path } of notFoundPages) {
    const page = pages.find((candidate) => candidate.path === path);
    if (!page) throw new Error(`${outDir}: the 404 page ${path} is missing from the export.`);
    const file = join(outDir, page.file);
    writeFileSync(file, withPolicyMeta(readFileSync(file, 'utf8'), page.csp, file));
  }
}

/**
 * The export as it ships: every inline script of every page allowed by that page's policy (nothing
 * changed a page after it was hashed), and every 404 page carrying its policy.
 * @param {string} outDir
 * @param {{ file: string, path: string, csp: string }[]} pages
 */
function assertPolicies(outDir, pages) {
  const notFound = new Set(notFoundPages.map(({ page }) => page));
  for (const { file, path, csp } of pages) {
    const full = join(outDir, file);
    const html = readFileSync(full, 'utf8');
    assertPolicyCovers(html, csp, full);
    if (notFound.has(path)) assertPolicyMeta(html, csp, full);
  }
}

function moveInto(from, to) {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory() && existsSync(target)) {
      moveInto(source, target);
    } else {
      rmSync(target, { recursive: true, force: true });
      renameSync(source, target);
    }
  }
  rmSync(from, { recursive: true, force: true });
}

/**
 * @param {string} outDir
 * @param {{ host?: 'cloudflare' | 'netlify', nginxFile?: string, client?: 'islands' | 'full' }} options the
 *   dialect of the rule files; the pages' client: islands (what ships), or Next's whole client runtime, for the
 *   benchmarks' comparison only
 * @returns {Promise<string>} what the step did with the pages' scripts
 */
export async function finishStaticExport(outDir, { host = 'cloudflare', nginxFile, client = 'islands' } = {}) {
  const sv = join(outDir, 'sv');
  if (!existsSync(sv)) throw new Error(`${sv} is missing: the export did not render the Swedish pages.`);

  // The Swedish home (sv.html, sv.txt) becomes the site root; everything under sv/ moves up one level.
  renameSync(join(outDir, 'sv.html'), join(outDir, 'index.html'));
  renameSync(join(outDir, 'sv.txt'), join(outDir, 'index.txt'));
  moveInto(sv, outDir);

  // Next's own fallback is replaced by our 404 page (sv/404.html, now at the root).
  for (const name of ['_not-found', '_not-found.html', '_not-found.txt']) {
    rmSync(join(outDir, name), { recursive: true, force: true });
  }

  // "/en/" works as well as "/en" on hosts that look for a folder's index.html.
  cpSync(join(outDir, 'en.html'), join(outDir, 'en', 'index.html'));

  // Before the CSP hashes are taken: the loader is one more inline script.
  let done = "Next's client runtime on every page, deferred";
  if (client === 'islands') {
    const islands = await finishIslandsExport(outDir);
    done = `islands on ${islands.pages} pages (${islands.files} files; ${islands.checked} react islands render as on the page)`;
  } else {
    deferScripts(outDir);
  }
  const pages = writeHostRules(outDir, { host, nginxFile });
  addNotFoundPolicies(outDir, pages);
  assertPolicies(outDir, pages);
  return done;
}
