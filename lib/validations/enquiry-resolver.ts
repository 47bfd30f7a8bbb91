import './zod-jitless.mjs'; // first: before any schema is built
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactLimits } from './contact-constants';
import {
  breaksSingleLine,
  contactEnquirySchema,
  hasControlCharacter,
  type ContactFormEnquiry,
  type ContactFormValues,
} from '@/lib/validations/contact';
import type { EnquiryPayload } from '@/lib/supabase/send-enquiry';

// zod is most of the form's weight: the form loads this module once its island has started (in the next idle
// moment), or at the visitor's first focus or send if that comes first; never with the page.

// The form holds '' for "no service yet" and false for "no consent yet"; the schema turns them into
// the serviceRequired and gdprRequired messages and gives the parsed enquiry on success.
const formSchema = contactEnquirySchema.omit({ locale: true });
export const enquiryResolver = zodResolver(formSchema) as unknown as Resolver<
  ContactFormValues,
  unknown,
  ContactFormEnquiry
>;

/**
 * Checks an empty form once and drops the answer: zod builds a schema's working parts on its first parse, and
 * the form calls this in an idle moment after loading the module, so that a visitor's first send does not
 * wait for them (docs/performance.md).
 */
export function prepareChecks(empty: ContactFormValues): void {
  void formSchema.safeParse(empty);
}

/** Where the visitor came from: landing-page links carry ?campaign=&source=. Plain text, clipped. */
export function trackingFromUrl(search: string): Pick<EnquiryPayload, 'campaign' | 'source'> {
  const query = new URLSearchParams(search);
  const read = (key: 'campaign' | 'source') => {
    const value = query.get(key)?.trim().slice(0, contactLimits[key].max);
    // A control character (e.g. %00) or a line break would make the function refuse a field the visitor never sees.
    return value && !hasControlCharacter(value) && !breaksSingleLine(value) ? value : undefined;
  };
  return { campaign: read('campaign'), source: read('source') };
}
