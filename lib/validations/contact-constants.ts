// The form's choices and limits, shared with the Edge Function (supabase/functions/_shared/), for
// app/ and components/: no zod here, so the form's first load stays small.
export {
  additionalServiceOptions,
  blockedEmailDomainPattern,
  blockedEmailDomains,
  contactLimits,
  enquiryLocales,
  fillTimeField,
  honeypotField,
  isBlockedEmailDomain,
  serviceOptions,
  validationKinds,
  type AdditionalServiceOption,
  type EnquiryLocale,
  type ServiceOption,
  type ValidationKind,
} from '../../supabase/functions/_shared/contact-constants';
