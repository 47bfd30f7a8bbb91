// The contact form's fixed choices and limits, shared by the form island (browser), the schema and the
// Edge Function (Deno). No imports at all: the island loads it with the page without pulling in zod.

/** The free consumer mail providers a company address must not use. */
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

/**
 * The same rule as an HTML `pattern` for the e-mail input, so that a browser refuses a free-mail
 * address before a form is posted without JavaScript. A pattern has no flags: each letter matches in
 * either case. Written to compile alike with the `v` flag (browsers today) and the `u` flag (older).
 */
export const blockedEmailDomainPattern = (() => {
  const anyCase = (domain: string) =>
    [...domain].map((c) => (c === '.' ? '\\.' : /[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : c)).join('');
  return `(?!.*@(?:${blockedEmailDomains.map(anyCase).join('|')})$).*`;
})();

export const serviceOptions = ['fdaas', 'pdaas', 'arspaket', 'other'] as const;
export type ServiceOption = (typeof serviceOptions)[number];

export const additionalServiceOptions = ['radgivning', 'hr-tjanster', 'skatteradgivning'] as const;
export type AdditionalServiceOption = (typeof additionalServiceOptions)[number];

/** The page languages an enquiry can come from; the notification says which one to answer in. */
export const enquiryLocales = ['sv', 'en'] as const;
export type EnquiryLocale = (typeof enquiryLocales)[number];

/** Length limits; the form shows them in its messages, the table checks them again. */
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
 * What can be wrong with a field. The schema reports a kind, not text: the form translates it
 * (`Validation.<kind>`), the function names it beside the field in its error answer.
 */
export const validationKinds = [
  'required',
  'max',
  'min',
  'invalid',
  'control',
  'singleLine',
  'loneSurrogate',
  'emailCorporate',
  'serviceRequired',
  'gdprRequired',
] as const;
export type ValidationKind = (typeof validationKinds)[number];

/**
 * Bot signals the form sends beside the enquiry: a field people never see (a bot filling every
 * input fills it too) and the milliseconds from the first focus in the form to the submit.
 */
export const honeypotField = 'website';
export const fillTimeField = 'elapsedMs';
