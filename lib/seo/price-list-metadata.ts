import type { Metadata } from 'next';
import { loadMessages } from '@/lib/i18n/messages';
import { priceLists, type PriceListId } from '@/lib/price-lists';
import { buildMetadata } from '@/lib/seo/metadata';

/** Price lists are for customers we send them to: hidden from search engines, links not followed. */
export function priceListMetadata(list: PriceListId): Metadata {
  const meta = loadMessages('sv').PriceLists[list].meta;
  return buildMetadata({ locale: 'sv', path: priceLists[list].path, ...meta, noindex: true, nofollow: true });
}
