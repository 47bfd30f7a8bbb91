import { site } from '../site';
import { getPathname } from '../i18n/navigation';
import type { Locale } from '../i18n/routing';

/** The path a page has in a language: "/fdaas" → "/fdaas" (sv) or "/en/fdaas" (en); "/" → "/" or "/en". */
export function localizedPath(locale: Locale, path: string): string {
  return getPathname({ locale, href: path });
}

/** Absolute URL, without trailing slash except for the bare origin. */
export function absoluteUrl(locale: Locale, path: string): string {
  const localized = localizedPath(locale, path);
  return localized === '/' ? `${site.url}/` : `${site.url}${localized}`;
}
