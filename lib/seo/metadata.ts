import type { Metadata } from 'next';
import { site } from '../site';
import { hasEnglishTwin, indexedPages, isUnlisted, socialImagePath } from '../routes';
import { loadMessages, plainText, type Messages } from '../i18n/messages';
import type { Locale } from '../i18n/locales';
import { absoluteUrl } from './urls';

export type PageMetadataInput = {
  locale: Locale;
  /** The page's Swedish path, e.g. "/" or "/fdaas". */
  path: string;
  title: string;
  description: string;
  keywords?: string;
  /** Hidden from search engines (noindex); nofollow too when set. The route table's unlisted pages always are. */
  noindex?: boolean;
  nofollow?: boolean;
  /** Home and similar pages use their title as is, without the " | Fyrtorn" suffix. */
  absoluteTitle?: boolean;
  /** Overrides the canonical, e.g. a forwarding page that points at its target. */
  canonicalPath?: string;
};

/** One builder for every page's metadata, so none lacks its canonical, hreflang, OpenGraph, Twitter or robots. */
export function buildMetadata(input: PageMetadataInput): Metadata {
  const { locale, path, title, description, keywords } = input;
  const brand = loadMessages(locale).Metadata;
  const canonical = absoluteUrl(locale, input.canonicalPath ?? path);
  const noindex = input.noindex || isUnlisted(path);
  const bilingual = hasEnglishTwin(path) && !input.canonicalPath;
  // A page of the sitemap has its own image, with its title; the other pages show their language's.
  const image = {
    url: `${site.url}${socialImagePath(locale, path)}`,
    width: site.ogImage.width,
    height: site.ogImage.height,
    alt: (indexedPages as readonly string[]).includes(path) ? title : brand.ogImageAlt,
    type: 'image/png',
  };
  const otherLocale: Locale = locale === 'sv' ? 'en' : 'sv';

  return plainText({
    title: input.absoluteTitle ? { absolute: title } : title,
    description,
    keywords: keywords
      ? keywords
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean)
      : undefined,
    alternates: {
      canonical,
      // hreflang points search engines at the other language's page: only between pages they may index.
      languages:
        bilingual && !noindex
          ? { sv: absoluteUrl('sv', path), en: absoluteUrl('en', path), 'x-default': absoluteUrl('sv', path) }
          : undefined,
    },
    openGraph: {
      type: 'website',
      siteName: brand.siteName,
      title,
      description,
      url: canonical,
      locale: brand.ogLocale,
      alternateLocale: bilingual ? [loadMessages(otherLocale).Metadata.ogLocale] : undefined,
      images: [image],
    },
    // X reads no image size or type: those three tags would be bytes in the page's first round trip for nothing.
    twitter: { card: 'summary_large_image', title, description, images: [{ url: image.url, alt: image.alt }] },
    robots: noindex ? { index: false, follow: !input.nofollow } : { index: true, follow: true },
  });
}

/** The catalog namespaces whose `meta` (title, description, optional keywords) is a page's metadata. */
export type PageNamespace = {
  [N in keyof Messages]: Messages[N] extends { meta: { title: string; description: string } } ? N : never;
}[keyof Messages];

/**
 * A page's metadata from its namespace's `meta` in the catalogs: the one way a page's
 * `generateMetadata` reads its title, description and keywords (docs/architecture.md, Copy).
 */
export function pageMetadata(
  namespace: PageNamespace,
  page: Omit<PageMetadataInput, 'title' | 'description' | 'keywords'>,
): Metadata {
  return buildMetadata({ ...page, ...loadMessages(page.locale)[namespace].meta });
}

/** The 404 pages' metadata: their title, kept out of search results; no canonical, as no URL is theirs. */
export function notFoundMetadata(locale: Locale): Metadata {
  return plainText({ title: loadMessages(locale).NotFound.title, robots: { index: false, follow: true } });
}
