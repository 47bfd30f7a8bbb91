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

// zod is most of the form's weight: the form loads this module when the visitor first focuses a field
// or submits, not with the page (the contact page's first-load budget).

// The form holds '' for "no service yet" and false for "no consent yet"; the schema turns them into
// the serviceRequired and gdprRequired messages and gives the parsed enquiry on success.
export const enquiryResolver = zodResolver(contactEnquirySchema.omit({ locale: true })) as unknown as Resolver<
  ContactFormValues,
  unknown,
  ContactFormEnquiry
>;

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
