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

/**
 * One page of each layout: the home page in both languages, the contact form, an offer page with its
 * price table, a service page, the testimonials, the search, a Swedish-only price list, a campaign page
 * and the 404 page. The costlier checks that every page need not repeat (the layout at every width,
 * axe at both widths in both themes, the layout in Gecko and WebKit) look at these; the rest of the
 * pages share their components and style sheets.
 */
export const pagesOfEachLayout: readonly string[] = [
  '/',
  '/en',
  '/kontakt',
  '/en/vara-abonnemang',
  '/fdaas',
  '/referenser',
  '/sok',
  '/prislista',
  '/lp/example-campaign',
  '/404',
];

/** The pages whose purpose is a form that works at once: their island starts by itself, React with it. */
export const appPages: readonly string[] = ['/kontakt', '/en/kontakt', '/sok', '/en/sok'];

/**
 * JavaScript a returning visitor's browser runs before any interaction, gzip (docs/decisions/islands.md):
 * a content page runs the islands' loader and a few lines of DOM code; the contact and search pages their form.
 */
export const budgets = { contentPageKb: 40, appPageKb: 110 } as const;
