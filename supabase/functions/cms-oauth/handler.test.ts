// The CMS's sign-in function under Deno, against a stand-in for GitHub on this machine: the authorize
// redirect, the code exchange with the App's secret, the editors' list by user id, each state taken once,
// and every refusal (an unknown site, a forged, stale, foreign or spent state, a bad code, an answer from
// GitHub that is not JSON), none of which hands out a token or writes back what it was sent.
// Run: npm run test:cms-oauth
import { createHandler, reasons, refusals, signState } from './handler.ts';
import { parseEditors } from './settings.ts';

const site = 'https://www.fyrtorn.example';
const self = 'https://project.supabase.co/functions/v1/cms-oauth';
const ANNA = { login: 'Anna-Fyrtorn', id: 4711 };
const spentCookie = 'cms_oauth_nonce=; Max-Age=0; Path=/functions/v1/cms-oauth; HttpOnly; Secure; SameSite=Lax';

function assertEqual(actual: unknown, expected: unknown, what: string) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

type Seen = { path: string; body?: Record<string, string>; authorization?: string | null };
type StandIn = {
  /** The token endpoint's answer to a sound request (the App's id, secret and callback), by code. */
  token?: (code: string) => Response;
  /** The user endpoint's answer to the token the token endpoint gave. */
  user?: () => Response;
};

/** GitHub as the function meets it: the token endpoint and the user endpoint, recording each request. */
function standInGitHub({
  token = (code) =>
    Response.json(
      code === 'good-code'
        ? {
            access_token: 'ghu_token',
            expires_in: 28800,
            refresh_token: 'ghr_refresh',
            refresh_token_expires_in: 15897600,
            token_type: 'bearer',
            scope: '',
          }
        : { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' },
    ),
  user = () => Response.json(ANNA),
}: StandIn = {}) {
  const seen: Seen[] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/login/oauth/access_token' && request.method === 'POST') {
      const body = await request.json();
      seen.push({ path: pathname, body });
      const sound =
        body.client_id === 'app-id' && body.client_secret === 'app-secret' && body.redirect_uri === `${self}/callback`;
      return sound ? token(body.code) : Response.json({ error: 'incorrect_client_credentials' });
    }
    if (pathname === '/user') {
      const authorization = request.headers.get('authorization');
      seen.push({ path: pathname, authorization });
      return authorization === 'Bearer ghu_token'
        ? user()
        : Response.json({ message: 'Bad credentials' }, { status: 401 });
    }
    return new Response('not found', { status: 404 });
  });
  const origin = `http://127.0.0.1:${server.addr.port}`;
  return { origin, seen, close: () => server.shutdown() };
}

type Fn = ReturnType<typeof createHandler>;
type GitHub = ReturnType<typeof standInGitHub>;

async function withFunction(
  test: (fn: Fn, github: GitHub) => Promise<void>,
  { editors = 'anna-fyrtorn:4711', github: answers = {} as StandIn, githubUrl = '' } = {},
) {
  const github = standInGitHub(answers);
  const fn = createHandler({
    clientId: 'app-id',
    clientSecret: 'app-secret',
    stateSecret: 'state-secret',
    siteOrigins: [site],
    editorIds: parseEditors(editors),
    selfUrl: self,
    githubUrl: githubUrl || github.origin,
    githubApiUrl: githubUrl || github.origin,
  });
  try {
    await test(fn, github);
  } finally {
    await github.close();
  }
}

/** The start of a sign-in from the site: GitHub's address to go to, its state, and the browser's cookie. */
async function start(fn: Fn, origin = site) {
  const response = await fn(new Request(`${self}/auth?origin=${encodeURIComponent(origin)}`));
  const location = response.headers.get('location');
  const setCookie = response.headers.get('set-cookie') ?? '';
  const authorize = location ? new URL(location) : null;
  return {
    response,
    authorize,
    state: authorize?.searchParams.get('state') ?? '',
    setCookie,
    cookie: setCookie.split(';')[0],
  };
}

const callback = (fn: Fn, query: Record<string, string>, cookie?: string) =>
  fn(new Request(`${self}/callback?${new URLSearchParams(query)}`, { headers: cookie ? { cookie } : {} }));
const landing = (response: Response) => response.headers.get('location') ?? '';
const landed = (result: Record<string, string>) => `${site}/admin/oauth/callback.html#${new URLSearchParams(result)}`;

/** A whole sign-in from the site, from /auth to the answer of /callback with GitHub's code. */
async function signIn(fn: Fn, code = 'good-code') {
  const { state, cookie } = await start(fn);
  return callback(fn, { code, state }, cookie);
}

Deno.test(
  'a sign-in from the site goes to GitHub with the App, the callback and a signed state, and no scope',
  async () => {
    await withFunction(async (fn, github) => {
      const { response, authorize, state, setCookie } = await start(fn);
      assertEqual(response.status, 302, 'status');
      assertEqual(`${authorize!.origin}${authorize!.pathname}`, `${github.origin}/login/oauth/authorize`, 'where');
      assertEqual([...authorize!.searchParams.keys()], ['client_id', 'redirect_uri', 'state'], 'the parameters');
      assertEqual(authorize!.searchParams.get('client_id'), 'app-id', 'client_id');
      assertEqual(authorize!.searchParams.get('redirect_uri'), `${self}/callback`, 'redirect_uri');
      assertEqual(/^[\w-]+\.[\w-]+$/.test(state), true, 'a signed state');
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

Deno.test('a site not on the allowlist is refused before GitHub, in the function’s own words', async () => {
  await withFunction(async (fn) => {
    const foreign = await start(fn, 'https://attacker.example');
    assertEqual([foreign.response.status, foreign.setCookie], [403, ''], 'unknown site');
    assertEqual(await foreign.response.text(), `${refusals.site}\n`, 'said');
  });
});

Deno.test(
  'the code is exchanged with the App’s secret, and an editor lands on the site with the token only',
  async () => {
    await withFunction(async (fn, github) => {
      const response = await signIn(fn);
      assertEqual(response.status, 302, 'status');
      // GitHub's refresh token and expiry stay in the function: Decap takes the token alone.
      assertEqual(landing(response), landed({ token: 'ghu_token', provider: 'github' }), 'landing');
      assertEqual(response.headers.get('set-cookie'), spentCookie, 'nonce spent');
      assertEqual(
        github.seen.map((r) => r.path),
        ['/login/oauth/access_token', '/user'],
        'GitHub asked',
      );
      assertEqual(github.seen[0].body?.client_secret, 'app-secret', 'the secret went to GitHub only');
      assertEqual(github.seen[1].authorization, 'Bearer ghu_token', 'the user asked with the token');
    });
  },
);

Deno.test(
  'a state without its cookie, with another browser’s cookie, forged, stale or for another site is refused, and GitHub is not asked',
  async () => {
    await withFunction(async (fn, github) => {
      const { state, cookie } = await start(fn);
      const nonce = cookie.split('=')[1];
      const signed = (secret: string, claims: Partial<{ site: string; expires: number }>) =>
        signState(secret, { site, nonce, expires: Date.now() + 60_000, ...claims });
      const refused = [
        await callback(fn, { code: 'good-code', state }),
        await callback(fn, { code: 'good-code', state }, 'cms_oauth_nonce=another-browser'),
        await callback(fn, { code: 'good-code', state: await signed('guessed-secret', {}) }, cookie),
        await callback(
          fn,
          { code: 'good-code', state: await signed('state-secret', { expires: Date.now() - 1 }) },
          cookie,
        ),
        await callback(
          fn,
          { code: 'good-code', state: await signed('state-secret', { site: 'https://attacker.example' }) },
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
  'a state is taken once: the same callback again, cookie and all, is refused and clears the cookie',
  async () => {
    await withFunction(async (fn, github) => {
      const { state, cookie } = await start(fn);
      const first = await callback(fn, { code: 'good-code', state }, cookie);
      assertEqual(landing(first), landed({ token: 'ghu_token', provider: 'github' }), 'the first');
      const again = await callback(fn, { code: 'good-code', state }, cookie);
      assertEqual([again.status, landing(again), await again.text()], [403, '', `${refusals.spent}\n`], 'the second');
      assertEqual(again.headers.get('set-cookie'), spentCookie, 'the cookie cleared');
      assertEqual(github.seen.filter((r) => r.path === '/login/oauth/access_token').length, 1, 'one exchange');
      // A state spent on a refusal is spent too.
      const declined = await start(fn);
      await callback(fn, { error: 'access_denied', state: declined.state }, declined.cookie);
      const retried = await callback(fn, { code: 'good-code', state: declined.state }, declined.cookie);
      assertEqual([retried.status, landing(retried)], [403, ''], 'after a refusal');
    });
  },
);

Deno.test(
  'editors are matched by GitHub’s user id: a login’s case does not matter, a login alone does not let in',
  async () => {
    // GitHub answers the user as 'Anna-Fyrtorn', id 4711.
    await withFunction(
      async (fn) => assertEqual(landing(await signIn(fn)), landed({ token: 'ghu_token', provider: 'github' }), 'by id'),
      { editors: '4711' },
    );
    // The listed login, now an account of someone else (renamed, then registered again).
    await withFunction(
      async (fn) => {
        const stranger = await signIn(fn);
        assertEqual(landing(stranger), landed({ error: reasons.notEditor }), 'another id');
        assertEqual(stranger.headers.get('set-cookie'), spentCookie, 'nonce spent');
      },
      { editors: 'anna-fyrtorn:1234, 99', github: { user: () => Response.json({ login: 'anna-fyrtorn', id: 5150 }) } },
    );
  },
);

Deno.test('a refusal at GitHub or a bad code lands with the function’s reason and no token', async () => {
  await withFunction(async (fn) => {
    assertEqual(landing(await signIn(fn, 'stale-code')), landed({ error: reasons.declined }), 'bad code');
    const { state, cookie } = await start(fn);
    const denied = await callback(
      fn,
      { error: 'access_denied', error_description: 'The user has denied your application access.', state },
      cookie,
    );
    assertEqual(landing(denied), landed({ error: reasons.declined }), 'denied');
  });
});

Deno.test('an answer from GitHub that is not JSON is a clean refusal that clears the cookie', async () => {
  const html = (status: number) => () =>
    new Response('<!DOCTYPE html><html><body>Unicorn!</body></html>', {
      status,
      headers: { 'content-type': 'text/html' },
    });
  const cases: [string, { github?: StandIn; githubUrl?: string }][] = [
    ['the token endpoint’s HTML page', { github: { token: html(200) } }],
    ['the token endpoint’s 502', { github: { token: html(502) } }],
    ['the token endpoint’s JSON list', { github: { token: () => Response.json(['ghu_token']) } }],
    ['the user endpoint’s HTML page', { github: { user: html(200) } }],
    ['the user endpoint’s 500', { github: { user: () => Response.json({ id: 4711 }, { status: 500 }) } }],
    ['the user without an id', { github: { user: () => Response.json({ login: 'anna-fyrtorn' }) } }],
    ['GitHub out of reach', { githubUrl: 'http://127.0.0.1:9' }],
  ];
  for (const [what, options] of cases) {
    await withFunction(async (fn) => {
      const response = await signIn(fn);
      assertEqual(
        [response.status, landing(response), response.headers.get('set-cookie')],
        [302, landed({ error: reasons.unavailable }), spentCookie],
        what,
      );
    }, options);
  }
});

const MARKER = 'zq7echo';

/** Every kind of answer the function gives, to requests (and GitHub answers) that carry MARKER everywhere. */
async function everyKindOfAnswer() {
  const answers: [string, Response][] = [];
  const github: StandIn = {
    token: (code) =>
      code === 'good-code'
        ? Response.json({ access_token: 'ghu_token' })
        : Response.json({ error: `bad_${MARKER}`, error_description: `The code ${MARKER} is wrong.` }),
    user: () => Response.json({ login: `${MARKER}-login`, id: 4711 }),
  };
  await withFunction(
    async (fn) => {
      const ask = async (what: string, request: Promise<Response> | Response) => answers.push([what, await request]);
      await ask('/auth, a site of the CMS', fn(new Request(`${self}/auth?origin=${site}&scope=${MARKER}`)));
      await ask('/auth, another site', fn(new Request(`${self}/auth?origin=https://${MARKER}.example`)));
      await ask(
        '/callback, a forged state',
        callback(fn, { code: MARKER, state: `${MARKER}.${MARKER}` }, `cms_oauth_nonce=${MARKER}`),
      );
      let { state, cookie } = await start(fn);
      await ask(
        '/callback, refused at GitHub',
        callback(fn, { error: MARKER, error_description: MARKER, state }, cookie),
      );
      await ask('/callback, the same state again', callback(fn, { code: MARKER, state }, cookie));
      ({ state, cookie } = await start(fn));
      await ask('/callback, a bad code', callback(fn, { code: MARKER, state }, cookie));
      await ask('/callback, an editor', signIn(fn));
      await ask('another path', fn(new Request(`${self}/${MARKER}?${MARKER}=1`)));
      await ask('POST', fn(new Request(`${self}/auth?origin=${MARKER}`, { method: 'POST', body: MARKER })));
      await ask(
        'a preflight',
        fn(
          new Request(`${self}/callback`, {
            method: 'OPTIONS',
            headers: { origin: `https://${MARKER}.example`, 'access-control-request-method': 'GET' },
          }),
        ),
      );
    },
    { github },
  );
  return answers;
}

Deno.test('no answer writes back what the request or GitHub sent', async () => {
  for (const [what, response] of await everyKindOfAnswer()) {
    const said = [await response.text(), ...[...response.headers].map(([name, value]) => `${name}: ${value}`)].join(
      '\n',
    );
    assertEqual(decodeURIComponent(said.replace(/\+/g, ' ')).includes(MARKER), false, `${what}: ${said}`);
  }
});

Deno.test('every answer, a refusal and a preflight too, says nosniff and no-store', async () => {
  const answers = await everyKindOfAnswer();
  assertEqual(answers.length, 10, 'answers');
  for (const [what, response] of answers) {
    await response.body?.cancel();
    assertEqual(
      [response.headers.get('x-content-type-options'), response.headers.get('cache-control')],
      ['nosniff', 'no-store'],
      what,
    );
  }
});
