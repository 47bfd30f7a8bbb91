import type { Metadata } from 'next';
import './globals.css';
import { swedishPageLocale } from '@/lib/i18n/page-locale';
import { notFoundMetadata } from '@/lib/seo/metadata';
import { SiteShell } from '@/components/layout/site-shell';
import { NotFoundContent } from '@/components/sections/not-found-content';

// Misses that no route matches (on the edge target: /foo.txt, a path under no language) get the
// Swedish page with the full chrome. As global-not-found it renders on its own, outside the layouts,
// so no page carries it: a root app/not-found.tsx was part of every page's RSC payload
// (docs/decisions/global-not-found.md). It imports the stylesheet itself, since no layout does here.
export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await swedishPageLocale());
}

export default async function GlobalNotFound() {
  const locale = await swedishPageLocale();
  return (
    <SiteShell locale={locale}>
      <NotFoundContent locale={locale} />
    </SiteShell>
  );
}
