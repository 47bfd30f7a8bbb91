// The HTML files of a static export, shared by the build steps, the benchmark and the tests.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { CMS_PATH, pathOfHtmlFile } from '../../lib/route-table.mjs';

/** The CMS's folder holds no page of the site: it has its own policy (scripts/cms/). */
const cmsDir = CMS_PATH.replace(/\//g, '');

/**
 * Every page's .html file under outDir (not under _next/ nor the CMS's admin/), relative to it with "/"
 * separators, sorted.
 * @param {string} outDir
 * @returns {string[]}
 */
export function exportedHtmlFiles(outDir) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_next' && !(dir === outDir && entry.name === cmsDir)) walk(full);
      } else if (entry.name.endsWith('.html')) {
        files.push(relative(outDir, full).split(sep).join('/'));
      }
    }
  };
  walk(outDir);
  return files.sort();
}

/**
 * Every page of the export by its clean URL, once each, sorted (the 404 pages and the /priser
 * forwarding page among them; en/index.html, the "/en/" alias of en.html, is "/en" as well).
 * @param {string} outDir
 */
export function exportedPageUrls(outDir) {
  return [...new Set(exportedHtmlFiles(outDir).map(pathOfHtmlFile))].sort();
}
