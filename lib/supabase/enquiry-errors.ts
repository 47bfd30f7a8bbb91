import { isEnquiryErrorCode, type EnquiryErrorCode, type EnquiryFieldIssue } from '@/lib/validations/enquiry-answer';
import type { EnquiryResponse } from './send-enquiry';

export type EnquiryFailureText = {
  /** The function answered with an error this form does not know. */
  serverError: string;
  /** The function answered without success and without an error code. */
  sendError: string;
  /** Anything else (network down, script failed to load): names the e-mail address. */
  errorDesc: string;
  /** The text for each of the function's error codes; `{minutes}` is filled in here. */
  errors: Record<EnquiryErrorCode, string>;
};

/** What the visitor is told, which fields the function refused, and its code when it gave one. */
export type EnquiryFailure = { description: string; fields?: EnquiryFieldIssue[]; code?: EnquiryErrorCode };

/** The catalog text for a failure answer; the function's own `error` text is never shown. */
function describe(body: unknown, text: EnquiryFailureText, fallback: string): EnquiryFailure {
  const answer = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (!isEnquiryErrorCode(answer.code)) return { description: fallback };
  const seconds = typeof answer.retryAfterSeconds === 'number' ? answer.retryAfterSeconds : 60;
  const description = text.errors[answer.code].replace('{minutes}', String(Math.max(1, Math.ceil(seconds / 60))));
  const { code } = answer;
  return Array.isArray(answer.fields)
    ? { description, code, fields: answer.fields as EnquiryFieldIssue[] }
    : { description, code };
}

/** The failure for a 2xx answer, or null when it succeeded. */
export function responseFailure(data: EnquiryResponse, text: EnquiryFailureText): EnquiryFailure | null {
  if (data && data.success === true) return null;
  return describe(data, text, text.sendError);
}

/**
 * The failure for a thrown error. supabase-js's errors are recognised by name, not by class, so the
 * page does not load supabase-js to tell them apart.
 */
export async function thrownFailure(error: unknown, text: EnquiryFailureText): Promise<EnquiryFailure> {
  const name = error instanceof Error ? error.name : undefined;
  if (name === 'FunctionsHttpError') {
    // A non-2xx answer: its JSON body carries the function's error code.
    const context = (error as { context?: { json?: () => Promise<unknown> } }).context;
    const body = await context?.json?.().catch(() => null);
    return describe(body, text, text.serverError);
  }
  if (name === 'FunctionsRelayError') return { description: text.serverError };
  return { description: text.errorDesc };
}
