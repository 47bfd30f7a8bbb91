// The CMS's sign-in through GitHub (docs/hosting.md, "Editing in the browser"): Decap's GitHub backend
// needs an OAuth code exchanged for a token with the app's secret, which no browser may hold. Two routes:
//   GET …/cms-oauth/auth?origin=<site>&scope=repo  → GitHub's authorize page, with a signed state and a
//       cookie holding its nonce, for a site origin on the allowlist only;
//   GET …/cms-oauth/callback?code&state            → the code exchanged (the state's signature, age, site
//       and cookie checked first), the editor checked against the allowlist, then back to the site's
//       /admin/oauth/callback.html with the token (or the reason) in the fragment, which no server sees.
// Supabase serves HTML from its own domain as text/plain, so the page that hands the token to Decap is the
// site's (scripts/cms/client/oauth.mjs); this function answers with redirects and plain text only.

export type Settings = {
  clientId: string;
  clientSecret: string;
  /** The key of the state's HMAC: a secret of its own. */
  stateSecret: string;
  /** The sites whose /admin/ may sign in (origins). */
  siteOrigins: string[];
  /** GitHub logins that may edit; empty: anyone GitHub lets in (Decap then needs push access to the repository). */
  editors: string[];
  /** This function's own address, …/functions/v1/cms-oauth: GitHub comes back to its /callback. */
  selfUrl: string;
  githubUrl?: string;
  githubApiUrl?: string;
  now?: () => number;
};

const STATE_LIFETIME_MS = 10 * 60_000;
const COOKIE = 'cms_oauth_nonce';
const SCOPES = ['repo', 'public_repo'];
const encoder = new TextEncoder();

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

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(`${body}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
const redirect = (location: string, headers: Record<string, string> = {}) =>
  new Response(null, { status: 302, headers: { location, 'cache-control': 'no-store', ...headers } });

export function createHandler(settings: Settings) {
  const githubUrl = settings.githubUrl ?? 'https://github.com';
  const githubApiUrl = settings.githubApiUrl ?? 'https://api.github.com';
  const now = settings.now ?? Date.now;
  const callbackUrl = `${settings.selfUrl}/callback`;
  const cookiePath = new URL(settings.selfUrl).pathname;
  const cookie = (value: string, maxAge: number) =>
    `${COOKIE}=${value}; Max-Age=${maxAge}; Path=${cookiePath}; HttpOnly; Secure; SameSite=Lax`;
  /** Back to the site's sign-in page, the result in the fragment; the nonce is spent either way. */
  const back = (site: string, result: Record<string, string>) =>
    redirect(`${site}/admin/oauth/callback.html#${new URLSearchParams(result)}`, { 'set-cookie': cookie('', 0) });

  async function start(url: URL) {
    const site = url.searchParams.get('origin') ?? '';
    if (!settings.siteOrigins.includes(site))
      return text(403, `Sign-in refused: ${site || 'no site'} is not a site of this CMS.`);
    const scope = url.searchParams.get('scope') ?? 'repo';
    if (!SCOPES.includes(scope)) return text(400, `Sign-in refused: the scope ${scope} is not one the CMS asks for.`);
    const nonce = base64url(crypto.getRandomValues(new Uint8Array(18)));
    const state = await signState(settings.stateSecret, { site, nonce, expires: now() + STATE_LIFETIME_MS });
    const authorize = new URL('/login/oauth/authorize', githubUrl);
    authorize.search = new URLSearchParams({
      client_id: settings.clientId,
      redirect_uri: callbackUrl,
      scope,
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
      return text(
        403,
        'Sign-in refused: the request did not come from a sign-in this browser started. Start again from /admin/.',
      );
    }
    const code = url.searchParams.get('code');
    if (!code)
      return back(state.site, {
        error: url.searchParams.get('error_description') ?? url.searchParams.get('error') ?? 'GitHub sent no code',
      });
    const exchange = await fetch(new URL('/login/oauth/access_token', githubUrl), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: callbackUrl,
      }),
    });
    const answer = exchange.ok ? await exchange.json().catch(() => ({})) : {};
    const token = typeof answer.access_token === 'string' ? answer.access_token : '';
    if (!token)
      return back(state.site, {
        error: answer.error_description ?? answer.error ?? `GitHub answered ${exchange.status}`,
      });
    if (settings.editors.length) {
      const user = await fetch(new URL('/user', githubApiUrl), {
        headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json' },
      });
      const login = user.ok ? (await user.json()).login : undefined;
      if (!settings.editors.includes(login))
        return back(state.site, { error: `${login ?? 'this account'} is not an editor of this site` });
    }
    return back(state.site, { token, provider: 'github' });
  }

  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET') return text(405, 'GET only', { allow: 'GET' });
    const url = new URL(request.url);
    if (url.pathname.endsWith('/auth')) return start(url);
    if (url.pathname.endsWith('/callback')) return finish(url, request);
    return text(404, 'Not found: /auth starts a sign-in, /callback ends it.');
  };
}
