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
  return priceListMetadata('pdaas');
}

export default async function PriceListPdaasPage({ params }: PageProps<'/[locale]/prislista-pdaas'>) {
  await swedishPageLocale(params);
  return <PriceListPage list="pdaas" />;
}
