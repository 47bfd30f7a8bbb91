// The enquiry function's name and address: no imports, so that the form island takes the name
// without pulling the environment module into the page's first load.

/** The Edge Function that stores and forwards an enquiry. */
export const CONTACT_FUNCTION = 'send-contact-email';

/**
 * Where the contact form posts when its script has not run: the function's URL as supabase-js calls it,
 * with the page's language, so that the function sends the visitor back to a page in it.
 * @param supabaseUrl the project's origin (lib/env.mjs, supabaseEnv.url)
 */
export function enquiryFormAction(supabaseUrl: string, locale: string): string {
  return `${supabaseUrl}/functions/v1/${CONTACT_FUNCTION}?locale=${locale}`;
}
