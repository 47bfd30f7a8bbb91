// contact_enquiries and contact_rate_limits in Postgres through postgres.js (SUPABASE_DB_URL).
import postgres from 'postgres';
import type {
  ClientCount,
  DeliveryPolicy,
  EnquiryCount,
  EnquiryStore,
  KeepOutcome,
  KeepWay,
  OwedNotice,
  RateLimits,
  RetentionPolicy,
  StoredEnquiry,
} from './delivery.ts';
import type { NoticeKind } from './notification-text.ts';

/** The site-wide counters in contact_rate_limits: enquiries mailed this hour, stored today. */
const MAILED_BUCKET = 'site';
const STORED_BUCKET = 'site:stored';

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

  // The enquiry's content, the columns a resend of its id must match.
  const contentColumns = [
    'first_name',
    'last_name',
    'email',
    'phone',
    'company',
    'org_number',
    'service',
    'additional_services',
    'message',
    'locale',
    'campaign',
    'source',
  ];
  /** Whether two rows (by their aliases) hold the same content; the driver quotes each qualified column name. */
  const sameContent = (a: string, b: string) => {
    const columnsOf = (alias: string) => sql(contentColumns.map((column) => `${alias}.${column}`));
    return sql`(${columnsOf(a)}) is not distinct from (${columnsOf(b)})`;
  };

  /** Seconds until the end of the current hour or day, for Retry-After. */
  const secondsLeftIn = (unit: 'hour' | 'day') =>
    sql`ceil(extract(epoch from date_trunc(${unit}, now()) + ('1 ' || ${unit}::text)::interval - now()))::int`;

  /** One more hit on a site-wide counter of the current hour or day; its new count. */
  const siteHit = (bucket: string, unit: 'hour' | 'day') => sql`
    insert into public.contact_rate_limits as r (bucket, window_start, hits)
    values (${bucket}, date_trunc(${unit}, now()), 1)
    on conflict (bucket, window_start) do update set hits = r.hits + 1
    returning r.hits`;

  return {
    async countClient(clientKey: string, limits: RateLimits): Promise<ClientCount> {
      const [row] = await run<ClientCount[]>(
        () => sql`
        with client as (
          insert into public.contact_rate_limits as r (bucket, window_start, hits)
          values (${clientKey}::text,
            to_timestamp(floor(extract(epoch from now()) / ${limits.windowS}::int) * ${limits.windowS}::int), 1)
          on conflict (bucket, window_start) do update set hits = r.hits + 1
          returning r.hits, r.window_start
        )
        select hits,
          ceil(extract(epoch from window_start + make_interval(secs => ${limits.windowS}::int) - now()))::int
            as "retryAfterS"
        from client`,
      );
      return row;
    },

    async countEnquiry(mailed: boolean): Promise<EnquiryCount> {
      // Only an enquiry that will be mailed counts against the hour's mail ceiling.
      const [row] = await run<EnquiryCount[]>(() =>
        mailed
          ? sql`
            with stored as (${siteHit(STORED_BUCKET, 'day')}), mailed as (${siteHit(MAILED_BUCKET, 'hour')})
            select (select hits from stored) as "storedToday", (select hits from mailed) as "mailedThisHour",
              ${secondsLeftIn('day')} as "dayRetryAfterS"`
          : sql`
            with stored as (${siteHit(STORED_BUCKET, 'day')})
            select (select hits from stored) as "storedToday", null::int as "mailedThisHour",
              ${secondsLeftIn('day')} as "dayRetryAfterS"`,
      );
      return row;
    },

    async pruneRequestCounts(clientWindowS: number) {
      // A client's counter lives for its window, the site's for their hour or day; a minute's grace each.
      await run(
        () => sql`
        delete from public.contact_rate_limits
        where window_start < now() - case
          when bucket = ${STORED_BUCKET} then interval '1 day 1 minute'
          when bucket = ${MAILED_BUCKET} then interval '1 hour 1 minute'
          else make_interval(secs => ${clientWindowS}::int + 60) end`,
      );
    },

    async keep(enquiry: StoredEnquiry, way: KeepWay, policy: DeliveryPolicy): Promise<KeepOutcome> {
      const deliver = way.kind === 'deliver';
      const status = way.kind === 'deliver' ? 'pending' : way.kind === 'held' ? 'held' : 'spam';
      const reason = way.kind === 'setAside' ? way.reason : null;
      const fillMs = way.kind === 'setAside' ? way.fillMs : null;
      // One statement for a new id and a resend alike. A resend of the same content claims a row whose
      // e-mail is still owed (a set-aside one back to delivery), and only when delivering; `earlier` is
      // the row as it was before the statement, so other content under the same id is told apart.
      for (let attempt = 0; ; attempt++) {
        const [row] = await run<(EnquiryRow & { earlier: boolean | null })[]>(
          () => sql`
          with given (${enquiryInsertColumns()}) as (values (${enquiryValues(enquiry)})),
          earlier as (
            select ${sameContent('e', 'given')} as same
            from public.contact_enquiries as e join given on e.id = given.id
          ),
          kept as (
            insert into public.contact_enquiries as e (
              ${enquiryInsertColumns()},
              notification_status, notification_attempts, notification_last_attempt_at, notification_claimed_until,
              spam_reason, spam_fill_ms
            )
            select given.*, ${status}, ${deliver ? 1 : 0}::int, case when ${deliver} then now() end,
              case when ${deliver} then ${lease(policy)} end, ${reason}, ${fillMs}::int
            from given
            on conflict (id) do update set
              notification_status = case when e.notification_status = 'spam' then 'pending' else e.notification_status end,
              notification_attempts = e.notification_attempts + 1,
              notification_last_attempt_at = now(),
              notification_claimed_until = ${lease(policy)}
            where ${deliver}
              and e.notification_status not in ('sent', 'held')
              and (e.notification_claimed_until is null or e.notification_claimed_until < now())
              and ${sameContent('e', 'excluded')}
            returning ${enquiryColumns()}
          )
          select (select same from earlier) as earlier, kept.*
          from (values (1)) as one (x) left join kept on true`,
        );
        if (row.id !== null) return { outcome: 'stored', claimed: deliver ? toEnquiry(row) : null };
        if (row.earlier !== null) return { outcome: row.earlier ? 'duplicate' : 'conflict', claimed: null };
        // Neither kept nor there before: another request stored the id meanwhile; look again, once.
        if (attempt > 0) throw new Error(`enquiry ${enquiry.id} was neither stored nor found`);
      }
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
      const [row] = await run<{ exhausted: number; setAside: number; held: number }[]>(
        () => sql`
        select count(*) filter (where notification_status = 'exhausted')::int as exhausted,
          count(*) filter (where notification_status = 'spam')::int as "setAside",
          count(*) filter (where notification_status = 'held')::int as held
        from public.contact_enquiries where notification_status in ('exhausted', 'spam', 'held')`,
      );
      return row;
    },

    async releaseHeld(mailMaxPerHour: number) {
      // All the held ones go back to delivery only when the hour's ceiling has room for every one of
      // them (and they are counted in it); otherwise none does, and they go out as a digest.
      const [row] = await run<{ held: number; released: number }[]>(
        () => sql`
        with held as (
          select id from public.contact_enquiries
          where notification_status = 'held'
            and (notification_claimed_until is null or notification_claimed_until < now())
          for update skip locked
        ), room as (
          select ${mailMaxPerHour}::int - coalesce((
            select hits from public.contact_rate_limits
            where bucket = ${MAILED_BUCKET} and window_start = date_trunc('hour', now())), 0) as left
        ), released as (
          update public.contact_enquiries set notification_status = 'pending', notification_next_attempt_at = null
          where id in (select id from held) and (select count(*) from held) <= (select "left" from room)
          returning id
        ), counted as (
          insert into public.contact_rate_limits as r (bucket, window_start, hits)
          select ${MAILED_BUCKET}, date_trunc('hour', now()), count(*)::int from released having count(*) > 0
          on conflict (bucket, window_start) do update set hits = r.hits + excluded.hits
        )
        select (select count(*) from held)::int as held, (select count(*) from released)::int as released`,
      );
      return row;
    },

    async claimDigest(policy: DeliveryPolicy, size: number) {
      const rows = await run<(EnquiryRow & { createdAt: Date })[]>(
        () => sql`
        update public.contact_enquiries as e set notification_claimed_until = ${lease(policy)},
          notification_last_attempt_at = now()
        where e.id in (
          select id from public.contact_enquiries
          where notification_status = 'held'
            and (notification_claimed_until is null or notification_claimed_until < now())
          order by created_at
          limit ${size}::int
          for update skip locked
        )
        returning ${enquiryColumns()}, created_at as "createdAt"`,
      );
      return rows
        .map((row) => ({ ...toEnquiry(row), createdAt: new Date(row.createdAt) }))
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    async markDigested(ids: string[]) {
      await run(
        () => sql`
        update public.contact_enquiries set
          notification_status = 'sent', notified_in_digest = true, notification_error = null, notified_at = now(),
          notification_attempts = notification_attempts + 1, notification_claimed_until = null
        where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::text::jsonb)::uuid)
          and notification_status = 'held'`,
      );
    },

    async unclaimDigest(ids: string[], error: string) {
      await run(
        () => sql`
        update public.contact_enquiries set notification_claimed_until = null, notification_error = ${error},
          notification_attempts = notification_attempts + 1
        where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::text::jsonb)::uuid)
          and notification_status = 'held'`,
      );
    },

    async raiseNotice(kind: NoticeKind, count: number) {
      // One per kind and day: whoever inserts it first raised it.
      const rows = await run(
        () => sql`
        insert into public.contact_notices (kind, period_start, count)
        values (${kind}, date_trunc('day', now()), ${count}::int)
        on conflict (kind, period_start) do nothing
        returning kind`,
      );
      return rows.length > 0;
    },

    async countSetAsideToday() {
      const [row] = await run<{ n: number }[]>(
        () => sql`
        select count(*)::int as n from public.contact_enquiries
        where notification_status = 'spam' and created_at >= date_trunc('day', now())`,
      );
      return row.n;
    },

    async claimNotices(policy: DeliveryPolicy) {
      const rows = await run<(Omit<OwedNotice, 'periodStart'> & { periodStart: Date })[]>(
        () => sql`
        update public.contact_notices as n set claimed_until = ${lease(policy)}, attempts = n.attempts + 1
        where (n.kind, n.period_start) in (
          select kind, period_start from public.contact_notices
          where sent_at is null and (claimed_until is null or claimed_until < now())
          order by created_at
          for update skip locked
        )
        returning kind, period_start as "periodStart", count`,
      );
      return rows.map((row) => ({ ...row, periodStart: new Date(row.periodStart) }));
    },

    async markNotice(notice: OwedNotice, error: string | null) {
      await run(
        () => sql`
        update public.contact_notices set claimed_until = null, error = ${error},
          sent_at = case when ${error}::text is null then now() end
        where kind = ${notice.kind} and period_start = ${notice.periodStart}`,
      );
    },

    end: () => sql.end({ timeout: 5 }),
  };
}
