import type { Metadata } from 'next';
import './globals.css';
import { getTranslations } from 'next-intl/server';
import { plainText } from '@/lib/i18n/messages';
import { defaultLocale } from '@/lib/i18n/routing';
import { swedishPageLocale } from '@/lib/i18n/page-locale';
import { SiteShell } from '@/components/layout/site-shell';
import { NotFoundContent } from '@/components/sections/not-found-content';

// Misses that no route matches (on the edge target: /foo.txt, a path under no language) get the
// Swedish page with the full chrome. As global-not-found it renders on its own, outside the layouts,
// so no page carries it: a root app/not-found.tsx was part of every page's RSC payload
// (docs/decisions/global-not-found.md). It imports the stylesheet itself, since no layout does here.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: defaultLocale, namespace: 'NotFound' });
  return plainText({ title: t('title'), robots: { index: false, follow: true } });
}

export default async function GlobalNotFound() {
  const locale = await swedishPageLocale();
  return (
    <SiteShell locale={locale}>
      <NotFoundContent />
    </SiteShell>
  );
}
