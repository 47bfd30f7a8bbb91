// Who may call the REAL function and how often, on each database of enquirySuite: allowed origins and
// the CORS preflight, the per-address limit (counted in the database, shared by instances, not fooled
// by headers a client sets), the site-wide ceiling and (flood) the memory a flood of addresses costs.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import {
  CLIENT_IP_HEADER,
  DEV_ORIGIN,
  RATE_LIMIT_MAX,
  SITE_ORIGIN,
  inOneWindow,
  nextIp,
  validEnquiry,
} from './enquiry-fixtures.mjs';
import { freePort } from './databases.mjs';

/** The function with a probe of its heap beside it (the memory test). */
const HEAP_PROBE = fileURLToPath(new URL('./heap-probe.mjs', import.meta.url));

/**
 * @param {import('./enquiry-fixtures.mjs').Suite} suite enquirySuite's state and helpers
 * @param {{ sessions: 'many' | 'one', flood: boolean }} options
 */
export function corsAndRateLimitTests(suite, { sessions, flood }) {
  const { call, post, rowById, rowCount, withFunction, start, clearCounters } = suite;

  test('refuses an Origin that is not allowed with 403 before anything runs, nothing stored', async () => {
    const rowsBefore = await rowCount();
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3001']) {
      const response = await fetch(suite.fn.url, {
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
      const response = await fetch(suite.fn.url, {
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
    const foreign = await fetch(suite.fn.url, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } });
    assert.notEqual(foreign.headers.get('access-control-allow-origin'), 'https://evil.example');
    assert.notEqual(foreign.headers.get('access-control-allow-origin'), '*');
    await foreign.body?.cancel();
  });

  test(`answers 429 after ${RATE_LIMIT_MAX} requests from one address; other headers change nothing`, async () => {
    await inOneWindow();
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
    await inOneWindow();
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
    await inOneWindow();
    await clearCounters();
    const statuses = [];
    for (const junk of ['', 'not-an-ip', '999.1.1.1', '1.2.3.4, 5.6.7.8', '::1]:80', 'a', 'b', 'c']) {
      statuses.push((await post({}, { ip: junk })).status);
    }
    assert.deepEqual(statuses.slice(RATE_LIMIT_MAX), [429, 429, 429]);
    await clearCounters();
  });

  test('the counters live in the database: a restarted function still limits the address', async () => {
    await inOneWindow();
    const ip = '203.0.113.101';
    for (let i = 0; i < RATE_LIMIT_MAX; i++) assert.equal((await post({}, { ip })).status, 400);
    await suite.fn.stop();
    suite.fn = await start();
    assert.equal((await post({}, { ip })).status, 429);
  });

  if (sessions === 'many') {
    test('two function instances share one count per address', async () => {
      await inOneWindow();
      const other = await start();
      try {
        const ip = '203.0.113.102';
        for (let i = 0; i < RATE_LIMIT_MAX; i++) {
          assert.equal((await post({}, { ip, target: i % 2 ? other : suite.fn })).status, 400);
        }
        assert.equal((await post({}, { ip, target: other })).status, 429);
        assert.equal((await post({}, { ip, target: suite.fn })).status, 429);
      } finally {
        await other.stop();
      }
    });
  }

  test("one address's junk and enquiries never refuse another address's valid enquiry", async () => {
    await inOneWindow();
    await clearCounters();
    // The production limits: 5 per address per window, 100 mailed per hour from all addresses.
    await withFunction({ RATE_LIMIT_SITE_PER_HOUR: '100' }, async (variant) => {
      const flooder = '203.0.113.66';
      const statuses = [];
      for (let i = 0; i < 150; i++) statuses.push((await post({}, { ip: flooder, target: variant })).status);
      for (let i = 0; i < 30; i++) statuses.push((await post(validEnquiry(), { ip: flooder, target: variant })).status);
      assert.deepEqual(statuses.slice(0, RATE_LIMIT_MAX), Array(RATE_LIMIT_MAX).fill(400));
      assert.ok(statuses.slice(RATE_LIMIT_MAX).every((status) => status === 429));
      for (let i = 0; i < 20; i++) {
        const enquiry = validEnquiry({ firstName: `Besökare ${i}` });
        const answer = await post(enquiry, { target: variant });
        assert.deepEqual([answer.status, answer.body], [200, { success: true }], `visitor ${i}`);
        assert.equal((await rowById(enquiry.id))?.notification_status, 'sent', `visitor ${i} stored and mailed`);
      }
    });
    await clearCounters();
  });

  test('above the hourly mail ceiling enquiries are stored and thanked, held, and mailed as one digest', async () => {
    await inOneWindow();
    await suite.retry(); // what earlier tests held goes out first, under the suite's own ceiling
    await clearCounters();
    await withFunction({ RATE_LIMIT_SITE_PER_HOUR: '3' }, async (variant) => {
      const mailed = Array.from({ length: 3 }, () => validEnquiry());
      for (const enquiry of mailed) assert.equal((await post(enquiry, { target: variant })).status, 200);
      const mailsBefore = suite.mail.mails.length;
      const held = Array.from({ length: 4 }, (_, i) => validEnquiry({ company: `Väntande ${i} AB` }));
      for (const enquiry of held) {
        const answer = await post(enquiry, { target: variant });
        assert.deepEqual([answer.status, answer.body], [200, { success: true }]);
        assert.equal((await rowById(enquiry.id)).notification_status, 'held');
      }
      assert.equal(suite.mail.mails.length, mailsBefore, 'no e-mail above the ceiling');
      assert.match(variant.stderr(), /mail ceiling of 3 this hour reached; enquiries held for a digest/);

      const report = await suite.retry(variant);
      assert.equal(report.digests, 1);
      assert.equal(report.digested, 4);
      const digests = suite.mail.mails.slice(mailsBefore);
      assert.equal(digests.length, 1, 'one e-mail for all four');
      assert.match(digests[0].body.subject, /^Sammanställning: 4 förfrågningar som väntade$/);
      for (const enquiry of held) {
        assert.ok(digests[0].body.text.includes(enquiry.id), enquiry.id);
        assert.ok(digests[0].body.text.includes(enquiry.company), enquiry.company);
        const row = await rowById(enquiry.id);
        assert.deepEqual([row.notification_status, row.notified_in_digest], ['sent', true]);
      }
      assert.equal((await suite.retry(variant)).digests, 0, 'each held enquiry in one digest only');
    });
    await clearCounters();
  });

  test('held enquiries go out one by one once the hour has room for them all', async () => {
    await inOneWindow();
    await suite.retry(); // what earlier tests held goes out first, under the suite's own ceiling
    await clearCounters();
    await withFunction({ RATE_LIMIT_SITE_PER_HOUR: '2' }, async (variant) => {
      for (let i = 0; i < 2; i++) assert.equal((await post(validEnquiry(), { target: variant })).status, 200);
      const held = [validEnquiry(), validEnquiry()];
      for (const enquiry of held) assert.equal((await post(enquiry, { target: variant })).status, 200);
      // A new hour: the mail count starts again.
      await suite.database.query("delete from contact_rate_limits where bucket = 'site'");
      const report = await suite.retry(variant);
      assert.deepEqual([report.released, report.digests], [2, 0]);
      for (const enquiry of held) {
        assert.equal(suite.mail.mailsFor(enquiry.id).length, 1);
        const mail = suite.mail.mailsFor(enquiry.id)[0];
        assert.match(mail.body.subject, /^Ny förfrågan/);
        const row = await rowById(enquiry.id);
        assert.deepEqual([row.notification_status, row.notified_in_digest], ['sent', false]);
      }
    });
    await clearCounters();
  });

  test('the storage ceiling refuses past it, and is logged and mailed once that day', async () => {
    await inOneWindow();
    await clearCounters();
    await suite.database.query("delete from contact_notices where kind = 'storage_ceiling'");
    const notices = () =>
      suite.mail.mails.filter((mail) => /tar inte emot fler förfrågningar i dag/.test(mail.body.subject));
    await withFunction({ RATE_LIMIT_SITE_PER_HOUR: '1', STORAGE_MAX_PER_DAY: '3' }, async (variant) => {
      for (let i = 0; i < 3; i++) assert.equal((await post(validEnquiry(), { target: variant })).status, 200);
      for (let i = 0; i < 2; i++) {
        const enquiry = validEnquiry();
        const refused = await post(enquiry, { target: variant });
        assert.equal(refused.status, 429);
        assert.equal(refused.body.code, 'busy');
        assert.ok(refused.body.retryAfterSeconds > 0 && refused.body.retryAfterSeconds <= 86_400);
        assert.equal(await rowById(enquiry.id), undefined);
      }
      assert.equal(variant.stderr().match(/storage ceiling of 3 enquiries today reached/g)?.length, 1);
      await suite.retry(variant);
      await suite.retry(variant);
      assert.equal(notices().length, 1);
      assert.match(notices()[0].body.subject, /\(3 sparade\)/);
    });
    await clearCounters();
  });

  if (flood) {
    test('a flood from distinct addresses keeps the function’s memory flat, and its counters go with their window', async () => {
      await clearCounters();
      // The heap in use after a full collection, read from the probe beside the function: what it keeps,
      // a figure that does not swing with the machine's load as resident memory does.
      const probePort = await freePort();
      const heapKb = async () =>
        Math.round(Number(await (await fetch(`http://127.0.0.1:${probePort}/`)).text()) / 1024);
      const probe = { DENO_V8_FLAGS: '--expose-gc', HEAP_PROBE_PORT: String(probePort) };
      await withFunction(
        probe,
        async (variant) => {
          /** `count` junk posts, 16 at a time, each from a new address or all from `ip`. */
          const send = async (count, ip) => {
            const statuses = [];
            let next = 0;
            const worker = async () => {
              while (next < count) {
                next += 1;
                statuses.push((await post({}, { target: variant, ...(ip ? { ip } : {}) })).status);
              }
            };
            await Promise.all(Array.from({ length: 16 }, worker));
            return statuses;
          };
          await send(2000); // the code paths compiled, the pool's connections and statements in place
          // The reference, in the same run: as many posts from one address (refused as junk, then as busy past
          // its limit), which no per-address state grows with. What the heap does without such state swings by
          // some hundreds of kB between runs (a busy CI run read 561 kB over 8,000 addresses against a bound of
          // 512 kB; a quiet one 131 kB for one address, 404 kB for 8,000): the reference swings with it.
          const start = await heapKb();
          await send(8000, '203.0.113.9');
          const afterReference = await heapKb();
          const statuses = await send(8000);
          const referenceKb = afterReference - start;
          const grownKb = (await heapKb()) - afterReference;
          // A counter kept in memory for each address would hold over 100 bytes: 800 kB and more here.
          assert.ok(
            grownKb - referenceKb < 512,
            `the heap grew by ${grownKb} kB over 8000 new addresses, ${referenceKb} kB over as many posts from one`,
          );
          assert.ok(
            statuses.every((s) => s === 400),
            'junk is refused as junk, never as busy',
          );
          // Counted by address, not by row: windows are fixed (aligned to the clock), so the reference address's
          // 8,000 posts may straddle a window's end and rightly hold two rows (a CI run read 10,002).
          const counters = async () =>
            Number(
              (await suite.database.query('select count(distinct bucket)::int as n from contact_rate_limits'))[0].n,
            );
          assert.equal(await counters(), 10_001, 'one counter per address in its window');
          await suite.database.query(
            "update contact_rate_limits set window_start = window_start - interval '11 minutes'",
          );
          await suite.retry(variant);
          assert.equal(await counters(), 0, 'the scheduled run prunes them once their window has ended');
        },
        { entry: HEAP_PROBE },
      );
      await clearCounters();
    });
  }
}
