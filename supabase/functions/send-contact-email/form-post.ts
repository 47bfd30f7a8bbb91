// The browser's own form post (no script ran): its fields read into the shape the script sends as
// JSON, so that one schema checks both. A form sends text only: the additional services come as one
// field per ticked box, the consent as the checkbox's value ("on") or not at all, and no fill time.
import { enquiryLocales, type EnquiryLocale, honeypotField } from '../_shared/contact-constants.ts';
import { contactEnquirySchema } from '../_shared/contact-schema.ts';

export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

const listFields = new Set(['additionalServices']);
const enquiryFields = [...Object.keys(contactEnquirySchema.shape), honeypotField];

/** The posted fields as the schema reads them; a field sent twice counts once (its first value). */
export function enquiryFromForm(form: URLSearchParams): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of enquiryFields) {
    if (listFields.has(field)) data[field] = form.getAll(field);
    else if (form.has(field)) data[field] = form.get(field);
  }
  // A checkbox posts its value when ticked and nothing when not; any other value is left for the schema to refuse.
  const consent = form.get('gdprConsent');
  data.gdprConsent = consent === 'on' || consent === 'true' ? true : (consent ?? false);
  return data;
}

/**
 * The language of the page the form was on, from the form's address (`?locale=en`), so that even an
 * answer given before the body is read (a rate limit) leads to a page in the visitor's language.
 */
export function formLocale(url: URL): EnquiryLocale {
  const locale = url.searchParams.get('locale');
  return enquiryLocales.find((known) => known === locale) ?? 'sv';
}
