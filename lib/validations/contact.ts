// The contact enquiry schema lives beside the Edge Function so that Supabase deploys it with the
// function; the site imports it from here (CONVENTIONS: schemas in lib/validations).
export * from '../../supabase/functions/_shared/contact-schema';
