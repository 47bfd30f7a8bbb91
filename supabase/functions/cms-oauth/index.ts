// Supabase Edge Function cms-oauth: the CMS's GitHub sign-in (handler.ts), wired to Deno.serve and its
// secrets (docs/hosting.md, "Editing in the browser": the OAuth app, the secrets, the editors).
import { createHandler } from './handler.ts';

const env = (name: string) => Deno.env.get(name)?.trim() || undefined;
const required = (name: string) => {
  const value = env(name);
  if (!value) throw new Error(`cms-oauth: ${name} is not set (supabase secrets set ${name}=…).`);
  return value;
};
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const handler = createHandler({
  clientId: required('GITHUB_CLIENT_ID'),
  clientSecret: required('GITHUB_CLIENT_SECRET'),
  stateSecret: required('CMS_STATE_SECRET'),
  siteOrigins: list(required('CMS_SITE_ORIGINS')),
  editors: list(env('CMS_EDITORS')),
  // Supabase sets SUPABASE_URL in every function; CMS_OAUTH_URL overrides it behind a custom domain.
  selfUrl: env('CMS_OAUTH_URL') ?? `${required('SUPABASE_URL')}/functions/v1/cms-oauth`,
});

Deno.serve(handler);
