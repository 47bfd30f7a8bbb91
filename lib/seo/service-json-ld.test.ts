import { serviceJsonLd } from './service-json-ld';

const origin = 'https://www.fyrtorn.example';

// The schema-dts types are unions that make property access awkward; read the plain JSON instead.
function plain(value: unknown): Record<string, any> {
  return JSON.parse(JSON.stringify(value));
}

describe('serviceJsonLd', () => {
  const doc = plain(
    serviceJsonLd({
      locale: 'sv',
      path: '/fdaas',
      name: 'Ekonomiavdelning som tjänst',
      description: 'Bokföring och rapportering',
      serviceType: 'Redovisning',
      offers: [
        { name: 'Start', amount: 2495, price: 'fr. 2 495 kr', unit: 'month', period: 'per månad' },
        { name: 'Skala', amount: null, price: 'Enligt offert', unit: 'month' },
        { name: 'Timpris', amount: { min: 895, max: 1250 }, price: '895–1 250 kr', unit: 'hour' },
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
