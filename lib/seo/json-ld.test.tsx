import { render } from '@testing-library/react';
import type { WithContext, Thing } from 'schema-dts';
import { JsonLd, breadcrumbJsonLd, faqJsonLd, organizationJsonLd, serializeJsonLd, websiteJsonLd } from './json-ld';

const origin = 'https://www.fyrtorn.example';
const hostile = '</script><script>alert(1)</script>';

// The schema-dts types are unions that make property access awkward; read the plain JSON instead.
function plain(value: unknown): Record<string, any> {
  return JSON.parse(JSON.stringify(value));
}

describe('serializeJsonLd', () => {
  const doc = { '@context': 'https://schema.org', '@type': 'Thing', name: hostile } as WithContext<Thing>;

  it('leaves no "<" that could close the script tag', () => {
    const out = serializeJsonLd(doc);
    expect(out).not.toContain('<');
    expect(out).toContain('\\u003c/script>');
  });

  it('still parses back to the original value', () => {
    expect(JSON.parse(serializeJsonLd(doc))).toEqual(doc);
    expect(JSON.parse(serializeJsonLd([doc, doc]))).toEqual([doc, doc]);
  });
});

describe('JsonLd', () => {
  it('renders one application/ld+json script whose text parses to the data', () => {
    const doc = { '@context': 'https://schema.org', '@type': 'Thing', name: hostile } as WithContext<Thing>;
    const { container } = render(<JsonLd data={doc} />);
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].getAttribute('type')).toBe('application/ld+json');
    expect(scripts[0].innerHTML).not.toContain('<');
    expect(JSON.parse(scripts[0].textContent ?? '')).toEqual(doc);
  });
});

describe('organizationJsonLd', () => {
  const org = plain(organizationJsonLd());

  it('describes the company', () => {
    expect(org['@context']).toBe('https://schema.org');
    expect(org['@type']).toBe('AccountingService');
    expect(org['@id']).toBe(`${origin}/#organization`);
    expect(org.name).toBe('Fyrtorn Ekonomi AB');
    expect(org.foundingDate).toBe('2016');
    expect(org.email).toBe('hej@fyrtorn.example');
    expect(org.url).toBe(origin);
    expect(org.logo).toBe(`${origin}/logo.svg`);
  });

  it('links the three social profiles', () => {
    expect(org.sameAs).toHaveLength(3);
    for (const url of org.sameAs) expect(url).toMatch(/^https:\/\//);
  });

  it('has a contact point with the e-mail', () => {
    expect(org.contactPoint['@type']).toBe('ContactPoint');
    expect(org.contactPoint.email).toBe('hej@fyrtorn.example');
  });

  it('serves Sweden, by name', () => {
    expect(org.areaServed).toEqual({ '@type': 'Country', name: 'Sweden' });
    expect(org.contactPoint.areaServed).toEqual({ '@type': 'Country', name: 'Sweden' });
  });
});

describe('websiteJsonLd', () => {
  const website = plain(websiteJsonLd('en'));

  it('is the one site at the root, in both languages, published by the company', () => {
    expect(website['@type']).toBe('WebSite');
    expect(website['@id']).toBe(`${origin}/#website`);
    expect(website.url).toBe(origin);
    expect(website.name).toBe('Fyrtorn');
    expect(website.inLanguage).toEqual(['sv', 'en']);
    expect(website.publisher).toEqual({ '@id': `${origin}/#organization` });
  });

  it("has a SearchAction on the site's own search page of its language", () => {
    const action = website.potentialAction;
    expect(action['@type']).toBe('SearchAction');
    expect(action.target.urlTemplate).toBe(`${origin}/en/sok?q={search_term_string}`);
    expect((websiteJsonLd('sv') as any).potentialAction.target.urlTemplate).toBe(
      `${origin}/sok?q={search_term_string}`,
    );
    expect(action['query-input']).toBe('required name=search_term_string');
  });
});

describe('faqJsonLd', () => {
  it('maps each item to a Question with an accepted Answer', () => {
    const items = [
      { question: 'Vad kostar det?', answer: 'Från 1 000 kr.' },
      { question: 'Hur snabbt svarar ni?', answer: 'Inom två timmar.' },
    ];
    const faq = plain(faqJsonLd('sv', items));
    expect(faq.inLanguage).toBe('sv');
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity).toHaveLength(2);
    expect(faq.mainEntity[1]).toEqual({
      '@type': 'Question',
      name: 'Hur snabbt svarar ni?',
      acceptedAnswer: { '@type': 'Answer', text: 'Inom två timmar.' },
    });
    expect(faq.mainEntity[0].name).toBe('Vad kostar det?');
  });

  it('has no questions for no items', () => {
    expect(plain(faqJsonLd('en', [])).mainEntity).toEqual([]);
  });
});

describe('breadcrumbJsonLd', () => {
  it('starts at Hem in Swedish and numbers the items from 1', () => {
    const list = plain(breadcrumbJsonLd('sv', [{ name: 'Kontakt', path: '/kontakt' }]));
    expect(list['@type']).toBe('BreadcrumbList');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Hem', item: origin },
      { '@type': 'ListItem', position: 2, name: 'Kontakt', item: `${origin}/kontakt` },
    ]);
  });

  it('starts at Home in English with /en URLs', () => {
    const list = plain(breadcrumbJsonLd('en', [{ name: 'Contact', path: '/kontakt' }]));
    expect(list.itemListElement[0]).toMatchObject({ position: 1, name: 'Home', item: `${origin}/en` });
    expect(list.itemListElement[1]).toMatchObject({ position: 2, name: 'Contact', item: `${origin}/en/kontakt` });
  });
});
