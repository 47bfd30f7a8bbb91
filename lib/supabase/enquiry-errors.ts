import type { EnquiryResponse } from './send-enquiry';

export type EnquiryFailureText = {
  /** The function answered with an error but gave no text of its own. */
  serverError: string;
  /** The function answered without success and without text. */
  sendError: string;
  /** Anything else (network down, script failed to load): names the e-mail address. */
  errorDesc: string;
};

/** The failure text for a 2xx answer (SPEC §8), or null when it succeeded. */
export function responseFailure(data: EnquiryResponse, text: EnquiryFailureText): string | null {
  if (data && data.success === true) return null;
  return nonEmpty(data?.error) ?? text.sendError;
}

/**
 * The failure text for a thrown error (SPEC §8). supabase-js's errors are recognised by name, not
 * by class, so the page does not load supabase-js to tell them apart.
 */
export async function thrownFailure(error: unknown, text: EnquiryFailureText): Promise<string> {
  const name = error instanceof Error ? error.name : undefined;
  if (name === 'FunctionsHttpError') {
    // A non-2xx answer: its JSON body carries the function's own message.
    const context = (error as { context?: { json?: () => Promise<unknown> } }).context;
    const body = await context?.json?.().catch(() => null);
    const message = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
    return nonEmpty(message) ?? text.serverError;
  }
  if (name === 'FunctionsRelayError') return text.serverError;
  return text.errorDesc;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
