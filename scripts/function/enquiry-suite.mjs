// The REAL function (send-contact-email under the npm package `deno`) against one database, with a
// recording stand-in for the e-mail API. enquirySuite() registers the same tests for each database.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { startFunction } from '../local-backend.mjs';
import { freePort } from './databases.mjs';
import {
  BACKOFF_S,
  CLIENT_IP_HEADER,
  DEV_ORIGIN,
  LEASE_S,
  MAX_ATTEMPTS,
  RATE_LIMIT_MAX,
  RETRY_SECRET,
  SITE_ORIGIN,
  nextIp,
  sleep,
  validEnquiry,
} from './enquiry-fixtures.mjs';
import { leadAndPrivacyTests } from './lead-and-privacy-tests.mjs';
import { startMailApiStub } from './mail-api-stub.mjs';

/** Resident memory of a process in kB (Linux). */
function residentKb(pid) {
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1]);
}

/**
 * @param {string} label
 * @param {() => Promise<any>} startDatabase
 * @param {{ poolMax: number, sessions: 'many' | 'one', cronStub?: boolean, flood?: boolean, env?: Record<string, string> }} options
 *   sessions 'many': other connections beside the function's (PostgreSQL); 'one': PGlite's single
 *   connection. cronStub: plain PostgreSQL, where pg_net and Vault can be stubbed. flood: the memory test.
 *   env: settings of the suite's function.
 */
export function enquirySuite(label, startDatabase, { poolMax, sessions, cronStub = false, flood = false, env = {} }) {
  let database;
  let mail;
  let fn;

  const functionEnv = (overrides = {}) => ({
    SUPABASE_DB_URL: database.url,
    DB_POOL_MAX: String(poolMax),
    MAIL_API_URL: mail.url,
    MAIL_API_KEY: 'test-mail-key',
    MAIL_FROM: 'Fyrtorn <no-reply@fyrtorn.example>',
    MAIL_TO: 'hej@fyrtorn.example',
    ALLOWED_ORIGINS: `${SITE_ORIGIN},${DEV_ORIGIN}`,
    CLIENT_IP_HEADER,
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    RATE_LIMIT_WINDOW_S: '600',
    RATE_LIMIT_SITE_PER_HOUR: '100000',
    MIN_FILL_MS: '3000',
    NOTIFY_RETRY_SECRET: RETRY_SECRET,
    NOTIFY_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
    NOTIFY_RETRY_BASE_S: String(BACKOFF_S),
    NOTIFY_LEASE_S: String(LEASE_S),
    ...env,
    ...overrides,
  });
  const start = async (overrides) =>
    startFunction({ port: await freePort(), quiet: true, env: functionEnv(overrides) });

  /**
   * Runs `body` against a function started with other settings. The suite's own stops meanwhile
   * (PGlite serves one connection) and starts again afterwards.
   */
  async function withFunction(overrides, body) {
    await fn.stop();
    const variant = await start(overrides);
    try {
      return await body(variant);
    } finally {
      await variant.stop();
      fn = await start();
    }
  }

  /** POSTs to the function; every answer, errors included, must carry the CORS headers for the origin. */
  async function call(init = {}, { ip = nextIp(), origin = DEV_ORIGIN, target = fn, path = '' } = {}) {
    const response = await fetch(target.url + path, {
      method: 'POST',
      ...init,
      headers: {
        ...(origin ? { origin } : {}),
        ...(ip === null ? {} : { [CLIENT_IP_HEADER]: ip }),
        // Set by any client at will: never counted.
        'x-forwarded-for': nextIp(),
        'content-type': 'application/json',
        ...init.headers,
      },
    });
    if (origin) {
      assert.equal(response.headers.get('access-control-allow-origin'), origin, `CORS origin on a ${response.status}`);
    }
    assert.match(
      response.headers.get('access-control-allow-headers') ?? '',
      /authorization, x-client-info, apikey, content-type/,
    );
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  }
  const post = (body, options) => call({ body: JSON.stringify(body) }, options);
  const retry = (target = fn) => target.retry();

  const rowCount = async () => Number((await database.query('select count(*)::int as n from contact_enquiries'))[0].n);
  const rowById = async (id) => (await database.query('select * from contact_enquiries where id = $1', [id]))[0];
  const clearCounters = () => database.query('delete from contact_rate_limits');
  /** This suite's state and helpers, for the tests in other modules (some tests restart the function). */
  const suite = {
    get database() {
      return database;
    },
    get mail() {
      return mail;
    },
    get fn() {
      return fn;
    },
    call,
    post,
    retry,
    rowById,
    rowCount,
    withFunction,
  };

  describe(`send-contact-email against ${label}`, { concurrency: 1 }, () => {
    before(
      async () => {
        database = await startDatabase();
        mail = await startMailApiStub(await freePort());
        fn = await start();
      },
      { timeout: 120_000 },
    );

    after(async () => {
      await fn?.stop();
      await mail?.close();
      await database?.close();
    });

    test('the tables have row level security on, no policy; the anonymous role can neither read nor write', async () => {
      for (const table of ['contact_enquiries', 'contact_rate_limits']) {
        const [row] = await database.query(
          `select relrowsecurity from pg_class where oid = 'public.${table}'::regclass`,
        );
        assert.equal(row.relrowsecurity, true, table);
        const [policies] = await database.query('select count(*)::int as n from pg_policies where tablename = $1', [
          table,
        ]);
        assert.equal(Number(policies.n), 0, table);
      }
      if (!database.queryAs) return; // PGlite has no Supabase API roles
      for (const statement of [
        'select * from contact_enquiries',
        "insert into contact_enquiries (first_name) values ('x')",
        'select * from contact_enquiries_undelivered',
        'select * from contact_rate_limits',
        "insert into contact_rate_limits (bucket, window_start, hits) values ('x', now(), 1)",
      ]) {
        await assert.rejects(database.queryAs('anon', statement), /permission denied/, statement);
      }
    });

    test('the migrations apply without pg_cron and pg_net: the Cron job is skipped, its request function is there', async () => {
      const [row] = await database.query(
        "select (select count(*)::int from pg_namespace where nspname = 'cron') as cron, " +
          "to_regprocedure('private.request_contact_notification_retry()') is not null as request",
      );
      assert.deepEqual({ cron: Number(row.cron), request: row.request }, { cron: 0, request: true });
    });

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

      const [sent, ...more] = mail.mailsFor(enquiry.id);
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
      const [sv] = mail.mailsFor(swedish.id);
      const [en] = mail.mailsFor(english.id);
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
      mail.state.mode = 'fail';
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
        mail.state.mode = 'ok';
      }
    });

    test('mail down → stored → mail back → two retry runs started at once send it exactly once', async () => {
      mail.state.mode = 'fail';
      const enquiry = validEnquiry({ email: 'retry-once@foretaget.se' });
      try {
        assert.equal((await post(enquiry)).status, 200);
      } finally {
        mail.state.mode = 'ok';
      }
      assert.equal((await rowById(enquiry.id)).notification_status, 'failed');
      // Not due yet: the first retry waits BACKOFF_S.
      await retry();
      assert.equal(mail.mailsFor(enquiry.id).length, 0, 'not retried before its backoff');
      await sleep(BACKOFF_S * 1000 + 200);

      const reports = await Promise.all([retry(), retry()]);
      assert.equal(mail.mailsFor(enquiry.id).length, 1, 'exactly one e-mail');
      assert.ok(reports.every((report) => report.failed === 0));
      const row = await rowById(enquiry.id);
      assert.equal(row.notification_status, 'sent');
      assert.equal(row.notification_attempts, 2);
      assert.equal(row.notification_error, null);
      // A further run finds nothing owed for it.
      await retry();
      assert.equal(mail.mailsFor(enquiry.id).length, 1);
    });

    test('the same id resubmitted while its e-mail is unsent sends it then (and a sent one never again)', async () => {
      const enquiry = validEnquiry({ email: 'resubmit@foretaget.se' });
      mail.state.mode = 'fail';
      try {
        assert.equal((await post(enquiry)).status, 200);
      } finally {
        mail.state.mode = 'ok';
      }
      assert.equal(mail.mailsFor(enquiry.id).length, 0);
      const again = await post(enquiry);
      assert.deepEqual(again.body, { success: true });
      assert.equal(mail.mailsFor(enquiry.id).length, 1, 'the resubmit sent it');
      assert.equal((await rowById(enquiry.id)).notification_status, 'sent');
      await post(enquiry);
      assert.equal(mail.mailsFor(enquiry.id).length, 1, 'sent once only');
    });

    test(`after ${MAX_ATTEMPTS} failed attempts the row is exhausted, listed for a human and counted in the log`, async () => {
      const enquiry = validEnquiry({ email: 'never-delivered@foretaget.se' });
      mail.state.mode = 'fail';
      try {
        assert.equal((await post(enquiry)).status, 200);
        for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
          await sleep(BACKOFF_S * 2 ** (attempt - 2) * 1000 + 200);
          await retry();
          assert.equal((await rowById(enquiry.id)).notification_attempts, attempt);
        }
      } finally {
        mail.state.mode = 'ok';
      }
      const row = await rowById(enquiry.id);
      assert.equal(row.notification_status, 'exhausted');
      assert.match(row.notification_error, /500/);
      const listed = await database.query('select id::text as id from contact_enquiries_undelivered');
      assert.ok(
        listed.some((r) => r.id === enquiry.id),
        'in contact_enquiries_undelivered',
      );

      // Due again by the clock, but exhausted: no run claims it any more.
      await database.query(
        "update contact_enquiries set notification_next_attempt_at = now() - interval '1 minute' where id = $1",
        [enquiry.id],
      );
      const report = await retry();
      assert.equal(mail.mailsFor(enquiry.id).length, 0, 'no automatic attempt after the last');
      assert.ok(report.exhausted >= 1);
      assert.match(fn.stderr(), new RegExp(`retry: .*; ${report.exhausted} exhausted`));
    });

    test('a crash after the insert (function killed mid-send): the next run after the lease sends it', async () => {
      const enquiry = validEnquiry({ email: 'crash@foretaget.se' });
      mail.state.mode = 'hang';
      const pending = post(enquiry).catch(() => null);
      const deadline = Date.now() + 10_000;
      while (!(await rowById(enquiry.id))) {
        assert.ok(Date.now() < deadline, 'the row was stored');
        await sleep(50);
      }
      fn.child.kill('SIGKILL');
      await fn.exited;
      await pending;
      mail.release();
      mail.state.mode = 'ok';
      fn = await start();
      const stranded = await rowById(enquiry.id);
      assert.equal(stranded.notification_status, 'pending');
      assert.equal(mail.mailsFor(enquiry.id).length, 0);

      // The dead request's lease runs out; the next run sends it.
      await sleep(Math.max(0, new Date(stranded.notification_claimed_until).getTime() - Date.now()) + 300);
      await retry();
      assert.equal(mail.mailsFor(enquiry.id).length, 1);
      assert.equal((await rowById(enquiry.id)).notification_status, 'sent');
    });

    test('the retry entry refuses a caller without the secret and sends nothing', async () => {
      const mailsBefore = mail.mails.length;
      for (const headers of [{}, { 'x-retry-secret': 'wrong' }]) {
        const { status, body } = await call({ body: '{}', headers }, { path: '/retry', origin: null });
        assert.equal(status, 401);
        assert.equal(body.success, false);
      }
      assert.equal(mail.mails.length, mailsBefore);
    });

    test('generates an id when the client sends none', async () => {
      const { id: _omitted, ...enquiry } = validEnquiry({ email: 'no-id@foretaget.se' });
      assert.equal((await post(enquiry)).status, 200);
      const rows = await database.query("select id from contact_enquiries where email = 'no-id@foretaget.se'");
      assert.equal(rows.length, 1);
      assert.match(rows[0].id, /^[0-9a-f-]{36}$/);
    });

    const invalid = [
      ['malformed JSON', '{"firstName": "Anna", ', 400, 'invalid_request', [/not valid JSON/]],
      ['a JSON array', '[]', 400, 'invalid_request', [/body \(/]],
      ['JSON null', 'null', 400, 'invalid_request', [/body \(/]],
      [
        'missing fields',
        '{}',
        400,
        'invalid_fields',
        [
          /firstName \(required\)/,
          /email \(required\)/,
          /phone \(required\)/,
          /company \(required\)/,
          /service \(serviceRequired\)/,
          /message \(required\)/,
          /gdprConsent \(gdprRequired\)/,
        ],
      ],
      [
        'wrong types',
        validEnquiry({ firstName: 42, gdprConsent: 'yes', additionalServices: 'radgivning', phone: null }),
        400,
        'invalid_fields',
        [
          /firstName \(required\)/,
          /phone \(required\)/,
          /additionalServices \(invalid\)/,
          /gdprConsent \(gdprRequired\)/,
        ],
      ],
      [
        'a blocked free-mail domain',
        validEnquiry({ email: 'Anna@GMAIL.COM' }),
        400,
        'invalid_fields',
        [/email \(emailCorporate\)/],
      ],
      ['an invalid address', validEnquiry({ email: '<script>@x' }), 400, 'invalid_fields', [/email \(invalid\)/]],
      [
        'gdprConsent false',
        validEnquiry({ gdprConsent: false }),
        400,
        'invalid_fields',
        [/gdprConsent \(gdprRequired\)/],
      ],
      [
        'an unknown service',
        validEnquiry({ service: 'everything' }),
        400,
        'invalid_fields',
        [/service \(serviceRequired\)/],
      ],
      [
        'an unknown additional service',
        validEnquiry({ additionalServices: ['<b>x</b>'] }),
        400,
        'invalid_fields',
        [/additionalServices\.0 \(invalid\)/],
      ],
      [
        'a too long first name',
        validEnquiry({ firstName: 'A'.repeat(51) }),
        400,
        'invalid_fields',
        [/firstName \(max\)/],
      ],
      ['a too short message', validEnquiry({ message: 'Hej' }), 400, 'invalid_fields', [/message \(min\)/]],
      ['a too long message', validEnquiry({ message: 'x'.repeat(1001) }), 400, 'invalid_fields', [/message \(max\)/]],
      ['blank required text', validEnquiry({ company: '   ' }), 400, 'invalid_fields', [/company \(required\)/]],
      ['an unknown page language', validEnquiry({ locale: 'de' }), 400, 'invalid_fields', [/locale \(invalid\)/]],
      [
        'an id that is not a uuid',
        validEnquiry({ id: "1'; drop table contact_enquiries; --" }),
        400,
        'invalid_fields',
        [/id \(invalid\)/],
      ],
      [
        'an oversize body',
        validEnquiry({ message: 'x'.repeat(500), padding: 'x'.repeat(20_000) }),
        413,
        'too_large',
        [/too large/],
      ],
    ];
    for (const [label, body, expected, code, patterns] of invalid) {
      test(`refuses ${label} with ${expected} (${code}) and stores nothing`, async () => {
        const rowsBefore = await rowCount();
        const mailsBefore = mail.mails.length;
        const { status, body: answer } = await call({ body: typeof body === 'string' ? body : JSON.stringify(body) });
        assert.equal(status, expected);
        assert.equal(answer.success, false);
        assert.equal(answer.code, code);
        for (const pattern of patterns) assert.match(answer.error, pattern);
        assert.equal(await rowCount(), rowsBefore);
        assert.equal(mail.mails.length, mailsBefore);
      });
    }

    const textFields = {
      firstName: 'An\u0000na',
      lastName: '\u0000',
      email: 'anna\u0000@foretaget.se',
      phone: '070\u0000123',
      company: 'Bolaget \u001b[31mAB',
      orgNumber: '556123\u007f4567',
      message: 'Vi vill veta mer om er tjänst.\u0000',
      campaign: 'spring\u0085',
      source: 'x\u0008',
    };
    for (const [field, value] of Object.entries(textFields)) {
      test(`a control character in ${field} is a 400 naming the field (not a 503), nothing stored`, async () => {
        const rowsBefore = await rowCount();
        const { status, body } = await post(validEnquiry({ [field]: value }));
        assert.equal(status, 400);
        assert.equal(body.code, 'invalid_fields');
        assert.deepEqual(body.fields, [{ field, kind: 'control' }]);
        assert.match(body.error, new RegExp(`${field} \\(control\\)`));
        assert.equal(await rowCount(), rowsBefore);
      });
    }

    test('tabs and line breaks in the message are kept as typed', async () => {
      const enquiry = validEnquiry({ message: 'Rad ett\r\nRad två\n\tIndragen rad' });
      assert.equal((await post(enquiry)).status, 200);
      assert.equal((await rowById(enquiry.id)).message, enquiry.message);
    });

    test('refuses an oversize body sent without Content-Length (streamed) with 413', async () => {
      const rowsBefore = await rowCount();
      const chunk = new TextEncoder().encode('x'.repeat(4096));
      let sent = 0;
      const stream = new ReadableStream({
        pull(controller) {
          if (sent++ < 8) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const { status, body } = await call({ body: stream, duplex: 'half' });
      assert.equal(status, 413);
      assert.equal(body.code, 'too_large');
      assert.equal(await rowCount(), rowsBefore);
    });

    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      test(`answers ${method} with 405`, async () => {
        const { status, headers, body } = await call({ method, body: method === 'GET' ? undefined : '{}' });
        assert.equal(status, 405);
        assert.equal(body.success, false);
        assert.equal(body.code, 'method_not_allowed');
        assert.match(headers.get('allow'), /POST/);
      });
    }

    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      test(`refuses a ${type.split(';')[0]} body (a cross-site form needs no preflight) with 415, nothing stored`, async () => {
        const rowsBefore = await rowCount();
        const { status, body } = await call({
          body: JSON.stringify(validEnquiry()),
          headers: { 'content-type': type },
        });
        assert.equal(status, 415);
        assert.equal(body.code, 'unsupported_media_type');
        assert.equal(await rowCount(), rowsBefore);
      });
    }

    test('refuses an Origin that is not allowed with 403 before anything runs, nothing stored', async () => {
      const rowsBefore = await rowCount();
      for (const origin of ['https://evil.example', 'null', 'http://localhost:3001']) {
        const response = await fetch(fn.url, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json', [CLIENT_IP_HEADER]: nextIp() },
          body: JSON.stringify(validEnquiry()),
        });
        assert.equal(response.status, 403, origin);
        const body = await response.json();
        assert.equal(body.code, 'forbidden_origin');
        assert.notEqual(response.headers.get('access-control-allow-origin'), origin);
        assert.ok(response.headers.get('access-control-allow-headers'), 'CORS headers on the 403 too');
      }
      assert.equal(await rowCount(), rowsBefore);
    });

    test('without ALLOWED_ORIGINS only the site origin is allowed: no localhost in production', async () => {
      await withFunction({ ALLOWED_ORIGINS: '', SITE_URL: SITE_ORIGIN }, async (variant) => {
        const local = await fetch(variant.url, {
          method: 'POST',
          headers: { origin: DEV_ORIGIN, 'content-type': 'application/json', [CLIENT_IP_HEADER]: nextIp() },
          body: JSON.stringify(validEnquiry()),
        });
        assert.equal(local.status, 403);
        await local.body?.cancel();
        assert.equal((await post(validEnquiry(), { origin: SITE_ORIGIN, target: variant })).status, 200);
      });
    });

    test('answers the CORS preflight for the site origins with the headers supabase-js sends', async () => {
      for (const origin of [SITE_ORIGIN, DEV_ORIGIN]) {
        const response = await fetch(fn.url, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
          },
        });
        assert.ok(response.status === 204 || response.status === 200);
        assert.equal(response.headers.get('access-control-allow-origin'), origin);
        assert.match(response.headers.get('access-control-allow-methods'), /POST/);
        const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(',').map((h) => h.trim());
        for (const header of ['authorization', 'x-client-info', 'apikey', 'content-type'])
          assert.ok(allowed.includes(header), header);
      }
      const foreign = await fetch(fn.url, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } });
      assert.notEqual(foreign.headers.get('access-control-allow-origin'), 'https://evil.example');
      assert.notEqual(foreign.headers.get('access-control-allow-origin'), '*');
      await foreign.body?.cancel();
    });

    test(`answers 429 after ${RATE_LIMIT_MAX} requests from one address; other headers change nothing`, async () => {
      const ip = '203.0.113.77';
      for (let i = 0; i < RATE_LIMIT_MAX; i++) assert.equal((await post({}, { ip })).status, 400);
      const limited = await post(validEnquiry(), { ip });
      assert.equal(limited.status, 429);
      assert.equal(limited.body.success, false);
      assert.equal(limited.body.code, 'rate_limited');
      assert.ok(limited.body.retryAfterSeconds > 0);
      assert.equal(limited.headers.get('retry-after'), String(limited.body.retryAfterSeconds));
      // Headers a client may set (a fresh X-Forwarded-For on each, x-real-ip) do not make it another client.
      const spoofed = await call(
        { body: '{}', headers: { 'x-real-ip': '192.0.2.1', 'x-forwarded-for': '192.0.2.2' } },
        { ip },
      );
      assert.equal(spoofed.status, 429);
      assert.equal((await post({}, { ip: '203.0.113.78' })).status, 400);
    });

    test('with no CLIENT_IP_HEADER, 60 posts with a new X-Forwarded-For each from one socket are limited', async () => {
      await withFunction({ CLIENT_IP_HEADER: '' }, async (variant) => {
        const statuses = [];
        for (let i = 0; i < 60; i++) {
          const response = await fetch(variant.url, {
            method: 'POST',
            headers: {
              origin: DEV_ORIGIN,
              'content-type': 'application/json',
              'x-forwarded-for': `192.0.2.${i + 1}`,
              'cf-connecting-ip': `192.0.2.${i + 1}`,
            },
            body: JSON.stringify(validEnquiry()),
          });
          statuses.push(response.status);
          await response.body?.cancel();
        }
        assert.deepEqual(statuses.slice(0, RATE_LIMIT_MAX), Array(RATE_LIMIT_MAX).fill(200));
        assert.deepEqual(statuses.slice(RATE_LIMIT_MAX), Array(60 - RATE_LIMIT_MAX).fill(429));
      });
      await clearCounters();
    });

    test("junk posts claiming a victim's address do not lock the victim out", async () => {
      const victim = '203.0.113.90';
      for (let i = 0; i < RATE_LIMIT_MAX + 2; i++) {
        await call({ body: '{}', headers: { 'x-forwarded-for': victim, 'x-real-ip': victim } }, { ip: null });
      }
      assert.equal((await post(validEnquiry(), { ip: victim })).status, 200);
    });

    test('a malformed address in the platform header counts as one shared client: junk cannot mint buckets', async () => {
      await clearCounters();
      const statuses = [];
      for (const junk of ['', 'not-an-ip', '999.1.1.1', '1.2.3.4, 5.6.7.8', '::1]:80', 'a', 'b', 'c']) {
        statuses.push((await post({}, { ip: junk })).status);
      }
      assert.deepEqual(statuses.slice(RATE_LIMIT_MAX), [429, 429, 429]);
      await clearCounters();
    });

    test('the counters live in the database: a restarted function still limits the address', async () => {
      const ip = '203.0.113.101';
      for (let i = 0; i < RATE_LIMIT_MAX; i++) assert.equal((await post({}, { ip })).status, 400);
      await fn.stop();
      fn = await start();
      assert.equal((await post({}, { ip })).status, 429);
    });

    if (sessions === 'many') {
      test('two function instances share one count per address', async () => {
        const other = await start();
        try {
          const ip = '203.0.113.102';
          for (let i = 0; i < RATE_LIMIT_MAX; i++) {
            assert.equal((await post({}, { ip, target: i % 2 ? other : fn })).status, 400);
          }
          assert.equal((await post({}, { ip, target: other })).status, 429);
          assert.equal((await post({}, { ip, target: fn })).status, 429);
        } finally {
          await other.stop();
        }
      });
    }

    test('a site-wide ceiling per hour: beyond it new addresses get 429 busy and nothing is stored or mailed', async () => {
      await clearCounters();
      await withFunction({ RATE_LIMIT_SITE_PER_HOUR: '3' }, async (variant) => {
        for (let i = 0; i < 3; i++) assert.equal((await post(validEnquiry(), { target: variant })).status, 200);
        const mailsBefore = mail.mails.length;
        const enquiry = validEnquiry();
        const refused = await post(enquiry, { target: variant });
        assert.equal(refused.status, 429);
        assert.equal(refused.body.code, 'busy');
        assert.ok(refused.body.retryAfterSeconds > 0 && refused.body.retryAfterSeconds <= 3600);
        assert.equal(await rowById(enquiry.id), undefined);
        assert.equal(mail.mails.length, mailsBefore);
      });
      await clearCounters();
    });

    if (flood) {
      test('a flood from distinct addresses keeps the function’s memory flat and the counters bounded', async () => {
        await clearCounters();
        const ceiling = 1000;
        // A small young generation makes V8 collect often, so resident memory shows what is kept.
        const overrides = { RATE_LIMIT_SITE_PER_HOUR: String(ceiling), DENO_V8_FLAGS: '--max-semi-space-size=1' };
        await withFunction(overrides, async (variant) => {
          const send = async (count) => {
            const statuses = [];
            let next = 0;
            const worker = async () => {
              while (next < count) {
                next += 1;
                statuses.push((await post({}, { target: variant })).status);
              }
            };
            await Promise.all(Array.from({ length: 16 }, worker));
            return statuses;
          };
          await send(1000);
          const before = residentKb(variant.child.pid);
          const statuses = await send(2000);
          const grownKb = residentKb(variant.child.pid) - before;
          assert.ok(grownKb < 4 * 1024, `resident memory grew by ${grownKb} kB over 2000 new addresses`);
          assert.equal(statuses.filter((s) => s === 429).length, 3000 - ceiling, 'beyond the ceiling: busy');
          const [{ n }] = await database.query('select count(*)::int as n from contact_rate_limits');
          assert.ok(Number(n) <= ceiling + 1, `${n} counter rows for ${ceiling} counted requests`);
        });
        await clearCounters();
      });
    }

    leadAndPrivacyTests(suite, { sessions });

    test('stores a double submit of the same id once and mails it once', async () => {
      const enquiry = validEnquiry({ email: 'twice@foretaget.se' });
      assert.equal((await post(enquiry)).status, 200);
      const again = await Promise.all([post(enquiry), post(enquiry), post(enquiry)]);
      for (const answer of again) assert.deepEqual(answer.body, { success: true });
      const rows = await database.query(
        "select count(*)::int as n from contact_enquiries where email = 'twice@foretaget.se'",
      );
      assert.equal(Number(rows[0].n), 1);
      assert.equal(mail.mailsFor(enquiry.id).length, 1);
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
      const rows = await database.query(
        "select id::text as id, notification_status from contact_enquiries where email like '%@load.example'",
      );
      assert.equal(rows.length, 100);
      assert.deepEqual(new Set(rows.map((r) => r.id)), new Set(enquiries.map((e) => e.id)));
      assert.ok(rows.every((r) => r.notification_status === 'sent'));
      for (const enquiry of enquiries) assert.equal(mail.mailsFor(enquiry.id).length, 1);
    });

    if (sessions === 'many') {
      test('a locked table answers 503 (with CORS headers) within the deadline; nothing is lost once it is free', async () => {
        await withFunction({ DB_TIMEOUT_MS: '1500' }, async (variant) => {
          const locker = await database.sql.reserve();
          const enquiry = validEnquiry();
          let answer;
          const started = Date.now();
          try {
            await locker`begin`;
            await locker`lock table contact_enquiries in access exclusive mode`;
            answer = await post(enquiry, { target: variant });
          } finally {
            await locker`rollback`;
            locker.release();
          }
          const took = Date.now() - started;
          assert.equal(answer.status, 503);
          assert.equal(answer.body.code, 'unavailable');
          assert.ok(took < 4000, `answered after ${took} ms`);

          const next = validEnquiry();
          assert.equal((await post(next, { target: variant })).status, 200);
          assert.equal((await rowById(next.id)).notification_status, 'sent');
          // The cancelled insert either never happened, or (the lock gone before the cancel arrived) its
          // row is owed an e-mail: the run after its lease sends it. Never lost, never twice.
          await sleep(LEASE_S * 1000 + 300);
          await variant.retry();
          const row = await rowById(enquiry.id);
          assert.equal(mail.mailsFor(enquiry.id).length, row ? 1 : 0);
          if (row) assert.equal(row.notification_status, 'sent');
        });
      });
    }

    if (cronStub) {
      test('the Cron job’s request (pg_net and Vault stubbed) reaches the retry entry and sends what is owed', async () => {
        await database.query(`
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
          const [unset] = await database.query('select private.request_contact_notification_retry() as id');
          assert.equal(unset.id, null, 'no request without the Vault secrets');

          const enquiry = validEnquiry({ email: 'via-cron@foretaget.se' });
          mail.state.mode = 'fail';
          try {
            assert.equal((await post(enquiry)).status, 200);
          } finally {
            mail.state.mode = 'ok';
          }
          await sleep(BACKOFF_S * 1000 + 200);
          const projectUrl = fn.url.replace(/\/functions\/v1\/send-contact-email$/, '');
          await database.query(
            "insert into vault.decrypted_secrets values ('project_url', $1), ('notify_retry_secret', $2)",
            [`${projectUrl}/`, RETRY_SECRET],
          );
          await database.query('select private.request_contact_notification_retry()');
          const [request] = await database.query('select url, headers, body from net.requests');
          assert.equal(request.url, `${fn.url}/retry`);
          const response = await fetch(request.url, {
            method: 'POST',
            headers: request.headers,
            body: JSON.stringify(request.body),
          });
          assert.equal(response.status, 200);
          assert.ok((await response.json()).sent >= 1);
          assert.equal(mail.mailsFor(enquiry.id).length, 1);
        } finally {
          await database.query('drop schema vault cascade; drop schema net cascade;');
        }
      });
    }

    test('answers 503 when storage is down, claims nothing and sends no e-mail; recovers when it is back', async () => {
      const mailsBefore = mail.mails.length;
      const enquiry = validEnquiry({ email: 'outage@foretaget.se' });
      await database.stopDatabase();
      let answer;
      try {
        answer = await post(enquiry);
      } finally {
        await database.startDatabase();
      }
      assert.equal(answer.status, 503);
      assert.equal(answer.body.success, false);
      assert.equal(answer.body.code, 'unavailable');
      assert.match(answer.body.error, /could not be saved/);
      assert.equal(mail.mails.length, mailsBefore);
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
      assert.equal(mail.mailsFor(enquiry.id).length, 1);
    });
  });
}
