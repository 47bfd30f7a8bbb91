import type { Metadata } from 'next';
import { swedishOnlyParams, swedishPageLocale } from '@/lib/i18n/page-locale';
import { priceListMetadata } from '@/lib/seo/price-list-metadata';
import { PriceListPage } from '@/components/price-lists/price-list-page';

// Swedish only: no /en twin, noindex and nofollow.
export const dynamicParams = false;

export function generateStaticParams() {
  return [swedishOnlyParams];
}

export function generateMetadata(): Metadata {
  return priceListMetadata('general');
}

export default async function PriceListGeneralPage({ params }: PageProps<'/[locale]/prislista'>) {
  await swedishPageLocale(params);
  return <PriceListPage list="general" />;
}
