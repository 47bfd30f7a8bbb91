// How long an enquiry is kept, for the privacy policy; the Edge Function deletes by the same number.
export { RETENTION_MONTHS } from '../../supabase/functions/_shared/retention';
