// Where a plain form post ends: the function answers a form sent without JavaScript with a redirect to
// one of two static pages of the site, in the visitor's language. The error page has one section per
// rule a post can break and per failure; the redirect names the section in its fragment, and the page
// shows the one named (CSS :target), so no script is needed to read it. Shared by the function, which
// builds the redirect, and the site, which builds the pages: a section cannot be missing on one side.
import type { ValidationKind } from './contact-constants.ts';
import type { EnquiryErrorCode } from './enquiry-answer.ts';

/** The pages' paths on the Swedish site; the English ones sit under englishPrefix. */
export const enquiryPagePaths = { sent: '/kontakt/tack', failed: '/kontakt/fel' } as const;
export const englishPrefix = '/en';

/** How an enquiry arrived: through the form's script (JSON) or as the browser's own form post. */
export const enquiryChannels = ['script', 'form'] as const;
export type EnquiryChannel = (typeof enquiryChannels)[number];

/**
 * Every rule a form post can break, per field, in the form's order. A form sends text only, so a
 * field's other kinds (a list for a text, half a surrogate pair, which a form's UTF-8 cannot carry)
 * never come from it; if one did, the page's general section answers.
 */
export const formFieldRules = {
  firstName: ['required', 'max', 'control', 'singleLine'],
  lastName: ['required', 'max', 'control', 'singleLine'],
  email: ['required', 'max', 'control', 'invalid', 'emailCorporate'],
  phone: ['required', 'max', 'control', 'singleLine'],
  company: ['required', 'max', 'control', 'singleLine'],
  orgNumber: ['max', 'control', 'singleLine'],
  service: ['serviceRequired'],
  additionalServices: ['invalid', 'max'],
  message: ['required', 'min', 'max', 'control'],
  gdprConsent: ['gdprRequired'],
} as const satisfies Record<string, readonly ValidationKind[]>;
export type FormRuleField = keyof typeof formFieldRules;

/** The failures the error page explains besides a field's rule; invalid_request is its general section. */
export const formFailureSections = [
  'invalid_request',
  'too_large',
  'rate_limited',
  'busy',
  'unavailable',
] as const satisfies readonly EnquiryErrorCode[];
export type FormFailureSection = (typeof formFailureSections)[number];

/** The id of a field rule's section on the error page, e.g. "email-emailCorporate". */
export const fieldRuleSection = (field: string, kind: string) => `${field}-${kind}`;

/**
 * The error page's section for a failure: the first refused field's rule where the page has one,
 * the failure itself where it is one the page explains, else the general section.
 */
export function failedPageSection(code: EnquiryErrorCode, fields: readonly { field: string; kind: string }[] = []) {
  if (code === 'invalid_fields') {
    const first = fields[0];
    const rules = first && (formFieldRules as Record<string, readonly string[]>)[first.field];
    return rules?.includes(first.kind) ? fieldRuleSection(first.field, first.kind) : 'invalid_request';
  }
  return (formFailureSections as readonly string[]).includes(code) ? code : 'invalid_request';
}

/**
 * Where the browser goes after a form post: the thank-you page, or the error page at its section, on
 * the site's own origin (the function's configuration) in the page's language.
 */
export function enquiryPageUrl(siteUrl: string, locale: string, page: keyof typeof enquiryPagePaths, section?: string) {
  const prefix = locale === 'en' ? englishPrefix : '';
  return `${siteUrl}${prefix}${enquiryPagePaths[page]}${section ? `#${section}` : ''}`;
}
