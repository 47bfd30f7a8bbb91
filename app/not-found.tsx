import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { plainText } from '@/lib/i18n/messages';
import { defaultLocale } from '@/lib/i18n/routing';
import { SiteShell } from '@/components/layout/site-shell';
import { NotFoundContent } from '@/components/sections/not-found-content';

// Misses outside any [locale] segment get the Swedish page with the full chrome.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: defaultLocale, namespace: 'NotFound' });
  return plainText({ title: t('title'), robots: { index: false, follow: true } });
}

export default function RootNotFound() {
  setRequestLocale(defaultLocale);
  return (
    <SiteShell locale={defaultLocale}>
      <NotFoundContent />
    </SiteShell>
  );
}
