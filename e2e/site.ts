import { join } from 'node:path';
import { exportedPageUrls } from '../scripts/build/export-files.mjs';
import { htmlFileOfPath, indexedPageUrls } from '../lib/route-table.mjs';

export const OUT_DIR = join(process.cwd(), 'out');

/** Every page of the export as its clean URL: index.html → "/", en.html → "/en", a/b.html → "/a/b". */
export function exportedPages(): string[] {
  return exportedPageUrls(OUT_DIR);
}

export function htmlFileOf(page: string): string {
  return join(OUT_DIR, htmlFileOfPath(page));
}

/** Pages that are served with status 200 and indexable content (not the 404 pages, not forwards). */
export const contentPages: readonly string[] = indexedPageUrls;
