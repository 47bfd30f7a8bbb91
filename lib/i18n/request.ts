import { getRequestConfig } from 'next-intl/server';
import { catalogErrorHandlers } from './catalog-errors';
import { defaultLocale, isLocale } from './routing';
import { loadMessages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, messages: loadMessages(locale), timeZone: 'Europe/Stockholm', ...catalogErrorHandlers(locale) };
});
