import { site } from '../site';
import { localizedPath } from '../i18n/localized-path';
import type { Locale } from '../i18n/locales';

export { localizedPath };

/** Absolute URL without trailing slash (DECISIONS §4); the Swedish home page is the bare origin. */
export function absoluteUrl(locale: Locale, path: string): string {
  const localized = localizedPath(locale, path);
  return localized === '/' ? site.url : `${site.url}${localized}`;
}
