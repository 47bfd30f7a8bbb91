// npm run test:function: the REAL Edge Function (send-contact-email under the npm package `deno`)
// against (a) a PostgreSQL 15 server this test starts with initdb/pg_ctl as the postgres user and
// (b) PGlite, migrations applied, with a local recording HTTP server standing in for the e-mail API.
// Runs with node's test runner: node --test scripts/test-function.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import postgres from 'postgres';
import {
  applyMigrations,
  assertPortFree,
  denoPath,
  FUNCTION_DIR,
  migrationFiles,
  startFunction,
  startPglite,
} from './local-backend.mjs';

const SITE_ORIGIN = 'https://www.fyrtorn.example';
const DEV_ORIGIN = 'http://localhost:3000';
const RATE_LIMIT_MAX = 5;

/** A free port in this project's test range (3450-3499). */
async function freePort() {
  for (
    let port = 3450 + Math.floor(Math.random() * 50), tries = 0;
    tries < 50;
    tries++, port = 3450 + ((port - 3450 + 1) % 50)
  ) {
    try {
      await assertPortFree(port);
      if (!usedPorts.has(port)) {
        usedPorts.add(port);
        return port;
      }
    } catch {
      // taken: try the next one
    }
  }
  throw new Error('No free port in 3450-3499.');
}
const usedPorts = new Set();

/** Stands in for the e-mail API: records every POST /emails; mode 'fail' answers 500. */
async function startMailServer() {
  const mails = [];
  const state = { mode: 'ok' };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (state.mode === 'fail') {
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"mail service unavailable"}');
        return;
      }
      mails.push({ path: request.url, authorization: request.headers.authorization, body: JSON.parse(body) });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: randomUUID() }));
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    mails,
    state,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const pgBin = existsSync('/usr/lib/postgresql/15/bin/initdb') ? '/usr/lib/postgresql/15/bin' : '';
const pgCommand = (name) => (pgBin ? join(pgBin, name) : name);

function asPostgres(command, args) {
  const result = spawnSync('runuser', ['-u', 'postgres', '--', pgCommand(command), ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/** A throwaway PostgreSQL 15 cluster in a temp dir, owned by the postgres user. */
async function startPostgres15() {
  if (process.getuid?.() !== 0) {
    throw new Error('The function tests start PostgreSQL 15 as the postgres user (runuser): run them as root.');
  }
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout);
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout);
  if (!Number.isInteger(uid) || !uid)
    throw new Error('No postgres user on this machine: install PostgreSQL 15 (apt-get install postgresql-15).');
  const dir = mkdtempSync(join(tmpdir(), 'fyrtorn-pg15-'));
  chownSync(dir, uid, gid);
  const data = join(dir, 'data');
  const port = await freePort();
  asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const start = () =>
    asPostgres('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '30',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  const stop = () => asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  // Migrations run in BEGIN/COMMIT: postgres.js allows that on a single-connection client only.
  const migrator = postgres(url, { max: 1, onnotice: () => {} });
  try {
    // Like Supabase: an API role that gets every new table in public by default; the migration must take that back.
    await migrator.unsafe(
      'create role anon nologin; grant usage on schema public to anon; alter default privileges in schema public grant all on tables to anon;',
    );
    await applyMigrations({
      exec: (text) => migrator.unsafe(text),
      applied: async () => (await migrator`select name from local_schema_migrations`).map((row) => row.name),
    });
  } catch (error) {
    stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    await migrator.end({ timeout: 1 });
  }
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  return {
    url,
    /** Runs one statement as the anonymous API role, in a transaction that is rolled back. */
    queryAsAnon: (text) =>
      sql.begin(async (tx) => {
        await tx.unsafe('set local role anon');
        return tx.unsafe(text);
      }),
    query: (text, params = []) => sql.unsafe(text, params),
    stopDatabase: async () => stop(),
    startDatabase: async () => start(),
    async close() {
      await sql.end({ timeout: 1 });
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function startPgliteBackend() {
  const pglite = await startPglite({ port: await freePort() });
  return {
    url: pglite.url,
    query: async (text, params = []) => (await pglite.db.query(text, params)).rows,
    stopDatabase: () => pglite.stopServer(),
    startDatabase: () => pglite.startServer(),
    close: () => pglite.stop(),
  };
}

let ipCounter = 0;
/** A different client address per request unless one is given: only the 429 test shares one. */
const nextIp = () => `198.51.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;

function validEnquiry(overrides = {}) {
  return {
    id: randomUUID(),
    firstName: 'Anna',
    lastName: 'Berg',
    email: 'anna.berg@foretaget.se',
    phone: '070-123 45 67',
    company: 'Företaget AB',
    orgNumber: '556123-4567',
    service: 'fdaas',
    additionalServices: ['radgivning', 'skatteradgivning'],
    message: 'Vi vill gärna veta mer om er ekonomiavdelning som tjänst.',
    gdprConsent: true,
    ...overrides,
  };
}

function suite(name, startDatabase, poolMax) {
  describe(`send-contact-email against ${name}`, () => {
    let database;
    let mail;
    let fn;

    before(
      async () => {
        database = await startDatabase();
        mail = await startMailServer();
        fn = await startFunction({
          port: await freePort(),
          quiet: true,
          env: {
            SUPABASE_DB_URL: database.url,
            DB_POOL_MAX: String(poolMax),
            MAIL_API_URL: mail.url,
            MAIL_API_KEY: 'test-mail-key',
            MAIL_FROM: 'Fyrtorn <no-reply@fyrtorn.example>',
            MAIL_TO: 'hej@fyrtorn.example',
            ALLOWED_ORIGINS: `${SITE_ORIGIN},${DEV_ORIGIN}`,
            RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
            RATE_LIMIT_WINDOW_S: '600',
          },
        });
      },
      { timeout: 120_000 },
    );

    after(async () => {
      await fn?.stop();
      await mail?.close();
      await database?.close();
    });

    /** Every answer, errors included, must carry the CORS headers for the calling origin. */
    async function call(init = {}, { ip = nextIp(), origin = DEV_ORIGIN } = {}) {
      const response = await fetch(fn.url, {
        method: 'POST',
        ...init,
        headers: { origin, 'x-forwarded-for': ip, 'content-type': 'application/json', ...init.headers },
      });
      assert.equal(response.headers.get('access-control-allow-origin'), origin, `CORS origin on a ${response.status}`);
      assert.match(
        response.headers.get('access-control-allow-headers') ?? '',
        /authorization, x-client-info, apikey, content-type/,
      );
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
    }
    const post = (body, options) => call({ body: JSON.stringify(body) }, options);

    const rowCount = async () =>
      Number((await database.query('select count(*)::int as n from contact_enquiries'))[0].n);
    const rowById = async (id) => (await database.query('select * from contact_enquiries where id = $1', [id]))[0];

    test('the table has row level security on, no policy, and the anonymous role can neither read nor write', async () => {
      const [table] = await database.query(
        "select relrowsecurity from pg_class where oid = 'public.contact_enquiries'::regclass",
      );
      assert.equal(table.relrowsecurity, true);
      const [policies] = await database.query(
        "select count(*)::int as n from pg_policies where tablename = 'contact_enquiries'",
      );
      assert.equal(Number(policies.n), 0);
      if (!database.queryAsAnon) return; // PGlite has no Supabase API roles
      for (const statement of [
        'select * from contact_enquiries',
        "insert into contact_enquiries (first_name) values ('x')",
      ]) {
        await assert.rejects(database.queryAsAnon(statement), /permission denied/);
      }
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
      assert.equal(row.notification_status, 'sent');
      assert.equal(row.notification_error, null);
      assert.ok(row.notified_at, 'notified_at set');

      assert.equal(mail.mails.length, 1);
      const [sent] = mail.mails;
      assert.equal(sent.path, '/emails');
      assert.equal(sent.authorization, 'Bearer test-mail-key');
      assert.deepEqual(sent.body.to, ['hej@fyrtorn.example']);
      assert.equal(sent.body.from, 'Fyrtorn <no-reply@fyrtorn.example>');
      assert.equal(sent.body.reply_to, 'anna.berg@foretaget.se');
      assert.ok(sent.body.html.includes('&lt;b&gt;Berg&lt;/b&gt;'));
      assert.ok(sent.body.html.includes('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'));
      assert.ok(sent.body.html.includes('Bolaget &amp; &quot;Co&quot; AB'));
      assert.ok(!/<script|<img|<b>/i.test(sent.body.html), 'no markup from the visitor in the HTML');
      assert.ok(sent.body.html.includes(enquiry.id));
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
        assert.deepEqual(row.additional_services, []);
      } finally {
        mail.state.mode = 'ok';
      }
    });

    test('generates an id when the client sends none', async () => {
      const { id: _omitted, ...enquiry } = validEnquiry({ email: 'no-id@foretaget.se' });
      assert.equal((await post(enquiry)).status, 200);
      const rows = await database.query("select id from contact_enquiries where email = 'no-id@foretaget.se'");
      assert.equal(rows.length, 1);
      assert.match(rows[0].id, /^[0-9a-f-]{36}$/);
    });

    const invalid = [
      ['malformed JSON', '{"firstName": "Anna", ', 400, [/not valid JSON/]],
      ['a JSON array', '[]', 400, [/body \(/]],
      ['JSON null', 'null', 400, [/body \(/]],
      [
        'missing fields',
        '{}',
        400,
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
        [
          /firstName \(required\)/,
          /phone \(required\)/,
          /additionalServices \(invalid\)/,
          /gdprConsent \(gdprRequired\)/,
        ],
      ],
      ['a blocked free-mail domain', validEnquiry({ email: 'Anna@GMAIL.COM' }), 400, [/email \(emailCorporate\)/]],
      ['an invalid address', validEnquiry({ email: '<script>@x' }), 400, [/email \(invalid\)/]],
      ['gdprConsent false', validEnquiry({ gdprConsent: false }), 400, [/gdprConsent \(gdprRequired\)/]],
      ['an unknown service', validEnquiry({ service: 'everything' }), 400, [/service \(serviceRequired\)/]],
      [
        'an unknown additional service',
        validEnquiry({ additionalServices: ['<b>x</b>'] }),
        400,
        [/additionalServices\.0 \(invalid\)/],
      ],
      ['a too long first name', validEnquiry({ firstName: 'A'.repeat(51) }), 400, [/firstName \(max\)/]],
      ['a too short message', validEnquiry({ message: 'Hej' }), 400, [/message \(min\)/]],
      ['a too long message', validEnquiry({ message: 'x'.repeat(1001) }), 400, [/message \(max\)/]],
      ['blank required text', validEnquiry({ company: '   ' }), 400, [/company \(required\)/]],
      [
        'an id that is not a uuid',
        validEnquiry({ id: "1'; drop table contact_enquiries; --" }),
        400,
        [/id \(invalid\)/],
      ],
      ['an oversize body', validEnquiry({ message: 'x'.repeat(500), padding: 'x'.repeat(20_000) }), 413, [/too large/]],
    ];
    for (const [label, body, expected, patterns] of invalid) {
      test(`refuses ${label} with ${expected} and stores nothing`, async () => {
        const rowsBefore = await rowCount();
        const mailsBefore = mail.mails.length;
        const { status, body: answer } = await call({ body: typeof body === 'string' ? body : JSON.stringify(body) });
        assert.equal(status, expected);
        assert.equal(answer.success, false);
        for (const pattern of patterns) assert.match(answer.error, pattern);
        assert.equal(await rowCount(), rowsBefore);
        assert.equal(mail.mails.length, mailsBefore);
      });
    }

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
      const { status } = await call({ body: stream, duplex: 'half' });
      assert.equal(status, 413);
      assert.equal(await rowCount(), rowsBefore);
    });

    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      test(`answers ${method} with 405`, async () => {
        const { status, headers, body } = await call({ method, body: method === 'GET' ? undefined : '{}' });
        assert.equal(status, 405);
        assert.equal(body.success, false);
        assert.match(headers.get('allow'), /POST/);
      });
    }

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
    });

    test(`answers 429 after ${RATE_LIMIT_MAX} requests from one address, other addresses still pass`, async () => {
      const ip = '203.0.113.77';
      for (let i = 0; i < RATE_LIMIT_MAX; i++) assert.equal((await post({}, { ip })).status, 400);
      const limited = await post(validEnquiry(), { ip });
      assert.equal(limited.status, 429);
      assert.equal(limited.body.success, false);
      assert.ok(Number(limited.headers.get('retry-after')) > 0);
      // cf-connecting-ip names the client ahead of x-forwarded-for
      const viaCloudflare = await call({ body: '{}', headers: { 'cf-connecting-ip': ip } });
      assert.equal(viaCloudflare.status, 429);
      assert.equal((await post({}, { ip: '203.0.113.78' })).status, 400);
    });

    test('stores a double submit of the same id once and mails it once', async () => {
      const enquiry = validEnquiry({ email: 'twice@foretaget.se' });
      const mailsBefore = mail.mails.length;
      assert.equal((await post(enquiry)).status, 200);
      const again = await Promise.all([post(enquiry), post(enquiry), post(enquiry)]);
      for (const answer of again) assert.deepEqual(answer.body, { success: true });
      const rows = await database.query(
        "select count(*)::int as n from contact_enquiries where email = 'twice@foretaget.se'",
      );
      assert.equal(Number(rows[0].n), 1);
      assert.equal(mail.mails.length, mailsBefore + 1);
    });

    test('stores 100 concurrent valid enquiries: none lost, none doubled', async () => {
      const mailsBefore = mail.mails.length;
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
      assert.equal(mail.mails.length, mailsBefore + 100);
    });

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
      assert.match(answer.body.error, /could not be saved/);
      assert.equal(mail.mails.length, mailsBefore);
      assert.equal(await rowById(enquiry.id), undefined);

      // The visitor tries again once storage is back: stored once.
      assert.equal((await post(enquiry)).status, 200);
      assert.equal((await rowById(enquiry.id)).notification_status, 'sent');
    });
  });
}

test('the function type-checks under Deno with its own deno.json (npm: imports only)', () => {
  const result = spawnSync(
    denoPath(),
    ['check', '--quiet', `--config=${join(FUNCTION_DIR, 'deno.json')}`, join(FUNCTION_DIR, 'index.ts')],
    {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
    },
  );
  assert.equal(result.status, 0, result.stderr);
  const config = JSON.parse(readFileSync(join(FUNCTION_DIR, 'deno.json'), 'utf8'));
  for (const target of Object.values(config.imports)) assert.match(target, /^npm:/);
  assert.ok(migrationFiles().some((name) => name.endsWith('_contact_enquiries.sql')));
});

suite('PostgreSQL 15 (initdb/pg_ctl)', startPostgres15, 5);
suite('PGlite (socket server, one connection)', startPgliteBackend, 1);
