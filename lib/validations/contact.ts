// The contact enquiry schema lives beside the Edge Function so that Supabase deploys it with the
// function; the site imports it from here (schemas live in lib/validations). The choices and limits
// have a doorway of their own that the form imports without zod: ./contact-constants.ts.
export {
  breaksSingleLine,
  contactEnquirySchema,
  hasControlCharacter,
  hasLoneSurrogate,
  type ContactEnquiry,
  type ContactFormEnquiry,
  type ContactFormValues,
} from '../../supabase/functions/_shared/contact-schema';
