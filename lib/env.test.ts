import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL, parseSiteUrl, parseSupabaseEnv } from './env.mjs';

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
    },
  );
});

describe('parseSupabaseEnv', () => {
  it('points at the local backend of npm start when nothing is set', () => {
    expect(parseSupabaseEnv({})).toEqual({ url: LOCAL_SUPABASE_URL, anonKey: LOCAL_SUPABASE_ANON_KEY, isLocal: true });
  });

  it('takes a real project URL and key together', () => {
    expect(parseSupabaseEnv({ url: 'https://abc.supabase.co/', anonKey: 'public-anon' })).toEqual({
      url: 'https://abc.supabase.co',
      anonKey: 'public-anon',
      isLocal: false,
    });
  });

  it.each([
    [{ url: 'abc.supabase.co', anonKey: 'k' }, /NEXT_PUBLIC_SUPABASE_URL must be an absolute URL/],
    [{ url: 'ftp://abc.supabase.co', anonKey: 'k' }, /must start with https/],
    [{ url: 'https://abc.supabase.co' }, /together/],
    [{ anonKey: 'k' }, /together/],
  ])('rejects %j with a clear message', (raw, message) => {
    expect(() => parseSupabaseEnv(raw)).toThrow(message);
  });
});
