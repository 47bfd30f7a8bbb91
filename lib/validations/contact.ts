// The contact enquiry schema lives beside the Edge Function so that Supabase deploys it with the
// function; the site imports it from here (schemas live in lib/validations). The choices and limits
// have a module of their own that the form imports without zod:
// supabase/functions/_shared/contact-constants.ts.
export * from '../../supabase/functions/_shared/contact-schema';
