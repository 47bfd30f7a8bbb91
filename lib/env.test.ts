import {
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_URL,
  buildHost,
  hostBuildProblem,
  parseSiteUrl,
  parseSupabaseEnv,
} from './env.mjs';

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

describe('buildHost', () => {
  it.each([
    [{ CF_PAGES: '1' }, 'cloudflare'],
    [{ NETLIFY: 'true' }, 'netlify'],
    [{ VERCEL: '1' }, 'vercel'],
    [{ DEPLOY: '1' }, 'other'],
    [{}, null],
    [{ DEPLOY: '0', NETLIFY: 'false', CF_PAGES: '' }, null],
  ])('reads %j as %j', (env, host) => {
    expect(buildHost(env)).toBe(host);
  });
});

describe('hostBuildProblem', () => {
  const production = {
    NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co',
    NEXT_PUBLIC_SUPABASE_ANON_KEY: 'public-anon',
    NEXT_PUBLIC_SITE_URL: 'https://www.fyrtorn.se',
  };

  it('lets a local build keep the defaults', () => {
    expect(hostBuildProblem({})).toBeNull();
  });

  it('lets a host build with the production settings through', () => {
    expect(hostBuildProblem({ NETLIFY: 'true', ...production })).toBeNull();
  });

  it('names every missing variable, and the marker that made it a host build, in one line', () => {
    const message = hostBuildProblem({ CF_PAGES: '1' });
    expect(message).toBe(
      'a host build (CF_PAGES is set) needs the production settings: NEXT_PUBLIC_SUPABASE_URL (missing), ' +
        'NEXT_PUBLIC_SUPABASE_ANON_KEY (missing), NEXT_PUBLIC_SITE_URL (missing). ' +
        "Set them in the host's build environment.",
    );
    expect(message).not.toContain('\n');
  });

  it('names the local-only values: the local backend and a loopback site', () => {
    const message = hostBuildProblem({
      DEPLOY: '1',
      NEXT_PUBLIC_SUPABASE_URL: LOCAL_SUPABASE_URL,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: LOCAL_SUPABASE_ANON_KEY,
      NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3000',
    });
    expect(message).toContain('(DEPLOY is set)');
    expect(message).toContain('NEXT_PUBLIC_SUPABASE_URL (local-only: http://localhost:3001)');
    expect(message).toContain("NEXT_PUBLIC_SUPABASE_ANON_KEY (local-only: the local backend's key)");
    expect(message).toContain('NEXT_PUBLIC_SITE_URL (local-only: http://127.0.0.1:3000)');
  });

  it('names only what is wrong', () => {
    const message = hostBuildProblem({ VERCEL: '1', ...production, NEXT_PUBLIC_SITE_URL: '' });
    expect(message).toContain('NEXT_PUBLIC_SITE_URL (missing)');
    expect(message).not.toContain('SUPABASE');
  });
});
