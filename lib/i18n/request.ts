import { getRequestConfig } from 'next-intl/server';
import { IntlErrorCode, type IntlError } from 'next-intl';
import type { CatalogProblem } from '@/scripts/catalogs/catalog-check.mjs';
import { defaultLocale, isLocale, type Locale } from './routing';
import { CatalogError, loadMessages } from './messages';

/** What next-intl's error means for the editor, in the words of the catalog check. */
function problemOf(locale: Locale, key: string, error: IntlError): CatalogProblem {
  const file = `messages/${locale}.json`;
  let message = `${error.code}: ${error.originalMessage ?? error.message}`;
  const variable = /variable "([^"]+)" was not provided/.exec(error.originalMessage ?? '')?.[1];
  if (error.code === IntlErrorCode.MISSING_MESSAGE) message = 'missing: the code reads this text';
  else if (error.code === IntlErrorCode.INSUFFICIENT_PATH) message = 'is a group { } here, but the code reads text';
  else if (error.code === IntlErrorCode.INVALID_MESSAGE) message = 'has <tags>, but the code formats it as plain text';
  else if (variable) {
    // next-intl quotes the text in its message: a tag the code does not pass reads as a missing variable.
    const written = error.originalMessage?.includes(`<${variable}`) ? `<${variable}>` : `{${variable}}`;
    message = `uses ${written} that the code does not pass`;
  }
  return { file, key, message, level: 'error' };
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: loadMessages(locale),
    timeZone: 'Europe/Stockholm',
    // A slip never renders: next-intl reports it, then asks for a fallback text, and the fallback stops
    // the render with the catalog check's sentence (the build fails; `next dev` shows it on the page).
    onError(error) {
      const keyed: string[] = [
        IntlErrorCode.MISSING_MESSAGE,
        IntlErrorCode.FORMATTING_ERROR,
        IntlErrorCode.INVALID_MESSAGE,
        IntlErrorCode.INSUFFICIENT_PATH,
      ];
      if (!keyed.includes(error.code)) throw new CatalogError([problemOf(locale, '(catalog)', error)]);
    },
    getMessageFallback({ error, key, namespace }) {
      throw new CatalogError([problemOf(locale, namespace ? `${namespace}.${key}` : key, error)]);
    },
  };
});
