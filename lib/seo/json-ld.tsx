import type { BreadcrumbList, FAQPage, Organization, Thing, WebSite, WithContext } from 'schema-dts';
import { site } from '../site';
import { loadMessages } from '../i18n/messages';
import type { Locale } from '../i18n/locales';
import { paths } from '../routes';
import { absoluteUrl } from './urls';

type JsonLdDocument = WithContext<Thing>;

/** Serialises JSON-LD safe for an inline <script>: "<" can never close the tag. */
export function serializeJsonLd(data: JsonLdDocument | JsonLdDocument[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function JsonLd({ data }: { data: JsonLdDocument | JsonLdDocument[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

export const organizationId = `${site.url}/#organization`;

export function organizationJsonLd(locale: Locale): WithContext<Organization> {
  const meta = loadMessages(locale).Metadata;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: site.legalName,
    alternateName: site.name,
    description: meta.defaultDescription,
    url: absoluteUrl(locale, '/'),
    logo: `${site.url}${site.logoPath}`,
    email: site.email,
    foundingDate: String(site.foundingYear),
    taxID: site.registrationNumber,
    sameAs: Object.values(site.social),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: site.email,
      availableLanguage: ['Swedish', 'English'],
      areaServed: 'SE',
    },
  };
}

export function websiteJsonLd(locale: Locale): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: absoluteUrl(locale, '/'),
    inLanguage: locale,
    publisher: { '@id': organizationId },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(locale, paths.search)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    } as WebSite['potentialAction'],
  };
}

export function faqJsonLd(items: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** Breadcrumbs from home down to the page; paths are the Swedish ones. */
export function breadcrumbJsonLd(
  locale: Locale,
  items: readonly { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  const home = { name: loadMessages(locale).Common.home, path: '/' };
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [home, ...items].map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(locale, item.path),
    })),
  };
}
