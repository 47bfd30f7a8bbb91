// Stored first, then mailed, on the REAL function and each database of enquirySuite: the e-mail with
// everything the visitor typed escaped, its language, a failed e-mail kept and sent again by the retry
// runs (exactly once, after a crash too, never past the last attempt), the retry entry's secret, and
// (plain PostgreSQL) the Cron job's request.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  BACKOFF_S,
  MAX_ATTEMPTS,
  RETRY_SECRET,
  SHORT_LEASE_S,
  SITE_ORIGIN,
  sleep,
  validEnquiry,
} from './enquiry-fixtures.mjs';

/**
 * @param {import('./enquiry-fixtures.mjs').Suite} suite enquirySuite's state and helpers
 * @param {{ cronStub: boolean }} options
 */
export function deliveryTests(suite, { cronStub }) {
  const { call, post, retry, rowById, withFunction } = suite;

  test('stores a valid enquiry, then mails it with everything the visitor typed escaped', async () => {
    const enquiry = validEnquiry({
      lastName: '<b>Berg</b>',
      company: 'Bolaget & "Co" AB',
      message: 'Hej! <script>alert("x")</script> <img src=x onerror=alert(1)> Vi behöver hjälp.',
      campaign: 'spring-2025',
      source: 'linkedin',
    });
    const { status, body } = await post(enquiry, { origin: SITE_ORIGIN });
    assert.equal(status, 200);
    assert.deepEqual(body, { success: true });

    const row = await rowById(enquiry.id);
    assert.ok(row, 'row stored');
    assert.equal(row.first_name, 'Anna');
    assert.equal(row.last_name, '<b>Berg</b>', 'stored as the plain text typed');
    assert.equal(row.message, enquiry.message);
    assert.equal(row.email, 'anna.berg@foretaget.se');
    assert.equal(row.org_number, '556123-4567');
    assert.equal(row.service, 'fdaas');
    assert.deepEqual(row.additional_services, ['radgivning', 'skatteradgivning']);
    assert.equal(row.gdpr_consent, true);
    assert.equal(row.campaign, 'spring-2025');
    assert.equal(row.source, 'linkedin');
    assert.equal(row.locale, 'sv');
    assert.equal(row.notification_status, 'sent');
    assert.equal(row.notification_error, null);
    assert.equal(row.notification_attempts, 1);
    assert.ok(row.notified_at, 'notified_at set');

    const [sent, ...more] = suite.mail.mailsFor(enquiry.id);
    assert.equal(more.length, 0);
    assert.equal(sent.path, '/emails');
    assert.equal(sent.authorization, 'Bearer test-mail-key');
    assert.deepEqual(sent.body.to, ['hej@fyrtorn.example']);
    assert.equal(sent.body.from, 'Fyrtorn <no-reply@fyrtorn.example>');
    assert.equal(sent.body.reply_to, 'anna.berg@foretaget.se');
    assert.ok(sent.body.html.includes('&lt;b&gt;Berg&lt;/b&gt;'));
    assert.ok(sent.body.html.includes('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'));
    assert.ok(sent.body.html.includes('Bolaget &amp; &quot;Co&quot; AB'));
    assert.ok(!/<script|<img|<b>/i.test(sent.body.html), 'no markup from the visitor in the HTML');
  });

  test('records the page language, and the e-mail (Swedish by default) says which language to answer in', async () => {
    const swedish = validEnquiry({ locale: 'sv' });
    const english = validEnquiry({ locale: 'en' });
    assert.equal((await post(swedish)).status, 200);
    assert.equal((await post(english)).status, 200);
    assert.equal((await rowById(swedish.id)).locale, 'sv');
    assert.equal((await rowById(english.id)).locale, 'en');
    const [sv] = suite.mail.mailsFor(swedish.id);
    const [en] = suite.mail.mailsFor(english.id);
    assert.match(sv.body.subject, /^Ny förfrågan \[sv\]/);
    assert.match(sv.body.text, /^Svara på: svenska/m);
    assert.match(en.body.subject, /^Ny förfrågan \[en\]/);
    assert.match(en.body.text, /^Svara på: engelska/m);
    assert.match(en.body.html, /Svara på.*engelska/);
    const missing = await post(validEnquiry({ locale: undefined }));
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body.fields, [{ field: 'locale', kind: 'invalid' }]);
  });

  test('stores the enquiry and answers success when the e-mail API fails; the row says failed', async () => {
    suite.mail.state.mode = 'fail';
    try {
      const enquiry = validEnquiry({ service: 'pdaas', additionalServices: [] });
      const { status, body } = await post(enquiry);
      assert.equal(status, 200);
      assert.deepEqual(body, { success: true });
      const row = await rowById(enquiry.id);
      assert.equal(row.notification_status, 'failed');
      assert.match(row.notification_error, /500/);
      assert.equal(row.notification_attempts, 1);
      assert.ok(row.notification_next_attempt_at > row.created_at, 'the next attempt waits (backoff)');
      assert.deepEqual(row.additional_services, []);
    } finally {
      suite.mail.state.mode = 'ok';
    }
  });

  test('mail down → stored → mail back → two retry runs started at once send it exactly once', async () => {
    suite.mail.state.mode = 'fail';
    const enquiry = validEnquiry({ email: 'retry-once@foretaget.se' });
    try {
      assert.equal((await post(enquiry)).status, 200);
    } finally {
      suite.mail.state.mode = 'ok';
    }
    assert.equal((await rowById(enquiry.id)).notification_status, 'failed');
    // Not due yet: the first retry waits BACKOFF_S.
    await retry();
    assert.equal(suite.mail.mailsFor(enquiry.id).length, 0, 'not retried before its backoff');
    await sleep(BACKOFF_S * 1000 + 200);

    const reports = await Promise.all([retry(), retry()]);
    assert.equal(suite.mail.mailsFor(enquiry.id).length, 1, 'exactly one e-mail');
    assert.ok(reports.every((report) => report.failed === 0));
    const row = await rowById(enquiry.id);
    assert.equal(row.notification_status, 'sent');
    assert.equal(row.notification_attempts, 2);
    assert.equal(row.notification_error, null);
    // A further run finds nothing owed for it.
    await retry();
    assert.equal(suite.mail.mailsFor(enquiry.id).length, 1);
  });

  test('the same id resubmitted while its e-mail is unsent sends it then (and a sent one never again)', async () => {
    const enquiry = validEnquiry({ email: 'resubmit@foretaget.se' });
    suite.mail.state.mode = 'fail';
    try {
      assert.equal((await post(enquiry)).status, 200);
    } finally {
      suite.mail.state.mode = 'ok';
    }
    assert.equal(suite.mail.mailsFor(enquiry.id).length, 0);
    const again = await post(enquiry);
    assert.deepEqual(again.body, { success: true });
    assert.equal(suite.mail.mailsFor(enquiry.id).length, 1, 'the resubmit sent it');
    assert.equal((await rowById(enquiry.id)).notification_status, 'sent');
    await post(enquiry);
    assert.equal(suite.mail.mailsFor(enquiry.id).length, 1, 'sent once only');
  });

  test(`after ${MAX_ATTEMPTS} failed attempts the row is exhausted, listed for a human and counted in the log`, async () => {
    const enquiry = validEnquiry({ email: 'never-delivered@foretaget.se' });
    suite.mail.state.mode = 'fail';
    try {
      assert.equal((await post(enquiry)).status, 200);
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        await sleep(BACKOFF_S * 2 ** (attempt - 2) * 1000 + 200);
        await retry();
        assert.equal((await rowById(enquiry.id)).notification_attempts, attempt);
      }
    } finally {
      suite.mail.state.mode = 'ok';
    }
    const row = await rowById(enquiry.id);
    assert.equal(row.notification_status, 'exhausted');
    assert.match(row.notification_error, /500/);
    const listed = await suite.database.query('select id::text as id from contact_enquiries_undelivered');
    assert.ok(
      listed.some((r) => r.id === enquiry.id),
      'in contact_enquiries_undelivered',
    );

    // Due again by the clock, but exhausted: no run claims it any more.
    await suite.database.query(
      "update contact_enquiries set notification_next_attempt_at = now() - interval '1 minute' where id = $1",
      [enquiry.id],
    );
    const report = await retry();
    assert.equal(suite.mail.mailsFor(enquiry.id).length, 0, 'no automatic attempt after the last');
    assert.ok(report.exhausted >= 1);
    assert.match(suite.fn.stderr(), new RegExp(`retry: .*; ${report.exhausted} exhausted`));
  });

  test('a crash after the insert (function killed mid-send): the next run after the lease sends it', async () => {
    const enquiry = validEnquiry({ email: 'crash@foretaget.se' });
    // The function that dies holds a short lease, so that the test need not wait out the suite's.
    await withFunction({ NOTIFY_LEASE_S: String(SHORT_LEASE_S) }, async (doomed) => {
      suite.mail.state.mode = 'hang';
      try {
        const pending = post(enquiry, { target: doomed }).catch(() => null);
        // Killed while its e-mail is on the way (the stub holds it): the row was stored before. Watched
        // at the stub, not in the database: on PGlite a query of the test's own between the messages of
        // the function's statement would take that statement's place.
        const deadline = Date.now() + 30_000;
        while (suite.mail.held === 0) {
          assert.ok(Date.now() < deadline, 'the e-mail was on its way');
          await sleep(50);
        }
        doomed.child.kill('SIGKILL');
        await doomed.exited;
        await pending;
      } finally {
        // Whatever happened above, the stub answers again: a stub left hanging would fail every later
        // test's e-mail after a 10 s wait.
        suite.mail.release();
        suite.mail.state.mode = 'ok';
      }
    });
    const stranded = await rowById(enquiry.id);
    assert.ok(stranded, 'the row was stored');
    assert.equal(stranded.notification_status, 'pending');
    assert.equal(suite.mail.mailsFor(enquiry.id).length, 0);

    // The dead request's lease runs out; the next run sends it.
    await sleep(Math.max(0, new Date(stranded.notification_claimed_until).getTime() - Date.now()) + 300);
    await retry();
    assert.equal(suite.mail.mailsFor(enquiry.id).length, 1);
    assert.equal((await rowById(enquiry.id)).notification_status, 'sent');
  });

  test('the retry entry refuses a caller without the secret and sends nothing', async () => {
    const mailsBefore = suite.mail.mails.length;
    for (const headers of [{}, { 'x-retry-secret': 'wrong' }]) {
      const { status, body } = await call({ body: '{}', headers }, { path: '/retry', origin: null });
      assert.equal(status, 401);
      assert.equal(body.success, false);
    }
    assert.equal(suite.mail.mails.length, mailsBefore);
  });

  if (cronStub) {
    test('the Cron job’s request (pg_net and Vault stubbed) reaches the retry entry and sends what is owed', async () => {
      await suite.database.query(`
        create schema vault;
        create table vault.decrypted_secrets (name text primary key, decrypted_secret text);
        create schema net;
        create table net.requests (id bigserial primary key, url text, headers jsonb, body jsonb, timeout_milliseconds int);
        create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
          headers jsonb default '{}', timeout_milliseconds int default 5000) returns bigint
        language sql as $$
          insert into net.requests (url, headers, body, timeout_milliseconds)
          values (url, headers, body, timeout_milliseconds) returning id
        $$;`);
      try {
        const [unset] = await suite.database.query('select private.request_contact_notification_retry() as id');
        assert.equal(unset.id, null, 'no request without the Vault secrets');

        const enquiry = validEnquiry({ email: 'via-cron@foretaget.se' });
        suite.mail.state.mode = 'fail';
        try {
          assert.equal((await post(enquiry)).status, 200);
        } finally {
          suite.mail.state.mode = 'ok';
        }
        await sleep(BACKOFF_S * 1000 + 200);
        const projectUrl = suite.fn.url.replace(/\/functions\/v1\/send-contact-email$/, '');
        await suite.database.query(
          "insert into vault.decrypted_secrets values ('project_url', $1), ('notify_retry_secret', $2)",
          [`${projectUrl}/`, RETRY_SECRET],
        );
        await suite.database.query('select private.request_contact_notification_retry()');
        const [request] = await suite.database.query('select url, headers, body from net.requests');
        assert.equal(request.url, `${suite.fn.url}/retry`);
        const response = await fetch(request.url, {
          method: 'POST',
          headers: request.headers,
          body: JSON.stringify(request.body),
        });
        assert.equal(response.status, 200);
        assert.ok((await response.json()).sent >= 1);
        assert.equal(suite.mail.mailsFor(enquiry.id).length, 1);
      } finally {
        await suite.database.query('drop schema vault cascade; drop schema net cascade;');
      }
    });
  }
}
