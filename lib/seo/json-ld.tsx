import type { AccountingService, BreadcrumbList, FAQPage, Thing, WebSite, WithContext } from 'schema-dts';
import { site } from '../site';
import { facts, loadMessages, plainText } from '../i18n/messages';
import { defaultLocale, locales, type Locale } from '../i18n/locales';
import { paths } from '../routes';
import { absoluteUrl } from './urls';

type JsonLdDocument = WithContext<Thing>;

/** Serialises JSON-LD safe for an inline <script>: "<" can never close the tag. */
export function serializeJsonLd(data: JsonLdDocument | JsonLdDocument[]): string {
  return JSON.stringify(plainText(data)).replace(/</g, '\\u003c');
}

export function JsonLd({ data }: { data: JsonLdDocument | JsonLdDocument[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

export const organizationId = `${site.url}/#organization`;
export const websiteId = `${site.url}/#website`;

const country = { '@type': 'Country', name: site.country } as const;

/**
 * The company, described the same on every page of both languages: one entity with one id, the root
 * URL and the Swedish description (the site's main language).
 */
export function organizationJsonLd(): WithContext<AccountingService> {
  return {
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    '@id': organizationId,
    name: site.legalName,
    alternateName: site.name,
    description: loadMessages(defaultLocale).Metadata.defaultDescription,
    url: site.url,
    logo: `${site.url}${site.logoPath}`,
    image: `${site.url}${site.logoPath}`,
    email: site.email,
    foundingDate: String(facts.foundingYear),
    taxID: site.registrationNumber,
    areaServed: country,
    sameAs: Object.values(site.social),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: site.email,
      availableLanguage: ['Swedish', 'English'],
      areaServed: country,
    },
  };
}

/** The site, one entity in both languages; its search action leads to the search page of the page's language. */
export function websiteJsonLd(locale: Locale): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteId,
    name: site.name,
    url: site.url,
    inLanguage: [...locales],
    publisher: { '@id': organizationId },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(locale, paths.search)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    } as WebSite['potentialAction'],
  };
}

export function faqJsonLd(
  locale: Locale,
  items: readonly { question: string; answer: string }[],
): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
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
