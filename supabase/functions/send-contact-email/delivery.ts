// Getting the notification e-mail out, once, however long it takes: every attempt first CLAIMS the row
// (a lease in the database), so that the request that stored it, a resubmit and overlapping retry runs
// never send the same enquiry twice, and a crash only delays it until the lease has expired.
import type { ContactEnquiry } from '../_shared/contact-schema.ts';
import type { EnquiryChannel } from '../_shared/enquiry-pages.ts';
import type { SpamReason } from './bot-signals.ts';
import { buildDigest, buildNotice, buildNotification, type Notification } from './notification.ts';
import type { MailLocale, NoticeKind } from './notification-text.ts';

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
  /** POSTs one client may send per window, whatever they hold. */
  max: number;
  windowS: number;
  /** Enquiries mailed one by one per hour, from all addresses together; above it they are held for a digest. */
  siteMaxPerHour: number;
  /** Enquiries stored per day, from all addresses together; above it they are refused (a sustained flood). */
  storageMaxPerDay: number;
}

export interface ClientCount {
  hits: number;
  retryAfterS: number;
}

export interface EnquiryCount {
  storedToday: number;
  /** null: not counted, the enquiry is set aside and never mailed. */
  mailedThisHour: number | null;
  dayRetryAfterS: number;
}

/** How an enquiry is kept: mailed now, held for later (the mail ceiling), or set aside as a bot's. */
export type KeepWay =
  { kind: 'deliver' } | { kind: 'held' } | { kind: 'setAside'; reason: SpamReason; fillMs: number | null };

/**
 * stored: a new row, or (delivering) a resend of one whose e-mail is still owed, claimed to be mailed
 * now; duplicate: the same content stored before, nothing to do; conflict: the id holds another enquiry.
 */
export type KeepOutcome = { outcome: 'stored' | 'duplicate' | 'conflict'; claimed: StoredEnquiry | null };

export type OwedNotice = { kind: NoticeKind; periodStart: Date; count: number };

export interface EnquiryStore {
  /** Counts one POST for its client, atomically, in the database all instances share. */
  countClient(clientKey: string, limits: RateLimits): Promise<ClientCount>;
  /** Counts one valid enquiry for the day's storage ceiling and, when it is to be mailed, the hour's mail ceiling. */
  countEnquiry(mailed: boolean): Promise<EnquiryCount>;
  /** Removes counters of windows that have ended. */
  pruneRequestCounts(clientWindowS: number): Promise<void>;
  /** Stores an enquiry the way given; another enquiry's id is a conflict, never overwritten or dropped. */
  keep(enquiry: StoredEnquiry, way: KeepWay, policy: DeliveryPolicy): Promise<KeepOutcome>;
  /** Claims up to batchSize rows whose next attempt is due. */
  claimDue(policy: DeliveryPolicy): Promise<StoredEnquiry[]>;
  markSent(id: string): Promise<void>;
  /** Records a failed attempt; schedules the next with backoff, or marks the row exhausted. */
  markFailed(id: string, error: string, policy: DeliveryPolicy): Promise<void>;
  /** Rows whose lease ran out after their last allowed attempt (crashes) become exhausted too. */
  exhaustAbandoned(policy: DeliveryPolicy): Promise<void>;
  /** Deletes what is kept no longer: every enquiry past the months, set-aside ones past the days. */
  deleteExpired(retention: RetentionPolicy): Promise<{ expired: number; setAside: number }>;
  /** The rows waiting: e-mails given up on, enquiries set aside, enquiries held above the mail ceiling. */
  countHeld(): Promise<{ exhausted: number; setAside: number; held: number }>;
  /** Hands every held enquiry back to delivery when the hour's mail ceiling has room for them all. */
  releaseHeld(mailMaxPerHour: number): Promise<{ held: number; released: number }>;
  /** Claims up to `size` held enquiries, oldest first, for one digest. */
  claimDigest(policy: DeliveryPolicy, size: number): Promise<(StoredEnquiry & { createdAt: Date })[]>;
  markDigested(ids: string[]): Promise<void>;
  /** A digest that did not go out: its enquiries stay held for the next run. */
  unclaimDigest(ids: string[], error: string): Promise<void>;
  /** Records a notice of the day; false when today's of that kind exists already. */
  raiseNotice(kind: NoticeKind, count: number): Promise<boolean>;
  countSetAsideToday(): Promise<number>;
  /** Claims every notice not sent yet. */
  claimNotices(policy: DeliveryPolicy): Promise<OwedNotice[]>;
  /** Records a notice as sent (error null) or failed. */
  markNotice(notice: OwedNotice, error: string | null): Promise<void>;
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
  /** Held above the hourly mail ceiling: handed back to be mailed one by one, or sent in this run's digest. */
  released: number;
  digested: number;
  digests: number;
  /** Still held after the run (a digest holds at most DIGEST_SIZE). */
  held: number;
  notices: number;
  deletedExpired: number;
  deletedSetAside: number;
};

/** What the scheduled run watches beside delivery: the hour's mail ceiling, the day's set-aside enquiries. */
export interface WatchPolicy {
  mailMaxPerHour: number;
  /** More set-aside enquiries than this in a day: the company is told once that day. */
  setAsideAlertPerDay: number;
}

/** Enquiries per digest: every one in full, and an e-mail that stays a readable size. */
export const DIGEST_SIZE = 200;

/** Held enquiries: back to delivery when the hour has room for them all, else one digest of the oldest. */
async function sendHeld({ store, mailer, policy, mailLocale, log }: Delivery, mailMaxPerHour: number) {
  const { held, released } = await store.releaseHeld(mailMaxPerHour);
  if (released || !held) return { released, digested: 0, digests: 0 };
  const batch = await store.claimDigest(policy, DIGEST_SIZE);
  if (!batch.length) return { released, digested: 0, digests: 0 };
  const ids = batch.map((enquiry) => enquiry.id);
  try {
    await mailer.send(buildDigest(batch, mailLocale));
  } catch (error) {
    const message = errorText(error).slice(0, 1000);
    log(`send-contact-email: digest of ${batch.length} held enquiries failed: ${message}`);
    await store.unclaimDigest(ids, message);
    return { released, digested: 0, digests: 0 };
  }
  await store.markDigested(ids);
  return { released, digested: batch.length, digests: 1 };
}

/** Raises the day's set-aside notice when they pile up, then sends every notice still owed. */
async function sendNotices({ store, mailer, policy, mailLocale, log }: Delivery, setAsideAlertPerDay: number) {
  const setAsideToday = await store.countSetAsideToday();
  if (setAsideToday > setAsideAlertPerDay && (await store.raiseNotice('set_aside_pile_up', setAsideToday))) {
    log(`send-contact-email: ${setAsideToday} enquiries set aside today, more than ${setAsideAlertPerDay}`);
  }
  let sent = 0;
  for (const notice of await store.claimNotices(policy)) {
    try {
      await mailer.send(buildNotice(notice.kind, notice.count, notice.periodStart, mailLocale));
      await store.markNotice(notice, null);
      sent += 1;
    } catch (error) {
      const message = errorText(error).slice(0, 1000);
      log(`send-contact-email: notice ${notice.kind} failed: ${message}`);
      await store.markNotice(notice, message);
    }
  }
  return sent;
}

/**
 * The scheduled run (Supabase Cron, or the local backend's interval): deletes what is past its
 * retention, hands held enquiries on, sends every due notification batch by batch and every notice
 * owed, and logs one line that counts it all.
 */
export async function retryDue(
  delivery: Delivery,
  retention: RetentionPolicy,
  watch: WatchPolicy,
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
    ...(await sendHeld(delivery, watch.mailMaxPerHour)),
    held: 0,
    notices: 0,
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
  report.notices = await sendNotices(delivery, watch.setAsideAlertPerDay);
  const held = await store.countHeld();
  report.exhausted = held.exhausted;
  report.setAside = held.setAside;
  report.held = held.held;
  log(
    `send-contact-email retry: ${report.claimed} claimed, ${report.sent} sent, ${report.failed} failed; ` +
      `${report.released} held released, ${report.digested} in ${report.digests} digest, ${report.held} still held; ` +
      `${report.exhausted} exhausted (select * from contact_enquiries_undelivered); ` +
      `${report.setAside} set aside (select * from contact_enquiries_spam); ${report.notices} notices sent; ` +
      `deleted ${report.deletedExpired} older than ${retention.months} months, ` +
      `${report.deletedSetAside} set aside over ${retention.setAsideDays} days`,
  );
  return report;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
