import { join } from 'node:path';
import { exportedPageUrls } from '../scripts/export-files.mjs';

export const OUT_DIR = join(process.cwd(), 'out');

/** Every page of the export as its clean URL: index.html → "/", en.html → "/en", a/b.html → "/a/b". */
export function exportedPages(): string[] {
  return exportedPageUrls(OUT_DIR);
}

export function htmlFileOf(page: string): string {
  return page === '/' ? join(OUT_DIR, 'index.html') : join(OUT_DIR, `${page.slice(1)}.html`);
}

/** Pages that are served with status 200 and indexable content (not the 404 pages, not forwards). */
export const contentPages = [
  '/',
  '/en',
  '/vara-abonnemang',
  '/en/vara-abonnemang',
  '/fdaas',
  '/en/fdaas',
  '/pdaas',
  '/en/pdaas',
  '/arspaket',
  '/en/arspaket',
  '/plustjanster',
  '/en/plustjanster',
  '/myfyrtorn',
  '/en/myfyrtorn',
  '/referenser',
  '/en/referenser',
  '/vision-team',
  '/en/vision-team',
  '/jobba-hos-oss',
  '/en/jobba-hos-oss',
  '/cookie-notice',
  '/en/cookie-notice',
  '/integritetspolicy',
  '/en/integritetspolicy',
  '/villkor',
  '/en/villkor',
  '/kontakt',
  '/en/kontakt',
];
