import { site } from '../site';
import { localizedPath } from '../i18n/localized-path';
import type { Locale } from '../i18n/locales';

/** Absolute URL without trailing slash; the Swedish home page is the bare origin. */
export function absoluteUrl(locale: Locale, path: string): string {
  const localized = localizedPath(locale, path);
  return localized === '/' ? site.url : `${site.url}${localized}`;
}
