// Whether an enquiry looks automated, from the two signals the form sends beside it. A suspect is set
// aside (stored, not mailed), never dropped: a person on a page cached before the fill time existed,
// or one who types very fast, can be handed back with contact_enquiry_release(id). A form posted
// without the script has no fill time to report: only the honeypot speaks for it.
import { fillTimeField, honeypotField } from '../_shared/contact-constants.ts';
import type { EnquiryChannel } from '../_shared/enquiry-pages.ts';

/** Why an enquiry was set aside; the migration's check on contact_enquiries.spam_reason lists the same. */
export const spamReasons = ['honeypot', 'no_fill_time', 'too_fast'] as const;
export type SpamReason = (typeof spamReasons)[number];

export interface Suspicion {
  reason: SpamReason;
  /** The fill time the browser reported, as an integer the column holds; null when there was none. */
  fillMs: number | null;
}

const INT_MAX = 2_147_483_647;

/** The first signal that trips, or null for an enquiry a person sent. */
export function botSignal(body: Record<string, unknown>, minFillMs: number, via: EnquiryChannel): Suspicion | null {
  const trap = body[honeypotField];
  const elapsed = body[fillTimeField];
  const fillMs =
    typeof elapsed === 'number' && Number.isFinite(elapsed)
      ? Math.max(-INT_MAX, Math.min(INT_MAX, Math.round(elapsed)))
      : null;
  if (trap !== undefined && trap !== null && trap !== '') return { reason: 'honeypot', fillMs };
  if (via === 'form') return null;
  if (fillMs === null) return { reason: 'no_fill_time', fillMs };
  if ((elapsed as number) < minFillMs) return { reason: 'too_fast', fillMs };
  return null;
}
