import { facts, loadMessages, type Messages } from '../i18n/messages';
import { parsePrice, serviceJsonLd } from './service-json-ld';

const origin = 'https://www.fyrtorn.example';

// The schema-dts types are unions that make property access awkward; read the plain JSON instead.
function plain(value: unknown): Record<string, any> {
  return JSON.parse(JSON.stringify(value));
}

describe('parsePrice', () => {
  it.each([
    ['fr. 2 495 kr', 2495],
    ['fr.\u00a02\u00a0495\u00a0kr', 2495],
    ['from SEK\u00a02,495', 2495],
    ['1\u202f095 kr', 1095],
    ['SEK 1.500', 1500],
    ['895 kr', 895],
  ])('reads %j as %i', (text, min) => {
    expect(parsePrice(text)).toEqual({ min });
  });

  it('reads a range with either dash', () => {
    expect(parsePrice('895–1\u00a0250\u00a0kr')).toEqual({ min: 895, max: 1250 });
    expect(parsePrice('SEK 895-1,250')).toEqual({ min: 895, max: 1250 });
  });

  it('gives null for a text without an amount', () => {
    expect(parsePrice('Enligt offert')).toBeNull();
    expect(parsePrice('By quote')).toBeNull();
  });

  it('refuses a text it cannot read, naming it', () => {
    expect(() => parsePrice('2 495 kr, 12 månader')).toThrow('"2 495 kr, 12 månader"');
    expect(() => parsePrice('1 250–895 kr')).toThrow(/Cannot read a price/);
  });

  it('reads every visible price in both catalogs, the figures of messages/facts.json', () => {
    const prices = (m: Messages) => [
      ...m.Fdaas.packages.items.map((p) => parsePrice(p.price)),
      ...m.Pdaas.packages.items.map((p) => parsePrice(p.price)),
      parsePrice(m.AnnualPackage.price.amount),
      parsePrice(m.PlusServices.pricing.subscription.price),
      parsePrice(m.PlusServices.pricing.accountingHourly.price),
      parsePrice(m.PlusServices.pricing.taxHourly.price),
    ];
    const { fdaas, pdaas, annual, plusServices } = facts.offers;
    const from = (amount: number | null) => (amount === null ? null : { min: amount });
    const expected = [
      ...fdaas.packages.map((p) => from(p.priceFrom)),
      ...pdaas.packages.map((p) => from(p.priceFrom)),
      from(annual.priceFrom),
      from(plusServices.priceFrom),
      plusServices.hourlyRate,
      from(plusServices.taxHourlyRate),
    ];
    expect(expected.slice(0, 3)).toEqual([{ min: 2495 }, { min: 4995 }, null]);
    expect(prices(loadMessages('sv'))).toEqual(expected);
    expect(prices(loadMessages('en'))).toEqual(expected);
  });
});

describe('serviceJsonLd', () => {
  const doc = plain(
    serviceJsonLd({
      locale: 'sv',
      path: '/fdaas',
      name: 'Ekonomiavdelning som tjänst',
      description: 'Bokföring och rapportering',
      serviceType: 'Redovisning',
      offers: [
        { name: 'Start', price: 'fr. 2 495 kr', unit: 'month', period: 'per månad' },
        { name: 'Skala', price: 'Enligt offert', unit: 'month' },
        { name: 'Timpris', price: '895–1 250 kr', unit: 'hour' },
      ],
    }),
  );

  it('describes the service and its provider', () => {
    expect(doc['@context']).toBe('https://schema.org');
    expect(doc['@type']).toBe('Service');
    expect(doc.name).toBe('Ekonomiavdelning som tjänst');
    expect(doc.description).toBe('Bokföring och rapportering');
    expect(doc.serviceType).toBe('Redovisning');
    expect(doc.url).toBe(`${origin}/fdaas`);
    expect(doc.areaServed).toEqual({ '@type': 'Country', name: 'Sweden' });
    expect(doc.provider).toMatchObject({
      '@type': 'AccountingService',
      '@id': `${origin}/#organization`,
      name: 'Fyrtorn Ekonomi AB',
    });
  });

  it('gives a single amount as the price, per month, in SEK excluding VAT', () => {
    expect(doc.offers[0]).toEqual({
      '@type': 'Offer',
      name: 'Start',
      description: 'fr. 2 495 kr',
      url: `${origin}/fdaas`,
      price: 2495,
      priceCurrency: 'SEK',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 2495,
        priceCurrency: 'SEK',
        unitCode: 'MON',
        unitText: 'per månad',
        valueAddedTaxIncluded: false,
      },
    });
  });

  it('gives an offer by quote no price, only its text', () => {
    expect(doc.offers[1]).toEqual({
      '@type': 'Offer',
      name: 'Skala',
      description: 'Enligt offert',
      url: `${origin}/fdaas`,
    });
  });

  it('gives a range as min and max per hour, without a single price', () => {
    expect(doc.offers[2].price).toBeUndefined();
    expect(doc.offers[2].priceSpecification).toMatchObject({ minPrice: 895, maxPrice: 1250, unitCode: 'HUR' });
  });

  it('uses the /en URL on English pages', () => {
    const english = plain(
      serviceJsonLd({ locale: 'en', path: '/arspaket', name: 'n', description: 'd', serviceType: 't', offers: [] }),
    );
    expect(english.url).toBe(`${origin}/en/arspaket`);
    expect(english.offers).toEqual([]);
  });
});
