// The sign-in function's settings as index.ts reads them from its secrets: the editors' list by GitHub's
// user id, and no start at all without one.
// Run: npm run test:cms-oauth
import { parseEditors, settingsFromEnv } from './settings.ts';

function assertEqual(actual: unknown, expected: unknown, what: string) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return 'started';
}

const secrets: Record<string, string> = {
  GITHUB_CLIENT_ID: 'Iv23li-app',
  GITHUB_CLIENT_SECRET: 'app-secret',
  CMS_STATE_SECRET: 'state-secret',
  CMS_SITE_ORIGINS: 'https://www.fyrtorn.example, https://preview.fyrtorn.example',
  CMS_EDITORS: 'anna-fyrtorn:4711, 5150',
  SUPABASE_URL: 'https://project.supabase.co',
};
const without = (name: string, value?: string) => (key: string) => (key === name ? value : secrets[key]);

Deno.test('the editors are GitHub user ids, written alone or after the login', () => {
  assertEqual([...parseEditors('anna-fyrtorn:4711, 5150,')], [4711, 5150], 'ids');
  for (const entry of ['anna-fyrtorn', 'anna:fyrtorn', '4711.5', '-1', 'anna fyrtorn:4711']) {
    assertEqual(
      refusal(() => parseEditors(`5150,${entry}`)),
      `cms-oauth: CMS_EDITORS: "${entry}" is not a GitHub user id or login:id.`,
      entry,
    );
  }
});

Deno.test('the function does not start when CMS_EDITORS is unset or empty: nobody is an editor by default', () => {
  for (const value of [undefined, '', ' ', ' , ']) {
    const said = refusal(() => settingsFromEnv(without('CMS_EDITORS', value)));
    assertEqual(
      said.startsWith('cms-oauth: CMS_EDITORS is empty'),
      true,
      `CMS_EDITORS=${JSON.stringify(value)}: ${said}`,
    );
  }
});

Deno.test('the settings come from the secrets, the function’s address from SUPABASE_URL or CMS_OAUTH_URL', () => {
  const settings = settingsFromEnv((name) => secrets[name]);
  assertEqual(
    { ...settings, editorIds: [...settings.editorIds] },
    {
      clientId: 'Iv23li-app',
      clientSecret: 'app-secret',
      stateSecret: 'state-secret',
      siteOrigins: ['https://www.fyrtorn.example', 'https://preview.fyrtorn.example'],
      editorIds: [4711, 5150],
      selfUrl: 'https://project.supabase.co/functions/v1/cms-oauth',
    },
    'settings',
  );
  const custom: Record<string, string> = {
    ...secrets,
    CMS_OAUTH_URL: 'https://auth.fyrtorn.example/functions/v1/cms-oauth',
  };
  assertEqual(settingsFromEnv((name) => custom[name]).selfUrl, custom.CMS_OAUTH_URL, 'custom domain');
  assertEqual(
    refusal(() => settingsFromEnv(without('GITHUB_CLIENT_SECRET'))),
    'cms-oauth: GITHUB_CLIENT_SECRET is not set (supabase secrets set GITHUB_CLIENT_SECRET=…).',
    'a missing secret',
  );
});
