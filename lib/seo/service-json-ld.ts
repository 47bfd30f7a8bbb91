import type { Offer, Service, WithContext } from 'schema-dts';
import { site } from '../site';
import type { Locale } from '../i18n/locales';
import { absoluteUrl } from './urls';
import { organizationId } from './json-ld';

/** Prices on the site are in SEK excluding VAT. */
export const PRICE_CURRENCY = 'SEK';

/** UN/CEFACT unit codes schema.org uses for "per month" and "per hour". */
const unitCodes = { month: 'MON', hour: 'HUR' } as const;
export type PriceUnit = keyof typeof unitCodes;

export type ServiceOfferInput = {
  /** The offer's name as the page shows it, e.g. "Start – Omsättning upp till 3 MSEK". */
  name: string;
  /** The amount the price shows, from messages/facts.json or messages/offer.json; null: by quote, no price. */
  amount: number | { min: number; max: number } | null;
  /** The price as the page shows it, from the same amount (lib/offer.mjs, priceTag): "fr. 2 495 kr", "Enligt offert". */
  price: string;
  unit: PriceUnit;
  /** The visible period text, e.g. "per månad". */
  period?: string;
};

export type ServiceInput = {
  locale: Locale;
  /** The page's Swedish path, e.g. "/fdaas". */
  path: string;
  name: string;
  description: string;
  serviceType: string;
  offers: readonly ServiceOfferInput[];
};

function offerJsonLd(offer: ServiceOfferInput, url: string): Offer {
  const { amount } = offer;
  const base = { '@type': 'Offer', name: offer.name, description: offer.price, url } as const;
  if (amount === null) return base;
  // One amount is the offer's price; a range ("895–1 250 kr") only bounds it.
  const single = typeof amount === 'number';
  return {
    ...base,
    ...(single ? { price: amount } : {}),
    priceCurrency: PRICE_CURRENCY,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      ...(single ? { price: amount } : { minPrice: amount.min, maxPrice: amount.max }),
      priceCurrency: PRICE_CURRENCY,
      unitCode: unitCodes[offer.unit],
      ...(offer.period ? { unitText: offer.period } : {}),
      valueAddedTaxIncluded: false,
    },
  };
}

/** A Service with its Offers, built from the same amounts the offer page shows, so the two cannot disagree. */
export function serviceJsonLd(input: ServiceInput): WithContext<Service> {
  const url = absoluteUrl(input.locale, input.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url,
    areaServed: { '@type': 'Country', name: site.country },
    provider: { '@type': 'AccountingService', '@id': organizationId, name: site.legalName, url: site.url },
    offers: input.offers.map((offer) => offerJsonLd(offer, url)),
  };
}
