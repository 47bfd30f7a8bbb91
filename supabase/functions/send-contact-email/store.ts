// contact_enquiries and contact_rate_limits in Postgres through postgres.js (SUPABASE_DB_URL).
import postgres from 'postgres';
import type { SpamReason } from './bot-signals.ts';
import type {
  DeliveryPolicy,
  EnquiryStore,
  RateLimits,
  RequestCount,
  RetentionPolicy,
  StoredEnquiry,
} from './delivery.ts';

export class DatabaseDeadline extends Error {}

/** postgres.js's codes for a connection that went away, and the socket errors behind them. */
const lostConnectionCodes = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'ECONNRESET',
  'EPIPE',
]);

/**
 * PostgreSQL's query_canceled. A statement's own deadline answers before its cancel lands, so this one
 * was stopped by a cancel meant for another: the server cancels by process, not by statement, and a
 * deadline's cancel that arrives after its statement ended (the lock freed in between) stops whatever
 * that connection runs next. (A server-side statement_timeout gives the same code.)
 */
const queryCanceledCode = '57014';

/** Whether the statement may simply run again: its connection went away, or a cancel it did not send stopped it. */
function isWorthRepeating(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (lostConnectionCodes.has(code) || code === queryCanceledCode);
}

export interface PostgresStoreOptions {
  /** Connections per function instance. */
  max?: number;
  /** Longest wait for one statement (a lock, a stuck server) before the request answers 503. */
  timeoutMs?: number;
}

type EnquiryRow = Omit<StoredEnquiry, 'additionalServices'> & { additionalServices: string };

export function createPostgresStore(
  url: string,
  { max = 3, timeoutMs = 5000 }: PostgresStoreOptions = {},
): EnquiryStore & { end(): Promise<void> } {
  const sql = postgres(url, {
    max,
    // Supabase's pooler (and PgBouncer) in transaction mode hands each statement any server
    // connection: a named prepared statement would be missing on the next one.
    prepare: false,
    // Array types are read as JSON here, so the driver need not look them up on every connection.
    fetch_types: false,
    // Getting a connection is part of a statement's wait: as long as the deadline allows (a second at
    // least), not a limit of its own that ends a slow connect before the deadline does.
    connect_timeout: Math.max(1, Math.ceil(timeoutMs / 1000)),
    idle_timeout: 30,
    onnotice: () => {},
  });

  /**
   * Runs one statement with a deadline: past it the statement is cancelled and the caller gets
   * DatabaseDeadline. When the pooler or server closed connections while they sat idle (a restart),
   * or a cancel meant for an earlier statement stopped it, it runs again, up to one more time than the
   * pool has connections, within the same deadline. Every statement here is safe to repeat: inserts
   * are keyed by id, and a cancelled statement changed nothing.
   */
  async function run<T = postgres.Row[]>(statement: () => postgres.PendingQuery<postgres.Row[]>): Promise<T> {
    const started = Date.now();
    for (let attempt = 1; ; attempt++) {
      const query = statement();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => {
            query.cancel();
            reject(new DatabaseDeadline(`the database did not answer within ${timeoutMs} ms`));
          },
          Math.max(0, timeoutMs - (Date.now() - started)),
        );
      });
      try {
        return (await Promise.race([query, deadline])) as unknown as T;
      } catch (error) {
        if (attempt > max || !isWorthRepeating(error)) throw error;
      } finally {
        clearTimeout(timer);
      }
    }
  }

  // additional_services travels as JSON text: the same on PostgreSQL and PGlite, whatever the driver's array typing.
  const enquiryColumns = () => sql`
    id::text as id, first_name as "firstName", last_name as "lastName", email, phone, company,
    org_number as "orgNumber", service, array_to_json(additional_services)::text as "additionalServices",
    message, gdpr_consent as "gdprConsent", locale, campaign, source, submitted_via as "submittedVia"`;

  const toEnquiry = ({ additionalServices, orgNumber, campaign, source, ...row }: EnquiryRow): StoredEnquiry => ({
    ...row,
    additionalServices: JSON.parse(additionalServices),
    orgNumber: orgNumber ?? undefined,
    campaign: campaign ?? undefined,
    source: source ?? undefined,
  });

  // The columns a new row gets from the enquiry, in the order of enquiryValues.
  const enquiryInsertColumns = () => sql`
    id, first_name, last_name, email, phone, company, org_number, service,
    additional_services, message, gdpr_consent, locale, campaign, source, submitted_via`;

  const enquiryValues = (enquiry: StoredEnquiry) => sql`
    ${enquiry.id}::uuid, ${enquiry.firstName}, ${enquiry.lastName}, ${enquiry.email}, ${enquiry.phone},
    ${enquiry.company}, ${enquiry.orgNumber ?? null}, ${enquiry.service},
    -- ::text first: a parameter the server types as json would be JSON-encoded a second time.
    array(select jsonb_array_elements_text(${JSON.stringify(enquiry.additionalServices)}::text::jsonb)),
    ${enquiry.message}, ${enquiry.gdprConsent}, ${enquiry.locale}, ${enquiry.campaign ?? null},
    ${enquiry.source ?? null}, ${enquiry.submittedVia}`;

  const lease = (policy: DeliveryPolicy) => sql`now() + make_interval(secs => ${policy.leaseS}::int)`;

  return {
    async countRequest(clientKey: string, limits: RateLimits): Promise<RequestCount> {
      const [row] = await run<RequestCount[]>(
        () => sql`
        with site as (
          insert into public.contact_rate_limits as r (bucket, window_start, hits)
          values ('site', date_trunc('hour', now()), 1)
          on conflict (bucket, window_start) do update set hits = r.hits + 1
          returning r.hits
        ), client as (
          insert into public.contact_rate_limits as r (bucket, window_start, hits)
          select ${clientKey}::text,
            to_timestamp(floor(extract(epoch from now()) / ${limits.windowS}::int) * ${limits.windowS}::int), 1
          from site where site.hits <= ${limits.siteMaxPerHour}::int
          on conflict (bucket, window_start) do update set hits = r.hits + 1
          returning r.hits, r.window_start
        )
        select
          (select hits from site) as "siteHits",
          (select hits from client) as "clientHits",
          ceil(extract(epoch from date_trunc('hour', now()) + interval '1 hour' - now()))::int as "siteRetryAfterS",
          (select ceil(extract(epoch from window_start + make_interval(secs => ${limits.windowS}::int) - now()))::int
            from client) as "clientRetryAfterS"`,
      );
      return row;
    },

    async pruneRequestCounts(olderThanS: number) {
      await run(
        () => sql`
        delete from public.contact_rate_limits
        where window_start < now() - make_interval(secs => ${olderThanS}::int)`,
      );
    },

    async storeAndClaim(enquiry: StoredEnquiry, policy: DeliveryPolicy) {
      // A person's resubmit of an id that was set aside as a bot's hands it back to delivery.
      const rows = await run<EnquiryRow[]>(
        () => sql`
        insert into public.contact_enquiries as e (
          ${enquiryInsertColumns()},
          notification_status, notification_attempts, notification_last_attempt_at, notification_claimed_until
        ) values (
          ${enquiryValues(enquiry)},
          'pending', 1, now(), ${lease(policy)}
        )
        on conflict (id) do update set
          notification_status = case when e.notification_status = 'spam' then 'pending' else e.notification_status end,
          notification_attempts = e.notification_attempts + 1,
          notification_last_attempt_at = now(),
          notification_claimed_until = ${lease(policy)}
        where e.notification_status <> 'sent'
          and (e.notification_claimed_until is null or e.notification_claimed_until < now())
        returning ${enquiryColumns()}`,
      );
      return rows.length ? toEnquiry(rows[0]) : null;
    },

    async setAside(enquiry: StoredEnquiry, reason: SpamReason, fillMs: number | null) {
      await run(
        () => sql`
        insert into public.contact_enquiries (${enquiryInsertColumns()}, notification_status, spam_reason, spam_fill_ms)
        values (${enquiryValues(enquiry)}, 'spam', ${reason}, ${fillMs}::int)
        on conflict (id) do nothing`,
      );
    },

    async claimDue(policy: DeliveryPolicy) {
      // SKIP LOCKED: a run that overlaps another passes over the rows the other is claiming, and the
      // lease then keeps them from both.
      const rows = await run<EnquiryRow[]>(
        () => sql`
        update public.contact_enquiries as e set
          notification_attempts = e.notification_attempts + 1,
          notification_last_attempt_at = now(),
          notification_claimed_until = ${lease(policy)}
        where e.id in (
          select id from public.contact_enquiries
          where notification_status in ('pending', 'failed')
            and notification_attempts < ${policy.maxAttempts}::int
            and (notification_next_attempt_at is null or notification_next_attempt_at <= now())
            and (notification_claimed_until is null or notification_claimed_until < now())
          order by created_at
          limit ${policy.batchSize}::int
          for update skip locked
        )
        returning ${enquiryColumns()}`,
      );
      return rows.map(toEnquiry);
    },

    async markSent(id: string) {
      await run(
        () => sql`
        update public.contact_enquiries set
          notification_status = 'sent', notification_error = null, notified_at = now(),
          notification_claimed_until = null, notification_next_attempt_at = null
        where id = ${id}::uuid`,
      );
    },

    async markFailed(id: string, error: string, policy: DeliveryPolicy) {
      await run(
        () => sql`
        update public.contact_enquiries set
          notification_status =
            case when notification_attempts >= ${policy.maxAttempts}::int then 'exhausted' else 'failed' end,
          notification_error = ${error},
          notification_claimed_until = null,
          notification_next_attempt_at = now() + make_interval(secs => least(
            ${policy.baseDelayS}::float8 * power(2, greatest(notification_attempts - 1, 0)),
            ${policy.maxDelayS}::float8))
        where id = ${id}::uuid`,
      );
    },

    async exhaustAbandoned(policy: DeliveryPolicy) {
      await run(
        () => sql`
        update public.contact_enquiries set notification_status = 'exhausted'
        where notification_status in ('pending', 'failed')
          and notification_attempts >= ${policy.maxAttempts}::int
          and (notification_claimed_until is null or notification_claimed_until < now())`,
      );
    },

    async deleteExpired(retention: RetentionPolicy) {
      const [row] = await run<{ expired: number; setAside: number }[]>(
        () => sql`
        with gone as (
          delete from public.contact_enquiries
          where created_at < now() - make_interval(months => ${retention.months}::int)
            or (notification_status = 'spam'
              and created_at < now() - make_interval(days => ${retention.setAsideDays}::int))
          returning created_at < now() - make_interval(months => ${retention.months}::int) as expired
        )
        select count(*) filter (where expired)::int as expired,
          count(*) filter (where not expired)::int as "setAside"
        from gone`,
      );
      return row;
    },

    async countHeld() {
      const [row] = await run<{ exhausted: number; setAside: number }[]>(
        () => sql`
        select count(*) filter (where notification_status = 'exhausted')::int as exhausted,
          count(*) filter (where notification_status = 'spam')::int as "setAside"
        from public.contact_enquiries where notification_status in ('exhausted', 'spam')`,
      );
      return row;
    },

    end: () => sql.end({ timeout: 5 }),
  };
}
