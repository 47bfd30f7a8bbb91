// Getting the notification e-mail out, once, however long it takes: every attempt first CLAIMS the row
// (a lease in the database), so that the request that stored it, a resubmit and overlapping retry runs
// never send the same enquiry twice, and a crash only delays it until the lease has expired.
import type { ContactEnquiry } from '../_shared/contact-schema.ts';
import { buildNotification, type Notification } from './notification.ts';

export type StoredEnquiry = ContactEnquiry & { id: string };

export interface DeliveryPolicy {
  /** Attempts before a row is 'exhausted' and left to a human. */
  maxAttempts: number;
  /** Wait before the second attempt; doubles with each further one, up to maxDelayS. */
  baseDelayS: number;
  maxDelayS: number;
  /** How long one attempt owns a row: longer than the e-mail API may take. */
  leaseS: number;
  /** Rows claimed per batch of a retry run. */
  batchSize: number;
}

export interface RateLimits {
  /** POSTs one client may send per window. */
  max: number;
  windowS: number;
  /** POSTs the whole site accepts per hour: the ceiling for a flood from many addresses. */
  siteMaxPerHour: number;
}

export interface RequestCount {
  siteHits: number;
  /** null: not counted, the site was over its ceiling already. */
  clientHits: number | null;
  siteRetryAfterS: number;
  clientRetryAfterS: number | null;
}

export interface EnquiryStore {
  /** Counts one POST for the client and for the site, atomically, in the database all instances share. */
  countRequest(clientKey: string, limits: RateLimits): Promise<RequestCount>;
  /** Removes counters of windows that have ended. */
  pruneRequestCounts(olderThanS: number): Promise<void>;
  /**
   * Stores a new enquiry, claimed for its first attempt. For an id stored before (a double submit or
   * a resubmit after an unclear failure) it claims the stored row instead when its e-mail has not
   * gone out and nobody holds it. Returns the stored enquiry to notify now, or null.
   */
  storeAndClaim(enquiry: StoredEnquiry, policy: DeliveryPolicy): Promise<StoredEnquiry | null>;
  /** Claims up to batchSize rows whose next attempt is due. */
  claimDue(policy: DeliveryPolicy): Promise<StoredEnquiry[]>;
  markSent(id: string): Promise<void>;
  /** Records a failed attempt; schedules the next with backoff, or marks the row exhausted. */
  markFailed(id: string, error: string, policy: DeliveryPolicy): Promise<void>;
  /** Rows whose lease ran out after their last allowed attempt (crashes) become exhausted too. */
  exhaustAbandoned(policy: DeliveryPolicy): Promise<void>;
  countExhausted(): Promise<number>;
}

export interface Mailer {
  send(notification: Notification): Promise<void>;
}

type Log = (message: string) => void;

/** One attempt for a claimed row. Never throws: the outcome is recorded, or left to the lease. */
export async function notify(
  store: EnquiryStore,
  mailer: Mailer,
  enquiry: StoredEnquiry,
  policy: DeliveryPolicy,
  log: Log,
): Promise<'sent' | 'failed'> {
  try {
    await mailer.send(buildNotification(enquiry));
  } catch (error) {
    const message = errorText(error).slice(0, 1000);
    log(`send-contact-email: notification for ${enquiry.id} failed: ${message}`);
    await store
      .markFailed(enquiry.id, message, policy)
      .catch((e) => log(`send-contact-email: recording the failure of ${enquiry.id} failed: ${errorText(e)}`));
    return 'failed';
  }
  // If this write fails the lease runs out and the e-mail goes out again: twice is better than never.
  await store
    .markSent(enquiry.id)
    .catch((e) => log(`send-contact-email: recording ${enquiry.id} as sent failed: ${errorText(e)}`));
  return 'sent';
}

export type RetryReport = { claimed: number; sent: number; failed: number; exhausted: number };

/** One retry run (Supabase Cron, or the local backend's interval): every due row, batch by batch. */
export async function retryDue(
  store: EnquiryStore,
  mailer: Mailer,
  policy: DeliveryPolicy,
  log: Log,
  budgetMs = 60_000,
): Promise<RetryReport> {
  const started = Date.now();
  const report: RetryReport = { claimed: 0, sent: 0, failed: 0, exhausted: 0 };
  await store.exhaustAbandoned(policy);
  while (Date.now() - started < budgetMs) {
    const batch = await store.claimDue(policy);
    if (!batch.length) break;
    report.claimed += batch.length;
    for (const enquiry of batch) report[await notify(store, mailer, enquiry, policy, log)] += 1;
  }
  report.exhausted = await store.countExhausted();
  log(
    `send-contact-email retry: ${report.claimed} claimed, ${report.sent} sent, ${report.failed} failed; ` +
      `${report.exhausted} exhausted (select * from contact_enquiries_undelivered)`,
  );
  return report;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
