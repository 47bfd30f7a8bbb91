// The CMS's sign-in function under Deno, against a stand-in for GitHub on this machine: the authorize
// redirect, the code exchange with the app's secret, the editor allowlist, and every refusal (an unknown
// site, a forged, stale or foreign state, a bad code), none of which ever hands out a token.
// Run: npx deno test --allow-net=127.0.0.1 --config supabase/functions/cms-oauth/deno.json supabase/functions/cms-oauth/
import { createHandler, signState } from './handler.ts';

const site = 'https://www.fyrtorn.example';
const self = 'https://project.supabase.co/functions/v1/cms-oauth';

function assertEqual(actual: unknown, expected: unknown, what: string) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/** GitHub as the function meets it: the token endpoint and the user endpoint, recording each request. */
function standInGitHub() {
  const seen: { path: string; body?: Record<string, string>; authorization?: string | null }[] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/login/oauth/access_token' && request.method === 'POST') {
      const body = await request.json();
      seen.push({ path: pathname, body });
      const sound =
        body.client_id === 'app-id' && body.client_secret === 'app-secret' && body.redirect_uri === `${self}/callback`;
      return Response.json(
        sound && body.code === 'good-code'
          ? { access_token: 'gho_token', token_type: 'bearer', scope: 'repo' }
          : { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' },
      );
    }
    if (pathname === '/user') {
      seen.push({ path: pathname, authorization: request.headers.get('authorization') });
      return request.headers.get('authorization') === 'Bearer gho_token'
        ? Response.json({ login: 'anna-fyrtorn' })
        : new Response('{"message":"Bad credentials"}', { status: 401 });
    }
    return new Response('not found', { status: 404 });
  });
  const origin = `http://127.0.0.1:${server.addr.port}`;
  return { origin, seen, close: () => server.shutdown() };
}

async function withFunction(
  test: (fn: ReturnType<typeof createHandler>, github: ReturnType<typeof standInGitHub>) => Promise<void>,
  editors = ['anna-fyrtorn'],
) {
  const github = standInGitHub();
  const fn = createHandler({
    clientId: 'app-id',
    clientSecret: 'app-secret',
    stateSecret: 'state-secret',
    siteOrigins: [site],
    editors,
    selfUrl: self,
    githubUrl: github.origin,
    githubApiUrl: github.origin,
  });
  try {
    await test(fn, github);
  } finally {
    await github.close();
  }
}

/** The start of a sign-in from the site: GitHub's address to go to, and the browser's cookie. */
async function start(fn: ReturnType<typeof createHandler>, origin = site) {
  const response = await fn(new Request(`${self}/auth?origin=${encodeURIComponent(origin)}&scope=repo`));
  const location = response.headers.get('location');
  const setCookie = response.headers.get('set-cookie') ?? '';
  return {
    response,
    authorize: location ? new URL(location) : null,
    setCookie,
    cookie: setCookie.split(';')[0],
  };
}

const callback = (fn: ReturnType<typeof createHandler>, query: Record<string, string>, cookie?: string) =>
  fn(new Request(`${self}/callback?${new URLSearchParams(query)}`, { headers: cookie ? { cookie } : {} }));
const landing = (response: Response) => response.headers.get('location') ?? '';

Deno.test(
  'a sign-in from the site goes to GitHub with the app, the callback, the scope and a signed state',
  async () => {
    await withFunction(async (fn, github) => {
      const { response, authorize, setCookie } = await start(fn);
      assertEqual(response.status, 302, 'status');
      assertEqual(`${authorize!.origin}${authorize!.pathname}`, `${github.origin}/login/oauth/authorize`, 'where');
      assertEqual(authorize!.searchParams.get('client_id'), 'app-id', 'client_id');
      assertEqual(authorize!.searchParams.get('redirect_uri'), `${self}/callback`, 'redirect_uri');
      assertEqual(authorize!.searchParams.get('scope'), 'repo', 'scope');
      assertEqual(/^[\w-]+\.[\w-]+$/.test(authorize!.searchParams.get('state') ?? ''), true, 'a signed state');
      assertEqual(
        /^cms_oauth_nonce=[\w-]+; Max-Age=600; Path=\/functions\/v1\/cms-oauth; HttpOnly; Secure; SameSite=Lax$/.test(
          setCookie,
        ),
        true,
        `the nonce's cookie: ${setCookie}`,
      );
    });
  },
);

Deno.test('a site not on the allowlist, or a scope the CMS does not ask for, is refused before GitHub', async () => {
  await withFunction(async (fn) => {
    const foreign = await start(fn, 'https://attacker.example');
    assertEqual([foreign.response.status, foreign.setCookie], [403, ''], 'unknown site');
    assertEqual(
      await foreign.response.text(),
      'Sign-in refused: https://attacker.example is not a site of this CMS.\n',
      'said',
    );
    const scope = await fn(new Request(`${self}/auth?origin=${encodeURIComponent(site)}&scope=admin:org`));
    assertEqual(scope.status, 400, 'scope');
  });
});

Deno.test('the code is exchanged with the app’s secret, and the editor lands on the site with the token', async () => {
  await withFunction(async (fn, github) => {
    const { authorize, cookie } = await start(fn);
    const response = await callback(fn, { code: 'good-code', state: authorize!.searchParams.get('state')! }, cookie);
    assertEqual(response.status, 302, 'status');
    assertEqual(landing(response), `${site}/admin/oauth/callback.html#token=gho_token&provider=github`, 'landing');
    assertEqual(
      response.headers.get('set-cookie'),
      'cms_oauth_nonce=; Max-Age=0; Path=/functions/v1/cms-oauth; HttpOnly; Secure; SameSite=Lax',
      'nonce spent',
    );
    assertEqual(
      github.seen.map((r) => r.path),
      ['/login/oauth/access_token', '/user'],
      'GitHub asked',
    );
    assertEqual(github.seen[0].body?.client_secret, 'app-secret', 'the secret went to GitHub only');
    assertEqual(github.seen[1].authorization, 'Bearer gho_token', 'the user asked with the token');
  });
});

Deno.test(
  'a state without its cookie, with another browser’s cookie, forged, stale or for another site is refused, and GitHub is not asked',
  async () => {
    await withFunction(async (fn, github) => {
      const { authorize, cookie } = await start(fn);
      const state = authorize!.searchParams.get('state')!;
      const nonce = cookie.split('=')[1];
      const refused = [
        await callback(fn, { code: 'good-code', state }),
        await callback(fn, { code: 'good-code', state }, 'cms_oauth_nonce=another-browser'),
        await callback(
          fn,
          {
            code: 'good-code',
            state: await signState('guessed-secret', { site, nonce, expires: Date.now() + 60_000 }),
          },
          cookie,
        ),
        await callback(
          fn,
          { code: 'good-code', state: await signState('state-secret', { site, nonce, expires: Date.now() - 1 }) },
          cookie,
        ),
        await callback(
          fn,
          {
            code: 'good-code',
            state: await signState('state-secret', {
              site: 'https://attacker.example',
              nonce,
              expires: Date.now() + 60_000,
            }),
          },
          cookie,
        ),
        await callback(fn, { code: 'good-code', state: `${state}x` }, cookie),
      ];
      assertEqual(
        refused.map((r) => r.status),
        [403, 403, 403, 403, 403, 403],
        'statuses',
      );
      assertEqual(refused.map(landing), ['', '', '', '', '', ''], 'no redirect anywhere');
      assertEqual(github.seen, [], 'GitHub not asked');
    });
  },
);

Deno.test(
  'a bad code, a refusal at GitHub, or an account not on the editors’ list lands with the reason and no token',
  async () => {
    await withFunction(async (fn) => {
      let { authorize, cookie } = await start(fn);
      const bad = await callback(fn, { code: 'stale-code', state: authorize!.searchParams.get('state')! }, cookie);
      assertEqual(
        landing(bad),
        `${site}/admin/oauth/callback.html#${new URLSearchParams({ error: 'The code passed is incorrect or expired.' })}`,
        'bad code',
      );
      ({ authorize, cookie } = await start(fn));
      const denied = await callback(
        fn,
        {
          error: 'access_denied',
          error_description: 'The user has denied your application access.',
          state: authorize!.searchParams.get('state')!,
        },
        cookie,
      );
      assertEqual(landing(denied).includes('#error=The+user+has+denied'), true, landing(denied));
    });
    await withFunction(
      async (fn) => {
        const { authorize, cookie } = await start(fn);
        const stranger = await callback(
          fn,
          { code: 'good-code', state: authorize!.searchParams.get('state')! },
          cookie,
        );
        assertEqual(
          landing(stranger),
          `${site}/admin/oauth/callback.html#error=anna-fyrtorn+is+not+an+editor+of+this+site`,
          'not an editor',
        );
        assertEqual(landing(stranger).includes('gho_'), false, 'no token');
      },
      ['someone-else'],
    );
  },
);

Deno.test('only GET on /auth and /callback', async () => {
  await withFunction(async (fn) => {
    assertEqual((await fn(new Request(`${self}/auth`, { method: 'POST' }))).status, 405, 'POST');
    assertEqual((await fn(new Request(`${self}/token`))).status, 404, 'another path');
  });
});
