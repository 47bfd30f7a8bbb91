// What the migrations set up and how storing holds up, on the REAL function and each database of
// enquirySuite: row level security and no Cron on plain PostgreSQL (checked first); a double submit and
// 100 at once each stored once, a locked table and a database outage answered 503 with nothing lost.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR, migrationFiles } from '../../serve/local-database.mjs';
import { SHORT_LEASE_S, sleep, validEnquiry } from './enquiry-fixtures.mjs';

/**
 * @param {import('./enquiry-fixtures.mjs').Suite} suite enquirySuite's state and helpers
 */
export function schemaTests(suite) {
  test('the tables have row level security on, no policy; the anonymous role can neither read nor write', async () => {
    for (const table of ['contact_enquiries', 'contact_rate_limits', 'contact_notices']) {
      const [row] = await suite.database.query(
        `select relrowsecurity from pg_class where oid = 'public.${table}'::regclass`,
      );
      assert.equal(row.relrowsecurity, true, table);
      const [policies] = await suite.database.query('select count(*)::int as n from pg_policies where tablename = $1', [
        table,
      ]);
      assert.equal(Number(policies.n), 0, table);
    }
    if (!suite.database.queryAs) return; // PGlite has no Supabase API roles
    for (const statement of [
      'select * from contact_enquiries',
      "insert into contact_enquiries (first_name) values ('x')",
      'select * from contact_enquiries_undelivered',
      'select * from contact_rate_limits',
      "insert into contact_rate_limits (bucket, window_start, hits) values ('x', now(), 1)",
      'select * from contact_notices',
    ]) {
      await assert.rejects(suite.database.queryAs('anon', statement), /permission denied/, statement);
    }
  });

  test('the migrations re-run in order on the live database without error, every row kept as it was', async () => {
    const statuses = ['pending', 'sent', 'failed', 'exhausted', 'spam', 'held'];
    const ids = [];
    for (const status of statuses) {
      const enquiry = validEnquiry();
      ids.push(enquiry.id);
      await suite.database.query(
        `insert into contact_enquiries (id, first_name, last_name, email, phone, company, service, message, gdpr_consent,
           locale, notification_status, spam_reason, submitted_via)
         values ($1, 'Anna', 'Berg', 'rerun@foretaget.se', '070', 'Företaget AB', 'fdaas', 'Ett meddelande här.', true,
           'sv', $2, $3, 'form')`,
        [enquiry.id, status, status === 'spam' ? 'no_fill_time' : null],
      );
    }
    const snapshot = () =>
      suite.database.query(
        "select id::text, notification_status, spam_reason, submitted_via from contact_enquiries where email = 'rerun@foretaget.se' order by id",
      );
    const before = await snapshot();
    for (const name of migrationFiles()) {
      await suite.database.exec(readFileSync(join(MIGRATIONS_DIR, name), 'utf8'));
    }
    assert.deepEqual(await snapshot(), before);
    const [view] = await suite.database.query('select submitted_via from contact_enquiries_spam where id = $1', [
      ids[4],
    ]);
    assert.equal(view.submitted_via, 'form', 'the set-aside list as the last migration leaves it');
    await suite.database.query("delete from contact_enquiries where email = 'rerun@foretaget.se'");
  });

  test('the migrations apply without pg_cron and pg_net: the Cron job is skipped, its request function is there', async () => {
    const [row] = await suite.database.query(
      "select (select count(*)::int from pg_namespace where nspname = 'cron') as cron, " +
        "to_regprocedure('private.request_contact_notification_retry()') is not null as request",
    );
    assert.deepEqual({ cron: Number(row.cron), request: row.request }, { cron: 0, request: true });
  });
}

/**
 * @param {import('./enquiry-fixtures.mjs').Suite} suite enquirySuite's state and helpers
 * @param {{ sessions: 'many' | 'one' }} options
 *   The outage test stops the database: enquirySuite registers these last.
 */
export function storageTests(suite, { sessions }) {
  const { post, rowById, withFunction } = suite;

  test('stores a double submit of the same id once and mails it once', async () => {
    const enquiry = validEnquiry({ email: 'twice@foretaget.se' });
    assert.equal((await post(enquiry)).status, 200);
    const again = await Promise.all([post(enquiry), post(enquiry), post(enquiry)]);
    for (const answer of again) assert.deepEqual(answer.body, { success: true });
    const rows = await suite.database.query(
      "select count(*)::int as n from contact_enquiries where email = 'twice@foretaget.se'",
    );
    assert.equal(Number(rows[0].n), 1);
    assert.equal(suite.mail.mailsFor(enquiry.id).length, 1);
  });

  test('the same id with other content is refused with 409: the stored enquiry and its e-mail stay as they were', async () => {
    const first = validEnquiry({ message: 'Vi vill veta mer om FDaaS för vårt bolag.' });
    assert.equal((await post(first)).status, 200);
    for (const change of [{ message: 'Något helt annat som vi också undrar över.' }, { phone: '08-123 45 67' }]) {
      const other = { ...first, ...change };
      const answer = await post(other);
      assert.equal(answer.status, 409);
      assert.equal(answer.body.code, 'id_conflict');
    }
    const row = await rowById(first.id);
    assert.deepEqual([row.message, row.phone], [first.message, first.phone]);
    assert.equal(suite.mail.mailsFor(first.id).length, 1);
    // Set aside or held, the id is no less one enquiry.
    const trapped = validEnquiry({ website: 'https://spam.example' });
    assert.equal((await post(trapped)).status, 200);
    assert.equal((await post({ ...trapped, company: 'Annat AB' })).status, 409);
  });

  test('stores 100 concurrent valid enquiries: none lost, none doubled, no hang', { timeout: 60_000 }, async () => {
    const enquiries = Array.from({ length: 100 }, (_, i) =>
      validEnquiry({ firstName: `Person ${i}`, email: `person${i}@load.example` }),
    );
    const answers = await Promise.all(enquiries.map((enquiry) => post(enquiry)));
    assert.deepEqual(
      answers.map((a) => a.status),
      enquiries.map(() => 200),
    );
    const rows = await suite.database.query(
      "select id::text as id, notification_status from contact_enquiries where email like '%@load.example'",
    );
    assert.equal(rows.length, 100);
    assert.deepEqual(new Set(rows.map((r) => r.id)), new Set(enquiries.map((e) => e.id)));
    assert.ok(rows.every((r) => r.notification_status === 'sent'));
    for (const enquiry of enquiries) assert.equal(suite.mail.mailsFor(enquiry.id).length, 1);
  });

  if (sessions === 'many') {
    test('no input reaches the text of a statement: every value the visitor sends travels as a parameter', async () => {
      const mark = `mark${randomBytes(4).toString('hex')}`;
      const enquiry = validEnquiry({
        firstName: `Anna ${mark}`,
        lastName: `O'${mark}`,
        email: `${mark}@foretaget.se`,
        phone: `070 ${mark}`,
        company: `${mark}'); drop table contact_enquiries; --`,
        orgNumber: `556 ${mark}`,
        message: `Vi vill veta mer om ${mark}, tack.`,
        campaign: mark,
        source: mark,
      });
      const log = await suite.database.withStatementLog(async () => {
        // A new id, a resend of it (the same content) and other content under it: every statement of keep().
        assert.equal((await post(enquiry)).status, 200);
        assert.equal((await post(enquiry)).status, 200);
        assert.equal((await post({ ...enquiry, message: `Något annat om ${mark}.` })).status, 409);
      });
      // Each entry of the log begins with its time; a statement's text may span lines.
      const entries = log.split(/\n(?=\d{4}-\d\d-\d\d )/);
      const statements = entries.filter((entry) => /\bLOG: +(statement|execute [^:]*): /.test(entry));
      const parameters = entries.filter((entry) => /\bDETAIL: +parameters: /i.test(entry));
      assert.ok(
        statements.some((entry) => entry.includes('contact_enquiries')),
        'the function’s statements were logged',
      );
      assert.ok(
        parameters.some((entry) => entry.includes(mark)),
        'the values reached the server as parameters',
      );
      assert.deepEqual(
        statements.filter((entry) => entry.includes(mark)),
        [],
        'no statement text holds a value',
      );
    });

    test('a locked table answers 503 (with CORS headers) within the deadline; nothing is lost once it is free', async () => {
      await withFunction({ DB_TIMEOUT_MS: '1500', NOTIFY_LEASE_S: String(SHORT_LEASE_S) }, async (variant) => {
        const enquiry = validEnquiry();
        const started = Date.now();
        const answer = await suite.whileEnquiriesLocked(() => post(enquiry, { target: variant }));
        const took = Date.now() - started;
        assert.equal(answer.status, 503);
        assert.equal(answer.body.code, 'unavailable');
        assert.ok(took < 4000, `answered after ${took} ms`);

        const next = validEnquiry();
        assert.equal((await post(next, { target: variant })).status, 200);
        assert.equal((await rowById(next.id)).notification_status, 'sent');
        // The cancelled insert either never happened, or (the lock gone before the cancel arrived) its
        // row is owed an e-mail: the run after its lease sends it. Never lost, never twice.
        await sleep(SHORT_LEASE_S * 1000 + 300);
        await variant.retry();
        const row = await rowById(enquiry.id);
        assert.equal(suite.mail.mailsFor(enquiry.id).length, row ? 1 : 0);
        if (row) assert.equal(row.notification_status, 'sent');
      });
    });

    // PostgreSQL cancels by server process, not by statement: a deadline's cancel that arrives after its
    // statement ended (the lock freed in between) cancels whatever that connection runs next, another
    // visitor's enquiry. pg_cancel_backend sends the same signal, at a moment the test chooses.
    test('a cancel meant for an earlier statement does not fail the enquiry it lands on: stored and mailed once', async () => {
      await withFunction({ DB_TIMEOUT_MS: '8000' }, async (variant) => {
        const enquiry = validEnquiry({ email: 'stray-cancel@foretaget.se' });
        /** @type {Promise<any> | undefined} the post, answered once the lock is gone */
        let answering;
        await suite.whileEnquiriesLocked(async () => {
          answering = post(enquiry, { target: variant });
          let cancelled = false;
          for (let wait = 0; wait < 50 && !cancelled; wait++) {
            await sleep(100);
            // The statement's text as pg_stat_activity keeps it: its first 1024 bytes (track_activity_query_size).
            const [row] = await suite.database.query(
              "select pg_cancel_backend(pid) as cancelled from pg_stat_activity where wait_event_type = 'Lock' " +
                "and query like '%public.contact_enquiries%'",
            );
            cancelled = row?.cancelled === true;
          }
          assert.ok(cancelled, 'the insert never waited on the lock');
          await sleep(200);
        });
        const answer = await answering;
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        assert.equal((await rowById(enquiry.id)).notification_status, 'sent');
        assert.equal(suite.mail.mailsFor(enquiry.id).length, 1);
      });
    });
  }

  test('answers 503 when storage is down, claims nothing and sends no e-mail; recovers when it is back', async () => {
    const mailsBefore = suite.mail.mails.length;
    const enquiry = validEnquiry({ email: 'outage@foretaget.se' });
    await suite.database.stopDatabase();
    let answer;
    try {
      answer = await post(enquiry);
    } finally {
      await suite.database.startDatabase();
    }
    assert.equal(answer.status, 503);
    assert.equal(answer.body.success, false);
    assert.equal(answer.body.code, 'unavailable');
    assert.match(answer.body.error, /could not be saved/);
    assert.equal(suite.mail.mails.length, mailsBefore);
    assert.equal(await rowById(enquiry.id), undefined);

    // The visitor tries again once storage is back (a pooler logs in again within a second): stored once.
    let again;
    for (let attempt = 0; attempt < 10; attempt++) {
      again = await post(enquiry);
      if (again.status !== 503) break;
      await sleep(500);
    }
    assert.equal(again.status, 200);
    assert.equal((await rowById(enquiry.id)).notification_status, 'sent');
    assert.equal(suite.mail.mailsFor(enquiry.id).length, 1);
  });
}
