// The sign-in function's settings from its secrets (docs/hosting.md, "Editing in the browser"), read once
// at start: a missing secret or an empty editors' list stops the function before it answers anyone.
import type { Settings } from './handler.ts';

/** Reads one secret by name; `Deno.env.get` in production, a plain object in the tests. */
export type Env = (name: string) => string | undefined;

/** An editor as CMS_EDITORS lists them: GitHub's numeric user id, optionally after the login (`login:id`). */
const EDITOR = /^(?:[A-Za-z0-9-]{1,39}:)?([1-9][0-9]{0,15})$/;

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The editors' GitHub user ids. A login alone is refused: a login can be renamed and registered again by
 * someone else, the id stays with the account.
 */
export function parseEditors(raw: string | undefined): Set<number> {
  const entries = list(raw ?? '');
  if (!entries.length) {
    throw new Error(
      'cms-oauth: CMS_EDITORS is empty; nobody could sign in. List the editors as login:id, e.g. CMS_EDITORS=anna-fyrtorn:1234567 (docs/hosting.md).',
    );
  }
  return new Set(
    entries.map((entry) => {
      const id = EDITOR.exec(entry)?.[1];
      if (!id) throw new Error(`cms-oauth: CMS_EDITORS: "${entry}" is not a GitHub user id or login:id.`);
      return Number(id);
    }),
  );
}

export function settingsFromEnv(env: Env): Settings {
  const get = (name: string) => env(name)?.trim() || undefined;
  const required = (name: string) => {
    const value = get(name);
    if (!value) throw new Error(`cms-oauth: ${name} is not set (supabase secrets set ${name}=…).`);
    return value;
  };
  return {
    clientId: required('GITHUB_CLIENT_ID'),
    clientSecret: required('GITHUB_CLIENT_SECRET'),
    stateSecret: required('CMS_STATE_SECRET'),
    siteOrigins: list(required('CMS_SITE_ORIGINS')),
    editorIds: parseEditors(get('CMS_EDITORS')),
    // Supabase sets SUPABASE_URL in every function; CMS_OAUTH_URL overrides it behind a custom domain.
    selfUrl: get('CMS_OAUTH_URL') ?? `${required('SUPABASE_URL')}/functions/v1/cms-oauth`,
  };
}
