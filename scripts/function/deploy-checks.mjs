// What a Supabase deploy needs from this repository, checked without the Supabase CLI (its npm
// package downloads a binary from GitHub): supabase/ type-checks alone, the way `supabase functions
// deploy` bundles it; supabase/config.toml names the function; and the local backend retries on its
// interval as Supabase Cron would. (The migrations are applied by every suite of enquiry-suite.mjs.)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { denoPath, FUNCTION_DIR, FUNCTION_NAME, startLocalBackend } from '../local-backend.mjs';
import { freePort } from './databases.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const supabaseDir = join(root, 'supabase');

/** The keys of one [section] of a TOML file written in `supabase init`'s plain style. */
function tomlSection(text, name) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === `[${name}]`);
  if (start === -1) return null;
  const values = {};
  for (const line of lines.slice(start + 1)) {
    if (/^\s*\[/.test(line)) break;
    const match = /^\s*([\w.-]+)\s*=\s*(.+?)\s*$/.exec(line);
    if (match) values[match[1]] = JSON.parse(match[2]);
  }
  return values;
}

export function deployChecks() {
  describe('deployable as it is', { concurrency: 1 }, () => {
    test('deno check passes on a copy of supabase/ with no node_modules or package.json anywhere above it', () => {
      const dir = mkdtempSync(join(tmpdir(), 'fyrtorn-deploy-'));
      try {
        cpSync(supabaseDir, join(dir, 'supabase'), { recursive: true });
        for (let ancestor = dir; ; ancestor = dirname(ancestor)) {
          for (const name of ['node_modules', 'package.json']) {
            assert.ok(!existsSync(join(ancestor, name)), `${join(ancestor, name)} would be found by Deno`);
          }
          if (ancestor === dirname(ancestor)) break;
        }
        const fn = `supabase/functions/${FUNCTION_NAME}`;
        const result = spawnSync(denoPath(), ['check', '--quiet', `--config=${fn}/deno.json`, `${fn}/index.ts`], {
          cwd: dir,
          encoding: 'utf8',
          env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
        });
        assert.equal(result.status, 0, result.stderr);
        assert.ok(!existsSync(join(dir, fn, 'node_modules')), 'no node_modules written');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    test('deno.json maps every import to npm:, at the versions package-lock.json installs locally', () => {
      const config = JSON.parse(readFileSync(join(FUNCTION_DIR, 'deno.json'), 'utf8'));
      assert.equal(config.nodeModulesDir, undefined, 'a deploy has no node_modules');
      const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
      for (const [name, target] of Object.entries(config.imports)) {
        const match = /^npm:(@?[^@]+)@(.+)$/.exec(target);
        assert.ok(match, `${name}: ${target} is not an npm: import with a version`);
        assert.equal(match[2], lock.packages[`node_modules/${match[1]}`]?.version, `${name} pinned as locally`);
      }
      const sources = readdirSync(join(supabaseDir, 'functions'), { recursive: true }).filter((f) => f.endsWith('.ts'));
      for (const file of sources) {
        const text = readFileSync(join(supabaseDir, 'functions', file), 'utf8');
        assert.doesNotMatch(text, /from\s+['"](jsr:|https?:)/, `${file} imports from jsr: or a URL`);
      }
    });

    test('supabase/config.toml names the function: verify_jwt off, its entrypoint and deno.json', () => {
      const text = readFileSync(join(supabaseDir, 'config.toml'), 'utf8');
      assert.match(text, /^project_id = "[\w-]+"$/m);
      const section = tomlSection(text, `functions.${FUNCTION_NAME}`);
      assert.ok(section, `[functions.${FUNCTION_NAME}] present`);
      assert.equal(section.enabled, true);
      // The new sb_publishable_ keys are no JWTs: with verification on, the gateway refuses them (401).
      assert.equal(section.verify_jwt, false);
      for (const key of ['entrypoint', 'import_map']) assert.ok(existsSync(join(supabaseDir, section[key])), key);
      assert.equal(tomlSection(text, 'db')?.major_version, 15);
    });

    test('the local backend runs the retry on its interval (NOTIFY_RETRY_INTERVAL_S), as Cron does on Supabase', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'fyrtorn-local-retry-'));
      const backend = await startLocalBackend({
        port: await freePort(),
        dataDir: join(dir, 'pglite'),
        outboxDir: join(dir, 'outbox'),
        quiet: true,
        retryIntervalS: 1,
      });
      try {
        const id = randomUUID();
        // An enquiry whose e-mail failed once and is due again.
        await backend.database.db.query(
          `insert into contact_enquiries (id, first_name, last_name, email, phone, company, service, message,
             gdpr_consent, locale, notification_status, notification_attempts, notification_next_attempt_at)
           values ($1, 'Anna', 'Berg', 'anna@foretaget.se', '070-1234567', 'Företaget AB', 'fdaas',
             'Vi vill veta mer om era tjänster.', true, 'en', 'failed', 1, now() - interval '1 second')`,
          [id],
        );
        const deadline = Date.now() + 10_000;
        let mails = [];
        while (!mails.length && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 200));
          mails = readdirSync(backend.outboxDir).filter((name) => name.includes(id));
        }
        assert.equal(mails.length, 1, 'the retry wrote the e-mail to the outbox');
        const { rows } = await backend.database.db.query(
          'select notification_status, notification_attempts from contact_enquiries where id = $1',
          [id],
        );
        assert.deepEqual(rows[0], { notification_status: 'sent', notification_attempts: 2 });
      } finally {
        await backend.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}
