/** @jest-environment node */
// The CMS's preview shows a text as the visitor reads it (preview-text.mjs): facts filled in as the site
// fills them, a formatted text's values and tags as the page makes them, and a reason where it cannot.
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import factsFile from '@/messages/facts.json';
import { readFacts } from '@/lib/facts.mjs';
import { readCatalogs } from '../../catalogs/catalog-files.mjs';
import { pageTags, pageValues } from './page-values.mjs';
import { showText } from './preview-text.mjs';

const facts = readFacts(factsFile);
const catalogs = readCatalogs();
const NB = '\u00a0';

/** What the preview draws for a text, as HTML. */
function shown(text: string, options: { locale: 'sv' | 'en'; use?: 'raw' | 'formatted'; namespace?: string }) {
  const { locale, use = 'raw', namespace = 'Contact' } = options;
  const result = showText(text, {
    locale,
    use,
    facts,
    values: pageValues(namespace, catalogs[locale]),
    tags: pageTags(namespace, locale),
    h: createElement,
  });
  if ('error' in result) return { error: result.error };
  return renderToStaticMarkup(createElement(Fragment, null, result.shown as never));
}

describe('showText', () => {
  it('fills in the facts in the language of the text, as the pages do', () => {
    expect(shown('Vi svarar normalt inom {responseTime}.', { locale: 'sv' })).toBe(
      'Vi svarar normalt inom två timmar.',
    );
    expect(shown('We usually reply within {responseTime}.', { locale: 'en' })).toBe(
      'We usually reply within two hours.',
    );
    expect(shown('Från {fdaasPrice} {fdaasPeriod}', { locale: 'sv', use: 'formatted' })).toBe(
      `Från 2${NB}495${NB}kr per månad`,
    );
  });

  it('makes a formatted text’s tags into the page’s elements: a link, bold', () => {
    expect(shown('Mejla oss på <mail>{email}</mail>.', { locale: 'sv', use: 'formatted' })).toBe(
      'Mejla oss på <a href="mailto:hej@fyrtorn.example">hej@fyrtorn.example</a>.',
    );
    expect(shown('Read our <link>privacy policy</link>.', { locale: 'en', use: 'formatted' })).toBe(
      'Read our <a href="/en/integritetspolicy">privacy policy</a>.',
    );
    expect(
      shown('Rätta fältet <field>{label}</field>: {message}', {
        locale: 'sv',
        use: 'formatted',
        namespace: 'EnquiryFailed',
      }),
    ).toBe('Rätta fältet <strong>E-postadress</strong>: Ange en giltig e-postadress');
  });

  it('fills in the values the page passes, and resolves plurals with them', () => {
    expect(shown('Tema: {current}. Byt till {next}.', { locale: 'sv', use: 'formatted' })).toBe(
      'Tema: ljust. Byt till mörkt.',
    );
    expect(
      shown('{count, plural, one {# träff} other {# träffar}} för ”{query}”', { locale: 'sv', use: 'formatted' }),
    ).toBe('3 träffar för ”FDaaS”');
    expect(shown('<mail>Support</mail>', { locale: 'en', use: 'formatted', namespace: 'Privacy' })).toBe(
      '<a href="mailto:support@fyrtorn.example">Support</a>',
    );
  });

  it('shows a text the code shows as written as it is written, tags and all', () => {
    expect(shown('Svar inom <strong>{responseTime}</strong>', { locale: 'sv' })).toBe(
      'Svar inom &lt;strong&gt;två timmar&lt;/strong&gt;',
    );
  });

  it('says why a half-typed text cannot be formatted instead of throwing', () => {
    expect(shown('Mejla oss på {email', { locale: 'sv', use: 'formatted' })).toEqual({
      error: expect.stringContaining('INVALID_MESSAGE'),
    });
  });
});
