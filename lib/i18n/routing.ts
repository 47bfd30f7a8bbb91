import { defineRouting } from 'next-intl/routing';
import { defaultLocale, LOCALE_COOKIE, locales } from './locales';

export { defaultLocale, isLocale, LOCALE_COOKIE, LOCALE_STORAGE_KEY, locales, type Locale } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Our own decision function (lib/i18n/detection.ts) chooses redirects; next-intl only maps paths.
  localeDetection: false,
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365 },
});
