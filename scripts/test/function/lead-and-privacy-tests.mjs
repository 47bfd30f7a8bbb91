// What the company promises about leads and personal data, on the REAL function and each database of
// enquirySuite (registered inside its describe, with its function, mail stub and helpers): suspected
// bots set aside, never dropped, and handed back; retention; a person's export and erasure, closed to
// the API roles; the e-mail in the company's language; text that cannot be stored as it was sent.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createTranslator } from 'use-intl/core';
import privacy from '../../../messages/pages/Privacy.json' with { type: 'json' };
import { denoPath } from '../../serve/local-backend.mjs';
import { runCommand } from '../../shared/run-command.mjs';
import { inOneWindow, validEnquiry } from './enquiry-fixtures.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const INT_MAX = 2_147_483_647;

/** RETENTION_MONTHS as the function has it: the shared module it imports, evaluated by Deno. */
async function functionRetentionMonths() {
  const retentionModule = pathToFileURL(join(root, 'supabase/functions/_shared/retention.ts')).href;
  const result = await runCommand(
    denoPath(),
    [
      'eval',
      '--quiet',
      `import { RETENTION_MONTHS } from '${retentionModule}'; console.log(JSON.stringify(RETENTION_MONTHS));`,
    ],
    { env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' } },
  );
  assert.equal(result.status, 0, result.stderr);
  return JSON.parse(result.stdout);
}

/** The privacy policy's retention sentence as the page renders it: the catalog's text, months filled in. */
function policyRetentionSentence(locale, months) {
  const catalog = privacy[locale];
  const keys = catalog.Privacy.sections.flatMap((section, i) =>
    section.paragraphs.flatMap((text, j) =>
      text.includes('{retentionMonths}') ? [`sections.${i}.paragraphs.${j}`] : [],
    ),
  );
  assert.equal(keys.length, 1, `${locale}: one paragraph of the policy names {retentionMonths}`);
  return createTranslator({ locale, messages: catalog, namespace: 'Privacy' })(keys[0], { retentionMonths: months });
}

/** The last line a scheduled run of `target` (the function) logged. */
function lastRunLine(target) {
  const lines = target
    .stderr()
    .split('\n')
    .filter((line) => line.startsWith('send-contact-email retry: '));
  return lines.at(-1) ?? '';
}

/** Each of `lines` is a whole line of the e-mail's text part. */
function assertLines(text, lines) {
  const all = text.split('\n');
  for (const line of lines) assert.ok(all.includes(line), `${line}\n  not in:\n${text}`);
}

/** jsonb as PostgreSQL's client (parsed) or PGlite's gives it. */
const json = (value) => (typeof value === 'string' ? JSON.parse(value) : value);

/**
 * @param {import('./enquiry-fixtures.mjs').Suite} suite enquirySuite's state and helpers
 * @param {{ sessions: 'many' | 'one' }} options
 */
export function leadAndPrivacyTests(suite, { sessions }) {
  /** A row stored directly, `age` ago (a PostgreSQL interval, e.g. '31 days'). */
  async function insertAged({ age, status = 'sent', spamReason = null, email = 'aged@foretaget.se' }) {
    const id = randomUUID();
    await suite.database.query(
      `insert into contact_enquiries (id, first_name, last_name, email, phone, company, service, message,
         gdpr_consent, locale, notification_status, spam_reason, created_at)
       values ($1, 'Anna', 'Berg', $2, '070-1234567', 'Företaget AB', 'fdaas', 'Vi vill veta mer om era tjänster.',
         true, 'sv', $3, $4, now() - $5::interval)`,
      [id, email, status, spamReason, age],
    );
    return id;
  }
  const exists = async (id) => Boolean(await suite.rowById(id));
  const spamListing = async (id) =>
    (await suite.database.query('select * from contact_enquiries_spam where id = $1', [id]))[0];

  // 1. Set aside, never dropped.
  const signals = [
    [
      'a filled honeypot (and a fill time past any integer)',
      { website: 'https://spam.example', elapsedMs: 1e15 },
      'honeypot',
      INT_MAX,
    ],
    ['a submit 0.4 s after the first focus', { elapsedMs: 400 }, 'too_fast', 400],
  ];
  for (const [label, overrides, reason, fillMs] of signals) {
    test(`${label}: answered as a person is, stored set aside (${reason}), listed in contact_enquiries_spam, never mailed`, async () => {
      const person = await suite.post(validEnquiry());
      const enquiry = validEnquiry({ firstName: 'Misstänkt', ...overrides });
      const answer = await suite.post(enquiry);
      assert.equal(answer.status, person.status);
      assert.deepEqual(answer.body, person.body);
      assert.equal(answer.headers.get('content-type'), person.headers.get('content-type'));

      const row = await suite.rowById(enquiry.id);
      assert.ok(row, 'a row that says why');
      assert.equal(row.notification_status, 'spam');
      assert.equal(row.spam_reason, reason);
      assert.equal(row.spam_fill_ms, fillMs);
      assert.equal(row.notification_attempts, 0);
      assert.equal(row.first_name, 'Misstänkt');
      assert.equal(row.message, enquiry.message);
      const listed = await spamListing(enquiry.id);
      assert.equal(listed?.spam_reason, reason);
      assert.equal(listed?.email, enquiry.email);
      assert.match(suite.fn.stderr(), new RegExp(`set aside enquiry ${enquiry.id} as automated \\(${reason}\\)`));

      await suite.retry();
      assert.equal(suite.mail.mailsFor(enquiry.id).length, 0, 'no e-mail, not even from a retry run');
      assert.equal((await suite.rowById(enquiry.id)).notification_status, 'spam');
    });
  }

  for (const [label, overrides] of [
    ['no fill time (a page cached before it existed)', { elapsedMs: undefined }],
    ['a fill time that is not a number', { elapsedMs: '9000' }],
  ]) {
    test(`${label} sets nothing aside on its own: stored and mailed like any enquiry`, async () => {
      const enquiry = validEnquiry({ email: 'no.clock@foretaget.se', ...overrides });
      assert.deepEqual((await suite.post(enquiry)).body, { success: true });
      const row = await suite.rowById(enquiry.id);
      assert.equal(row.notification_status, 'sent');
      assert.equal(row.spam_reason, null);
      assert.equal(suite.mail.mailsFor(enquiry.id).length, 1);
    });
  }

  test('set-aside enquiries piling up: the company is mailed once that day with the count', async () => {
    await inOneWindow();
    const notices = () => suite.mail.mails.filter((mail) => /lagts åt sidan i dag/.test(mail.body.subject));
    await suite.withFunction({ SET_ASIDE_ALERT_PER_DAY: '2' }, async (variant) => {
      await suite.database.query("delete from contact_notices where kind = 'set_aside_pile_up'");
      await suite.database.query(
        "update contact_enquiries set created_at = created_at - interval '1 day' where notification_status = 'spam'",
      );
      for (let i = 0; i < 2; i++) {
        await suite.post(validEnquiry({ website: 'https://spam.example' }), { target: variant });
      }
      await suite.retry(variant);
      assert.equal(notices().length, 0, 'two a day is within the setting');
      await suite.post(validEnquiry({ website: 'https://spam.example' }), { target: variant });
      await suite.retry(variant);
      assert.equal(notices().length, 1);
      const [notice] = notices();
      assert.match(notice.body.subject, /^3 förfrågningar har lagts åt sidan i dag$/);
      assert.match(notice.body.text, /select id, created_at, spam_reason.* from contact_enquiries_spam/);
      assert.match(notice.body.text, /contact_enquiry_release\('<id>'\)/);
      await suite.post(validEnquiry({ website: 'https://spam.example' }), { target: variant });
      await suite.retry(variant);
      assert.equal(notices().length, 1, 'once that day, however many more come');
      assert.match(variant.stderr(), /3 enquiries set aside today, more than 2/);
    });
  });

  test('contact_enquiry_release(id) hands a set-aside enquiry back: the next scheduled run mails it, once', async () => {
    const enquiry = validEnquiry({ email: 'fast.typist@foretaget.se', elapsedMs: 900 });
    assert.equal((await suite.post(enquiry)).status, 200);
    assert.equal((await suite.rowById(enquiry.id)).notification_status, 'spam');

    const [{ released }] = await suite.database.query('select contact_enquiry_release($1) as released', [enquiry.id]);
    assert.equal(released, true);
    const row = await suite.rowById(enquiry.id);
    assert.equal(row.notification_status, 'pending');
    assert.equal(row.spam_reason, 'too_fast', 'why it was set aside stays on record');
    assert.equal(await spamListing(enquiry.id), undefined, 'no longer listed as set aside');
    assert.equal(suite.mail.mailsFor(enquiry.id).length, 0, 'the release itself sends nothing');

    await suite.retry();
    assert.equal(suite.mail.mailsFor(enquiry.id).length, 1);
    assert.equal((await suite.rowById(enquiry.id)).notification_status, 'sent');
    await suite.retry();
    assert.equal(suite.mail.mailsFor(enquiry.id).length, 1, 'mailed once');

    for (const id of [enquiry.id, randomUUID()]) {
      const [again] = await suite.database.query('select contact_enquiry_release($1) as released', [id]);
      assert.equal(again.released, false, 'nothing set aside under that id');
    }
    assert.equal((await suite.rowById(enquiry.id)).notification_status, 'sent', 'a sent row is left alone');
  });

  test("a person's resend of a set-aside id is mailed at once; a bot's resend of a stored id changes nothing", async () => {
    const enquiry = validEnquiry({ email: 'resend.after.bot@foretaget.se', elapsedMs: 300 });
    await suite.post(enquiry);
    await suite.post(enquiry);
    assert.equal(
      (await suite.rowById(enquiry.id)).notification_status,
      'spam',
      'still looks automated: still set aside',
    );
    // The same enquiry sent again after a person's pause (the form keeps its id while the values stay).
    assert.deepEqual((await suite.post({ ...enquiry, elapsedMs: 9000 })).body, { success: true });
    assert.equal(suite.mail.mailsFor(enquiry.id).length, 1);
    assert.equal((await suite.rowById(enquiry.id)).notification_status, 'sent');

    const person = validEnquiry({ email: 'genuine.first@foretaget.se' });
    await suite.post(person);
    await suite.post({ ...person, website: 'filled later', message: 'Något annat som en bot skriver här.' });
    const row = await suite.rowById(person.id);
    assert.equal(row.notification_status, 'sent');
    assert.equal(row.spam_reason, null);
    assert.equal(row.message, person.message);
    assert.equal(suite.mail.mailsFor(person.id).length, 1);
  });

  if (sessions === 'many') {
    test('a set-aside enquiry that cannot be stored (locked table) answers 503, so a person sends it again', async () => {
      await suite.withFunction({ DB_TIMEOUT_MS: '1500' }, async (variant) => {
        const enquiry = validEnquiry({ email: 'locked.out@foretaget.se', elapsedMs: 200 });
        const answer = await suite.whileEnquiriesLocked(() => suite.post(enquiry, { target: variant }));
        assert.equal(answer.status, 503);
        assert.equal(answer.body.code, 'unavailable');
        assert.equal((await suite.post(enquiry, { target: variant })).status, 200);
        const rows = await suite.database.query('select notification_status from contact_enquiries where id = $1', [
          enquiry.id,
        ]);
        assert.deepEqual(
          rows.map((r) => r.notification_status),
          ['spam'],
        );
      });
    });
  }

  test('the scheduled run deletes set-aside enquiries after SPAM_RETENTION_DAYS (30 by default), and only them', async () => {
    const old = await insertAged({ age: '31 days', status: 'spam', spamReason: 'too_fast' });
    const recent = await insertAged({ age: '29 days', status: 'spam', spamReason: 'honeypot' });
    const genuine = await insertAged({ age: '31 days', status: 'sent' });
    const report = await suite.retry();
    assert.equal(report.deletedSetAside, 1);
    assert.deepEqual([await exists(old), await exists(recent), await exists(genuine)], [false, true, true]);
    assert.match(lastRunLine(suite.fn), /; deleted 0 older than \d+ months, 1 set aside over 30 days$/);

    await suite.withFunction({ SPAM_RETENTION_DAYS: '2' }, async (variant) => {
      const threeDays = await insertAged({ age: '3 days', status: 'spam', spamReason: 'no_fill_time' });
      const oneDay = await insertAged({ age: '1 day', status: 'spam', spamReason: 'no_fill_time' });
      await variant.retry();
      assert.deepEqual([await exists(threeDays), await exists(recent), await exists(oneDay)], [false, false, true]);
      assert.match(lastRunLine(variant), /, 2 set aside over 2 days$/);
      await suite.database.query('delete from contact_enquiries where id = $1', [oneDay]);
    });
    await suite.database.query('delete from contact_enquiries where id = $1', [genuine]);
  });

  test('the privacy policy promises what the scheduled run does: older than RETENTION_MONTHS deleted, and logged', async () => {
    const months = await functionRetentionMonths();
    assert.ok(Number.isInteger(months) && months > 0);
    assert.match(policyRetentionSentence('sv', months), new RegExp(`i högst ${months} månader\\.`));
    assert.match(policyRetentionSentence('en', months), new RegExp(`for at most ${months} months\\.`));

    const past = `${months} months 1 day`;
    const expired = [
      await insertAged({ age: past, status: 'sent' }),
      await insertAged({ age: past, status: 'failed' }),
      await insertAged({ age: past, status: 'exhausted' }),
      await insertAged({ age: past, status: 'spam', spamReason: 'honeypot' }),
    ];
    const kept = await insertAged({ age: `${months} months -1 day`, status: 'sent' });
    const report = await suite.retry();
    assert.equal(report.deletedExpired, expired.length);
    for (const id of expired) assert.equal(await exists(id), false, `${id} deleted`);
    assert.equal(await exists(kept), true, 'a day younger: kept');
    assert.match(
      lastRunLine(suite.fn),
      new RegExp(`; deleted ${expired.length} older than ${months} months, 0 set aside`),
    );
    await suite.database.query('delete from contact_enquiries where id = $1', [kept]);
  });

  test("the scheduled run's log line counts the set-aside enquiries beside the exhausted ones", async () => {
    const months = await functionRetentionMonths();
    await suite.post(validEnquiry({ elapsedMs: 10 }));
    const report = await suite.retry();
    const [{ n }] = await suite.database.query('select count(*)::int as n from contact_enquiries_spam');
    assert.ok(Number(n) >= 1);
    assert.equal(report.setAside, Number(n));
    assert.equal(
      lastRunLine(suite.fn),
      `send-contact-email retry: ${report.claimed} claimed, ${report.sent} sent, ${report.failed} failed; ` +
        `${report.released} held released, ${report.digested} in ${report.digests} digest, ${report.held} still held; ` +
        `${report.exhausted} exhausted (select * from contact_enquiries_undelivered); ` +
        `${n} set aside (select * from contact_enquiries_spam); ${report.notices} notices sent; ` +
        `deleted 0 older than ${months} months, 0 set aside over 30 days`,
    );
  });

  // 3. A person's rights.
  test("contact_enquiries_export(email): every enquiry of the address, set-aside ones too, any letter case; nobody else's", async () => {
    const mine = [
      validEnquiry({ email: 'Eva.Lind@Foretaget.se', message: 'Första frågan om löner och HR.' }),
      validEnquiry({ email: 'eva.lind@foretaget.se', elapsedMs: 100, message: 'Andra frågan, skickad snabbt.' }),
      validEnquiry({ email: 'EVA.LIND@FORETAGET.SE', locale: 'en', message: 'Third question, in English.' }),
    ];
    const others = [
      'xeva.lind@foretaget.se',
      'eva_lind@foretaget.se',
      'eva.lind@foretaget.se.example',
      'eva.lind@foretaget.sex',
    ].map((email) => validEnquiry({ email }));
    for (const enquiry of [...mine, ...others]) assert.equal((await suite.post(enquiry)).status, 200);

    const [{ data }] = await suite.database.query('select contact_enquiries_export($1) as data', [
      '  eva.LIND@foretaget.SE ',
    ]);
    const exported = json(data);
    assert.deepEqual(
      exported.map((row) => row.id),
      mine.map((e) => e.id),
      'all three, oldest first',
    );
    assert.deepEqual(
      exported.map((row) => row.message),
      mine.map((e) => e.message),
    );
    assert.deepEqual(
      exported.map((row) => row.notification_status),
      ['sent', 'spam', 'sent'],
    );
    for (const row of exported) {
      for (const column of ['first_name', 'last_name', 'email', 'phone', 'company', 'created_at', 'locale']) {
        assert.ok(column in row, `the export holds ${column}`);
      }
    }
    const [{ nothing }] = await suite.database.query('select contact_enquiries_export($1) as nothing', [
      'nobody@foretaget.se',
    ]);
    assert.deepEqual(json(nothing), []);
  });

  test('contact_enquiries_erase(email): deletes every enquiry of the address, any letter case, and only them', async () => {
    const mine = [
      validEnquiry({ email: 'Olle.Ek@Bolaget.se' }),
      validEnquiry({ email: 'olle.ek@bolaget.se', website: 'x' }),
    ];
    const others = ['olle_ek@bolaget.se', 'olle.ek@bolaget.se.example', 'nolle.ek@bolaget.se'].map((email) =>
      validEnquiry({ email }),
    );
    for (const enquiry of [...mine, ...others]) assert.equal((await suite.post(enquiry)).status, 200);
    const rowsBefore = await suite.rowCount();

    const [{ erased }] = await suite.database.query('select contact_enquiries_erase($1) as erased', [
      'OLLE.EK@bolaget.se',
    ]);
    assert.equal(erased, 2);
    for (const enquiry of mine) assert.equal(await exists(enquiry.id), false);
    for (const enquiry of others) assert.equal(await exists(enquiry.id), true, `${enquiry.email} kept`);
    assert.equal(await suite.rowCount(), rowsBefore - 2);
    const [again] = await suite.database.query('select contact_enquiries_erase($1) as erased', ['olle.ek@bolaget.se']);
    assert.equal(again.erased, 0);
    const [{ data }] = await suite.database.query('select contact_enquiries_export($1) as data', [
      'olle.ek@bolaget.se',
    ]);
    assert.deepEqual(json(data), []);
  });

  // On PostgreSQL, which has the API roles (PGlite has one user).
  if (sessions === 'many') {
    test('the spam view and the rights functions are closed to anon, authenticated and PUBLIC', async () => {
      // Each refused by its own grant: the table behind them is closed too, so a "permission denied
      // for table" would not show whether the view or the function itself is closed.
      const statements = [
        ['select * from contact_enquiries_spam', /permission denied for view contact_enquiries_spam/],
        [
          "select contact_enquiry_release('00000000-0000-4000-8000-000000000000')",
          /permission denied for function contact_enquiry_release/,
        ],
        [
          "select contact_enquiries_export('eva.lind@foretaget.se')",
          /permission denied for function contact_enquiries_export/,
        ],
        [
          "select contact_enquiries_erase('eva.lind@foretaget.se')",
          /permission denied for function contact_enquiries_erase/,
        ],
      ];
      const rowsBefore = await suite.rowCount();
      for (const [statement, refusal] of statements) {
        for (const role of ['anon', 'authenticated']) {
          await assert.rejects(suite.database.queryAs(role, statement), refusal, `${role}: ${statement}`);
        }
        // A role given nothing: what PUBLIC may do, which PostgreSQL grants on every new function.
        await assert.rejects(
          suite.database.queryAs('fyrtorn_nobody', statement, { create: true }),
          refusal,
          `PUBLIC: ${statement}`,
        );
      }
      assert.equal(await suite.rowCount(), rowsBefore);
    });
  }

  // 4. The company's language.
  test('MAIL_LOCALE unset: subject and labels in Swedish; the reply line names the language of the page', async () => {
    const enquiry = validEnquiry({ locale: 'en', campaign: 'spring' });
    await suite.post(enquiry);
    const [sent] = suite.mail.mailsFor(enquiry.id);
    assert.equal(sent.body.subject, 'Ny förfrågan [en]: Företaget AB (FDaaS (ekonomiavdelning som tjänst))');
    assertLines(sent.body.text, [
      'Svara på: engelska (förfrågan kom från den engelska webbplatsen)',
      'Namn: Anna Berg',
      'Företag: Företaget AB',
      'Organisationsnummer: 556123-4567',
      'E-post: anna.berg@foretaget.se',
      'Tjänst: FDaaS (ekonomiavdelning som tjänst)',
      'Plustjänster: Rådgivning, Skatterådgivning',
      'Kampanj: spring',
      'Källa: –',
      `Förfrågans id: ${enquiry.id}`,
      'Meddelande:',
    ]);
    assert.match(sent.body.html, /<html lang="sv">/);
    assert.match(sent.body.html, /<h2[^>]*>Meddelande<\/h2>/);
  });

  test('MAIL_LOCALE=en: subject and labels in English; the reply line still names the language of the page', async () => {
    await suite.withFunction({ MAIL_LOCALE: 'en' }, async (variant) => {
      const enquiry = validEnquiry({ locale: 'sv' });
      await suite.post(enquiry, { target: variant });
      const [sent] = suite.mail.mailsFor(enquiry.id);
      assert.equal(sent.body.subject, 'New enquiry [sv]: Företaget AB (FDaaS (finance department as a service))');
      assertLines(sent.body.text, [
        'Reply in: Swedish (the enquiry came from the Swedish site)',
        'Name: Anna Berg',
        'Service: FDaaS (finance department as a service)',
        'Additional services: Advisory, Tax advisory',
        'Message:',
      ]);
      assert.match(sent.body.html, /<html lang="en">/);
    });
  });

  test('MAIL_LOCALE of another language: a warning at start, and the e-mails in Swedish (no enquiry lost)', async () => {
    await suite.withFunction({ MAIL_LOCALE: 'de' }, async (variant) => {
      assert.match(variant.stderr(), /MAIL_LOCALE="de" is not one of sv, en; the e-mails are in sv/);
      const enquiry = validEnquiry();
      assert.equal((await suite.post(enquiry, { target: variant })).status, 200);
      assert.match(suite.mail.mailsFor(enquiry.id)[0].body.subject, /^Ny förfrågan \[sv\]/);
    });
  });

  // 5. Text that cannot be stored as it was sent.
  const loneSurrogates = {
    firstName: 'Anna\ud800',
    lastName: '\udc00Berg',
    email: 'anna\ud800@foretaget.se',
    phone: '070\ud83d123',
    company: 'Bolaget \ude00\ud83d AB',
    orgNumber: '556123\udbff4567',
    message: 'Vi vill veta mer om er tjänst.\ud83d',
    campaign: 'spring\udfff',
    source: 'x\ud800',
  };
  for (const [field, value] of Object.entries(loneSurrogates)) {
    test(`half a surrogate pair in ${field} is a 400 naming the field, nothing stored`, async () => {
      const rowsBefore = await suite.rowCount();
      const body = JSON.stringify(validEnquiry({ [field]: value }));
      assert.match(body, /\\u[dD][89abAB]|\\u[dD][c-fC-F]/, 'sent as a JSON escape, e.g. "Anna\\ud800"');
      const { status, body: answer } = await suite.call({ body });
      assert.equal(status, 400);
      assert.equal(answer.code, 'invalid_fields');
      assert.deepEqual(answer.fields, [{ field, kind: 'loneSurrogate' }]);
      assert.match(answer.error, new RegExp(`${field} \\(loneSurrogate\\)`));
      assert.equal(await suite.rowCount(), rowsBefore);
    });
  }

  test('a whole surrogate pair (an emoji) is text: stored and mailed as typed', async () => {
    const enquiry = validEnquiry({ firstName: 'Anna 😀', message: 'Hej! 👋 Vi vill veta mer om era tjänster.' });
    assert.equal((await suite.post(enquiry)).status, 200);
    const row = await suite.rowById(enquiry.id);
    assert.equal(row.first_name, 'Anna 😀');
    assert.equal(row.message, enquiry.message);
    assert.ok(suite.mail.mailsFor(enquiry.id)[0].body.text.includes('Anna 😀 Berg'));
  });
}
