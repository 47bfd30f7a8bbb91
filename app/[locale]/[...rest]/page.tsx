import type { Metadata } from 'next';
import { pageLocale } from '@/lib/i18n/page-locale';
import { notFoundMetadata } from '@/lib/seo/metadata';
import { NotFoundContent } from '@/components/sections/not-found-content';

// The not-found page as a real page per language: the export writes 404.html and en/404.html, which
// static hosts serve for misses (scripts/build/build.mjs moves the Swedish one to the root). Any other
// path under [locale] is a 404 on the edge target (dynamicParams = false).
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ rest: ['404'] }];
}

type Props = PageProps<'/[locale]/[...rest]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata(await pageLocale(params));
}

export default async function NotFoundPage({ params }: Props) {
  return <NotFoundContent locale={await pageLocale(params)} />;
}
