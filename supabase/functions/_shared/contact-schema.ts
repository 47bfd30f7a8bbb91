// The contact enquiry: ONE schema for the form (browser), the Edge Function (Deno) and the tests.
// Imports zod by its bare name (deno.json maps it to npm:zod, Node resolves it from node_modules) and
// the constants by a relative path with its extension, which Deno requires and TypeScript allows here.
import { z } from 'zod';
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

const noControl = [(value: string) => !hasControlCharacter(value), kind('control')] as const;

const requiredText = (max: number) =>
  z
    .string(kind('required'))
    .trim()
    .min(1, requiredCheck)
    .max(max, kind('max'))
    .refine(...noControl);

/** Optional free text from a URL or a field: trimmed, length-limited, empty becomes undefined. */
const optionalText = (max: number) =>
  z
    .string(kind('invalid'))
    .trim()
    .max(max, kind('max'))
    .refine(...noControl)
    .optional()
    .transform((value) => (value ? value : undefined));

export const contactEnquirySchema = z.object({
  /** Client-generated id: a double submit of the same enquiry stores one row. */
  id: z.uuid(kind('invalid')).optional(),
  firstName: requiredText(contactLimits.firstName.max),
  lastName: requiredText(contactLimits.lastName.max),
  email: z
    .string(kind('required'))
    .trim()
    .min(1, requiredCheck)
    .max(contactLimits.email.max, kind('max'))
    .refine(...noControl)
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
  message: z
    .string(kind('required'))
    .trim()
    .min(1, requiredCheck)
    .min(contactLimits.message.min, kind('min'))
    .max(contactLimits.message.max, kind('max'))
    .refine(...noControl),
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
