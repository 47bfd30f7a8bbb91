// What the enquiry function answers, shared by the function (Deno) and the form (browser). Every
// error carries a stable `code`: the form shows the catalog's text for it (`ContactForm.errors.<code>`)
// in the page's language; `error` is English detail for developers and logs, never shown to visitors.
import type { ValidationKind } from './contact-constants.ts';

export const enquiryErrorCodes = [
  'invalid_request',
  'invalid_fields',
  'id_conflict',
  'unsupported_media_type',
  'forbidden_origin',
  'method_not_allowed',
  'too_large',
  'rate_limited',
  'busy',
  'unavailable',
] as const;
export type EnquiryErrorCode = (typeof enquiryErrorCodes)[number];

/** A field the function refused and why, e.g. { field: 'message', kind: 'control' }. */
export type EnquiryFieldIssue = { field: string; kind: ValidationKind };

export type EnquiryFailure = {
  success: false;
  code: EnquiryErrorCode;
  error: string;
  /** invalid_fields: every refused field. */
  fields?: EnquiryFieldIssue[];
  /** rate_limited, busy: when trying again makes sense. */
  retryAfterSeconds?: number;
};

export type EnquiryAnswer = { success: true } | EnquiryFailure;

export function isEnquiryErrorCode(value: unknown): value is EnquiryErrorCode {
  return typeof value === 'string' && (enquiryErrorCodes as readonly string[]).includes(value);
}
