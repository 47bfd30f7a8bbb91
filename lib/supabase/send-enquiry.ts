import type { ContactEnquiry } from '@/lib/validations/contact';

/** The Edge Function that stores and forwards an enquiry (DECISIONS §7). */
export const CONTACT_FUNCTION = 'send-contact-email';

/** A validated enquiry plus its client-generated id (a double submit stores one row). */
export type EnquiryPayload = ContactEnquiry & { id: string };

/** What the function answers on 2xx (SPEC §7): `success`, and `error` text when it did not succeed. */
export type EnquiryResponse = { success?: boolean; error?: string } | null;

/**
 * Sends one enquiry. Resolves with the function's answer; throws what supabase-js reports
 * (FunctionsHttpError for a non-2xx answer, FunctionsFetchError for a network failure). The client
 * is imported here, on the first submit, not with the page.
 */
/**
 * Loads and starts the client ahead of the first submit (the form calls it when the visitor starts
 * typing), so that sending does not wait for the download and the auth start-up.
 */
export function preloadEnquiryClient(): void {
  import('./client').then(
    ({ getSupabaseClient }) => getSupabaseClient(),
    () => {
      // Offline or blocked: sendEnquiry reports it when the visitor submits.
    },
  );
}

export async function sendEnquiry(payload: EnquiryPayload): Promise<EnquiryResponse> {
  const { getSupabaseClient } = await import('./client');
  const { data, error } = await getSupabaseClient().functions.invoke<EnquiryResponse>(CONTACT_FUNCTION, {
    body: payload,
  });
  if (error) throw error;
  return data;
}
