import type { EnquiryFailure } from '@/lib/validations/enquiry-answer';
import type { ContactEnquiry } from '@/lib/validations/contact';
import { CONTACT_FUNCTION } from './function-url';

/**
 * A validated enquiry with the page's language, its client-generated id (a double submit stores one
 * row) and the bot signals: the honeypot's value and the milliseconds from the first focus to the submit.
 */
export type EnquiryPayload = ContactEnquiry & { id: string; website: string; elapsedMs: number };

/** What arrives on 2xx, not yet checked: the function's answer (`success`, or a failure with its `code`). */
export type EnquiryResponse = (Partial<Omit<EnquiryFailure, 'success'>> & { success?: boolean }) | null;

/**
 * Sends one enquiry. Resolves with the function's answer; throws what supabase-js reports
 * (FunctionsHttpError for a non-2xx answer, FunctionsFetchError for a network failure). The client
 * is imported here, on the first valid send, not with the page nor with the first focus: its start-up would
 * take the main thread from a visitor typing.
 */
export async function sendEnquiry(payload: EnquiryPayload): Promise<EnquiryResponse> {
  const { getSupabaseClient } = await import('./client');
  const { data, error } = await getSupabaseClient().functions.invoke<EnquiryResponse>(CONTACT_FUNCTION, {
    body: payload,
  });
  if (error) throw error;
  return data;
}
