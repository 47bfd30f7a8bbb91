/** @jest-environment node */
import { dialectOf, headersFor, parseHeaders, parseRedirects } from './rule-files.mjs';

describe('parseRedirects', () => {
  it('reads both dialects, skipping comments and blank lines', () => {
    const rules = parseRedirects('# moved\n/a  /b  301\n\n/c /d 301!  # forced\n/en/*  /en/404.html  404\n/x /y\n');
    expect(rules.map(({ from, to, status, force }) => [from, to, status, force])).toEqual([
      ['/a', '/b', 301, false],
      ['/c', '/d', 301, true],
      ['/en/*', '/en/404.html', 404, false],
      ['/x', '/y', 302, false],
    ]);
    expect(rules[2].match.test('/en/a/b')).toBe(true);
    expect(rules[2].match.test('/english')).toBe(false);
  });

  it('refuses a rule it cannot apply instead of ignoring it', () => {
    expect(() => parseRedirects('/api/*  /.netlify/functions/:splat  200')).toThrow(/3xx and 404 rules only/);
  });
});

describe('parseHeaders and headersFor', () => {
  const rules = parseHeaders(
    [
      '/*',
      '  X-Frame-Options: DENY',
      '  Content-Security-Policy: default-src a',
      '/en/*',
      '  ! Content-Security-Policy',
      '  Content-Security-Policy: default-src b',
      '/en/x',
      '  Link: </a.css>; rel=preload',
      '  Content-Security-Policy: default-src c',
    ].join('\n'),
  );

  it('applies every matching rule in order: a detached header is replaced, a repeated one joined', () => {
    const headers = headersFor(rules, '/en/x');
    expect(headers.get('x-frame-options')).toEqual(['X-Frame-Options', 'DENY']);
    expect(headers.get('content-security-policy')?.[1]).toBe('default-src b, default-src c');
    expect(headers.get('link')?.[1]).toBe('</a.css>; rel=preload');
  });

  it('Netlify: a header set twice takes the later rule’s value', () => {
    expect(headersFor(rules, '/en/x', 'netlify').get('content-security-policy')?.[1]).toBe('default-src c');
  });

  it('tells the dialect by its 404 rules, which only Netlify’s has', () => {
    expect(dialectOf(parseRedirects('/a  /b  301\n/en/*  /en/404.html  404\n'))).toBe('netlify');
    expect(dialectOf(parseRedirects('/a  /b  301\n'))).toBe('cloudflare');
  });

  it('leaves a path with fewer matching rules alone', () => {
    expect(headersFor(rules, '/en/y').get('content-security-policy')?.[1]).toBe('default-src b');
    expect(headersFor(rules, '/fdaas').get('content-security-policy')?.[1]).toBe('default-src a');
  });
});
