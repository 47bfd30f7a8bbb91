// Supabase Edge Function cms-oauth: the CMS's GitHub sign-in (handler.ts), wired to Deno.serve and its
// secrets (settings.ts; docs/hosting.md, "Editing in the browser": the GitHub App, the secrets, the editors).
import { createHandler } from './handler.ts';
import { settingsFromEnv } from './settings.ts';

Deno.serve(createHandler(settingsFromEnv((name) => Deno.env.get(name))));
