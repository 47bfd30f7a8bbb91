// Getting the notification e-mail out, once, however long it takes: every attempt first CLAIMS the row
// (a lease in the database), so that the request that stored it, a resubmit and overlapping retry runs
// never send the same enquiry twice, and a crash only delays it until the lease has expired.
import type { ContactEnquiry } from '../_shared/contact-schema.ts';
import type { EnquiryChannel } from '../_shared/enquiry-pages.ts';
import type { SpamReason } from './bot-signals.ts';
import { buildNotification, type Notification } from './notification.ts';
import type { MailLocale } from './notification-text.ts';

/** An enquiry as stored: with its id and how it arrived (the script's JSON or a plain form post). */
export type StoredEnquiry = ContactEnquiry & { id: string; submittedVia: EnquiryChannel };

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

/** How long enquiries are kept; the scheduled run deletes what is older. */
export interface RetentionPolicy {
  /** Every enquiry, whatever its state (RETENTION_MONTHS, the privacy policy's figure). */
  months: number;
  /** Set-aside enquiries nobody handed back (SPAM_RETENTION_DAYS). */
  setAsideDays: number;
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
   * gone out and nobody holds it; a row set aside as a bot's is handed back to delivery so. Returns
   * the stored enquiry to notify now, or null.
   */
  storeAndClaim(enquiry: StoredEnquiry, policy: DeliveryPolicy): Promise<StoredEnquiry | null>;
  /** Stores a suspected bot's enquiry set aside (status 'spam', never mailed); an id stored before stays as it is. */
  setAside(enquiry: StoredEnquiry, reason: SpamReason, fillMs: number | null): Promise<void>;
  /** Claims up to batchSize rows whose next attempt is due. */
  claimDue(policy: DeliveryPolicy): Promise<StoredEnquiry[]>;
  markSent(id: string): Promise<void>;
  /** Records a failed attempt; schedules the next with backoff, or marks the row exhausted. */
  markFailed(id: string, error: string, policy: DeliveryPolicy): Promise<void>;
  /** Rows whose lease ran out after their last allowed attempt (crashes) become exhausted too. */
  exhaustAbandoned(policy: DeliveryPolicy): Promise<void>;
  /** Deletes what is kept no longer: every enquiry past the months, set-aside ones past the days. */
  deleteExpired(retention: RetentionPolicy): Promise<{ expired: number; setAside: number }>;
  /** The rows waiting for a human: e-mails given up on, enquiries set aside. */
  countHeld(): Promise<{ exhausted: number; setAside: number }>;
}

export interface Mailer {
  send(notification: Notification): Promise<void>;
}

type Log = (message: string) => void;

/** What sending a notification needs: where rows live, how mail goes out, in which language, and the log. */
export interface Delivery {
  store: EnquiryStore;
  mailer: Mailer;
  policy: DeliveryPolicy;
  mailLocale: MailLocale;
  log: Log;
}

/** One attempt for a claimed row. Never throws: the outcome is recorded, or left to the lease. */
export async function notify(
  { store, mailer, policy, mailLocale, log }: Delivery,
  enquiry: StoredEnquiry,
): Promise<'sent' | 'failed'> {
  try {
    await mailer.send(buildNotification(enquiry, mailLocale));
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

export type RetryReport = {
  claimed: number;
  sent: number;
  failed: number;
  exhausted: number;
  setAside: number;
  deletedExpired: number;
  deletedSetAside: number;
};

/**
 * The scheduled run (Supabase Cron, or the local backend's interval): deletes what is past its
 * retention, then sends every due notification, batch by batch, and logs one line that counts it all.
 */
export async function retryDue(
  delivery: Delivery,
  retention: RetentionPolicy,
  budgetMs = 60_000,
): Promise<RetryReport> {
  const { store, policy, log } = delivery;
  const started = Date.now();
  const deleted = await store.deleteExpired(retention);
  const report: RetryReport = {
    claimed: 0,
    sent: 0,
    failed: 0,
    exhausted: 0,
    setAside: 0,
    deletedExpired: deleted.expired,
    deletedSetAside: deleted.setAside,
  };
  await store.exhaustAbandoned(policy);
  while (Date.now() - started < budgetMs) {
    const batch = await store.claimDue(policy);
    if (!batch.length) break;
    report.claimed += batch.length;
    for (const enquiry of batch) report[await notify(delivery, enquiry)] += 1;
  }
  const held = await store.countHeld();
  report.exhausted = held.exhausted;
  report.setAside = held.setAside;
  log(
    `send-contact-email retry: ${report.claimed} claimed, ${report.sent} sent, ${report.failed} failed; ` +
      `${report.exhausted} exhausted (select * from contact_enquiries_undelivered); ` +
      `${report.setAside} set aside (select * from contact_enquiries_spam); ` +
      `deleted ${report.deletedExpired} older than ${retention.months} months, ` +
      `${report.deletedSetAside} set aside over ${retention.setAsideDays} days`,
  );
  return report;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
