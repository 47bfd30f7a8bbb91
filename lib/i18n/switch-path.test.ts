import { switchLocalePath, toSwedishPath } from './switch-path';

describe('switchLocalePath to English', () => {
  it.each([
    ['/', '/en'],
    ['/fdaas', '/en/fdaas'],
    ['/fdaas/', '/en/fdaas'],
    ['/kontakt', '/en/kontakt'],
    ['/vara-abonnemang', '/en/vara-abonnemang'],
  ])('%s → %s (the English twin)', (pathname, expected) => {
    expect(switchLocalePath(pathname, 'en')).toBe(expected);
  });

  it.each(['/priser', '/ai-konferens', '/lp/example-campaign', '/prislista'])(
    'Swedish-only page %s → /en',
    (pathname) => {
      expect(switchLocalePath(pathname, 'en')).toBe('/en');
    },
  );

  it('unknown Swedish page /404 → /en', () => {
    expect(switchLocalePath('/404', 'en')).toBe('/en');
  });

  it('drops the internal /sv prefix a prerendered Swedish page sees', () => {
    expect(switchLocalePath('/sv/fdaas', 'en')).toBe('/en/fdaas');
    expect(switchLocalePath('/sv', 'en')).toBe('/en');
  });

  it('an English page stays on itself', () => {
    expect(switchLocalePath('/en/fdaas', 'en')).toBe('/en/fdaas');
  });
});

describe('switchLocalePath to Swedish', () => {
  it.each([
    ['/en/fdaas', '/fdaas'],
    ['/en/fdaas/', '/fdaas'],
    ['/en/kontakt', '/kontakt'],
    ['/en', '/'],
    ['/en/', '/'],
  ])('%s → %s', (pathname, expected) => {
    expect(switchLocalePath(pathname, 'sv')).toBe(expected);
  });

  it('unknown English page /en/404 → /', () => {
    expect(switchLocalePath('/en/404', 'sv')).toBe('/');
  });

  it('a Swedish page stays on itself', () => {
    expect(switchLocalePath('/priser', 'sv')).toBe('/priser');
  });
});

describe('toSwedishPath', () => {
  it.each([
    ['/', '/'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/en/fdaas', '/fdaas'],
    ['/en/fdaas/', '/fdaas'],
    ['/fdaas', '/fdaas'],
    ['/fdaas/', '/fdaas'],
    ['/english', '/english'],
    ['/sv', '/'],
    ['/sv/fdaas', '/fdaas'],
  ])('%s → %s', (pathname, expected) => {
    expect(toSwedishPath(pathname)).toBe(expected);
  });
});
