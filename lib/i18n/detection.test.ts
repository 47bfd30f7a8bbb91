import { decideLocaleRedirect, parseAcceptLanguage, type LocaleDecisionInput } from './detection';

const browser =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function decide(overrides: Partial<LocaleDecisionInput> & { pathname: string }): string | null {
  return decideLocaleRedirect({
    stored: null,
    browserLanguages: ['en-US'],
    userAgent: browser,
    bilingualPaths: ['/', '/fdaas', '/kontakt'],
    ...overrides,
  });
}

describe('decideLocaleRedirect', () => {
  describe('English pages never redirect', () => {
    it.each(['/en', '/en/', '/en/fdaas', '/en/x'])(
      '%s stays, even with stored sv and a Swedish browser',
      (pathname) => {
        expect(decide({ pathname, stored: 'sv', browserLanguages: ['sv-SE'] })).toBeNull();
        expect(decide({ pathname, stored: 'en' })).toBeNull();
      },
    );
  });

  describe('pages without an English twin never redirect', () => {
    it.each(['/priser', '/unknown', '/english'])('%s stays with stored en', (pathname) => {
      expect(decide({ pathname, stored: 'en' })).toBeNull();
    });

    it('does not send an English browser away from /priser either', () => {
      expect(decide({ pathname: '/priser' })).toBeNull();
    });
  });

  describe('stored choice', () => {
    it('sends stored en from / to /en', () => {
      expect(decide({ pathname: '/', stored: 'en', browserLanguages: ['sv-SE'] })).toBe('/en');
    });

    it('sends stored en from /fdaas to /en/fdaas', () => {
      expect(decide({ pathname: '/fdaas', stored: 'en', browserLanguages: ['sv-SE'] })).toBe('/en/fdaas');
    });

    it('normalises a trailing slash before looking up the twin', () => {
      expect(decide({ pathname: '/fdaas/', stored: 'en' })).toBe('/en/fdaas');
    });

    it('never sends a crawler away, even with stored en (an English page it read stored it)', () => {
      expect(decide({ pathname: '/fdaas', stored: 'en', userAgent: 'Googlebot/2.1' })).toBeNull();
      expect(
        decide({ pathname: '/', stored: 'en', userAgent: 'Googlebot/2.1', browserLanguages: ['en-US'] }),
      ).toBeNull();
    });

    it('keeps stored sv on Swedish even with an English browser', () => {
      expect(decide({ pathname: '/', stored: 'sv', browserLanguages: ['en-US', 'en'] })).toBeNull();
      expect(decide({ pathname: '/fdaas', stored: 'sv', browserLanguages: ['en-US'] })).toBeNull();
    });

    it.each(['de', 'EN', ''])('treats the invalid stored value %j as no choice', (stored) => {
      expect(decide({ pathname: '/', stored, browserLanguages: ['en-US'] })).toBe('/en');
      expect(decide({ pathname: '/', stored, browserLanguages: ['sv-SE'] })).toBeNull();
      expect(decide({ pathname: '/fdaas', stored, browserLanguages: ['en-US'] })).toBeNull();
    });

    it('treats undefined as no choice', () => {
      expect(decide({ pathname: '/', stored: undefined })).toBe('/en');
    });
  });

  describe('no stored choice', () => {
    it.each([
      ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
      ['bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
      ['Lighthouse', 'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome-Lighthouse'],
      ['facebookexternalhit', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ])('never redirects the crawler %s', (_name, userAgent) => {
      expect(decide({ pathname: '/', userAgent, browserLanguages: ['en-US'] })).toBeNull();
    });

    it('sends a non-Swedish browser from the entry page / to /en', () => {
      expect(decide({ pathname: '/', browserLanguages: ['de-DE', 'sv'] })).toBe('/en');
    });

    it('does not redirect a non-Swedish browser from any page other than /', () => {
      expect(decide({ pathname: '/fdaas', browserLanguages: ['en-US'] })).toBeNull();
      expect(decide({ pathname: '/kontakt', browserLanguages: ['en-US'] })).toBeNull();
    });

    it.each([['sv'], ['sv-SE'], ['SV-se']])('keeps a Swedish browser (%s) on /', (language) => {
      expect(decide({ pathname: '/', browserLanguages: [language, 'en-US'] })).toBeNull();
    });

    it('decides on the first browser language only', () => {
      expect(decide({ pathname: '/', browserLanguages: ['en-GB', 'sv-SE'] })).toBe('/en');
    });

    it('stays when the browser reports no languages', () => {
      expect(decide({ pathname: '/', browserLanguages: [] })).toBeNull();
      expect(decide({ pathname: '/', browserLanguages: [''] })).toBeNull();
    });
  });
});

describe('parseAcceptLanguage', () => {
  it('orders languages by quality, most preferred first', () => {
    expect(parseAcceptLanguage('en;q=0.5, sv-SE, de;q=0.8')).toEqual(['sv-SE', 'de', 'en']);
  });

  it('keeps header order for equal quality', () => {
    expect(parseAcceptLanguage('en-US,en;q=0.9,sv;q=0.9,fr')).toEqual(['en-US', 'fr', 'en', 'sv']);
  });

  it('drops q=0 entries and the wildcard', () => {
    expect(parseAcceptLanguage('sv;q=0, *;q=0.5, en-GB;q=0.3, *')).toEqual(['en-GB']);
  });

  it.each([null, undefined, ''])('returns [] for %j', (header) => {
    expect(parseAcceptLanguage(header)).toEqual([]);
  });

  it('drops an entry whose q value is not a number', () => {
    expect(parseAcceptLanguage('en;q=abc, sv;q=0.4')).toEqual(['sv']);
  });

  it('ignores empty list items and surrounding whitespace', () => {
    expect(parseAcceptLanguage(' , en-US ;  q=0.7 ,, sv ')).toEqual(['sv', 'en-US']);
  });
});
