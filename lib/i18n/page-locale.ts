import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from './locales';

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
