import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { priceListMetadata } from '@/lib/seo/price-list-metadata';
import { PriceListPage } from '@/components/price-lists/price-list-page';

// Swedish only: no /en twin, noindex and nofollow.
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ locale: 'sv' }];
}

export function generateMetadata(): Metadata {
  return priceListMetadata('pdaas');
}

export default function PriceListPdaasPage() {
  setRequestLocale('sv');
  return <PriceListPage list="pdaas" />;
}
