import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { parseSupabaseEnv } from '@/lib/env.mjs';

let client: SupabaseClient | undefined;

/**
 * The browser's Supabase client: public URL and anon key from the build's env, session kept
 * in localStorage with automatic token refresh. Only send-enquiry.ts imports it, and only on submit,
 * so it stays out of the contact page's first-load JavaScript.
 */
export function getSupabaseClient(): SupabaseClient {
  if (client) return client;
  const env = parseSupabaseEnv({
    url: process.env.NEXT_PUBLIC_SUPABASE_URL,
    anonKey: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
  });
  client = createClient(env.url, env.anonKey, {
    auth: {
      persistSession: true,
      storage: typeof window === 'undefined' ? undefined : window.localStorage,
      autoRefreshToken: true,
    },
  });
  return client;
}
