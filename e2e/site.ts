import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export const OUT_DIR = join(process.cwd(), 'out');

/** Every page of the export as its clean URL: index.html → "/", en.html → "/en", a/b.html → "/a/b". */
export function exportedPages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_next') walk(full);
      } else if (entry.name.endsWith('.html')) {
        const rel = relative(OUT_DIR, full).replace(/\\/g, '/');
        if (rel === 'en/index.html') continue; // the "/en/" alias of en.html
        const path = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
        pages.push(path === '/' ? '/' : path.replace(/\/$/, ''));
      }
    }
  };
  walk(OUT_DIR);
  return pages.sort();
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
