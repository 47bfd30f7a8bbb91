// How long an enquiry is kept: ONE number for the privacy policy (its sentence takes it as a
// placeholder) and for the Edge Function's scheduled run, which deletes older enquiries. No imports,
// so the site's pages load it as they are.

/** Enquiries older than this many months are deleted; the privacy policy promises at most this. */
export const RETENTION_MONTHS = 24;
