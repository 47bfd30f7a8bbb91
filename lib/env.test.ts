import { parseSiteUrl } from './env.mjs';

describe('parseSiteUrl', () => {
  it.each([undefined, '', '   '])('falls back to the default origin for %j', (raw) => {
    expect(parseSiteUrl(raw)).toBe('https://www.fyrtorn.example');
  });

  it.each([
    ['https://example.org/', 'https://example.org'],
    ['https://example.org', 'https://example.org'],
    ['  http://localhost:3000  ', 'http://localhost:3000'],
  ])('reduces %j to the origin %j', (raw, expected) => {
    expect(parseSiteUrl(raw)).toBe(expected);
  });

  it.each(['not a url', 'ftp://x.org', 'https://x.org/path', 'https://x.org/?q=1', 'https://x.org/#top'])(
    'rejects %j with an error naming NEXT_PUBLIC_SITE_URL',
    (raw) => {
      expect(() => parseSiteUrl(raw)).toThrow(Error);
      expect(() => parseSiteUrl(raw)).toThrow(/NEXT_PUBLIC_SITE_URL/);
      expect(() => parseSiteUrl(raw)).toThrow(raw.trim());
    }
  );
});
