/** @jest-environment node */
import { NextRequest } from 'next/server';
import middleware from './middleware';

const origin = 'https://www.fyrtorn.example';
const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function request(path: string, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest(new URL(path, origin), { headers: { 'user-agent': firefox, ...headers } });
}

function locationPath(response: Response): string | null {
  const location = response.headers.get('location');
  return location === null ? null : new URL(location, origin).pathname + new URL(location, origin).search;
}

/** Not a redirect at all: next-intl passes the request on (next or rewrite). */
function expectNoRedirect(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('location')).toBeNull();
}

describe('middleware: /priser', () => {
  it('redirects permanently (308) to /vara-abonnemang', () => {
    const response = middleware(request('/priser'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(`${origin}/vara-abonnemang`);
  });

  it('keeps the query string and accepts a trailing slash', () => {
    const response = middleware(request('/priser/?utm_source=x'));
    expect(response.status).toBe(308);
    expect(locationPath(response)).toBe('/vara-abonnemang?utm_source=x');
  });
});

describe('middleware: canonical page URLs (the route table)', () => {
  it.each([
    ['/fdaas.html', '/fdaas'],
    ['/en/kontakt.html?x=1', '/en/kontakt?x=1'],
    ['/index.html', '/'],
    ['/en/index.html', '/en'],
    ['/priser.html', '/vara-abonnemang'],
  ])('sends %s permanently (308) to %s in one hop', (from, to) => {
    const response = middleware(request(from));
    expect(response.status).toBe(308);
    expect(locationPath(response)).toBe(to);
  });
});

describe('middleware: English URLs without a page', () => {
  it.each(['/en/finns-inte', '/en/ai-konferens', '/en/lp/example-campaign', '/en/fdaas/extra'])(
    'answers %s with the English 404 page and status 404',
    (path) => {
      const response = middleware(request(path));
      expect(response.status).toBe(404);
      expect(response.headers.get('x-middleware-rewrite')).toBe(`${origin}/en/404`);
    },
  );

  it.each(['/en', '/en/fdaas', '/en/kontakt', '/en/404'])('passes the English page %s on', (path) => {
    const response = middleware(request(path));
    expect(response.status).not.toBe(404);
    expect(response.headers.get('x-middleware-rewrite') ?? '').not.toContain('/404');
  });

  it('leaves a Swedish miss to the app (its 404 is Swedish)', () => {
    expect(middleware(request('/finns-inte')).status).not.toBe(404);
  });
});

describe('middleware: language detection', () => {
  it('sends an English browser without a stored choice from / to /en (307)', () => {
    const response = middleware(request('/', { 'accept-language': 'en-US,en;q=0.9' }));
    expect(response.status).toBe(307);
    expect(locationPath(response)).toBe('/en');
    expect(response.headers.get('vary')).toBe('Accept-Language, Cookie');
  });

  it('keeps the query string on the language redirect', () => {
    const response = middleware(request('/?ref=ad', { 'accept-language': 'en-US' }));
    expect(response.status).toBe(307);
    expect(locationPath(response)).toBe('/en?ref=ad');
  });

  it('keeps an English browser with the NEXT_LOCALE=sv cookie on /', () => {
    const response = middleware(request('/', { 'accept-language': 'en-US,en;q=0.9', cookie: 'NEXT_LOCALE=sv' }));
    expectNoRedirect(response);
    expect(response.headers.get('vary')).toBe('Accept-Language, Cookie');
  });

  it('sends the NEXT_LOCALE=en cookie from /fdaas to /en/fdaas', () => {
    const response = middleware(request('/fdaas', { 'accept-language': 'sv-SE', cookie: 'NEXT_LOCALE=en' }));
    expect(response.status).toBe(307);
    expect(locationPath(response)).toBe('/en/fdaas');
  });

  it('does not send an English browser away from /fdaas without a stored choice', () => {
    expectNoRedirect(middleware(request('/fdaas', { 'accept-language': 'en-US' })));
  });

  it('keeps a Swedish browser on /', () => {
    expectNoRedirect(middleware(request('/', { 'accept-language': 'sv-SE' })));
  });

  it('decides by quality, not header order', () => {
    expectNoRedirect(middleware(request('/', { 'accept-language': 'en;q=0.5, sv-SE' })));
  });

  it('keeps a visitor without Accept-Language on /', () => {
    expectNoRedirect(middleware(request('/')));
  });

  it('never redirects Googlebot, whatever its Accept-Language or cookie', () => {
    expectNoRedirect(middleware(request('/', { 'accept-language': 'en-US', 'user-agent': googlebot })));
    expectNoRedirect(middleware(request('/fdaas', { cookie: 'NEXT_LOCALE=en', 'user-agent': googlebot })));
  });

  it('never redirects an English page, even for a Swedish browser or stored sv', () => {
    expectNoRedirect(middleware(request('/en', { 'accept-language': 'sv-SE' })));
    expectNoRedirect(middleware(request('/en/fdaas', { 'accept-language': 'sv-SE', cookie: 'NEXT_LOCALE=sv' })));
  });

  it('does not redirect a Swedish-only page with the NEXT_LOCALE=en cookie', () => {
    expectNoRedirect(middleware(request('/prislista', { cookie: 'NEXT_LOCALE=en' })));
  });
});
