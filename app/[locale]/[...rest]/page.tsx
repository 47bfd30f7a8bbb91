import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { plainText } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { NotFoundContent } from '@/components/sections/not-found-content';

// The not-found page as a real page per language: the export writes 404.html and en/404.html, which
// static hosts serve for misses (scripts/build.mjs moves the Swedish one to the root). Any other
// path under [locale] is a 404 on the edge target (dynamicParams = false).
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ rest: ['404'] }];
}

type Props = PageProps<'/[locale]/[...rest]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'NotFound' });
  return plainText({ title: t('title'), robots: { index: false, follow: true } });
}

export default async function NotFoundPage({ params }: Props) {
  await pageLocale(params);
  return <NotFoundContent />;
}
