import sv from '../../messages/sv.json';
import en from '../../messages/en.json';
import type { Locale } from './locales';

export type Messages = typeof sv;

const catalogs: Record<Locale, Messages> = { sv, en };

export function loadMessages(locale: Locale): Messages {
  return catalogs[locale];
}
