import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale } from './locales';

/**
 * Saves the visitor's language choice where both targets read it. The link then loads the page in
 * that language, which carries its own `lang`: setting it on this page first would only make the
 * browser lay the whole page out again before it leaves.
 */
export function storeLocalePreference(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be blocked (private mode); the cookie still carries the choice.
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
