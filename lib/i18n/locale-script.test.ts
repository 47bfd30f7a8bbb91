import { localeRedirectScript } from './locale-script';

// jsdom's window.location cannot be replaced, so the script runs in a function whose parameters
// shadow the globals it reads: the same source text, with a browser we control.
type Visit = {
  pathname?: string;
  search?: string;
  hash?: string;
  stored?: string | null;
  storageThrows?: boolean;
  cookie?: string;
  languages?: string[];
  language?: string;
  userAgent?: string;
};

function visit(options: Visit = {}) {
  const replace = jest.fn();
  const location = {
    pathname: options.pathname ?? '/',
    search: options.search ?? '',
    hash: options.hash ?? '',
    replace,
  };
  const navigator = {
    languages: options.languages ?? ['sv-SE'],
    language: options.language ?? '',
    userAgent: options.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  };
  const localStorage = {
    getItem: jest.fn((key: string) => {
      if (options.storageThrows) throw new Error('SecurityError');
      return key === 'preferred-locale' ? (options.stored ?? null) : null;
    }),
  };
  const document = { cookie: options.cookie ?? '', documentElement: { style: { visibility: '' } } };

  const run = new Function('location', 'navigator', 'localStorage', 'document', localeRedirectScript());
  run(location, navigator, localStorage, document);

  return {
    target: replace.mock.calls.length ? (replace.mock.calls[0][0] as string) : null,
    replaceCalls: replace.mock.calls.length,
    hidden: document.documentElement.style.visibility === 'hidden',
    readKey: localStorage.getItem.mock.calls[0]?.[0],
  };
}

describe('localeRedirectScript', () => {
  it('is a self-contained script that compiles', () => {
    const script = localeRedirectScript();
    expect(typeof script).toBe('string');
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain('"/vara-abonnemang"');
    expect(script).not.toContain('"/priser"');
    expect(script).toContain('NEXT_LOCALE');
    expect(script).toContain('preferred-locale');
  });

  it('reads the preferred-locale key', () => {
    expect(visit().readKey).toBe('preferred-locale');
  });

  it('sends stored en from /fdaas to /en/fdaas, keeping query and hash, and hides the page meanwhile', () => {
    const result = visit({ pathname: '/fdaas', search: '?a=1', hash: '#pris', stored: 'en' });
    expect(result.target).toBe('/en/fdaas?a=1#pris');
    expect(result.replaceCalls).toBe(1);
    expect(result.hidden).toBe(true);
  });

  it('sends stored en from / to /en', () => {
    expect(visit({ pathname: '/', stored: 'en' }).target).toBe('/en');
  });

  it('stays with stored sv, even with an English browser and an en cookie', () => {
    const result = visit({ pathname: '/', stored: 'sv', languages: ['en-US'], cookie: 'NEXT_LOCALE=en' });
    expect(result.target).toBeNull();
    expect(result.hidden).toBe(false);
  });

  it('falls back to the NEXT_LOCALE cookie when nothing valid is in localStorage', () => {
    expect(visit({ pathname: '/kontakt', stored: null, cookie: 'theme=dark; NEXT_LOCALE=en' }).target).toBe(
      '/en/kontakt',
    );
    expect(visit({ pathname: '/kontakt', stored: 'de', cookie: 'NEXT_LOCALE=en; theme=dark' }).target).toBe(
      '/en/kontakt',
    );
  });

  it('falls back to the cookie when localStorage is blocked', () => {
    expect(visit({ pathname: '/fdaas', storageThrows: true, cookie: 'NEXT_LOCALE=en' }).target).toBe('/en/fdaas');
  });

  it('only reads a cookie named exactly NEXT_LOCALE with value sv or en', () => {
    expect(visit({ pathname: '/fdaas', cookie: 'XNEXT_LOCALE=en' }).target).toBeNull();
    expect(visit({ pathname: '/fdaas', cookie: 'NEXT_LOCALE=english' }).target).toBeNull();
  });

  it('lets the NEXT_LOCALE=sv cookie keep an English browser on /', () => {
    expect(visit({ pathname: '/', languages: ['en-US'], cookie: 'NEXT_LOCALE=sv' }).target).toBeNull();
  });

  it('sends an English browser without a stored choice from / to /en only', () => {
    expect(visit({ pathname: '/', languages: ['en-US', 'sv'] }).target).toBe('/en');
    expect(visit({ pathname: '/fdaas', languages: ['en-US'] }).target).toBeNull();
  });

  it('uses navigator.language when navigator.languages is empty', () => {
    expect(visit({ pathname: '/', languages: [], language: 'de-DE' }).target).toBe('/en');
    expect(visit({ pathname: '/', languages: [], language: 'sv' }).target).toBeNull();
  });

  it('keeps a Swedish browser and a crawler on /', () => {
    expect(visit({ pathname: '/', languages: ['sv-SE'] }).target).toBeNull();
    expect(visit({ pathname: '/', languages: ['en-US'], userAgent: 'Googlebot/2.1' }).target).toBeNull();
  });

  it('does nothing on Swedish-only and English pages', () => {
    expect(visit({ pathname: '/priser', stored: 'en' }).target).toBeNull();
    expect(visit({ pathname: '/en/fdaas', stored: 'en' }).target).toBeNull();
  });
});
