// The CMS's sign-in through a GitHub App (docs/hosting.md, "Editing in the browser"): Decap's GitHub backend
// needs a code exchanged for a user token with the App's secret, which no browser may hold. Two routes:
//   GET …/cms-oauth/auth?origin=<site>  → GitHub's authorize page, with a signed state and a cookie holding
//       its nonce, for a site origin on the allowlist only;
//   GET …/cms-oauth/callback?code&state → the state's signature, age, site and cookie checked and the state
//       spent, the code exchanged, the account's id checked against the editors' list, then back to the
//       site's /admin/oauth/callback.html with the token (or a reason) in the fragment, which no server sees.
// Supabase serves HTML from its own domain as text/plain, so the page that hands the token to Decap is the
// site's (scripts/cms/client/oauth.mjs); this function answers with redirects and plain text only, in its
// own words: nothing of the request or of GitHub's answers is ever written back.

export type Settings = {
  /** The GitHub App's client ID and secret. */
  clientId: string;
  clientSecret: string;
  /** The key of the state's HMAC: a secret of its own. */
  stateSecret: string;
  /** The sites whose /admin/ may sign in (origins). */
  siteOrigins: string[];
  /** GitHub's numeric user ids of the editors (settings.ts); nobody else gets a token. */
  editorIds: ReadonlySet<number>;
  /** This function's own address, …/functions/v1/cms-oauth: GitHub comes back to its /callback. */
  selfUrl: string;
  githubUrl?: string;
  githubApiUrl?: string;
  now?: () => number;
};

const STATE_LIFETIME_MS = 10 * 60_000;
/** How many spent states one instance remembers at most; past it the oldest go first (docs/hosting.md). */
const SPENT_STATES_KEPT = 10_000;
const COOKIE = 'cms_oauth_nonce';
const encoder = new TextEncoder();

/** The function's plain-text refusals. */
export const refusals = {
  site: 'Sign-in refused: this site may not sign in here.',
  state: 'Sign-in refused: the request did not come from a sign-in this browser started. Start again from /admin/.',
  spent: 'Sign-in refused: this sign-in has been used already. Start again from /admin/.',
  method: 'Sign-in refused: GET only.',
  path: 'Not found: /auth starts a sign-in, /callback ends it.',
  failed: 'Sign-in failed. Start again from /admin/.',
} as const;

/** The reasons the site's sign-in page shows when a sign-in from it ends without a token. */
export const reasons = {
  declined: 'GitHub did not grant the sign-in. Start again from /admin/.',
  unavailable: 'GitHub gave no usable answer. Try again in a few minutes.',
  notEditor: 'This GitHub account is not an editor of this site.',
} as const;

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

async function sign(secret: string, data: string) {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(data))));
}

/** A constant-time comparison of two signatures. */
function same(a: string, b: string) {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

type State = { site: string; nonce: string; expires: number };

export async function signState(secret: string, state: State) {
  const body = base64url(encoder.encode(JSON.stringify(state)));
  return `${body}.${await sign(secret, body)}`;
}

async function readState(secret: string, text: string): Promise<State | null> {
  const [body, signature, extra] = text.split('.');
  if (!body || !signature || extra !== undefined || !same(signature, await sign(secret, body))) return null;
  try {
    return JSON.parse(new TextDecoder().decode(fromBase64url(body)));
  } catch {
    return null;
  }
}

/** GitHub's answer as a JSON object, or null for anything else (an error status, an HTML page, no answer). */
async function jsonFrom(request: Promise<Response>): Promise<Record<string, unknown> | null> {
  try {
    const response = await request;
    const body = await response.text();
    if (!response.ok) return null;
    const value = JSON.parse(body);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(`${body}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });
const redirect = (location: string, headers: Record<string, string> = {}) =>
  new Response(null, { status: 302, headers: { location, ...headers } });

export function createHandler(settings: Settings) {
  const githubUrl = settings.githubUrl ?? 'https://github.com';
  const githubApiUrl = settings.githubApiUrl ?? 'https://api.github.com';
  const now = settings.now ?? Date.now;
  const callbackUrl = `${settings.selfUrl}/callback`;
  const cookiePath = new URL(settings.selfUrl).pathname;
  const cookie = (value: string, maxAge: number) =>
    `${COOKIE}=${value}; Max-Age=${maxAge}; Path=${cookiePath}; HttpOnly; Secure; SameSite=Lax`;
  const spendCookie = { 'set-cookie': cookie('', 0) };
  /** The nonces of the states this instance has taken, with their expiry: each state is taken once. */
  const spent = new Map<string, number>();

  /** Takes a state; false if this instance has taken it before. */
  function spend(state: State) {
    for (const [nonce, expires] of spent) if (expires < now()) spent.delete(nonce);
    if (spent.has(state.nonce)) return false;
    if (spent.size >= SPENT_STATES_KEPT) spent.delete(spent.keys().next().value!);
    spent.set(state.nonce, state.expires);
    return true;
  }

  /** Back to the site's sign-in page, the result in the fragment; the nonce is spent either way. */
  const back = (site: string, result: Record<string, string>) =>
    redirect(`${site}/admin/oauth/callback.html#${new URLSearchParams(result)}`, spendCookie);

  async function start(url: URL) {
    const site = url.searchParams.get('origin') ?? '';
    if (!settings.siteOrigins.includes(site)) return text(403, refusals.site);
    const nonce = base64url(crypto.getRandomValues(new Uint8Array(18)));
    const state = await signState(settings.stateSecret, { site, nonce, expires: now() + STATE_LIFETIME_MS });
    const authorize = new URL('/login/oauth/authorize', githubUrl);
    // A GitHub App takes no scope: the token gets the App's permissions, on the repositories it is installed on.
    authorize.search = new URLSearchParams({
      client_id: settings.clientId,
      redirect_uri: callbackUrl,
      state,
    }).toString();
    return redirect(authorize.href, { 'set-cookie': cookie(nonce, STATE_LIFETIME_MS / 1000) });
  }

  async function finish(url: URL, request: Request) {
    const state = await readState(settings.stateSecret, url.searchParams.get('state') ?? '');
    const nonce = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]+)`).exec(request.headers.get('cookie') ?? '')?.[1];
    if (
      !state ||
      state.expires < now() ||
      !settings.siteOrigins.includes(state.site) ||
      !nonce ||
      !same(nonce, state.nonce)
    ) {
      return text(403, refusals.state);
    }
    if (!spend(state)) return text(403, refusals.spent, spendCookie);
    const code = url.searchParams.get('code');
    if (!code) return back(state.site, { error: reasons.declined });
    const exchange = await jsonFrom(
      fetch(new URL('/login/oauth/access_token', githubUrl), {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          code,
          redirect_uri: callbackUrl,
        }),
      }),
    );
    if (!exchange) return back(state.site, { error: reasons.unavailable });
    // GitHub's refresh token stays here: Decap does not refresh, and an editor signs in again after 8 hours.
    const token = typeof exchange.access_token === 'string' ? exchange.access_token : '';
    if (!token) return back(state.site, { error: reasons.declined });
    const user = await jsonFrom(
      fetch(new URL('/user', githubApiUrl), {
        headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json' },
      }),
    );
    if (!user || typeof user.id !== 'number') return back(state.site, { error: reasons.unavailable });
    if (!settings.editorIds.has(user.id)) return back(state.site, { error: reasons.notEditor });
    return back(state.site, { token, provider: 'github' });
  }

  async function route(request: Request) {
    if (request.method !== 'GET') return text(405, refusals.method, { allow: 'GET' });
    const url = new URL(request.url);
    if (url.pathname.endsWith('/auth')) return start(url);
    if (url.pathname.endsWith('/callback')) return finish(url, request);
    return text(404, refusals.path);
  }

  return async (request: Request): Promise<Response> => {
    const response = await route(request).catch(() => text(500, refusals.failed, spendCookie));
    // Every answer, a refusal and a preflight too: never cached, never sniffed as another type.
    response.headers.set('cache-control', 'no-store');
    response.headers.set('x-content-type-options', 'nosniff');
    return response;
  };
}
