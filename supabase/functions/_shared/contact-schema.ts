// The contact enquiry: ONE schema for the form (browser), the Edge Function (Deno) and the tests
// (SPEC §3, §5; DECISIONS §3, §7). Imports zod by its bare name only: deno.json maps it to npm:zod@4,
// Node resolves it from node_modules. No relative imports, so Deno and Next both load it as it is.
import { z } from 'zod';

/** The free consumer mail providers a company address must not use (DECISIONS §3). */
export const blockedEmailDomains = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.se',
  'hotmail.co.uk',
  'outlook.com',
  'outlook.se',
  'yahoo.com',
  'yahoo.se',
  'yahoo.co.uk',
  'live.com',
  'live.se',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'protonmail.com',
] as const;

/** Case-insensitive, on the part after the last "@". */
export function isBlockedEmailDomain(email: string): boolean {
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  return (blockedEmailDomains as readonly string[]).includes(domain);
}

export const serviceOptions = ['fdaas', 'pdaas', 'arspaket', 'other'] as const;
export type ServiceOption = (typeof serviceOptions)[number];

export const additionalServiceOptions = ['radgivning', 'hr-tjanster', 'skatteradgivning'] as const;
export type AdditionalServiceOption = (typeof additionalServiceOptions)[number];

/** Length limits (SPEC §9); the form shows them in its messages. */
export const contactLimits = {
  firstName: { max: 50 },
  lastName: { max: 50 },
  email: { max: 255 },
  phone: { max: 20 },
  company: { max: 100 },
  orgNumber: { max: 20 },
  message: { min: 10, max: 1000 },
  campaign: { max: 100 },
  source: { max: 100 },
} as const;

/**
 * Every issue's message is a message KIND, not text: the form translates it from the catalogs
 * (`Validation.<kind>`, with {min}/{max} from contactLimits), the function names it in its error.
 */
export type ValidationKind =
  'required' | 'max' | 'min' | 'invalid' | 'emailCorporate' | 'serviceRequired' | 'gdprRequired';

const kind = (k: ValidationKind) => ({ message: k });

/** An empty field reports 'required' only (abort: no further kinds for the same field). */
const requiredCheck = { ...kind('required'), abort: true };

const requiredText = (max: number) => z.string(kind('required')).trim().min(1, requiredCheck).max(max, kind('max'));

/** Optional free text from a URL or a field: trimmed, length-limited, empty becomes undefined. */
const optionalText = (max: number) =>
  z
    .string(kind('invalid'))
    .trim()
    .max(max, kind('max'))
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
    .max(contactLimits.message.max, kind('max')),
  gdprConsent: z.literal(true, kind('gdprRequired')),
  /** Where the visitor came from (landing-page links): untrusted, plain text only. */
  campaign: optionalText(contactLimits.campaign.max),
  source: optionalText(contactLimits.source.max),
});

/** What the function stores (after parsing): trimmed, validated. */
export type ContactEnquiry = z.output<typeof contactEnquirySchema>;

/** What the form holds while the visitor types: a service not chosen yet, consent not given yet. */
export type ContactFormValues = Omit<z.input<typeof contactEnquirySchema>, 'service' | 'gdprConsent'> & {
  service: ServiceOption | '';
  gdprConsent: boolean;
};

/** The form's empty state, also what it resets to after a successful send (SPEC §4). */
export const emptyContactForm: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  orgNumber: '',
  service: '',
  additionalServices: [],
  message: '',
  gdprConsent: false,
};
