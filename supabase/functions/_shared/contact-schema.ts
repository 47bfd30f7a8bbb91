// The contact enquiry: ONE schema for the form (browser), the Edge Function (Deno) and the tests.
// Imports zod by its bare name (deno.json maps it to npm:zod, Node resolves it from node_modules) and
// the constants by a relative path with its extension, which Deno requires and TypeScript allows here.
// The namespace import lets a bundler keep only the parts used (`import { z }` keeps all of zod, locales too).
import * as z from 'zod';
import {
  additionalServiceOptions,
  contactLimits,
  enquiryLocales,
  isBlockedEmailDomain,
  serviceOptions,
  type ServiceOption,
  type ValidationKind,
} from './contact-constants.ts';

const kind = (k: ValidationKind) => ({ message: k });

/** An empty field reports 'required' only (abort: no further kinds for the same field). */
const requiredCheck = { ...kind('required'), abort: true };

/**
 * True when the text holds a control character other than tab and line breaks (CR, LF): NUL, which
 * PostgreSQL refuses to store, escape sequences, DEL and the C1 range. They never come from typing.
 */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0x09 || code === 0x0a || code === 0x0d) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * True when the text breaks a one-line field: a line break (CR, LF, U+2028, U+2029), which would start
 * a forged line in the company's e-mail, or a bidirectional control (U+061C, U+200E/F, U+202A-E,
 * U+2066-9), which makes the text read otherwise than it is stored.
 */
export function breaksSingleLine(value: string): boolean {
  return /[\r\n\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(value);
}

/**
 * True when the text holds half of a UTF-16 surrogate pair (e.g. "Anna\ud800" in JSON): no character
 * at all, so it cannot be stored as sent (it would turn into U+FFFD). A whole pair (an emoji) is fine.
 */
export function hasLoneSurrogate(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0xd800 || code > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return true;
    i++;
  }
  return false;
}

/** Text that can be stored as it was sent: no control character, no half of a surrogate pair. */
const storable = (text: z.ZodString) =>
  text
    .refine((value) => !hasControlCharacter(value), kind('control'))
    .refine((value) => !hasLoneSurrogate(value), kind('loneSurrogate'));

/** Text of a one-line field: storable, and no line break or bidirectional control. */
const singleLine = (text: z.ZodString) =>
  storable(text).refine((value) => !breaksSingleLine(value), kind('singleLine'));

const requiredText = (max: number) =>
  singleLine(z.string(kind('required')).trim().min(1, requiredCheck).max(max, kind('max')));

/** Optional one-line text from a URL or a field: trimmed, length-limited, empty becomes undefined. */
const optionalText = (max: number) =>
  singleLine(z.string(kind('invalid')).trim().max(max, kind('max')))
    .optional()
    .transform((value) => (value ? value : undefined));

export const contactEnquirySchema = z.object({
  /** Client-generated id: a double submit of the same enquiry stores one row. */
  id: z.uuid(kind('invalid')).optional(),
  firstName: requiredText(contactLimits.firstName.max),
  lastName: requiredText(contactLimits.lastName.max),
  email: storable(z.string(kind('required')).trim().min(1, requiredCheck).max(contactLimits.email.max, kind('max')))
    .pipe(z.email(kind('invalid')))
    .refine((email) => !isBlockedEmailDomain(email), kind('emailCorporate')),
  phone: requiredText(contactLimits.phone.max),
  company: requiredText(contactLimits.company.max),
  orgNumber: optionalText(contactLimits.orgNumber.max),
  service: z.enum(serviceOptions, kind('serviceRequired')),
  // A refinement, not .max(): zod 4 would also length-check a string sent in place of the list.
  additionalServices: z
    .array(z.enum(additionalServiceOptions, kind('invalid')), kind('invalid'))
    .refine((list) => list.length <= additionalServiceOptions.length, kind('max'))
    .default([]),
  message: storable(
    z
      .string(kind('required'))
      .trim()
      .min(1, requiredCheck)
      .min(contactLimits.message.min, kind('min'))
      .max(contactLimits.message.max, kind('max')),
  ),
  gdprConsent: z.literal(true, kind('gdprRequired')),
  /** The language of the page the visitor wrote on: the company answers in it. */
  locale: z.enum(enquiryLocales, kind('invalid')),
  /** Where the visitor came from (landing-page links): untrusted, plain text only. */
  campaign: optionalText(contactLimits.campaign.max),
  source: optionalText(contactLimits.source.max),
});

/** What the function stores (after parsing): trimmed, validated. */
export type ContactEnquiry = z.output<typeof contactEnquirySchema>;

/** What the form gives once valid: the enquiry without the page's language, which the form adds. */
export type ContactFormEnquiry = Omit<ContactEnquiry, 'locale'>;

/**
 * What the form holds while the visitor types: a service not chosen yet, consent not given yet. The
 * page's language is not a field: the form adds it when it sends.
 */
export type ContactFormValues = Omit<z.input<typeof contactEnquirySchema>, 'service' | 'gdprConsent' | 'locale'> & {
  service: ServiceOption | '';
  gdprConsent: boolean;
};
