// What a Supabase deploy needs from this repository, checked without the Supabase CLI (its npm
// package downloads a binary from GitHub): supabase/ type-checks alone, the way `supabase functions
// deploy` bundles it; supabase/config.toml names the function; and the local backend runs the retry
// entry on its interval as Supabase Cron would (mail still owed, released set-aside enquiries,
// retention), and `npm run sql` reaches its database. (The migrations are applied by every suite of enquiry-suite.mjs.)
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { parse as parseToml } from 'smol-toml';
import { runCommand } from '../../shared/run-command.mjs';
import { denoPath, FUNCTION_NAME, startLocalBackend } from '../../serve/local-backend.mjs';
import { freePort } from './databases.mjs';
import { validEnquiry } from './enquiry-fixtures.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const supabaseDir = join(root, 'supabase');
/** The functions Supabase deploys: the enquiry function and the CMS's sign-in (supabase/functions/cms-oauth). */
const FUNCTION_NAMES = [FUNCTION_NAME, 'cms-oauth'];

/** The keys of one [section] (a dotted name) of a TOML file, or null. */
function tomlSection(text, name) {
  let table = parseToml(text);
  for (const key of name.split('.')) table = table?.[key];
  return table ?? null;
}

/**
 * Runs `body` against a local backend on a fresh data folder that runs its retry every second. Its
 * PGlite runs in this process, beside the PGlite suite's and the other suites' servers, where `npm start`
 * gives it a process of its own: the function waits for it as long as the PGlite suite's does (20 s, not
 * 5), or a busy machine turns a slow statement into a 503 that these checks are not about.
 */
async function withLocalBackend(body) {
  const dir = mkdtempSync(join(tmpdir(), 'fyrtorn-local-backend-'));
  const backend = await startLocalBackend({
    port: await freePort(),
    dataDir: join(dir, 'pglite'),
    outboxDir: join(dir, 'outbox'),
    quiet: true,
    retryIntervalS: 1,
    functionEnv: { DB_TIMEOUT_MS: '20000' },
  });
  try {
    await body(backend, (text, params) => backend.database.query(text, params));
  } finally {
    await backend.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `npm run sql -- statements` against the backend whose door file is given. */
function localSql(doorFile, statements) {
  return runCommand(process.execPath, [join(root, 'scripts/serve/local-sql.mjs'), statements], {
    env: { ...process.env, LOCAL_SQL_DOOR: doorFile },
  });
}

/** The outbox files of one enquiry, once the backend's own retry has written one (at most 10 s). */
async function outboxMailsFor(backend, id) {
  const deadline = Date.now() + 10_000;
  let mails = [];
  while (!mails.length && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    mails = readdirSync(backend.outboxDir).filter((name) => name.includes(id));
  }
  return mails;
}

/**
 * The row's delivery state once the attempt that wrote its e-mail has been recorded: the file is
 * there before the row says so (the lease is cleared when the outcome is written).
 */
async function recordedDelivery(query, id) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await query(
      'select notification_status, notification_attempts, notification_claimed_until from contact_enquiries where id = $1',
      [id],
    );
    if (row.notification_claimed_until === null || Date.now() > deadline) {
      return { notification_status: row.notification_status, notification_attempts: row.notification_attempts };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function deployChecks() {
  describe('deployable as it is', { concurrency: 1 }, () => {
    test('deno check passes for each function on a copy of supabase/ with no node_modules or package.json anywhere above it', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'fyrtorn-deploy-'));
      try {
        cpSync(supabaseDir, join(dir, 'supabase'), { recursive: true });
        for (let ancestor = dir; ; ancestor = dirname(ancestor)) {
          for (const name of ['node_modules', 'package.json']) {
            assert.ok(!existsSync(join(ancestor, name)), `${join(ancestor, name)} would be found by Deno`);
          }
          if (ancestor === dirname(ancestor)) break;
        }
        for (const name of FUNCTION_NAMES) {
          const fn = `supabase/functions/${name}`;
          // Not spawnSync: on a new machine Deno first downloads the npm packages, and the enquiry suites'
          // stubs, which share this process, would not answer meanwhile.
          const result = await runCommand(
            denoPath(),
            ['check', '--quiet', `--config=${fn}/deno.json`, `${fn}/index.ts`],
            {
              cwd: dir,
              env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
            },
          );
          assert.equal(result.status, 0, `${name}: ${result.stderr}`);
          assert.ok(!existsSync(join(dir, fn, 'node_modules')), `${name}: no node_modules written`);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    test('each deno.json maps every import to npm:, at the versions package-lock.json installs locally', () => {
      const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
      for (const fn of FUNCTION_NAMES) {
        const config = JSON.parse(readFileSync(join(supabaseDir, 'functions', fn, 'deno.json'), 'utf8'));
        assert.equal(config.nodeModulesDir, undefined, `${fn}: a deploy has no node_modules`);
        for (const [name, target] of Object.entries(config.imports)) {
          const match = /^npm:(@?[^@]+)@(.+)$/.exec(target);
          assert.ok(match, `${fn}: ${name}: ${target} is not an npm: import with a version`);
          assert.equal(
            match[2],
            lock.packages[`node_modules/${match[1]}`]?.version,
            `${fn}: ${name} pinned as locally`,
          );
        }
      }
      const sources = readdirSync(join(supabaseDir, 'functions'), { recursive: true }).filter((f) => f.endsWith('.ts'));
      for (const file of sources) {
        const text = readFileSync(join(supabaseDir, 'functions', file), 'utf8');
        assert.doesNotMatch(text, /from\s+['"](jsr:|https?:)/, `${file} imports from jsr: or a URL`);
      }
    });

    test('supabase/config.toml names each function: verify_jwt off, its entrypoint and deno.json', () => {
      const text = readFileSync(join(supabaseDir, 'config.toml'), 'utf8');
      assert.match(text, /^project_id = "[\w-]+"$/m);
      for (const fn of FUNCTION_NAMES) {
        const section = tomlSection(text, `functions.${fn}`);
        assert.ok(section, `[functions.${fn}] present`);
        assert.equal(section.enabled, true);
        // The new sb_publishable_ keys are no JWTs, and GitHub's redirect carries none: the gateway would refuse (401).
        assert.equal(section.verify_jwt, false, fn);
        for (const key of ['entrypoint', 'import_map'])
          assert.ok(existsSync(join(supabaseDir, section[key])), `${fn}: ${key}`);
      }
      assert.equal(tomlSection(text, 'db')?.major_version, 15);
    });

    test('the local backend runs the retry on its interval (NOTIFY_RETRY_INTERVAL_S), as Cron does on Supabase', async () => {
      await withLocalBackend(async (backend, query) => {
        const id = randomUUID();
        // An enquiry whose e-mail failed once and is due again.
        await query(
          `insert into contact_enquiries (id, first_name, last_name, email, phone, company, service, message,
             gdpr_consent, locale, notification_status, notification_attempts, notification_next_attempt_at)
           values ($1, 'Anna', 'Berg', 'anna@foretaget.se', '070-1234567', 'Företaget AB', 'fdaas',
             'Vi vill veta mer om era tjänster.', true, 'en', 'failed', 1, now() - interval '1 second')`,
          [id],
        );
        assert.equal((await outboxMailsFor(backend, id)).length, 1, 'the retry wrote the e-mail to the outbox');
        assert.deepEqual(await recordedDelivery(query, id), { notification_status: 'sent', notification_attempts: 2 });
      });
    });

    test('the local backend sets a too-fast enquiry aside; released, its next run mails it; the run deletes what is past retention', async () => {
      await withLocalBackend(async (backend, query) => {
        const id = randomUUID();
        const response = await fetch(backend.functionUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...validEnquiry({ id, email: 'snabb@foretaget.se' }), elapsedMs: 150 }),
        });
        assert.deepEqual(await response.json(), { success: true });
        const [setAside] = await query('select notification_status, spam_reason from contact_enquiries where id = $1', [
          id,
        ]);
        assert.deepEqual(setAside, { notification_status: 'spam', spam_reason: 'too_fast' });

        // Past any retention: a century-old enquiry, and one set aside 40 days ago (the default keeps 30).
        const aged = `insert into contact_enquiries (id, first_name, last_name, email, phone, company, service, message,
             gdpr_consent, notification_status, created_at)
           values ($1, 'Gammal', 'Rad', 'gammal@foretaget.se', '070-1234567', 'Företaget AB', 'fdaas',
             'Vi vill veta mer om era tjänster.', true, $2, now() - $3::interval)`;
        const [century, spam] = [randomUUID(), randomUUID()];
        await query(aged, [century, 'sent', '100 years']);
        await query(aged, [spam, 'spam', '40 days']);

        const [{ released }] = await query('select contact_enquiry_release($1) as released', [id]);
        assert.equal(released, true);
        assert.equal((await outboxMailsFor(backend, id)).length, 1, 'the released enquiry went to the outbox');
        assert.deepEqual(await recordedDelivery(query, id), { notification_status: 'sent', notification_attempts: 1 });
        const left = await query('select id from contact_enquiries where id = any($1::uuid[])', [[century, spam]]);
        assert.deepEqual(left, [], 'the same runs deleted both');
      });
    });

    test('the local backend sends a form posted without JavaScript back to the site npm start serves (localhost:3000)', async () => {
      await withLocalBackend(async (backend, query) => {
        const email = 'utan-skript@foretaget.se';
        const {
          id: _id,
          elapsedMs: _elapsed,
          additionalServices: _services,
          gdprConsent: _consent,
          ...fields
        } = validEnquiry({ email, locale: 'en' });
        const response = await fetch(`${backend.functionUrl}?locale=en`, {
          method: 'POST',
          redirect: 'manual',
          headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ ...fields, gdprConsent: 'on' }).toString(),
        });
        assert.equal(response.status, 303);
        assert.equal(response.headers.get('location'), 'http://localhost:3000/en/kontakt/tack');
        const [row] = await query('select submitted_via, locale from contact_enquiries where email = $1', [email]);
        assert.deepEqual(row, { submitted_via: 'form', locale: 'en' });
      });
    });

    test('reads beside the function (the browser tests, npm run sql) wait for the end of its statement: every enquiry sent meanwhile is stored', async () => {
      await withLocalBackend(async (backend, query) => {
        // Each statement of the function is several messages; a read that ran between two of them
        // replaced its statement, and the enquiry got a 503 (every one, reading like this).
        let sending = true;
        const reader = async () => {
          while (sending) {
            // Reading as a server would, between its own I/O.
            await new Promise((resolve) => setImmediate(resolve));
            await query('select * from contact_enquiries');
            await backend.database.runStatements('select count(*) from contact_enquiries');
          }
        };
        const readers = [reader(), reader()];
        const statuses = [];
        for (let round = 0; round < 10; round++) {
          const sent = [1, 2, 3].map(async (n) => {
            const response = await fetch(backend.functionUrl, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(validEnquiry({ email: `samtidig.${round}.${n}@foretaget.se` })),
            });
            return response.status;
          });
          statuses.push(...(await Promise.all(sent)));
        }
        sending = false;
        await Promise.all(readers);
        assert.deepEqual(statuses, Array(30).fill(200));
        const [{ count }] = await query('select count(*)::int as count from contact_enquiries');
        assert.equal(count, 30);
      });
    });

    test('npm run sql runs the statements of docs/enquiries.md on the running local backend, and says when none runs', async () => {
      let doorFile;
      await withLocalBackend(async (backend) => {
        doorFile = backend.door.file;
        const id = randomUUID();
        await fetch(backend.functionUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...validEnquiry({ id, email: 'robot@foretaget.se' }), website: 'https://spam' }),
        });
        const listed = await localSql(doorFile, 'select id, spam_reason, email from contact_enquiries_spam');
        assert.equal(listed.status, 0, listed.stderr);
        assert.match(listed.stdout, new RegExp(`${id} \\| honeypot {4}\\| robot@foretaget.se`));
        assert.match(listed.stdout, /\(1 row\)/);

        const released = await localSql(doorFile, `select contact_enquiry_release('${id}');`);
        assert.match(released.stdout, /^contact_enquiry_release\n-+\ntrue\n\(1 row\)/);
        assert.equal((await outboxMailsFor(backend, id)).length, 1, 'the released enquiry went to the outbox');

        const exported = await localSql(doorFile, "select contact_enquiries_export('ROBOT@foretaget.se')");
        assert.equal(JSON.parse(exported.stdout.split('\n').slice(1, -2).join('\n'))[0].id, id);

        const failed = await localSql(doorFile, 'select contact_enquiry_release(42)');
        assert.equal(failed.status, 1);
        assert.match(failed.stderr, /^ERROR: function contact_enquiry_release\(integer\) does not exist/);
        const open = await localSql(doorFile, 'begin; delete from contact_enquiries');
        assert.match(open.stderr, /left a transaction open: rolled back/);
        const [{ count }] = await backend.database.query('select count(*)::int as count from contact_enquiries');
        assert.equal(count, 1, 'the open transaction was rolled back');
      });
      const stopped = await localSql(doorFile, 'select 1');
      assert.equal(stopped.status, 1);
      assert.match(stopped.stderr, /No local backend is running here: start it with `npm start`/);
    });
  });
}
