// Whether an enquiry looks automated, from the two signals the form sends beside it. A suspect is set
// aside (stored, not mailed), never dropped: a person who types very fast can be handed back with
// contact_enquiry_release(id). A missing fill time is no signal on its own (a form posted without the
// script has none, nor a page cached before it existed): only the honeypot speaks then.
import { fillTimeField, honeypotField } from '../_shared/contact-constants.ts';
import type { EnquiryChannel } from '../_shared/enquiry-pages.ts';

/**
 * Why an enquiry is set aside. The migration's check on contact_enquiries.spam_reason also allows
 * 'no_fill_time', which older rows may hold: a missing fill time set one aside until 2026-11.
 */
export const spamReasons = ['honeypot', 'too_fast'] as const;
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
  if (via === 'form' || fillMs === null) return null;
  if ((elapsed as number) < minFillMs) return { reason: 'too_fast', fillMs };
  return null;
}
