import { prefixedPath } from '@/lib/route-table.mjs';
import { defaultLocale, type Locale } from './locales';

/**
 * The path a page has in a language under localePrefix 'as-needed': "/fdaas" → "/fdaas" (sv) or
 * "/en/fdaas" (en); "/" → "/" or "/en". The same answer as next-intl's getPathname (the unit test
 * checks every route), written out so that neither pages nor client islands pull in next-intl's
 * navigation runtime.
 */
export function localizedPath(locale: Locale, path: string): string {
  return locale === defaultLocale ? path : prefixedPath(`/${locale}`, path);
}
