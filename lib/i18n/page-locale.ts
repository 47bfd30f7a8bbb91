import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { defaultLocale, isLocale, type Locale } from './locales';

/**
 * The locale of a `[locale]` route, for its layout, page and metadata alike: a segment that is no
 * locale is a 404, and next-intl is told the locale so the page renders statically.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** The one `[locale]` param of a Swedish-only page: its `generateStaticParams` gives this alone. */
export const swedishOnlyParams = { locale: defaultLocale } as const;

/**
 * `pageLocale` for a page that exists only in Swedish (price lists, campaign, conference, the /priser
 * forwarder): any other segment, `en` too, is a 404. Without params (the global 404 page, outside
 * `[locale]`) it is Swedish.
 */
export async function swedishPageLocale(params?: Promise<{ locale: string }>): Promise<Locale> {
  if (params && (await params).locale !== swedishOnlyParams.locale) notFound();
  setRequestLocale(swedishOnlyParams.locale);
  return swedishOnlyParams.locale;
}
