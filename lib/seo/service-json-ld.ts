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

export type ParsedPrice = { min: number; max?: number };

/**
 * Reads the amount out of a visible price text, so that structured data uses the same figure the
 * visitor sees: "fr. 2 495 kr" → {min: 2495}; "from SEK 2,495" → {min: 2495}; "895–1 250 kr" →
 * {min: 895, max: 1250}; "Enligt offert" / "By quote" → null. Any other shape is an editor's slip
 * and throws, naming the text, so the build stops instead of publishing a wrong price.
 */
export function parsePrice(text: string): ParsedPrice | null {
  // Drop thousands separators (space, no-break space, thin space, comma, dot) between digit groups.
  const compact = text.replace(/(\d)[\s,.](?=\d{3}(?!\d))/g, '$1');
  const numbers = (compact.match(/\d+/g) ?? []).map(Number);
  if (numbers.length === 0) return null;
  if (numbers.length === 1) return { min: numbers[0] };
  const range = /(\d+)\s*[-–—]\s*(\d+)/.exec(compact);
  if (numbers.length === 2 && range && Number(range[1]) < Number(range[2])) {
    return { min: Number(range[1]), max: Number(range[2]) };
  }
  throw new Error(
    `Cannot read a price from "${text}": expected one amount ("fr. 2 495 kr") or a range ("895–1 250 kr").`,
  );
}

export type ServiceOfferInput = {
  /** The offer's name as the page shows it, e.g. "Start – Omsättning upp till 3 MSEK". */
  name: string;
  /** The visible price text, e.g. "fr. 2 495 kr"; a text without an amount ("By quote") gives an offer without a price. */
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
  const parsed = parsePrice(offer.price);
  const base = { '@type': 'Offer', name: offer.name, description: offer.price, url } as const;
  if (!parsed) return base;
  // One amount is the offer's price; a range ("895–1 250 kr") only bounds it.
  const single = parsed.max === undefined;
  return {
    ...base,
    ...(single ? { price: parsed.min } : {}),
    priceCurrency: PRICE_CURRENCY,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      ...(single ? { price: parsed.min } : { minPrice: parsed.min, maxPrice: parsed.max }),
      priceCurrency: PRICE_CURRENCY,
      unitCode: unitCodes[offer.unit],
      ...(offer.period ? { unitText: offer.period } : {}),
      valueAddedTaxIncluded: false,
    },
  };
}

/** A Service with its Offers, built from the same texts the offer page shows, so the two cannot disagree. */
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
