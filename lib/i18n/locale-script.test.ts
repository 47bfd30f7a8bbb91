import { localeRedirectScript, localeSaveScript } from './locale-script';

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

  it('falls back to the NEXT_LOCALE cookie when localStorage holds something that is no choice', () => {
    expect(visit({ pathname: '/kontakt', stored: 'de', cookie: 'NEXT_LOCALE=en; theme=dark' }).target).toBe(
      '/en/kontakt',
    );
  });

  it('with localStorage working and empty, goes by the browser as for a first visit (the cookie is not read)', () => {
    expect(visit({ pathname: '/kontakt', stored: null, cookie: 'NEXT_LOCALE=en' }).target).toBeNull();
    expect(visit({ pathname: '/', stored: null, languages: ['sv-SE'], cookie: 'NEXT_LOCALE=en' }).target).toBeNull();
  });

  it('falls back to the cookie when localStorage is blocked', () => {
    expect(visit({ pathname: '/fdaas', storageThrows: true, cookie: 'NEXT_LOCALE=en' }).target).toBe('/en/fdaas');
  });

  it('only reads a cookie named exactly NEXT_LOCALE with value sv or en', () => {
    expect(visit({ pathname: '/fdaas', cookie: 'XNEXT_LOCALE=en' }).target).toBeNull();
    expect(visit({ pathname: '/fdaas', cookie: 'NEXT_LOCALE=english' }).target).toBeNull();
  });

  it('lets the NEXT_LOCALE=sv cookie keep an English browser on / where localStorage is blocked', () => {
    expect(
      visit({ pathname: '/', storageThrows: true, languages: ['en-US'], cookie: 'NEXT_LOCALE=sv' }).target,
    ).toBeNull();
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

/** An English page's head script run with a storage, a cookie jar and a click we control. */
function englishPage({ storageThrows = false } = {}) {
  const stored = new Map<string, string>();
  const cookies: string[] = [];
  const listeners: Record<string, (event: { target: unknown }) => void> = {};
  const localStorage = {
    setItem: (key: string, value: string) => {
      if (storageThrows) throw new Error('SecurityError');
      stored.set(key, value);
    },
  };
  const document = {
    set cookie(value: string) {
      cookies.push(value);
    },
    addEventListener: (type: string, listener: (event: { target: unknown }) => void) => (listeners[type] = listener),
  };
  new Function('localStorage', 'document', localeSaveScript())(localStorage, document);
  /** A click on an element inside a link with this hreflang (null: outside any link). */
  const click = (hreflang: string | null) =>
    listeners.click({
      target: { closest: (selector: string) => (hreflang && selector === `a[hreflang="${hreflang}"]` ? {} : null) },
    });
  return { stored, cookies, click };
}

describe('localeSaveScript', () => {
  it('is a self-contained script that compiles', () => {
    expect(() => new Function(localeSaveScript())).not.toThrow();
  });

  it('saves English as the choice when an English page loads: storage and a year-long cookie for the whole site', () => {
    const page = englishPage();
    expect(page.stored.get('preferred-locale')).toBe('en');
    expect(page.cookies).toEqual(['NEXT_LOCALE=en; path=/; max-age=31536000; samesite=lax']);
  });

  it('saves Swedish when a link to the Swedish twin is clicked, and nothing for other clicks', () => {
    const page = englishPage();
    page.click(null);
    page.click('en');
    expect(page.stored.get('preferred-locale')).toBe('en');
    page.click('sv');
    expect(page.stored.get('preferred-locale')).toBe('sv');
    expect(page.cookies.at(-1)).toBe('NEXT_LOCALE=sv; path=/; max-age=31536000; samesite=lax');
  });

  it('still sets the cookie when storage is blocked', () => {
    const page = englishPage({ storageThrows: true });
    expect(page.cookies).toEqual(['NEXT_LOCALE=en; path=/; max-age=31536000; samesite=lax']);
    page.click('sv');
    expect(page.cookies.at(-1)).toMatch(/^NEXT_LOCALE=sv;/);
  });

  it("saves what the Swedish pages' script reads: a Swedish page then sends the visitor to its twin", () => {
    const page = englishPage();
    expect(visit({ pathname: '/fdaas', stored: page.stored.get('preferred-locale') }).target).toBe('/en/fdaas');
    const blocked = englishPage({ storageThrows: true }).cookies[0].split(';')[0];
    expect(visit({ pathname: '/fdaas', storageThrows: true, cookie: blocked }).target).toBe('/en/fdaas');
  });
});
