import { IntlErrorCode, type IntlConfig, type IntlError } from 'next-intl';
import { formatProblem, type CatalogProblem } from './catalog/catalog-check.mjs';
import { placeOf } from './catalog/page-files.mjs';
import type { Locale } from './locales';

/** A catalog slip, told as the check tells it: one "file:line: key.path: problem" line per slip. */
export class CatalogError extends Error {
  constructor(problems: readonly CatalogProblem[], note = '') {
    const lines = problems.map((p) => `  ${formatProblem(p)}`).join('\n');
    super(`The message catalogs have ${problems.length} problem(s):\n${lines}${note ? `\n${note}` : ''}`);
    this.name = 'CatalogError';
  }
}

/** What next-intl's error means for the editor, in the words of the catalog check. */
function problemOf(locale: Locale, key: string, error: IntlError): CatalogProblem {
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
  return { ...placeOf(locale, key), message, level: 'error' };
}

/** Errors next-intl follows with getMessageFallback, which knows the key. */
const keyed: string[] = [
  IntlErrorCode.MISSING_MESSAGE,
  IntlErrorCode.FORMATTING_ERROR,
  IntlErrorCode.INVALID_MESSAGE,
  IntlErrorCode.INSUFFICIENT_PATH,
];

/**
 * next-intl's error hooks for a locale: a slip never renders. next-intl reports it, then asks for a
 * fallback text, and the fallback stops the render with the check's sentence (a build fails while it
 * pre-renders; `next dev` shows it on the page and in the terminal).
 */
export function catalogErrorHandlers(locale: Locale): Pick<IntlConfig, 'onError' | 'getMessageFallback'> {
  return {
    onError(error) {
      if (!keyed.includes(error.code)) throw new CatalogError([problemOf(locale, '(catalog)', error)]);
    },
    getMessageFallback({ error, key, namespace }) {
      throw new CatalogError([problemOf(locale, namespace ? `${namespace}.${key}` : key, error)]);
    },
  };
}
