// The browser's own form post, as a visitor without JavaScript sends it, on the REAL function and each
// database of enquirySuite: stored and mailed with every value and marked as a form post; answered
// with 303 to the thank-you page or to the error page's section for what went wrong, in the page's
// language, on the configured site (never one the request names); the honeypot, the rate limit, the
// size cap, the origin check and storage down on this path too. No answer of it is a page of its own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEV_ORIGIN, FORM_SITE_URL, RATE_LIMIT_MAX, sleep } from './enquiry-fixtures.mjs';

/** A complete form as the browser encodes it: one field per ticked box, the consent box's "on". */
export function validForm(overrides = {}) {
  const fields = {
    firstName: 'Maja',
    lastName: 'Forsberg',
    email: `maja.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@nordljus.se`,
    phone: '070-765 43 21',
    company: 'Nordljus AB',
    orgNumber: '556987-6543',
    service: 'pdaas',
    additionalServices: ['radgivning', 'hr-tjanster'],
    message: 'Vi behöver hjälp med lönerna för 14 anställda från januari.',
    gdprConsent: 'on',
    locale: 'sv',
    website: '',
    ...overrides,
  };
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return { fields, body: form.toString() };
}

/**
 * @param {import('./enquiry-fixtures.mjs').Suite} suite enquirySuite's state and helpers
 * @param {{ sessions: 'many' | 'one' }} options
 */
export function formPostTests(suite, { sessions }) {
  /** Posts a form as the browser does (no redirect followed); the answer's status, Location and body. */
  async function postForm(body, { locale = 'sv', origin = DEV_ORIGIN, ip, target = suite.fn, headers = {} } = {}) {
    const answer = await suite.call(
      {
        body,
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      },
      { origin, target, path: locale === null ? '' : `?locale=${locale}`, ...(ip ? { ip } : {}) },
    );
    return { ...answer, location: answer.headers.get('location') };
  }

  const rowByEmail = async (email) =>
    (await suite.database.query('select * from contact_enquiries where email = $1', [email]))[0];

  test('a valid form post is stored and mailed with every value, marked as a form post, and sent to the thank-you page', async () => {
    const { fields, body } = validForm();
    const answer = await postForm(body);
    assert.equal(answer.status, 303);
    assert.equal(answer.location, `${FORM_SITE_URL}/kontakt/tack`);
    assert.equal(answer.body, null, 'a redirect without a page of its own');
    assert.equal(answer.headers.get('cache-control'), 'no-store');

    const row = await rowByEmail(fields.email);
    assert.ok(row, 'stored');
    assert.equal(row.submitted_via, 'form');
    assert.equal(row.notification_status, 'sent');
    assert.deepEqual(
      {
        firstName: row.first_name,
        lastName: row.last_name,
        phone: row.phone,
        company: row.company,
        orgNumber: row.org_number,
        service: row.service,
        additionalServices: row.additional_services,
        message: row.message,
        gdprConsent: row.gdpr_consent,
        locale: row.locale,
        spamReason: row.spam_reason,
      },
      {
        firstName: 'Maja',
        lastName: 'Forsberg',
        phone: fields.phone,
        company: fields.company,
        orgNumber: fields.orgNumber,
        service: 'pdaas',
        additionalServices: ['radgivning', 'hr-tjanster'],
        message: fields.message,
        gdprConsent: true,
        locale: 'sv',
        spamReason: null,
      },
    );
    const mails = suite.mail.mailsFor(row.id);
    assert.equal(mails.length, 1);
    const text = mails[0].body.text.split('\n');
    for (const line of [
      'Namn: Maja Forsberg',
      `E-post: ${fields.email}`,
      `Telefon: ${fields.phone}`,
      'Företag: Nordljus AB',
      `Organisationsnummer: ${fields.orgNumber}`,
      'Tjänst: PDaaS (löne- och HR-avdelning som tjänst)',
      'Plustjänster: Rådgivning, HR-tjänster',
      'Skickad med: formuläret utan JavaScript (webbläsarens eget formulär)',
      fields.message,
    ])
      assert.ok(text.includes(line), `${line}\n  not in:\n${mails[0].body.text}`);
  });

  test('an English form post returns to the English thank-you page; the row says English', async () => {
    const { fields, body } = validForm({ locale: 'en', orgNumber: '', additionalServices: [] });
    const answer = await postForm(body, { locale: 'en' });
    assert.equal(answer.status, 303);
    assert.equal(answer.location, `${FORM_SITE_URL}/en/kontakt/tack`);
    const row = await rowByEmail(fields.email);
    assert.equal(row.locale, 'en');
    assert.equal(row.org_number, null, 'an empty optional field is stored as no value');
    assert.deepEqual(row.additional_services, []);
  });

  test('the redirect goes to the configured site only: not to the origin, host or language the request names', async () => {
    const { body } = validForm();
    const answer = await postForm(body, {
      locale: 'https://evil.example',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', referer: 'https://evil.example/kontakt' },
    });
    assert.equal(answer.status, 303);
    assert.equal(answer.location, `${FORM_SITE_URL}/kontakt/tack`);
  });

  test('a form post carries no fill time: it is mailed, not set aside', async () => {
    const { fields, body } = validForm();
    assert.equal((await postForm(body)).status, 303);
    const row = await rowByEmail(fields.email);
    assert.equal(row.notification_status, 'sent');
    assert.equal(row.spam_reason, null);
  });

  test('a filled honeypot is thanked like any other and set aside: stored with why, marked as a form post, not mailed', async () => {
    const { fields, body } = validForm({ website: 'https://spam.example' });
    const answer = await postForm(body);
    assert.equal(answer.status, 303);
    assert.equal(answer.location, `${FORM_SITE_URL}/kontakt/tack`);
    const row = await rowByEmail(fields.email);
    assert.equal(row.notification_status, 'spam');
    assert.equal(row.spam_reason, 'honeypot');
    assert.equal(row.submitted_via, 'form');
    assert.equal(suite.mail.mailsFor(row.id).length, 0);
    const [listed] = await suite.database.query('select submitted_via from contact_enquiries_spam where id = $1', [
      row.id,
    ]);
    assert.equal(listed.submitted_via, 'form');
  });

  // Each slip leads to the error page's section for the first refused field, in the form's order.
  const slips = [
    ['a free-mail address', { email: 'Maja@Hotmail.SE' }, 'email-emailCorporate'],
    ['an invalid address', { email: 'maja.nordljus.se' }, 'email-invalid'],
    ['no consent', { gdprConsent: undefined }, 'gdprConsent-gdprRequired'],
    ['a consent value the box never sends', { gdprConsent: 'false' }, 'gdprConsent-gdprRequired'],
    ['no service', { service: '' }, 'service-serviceRequired'],
    [
      'an unknown additional service',
      { additionalServices: ['radgivning', 'bokforing'] },
      'additionalServices-invalid',
    ],
    ['a short message', { message: 'Hej!' }, 'message-min'],
    ['a long first name', { firstName: 'M'.repeat(51) }, 'firstName-max'],
    ['a control character', { company: 'Nordljus\u0007 AB' }, 'company-control'],
    ['a line break in a name, forging a line', { firstName: 'Eve\nE-post: x@evil.example' }, 'firstName-singleLine'],
    ['a direction control in the phone number', { phone: '070\u202e-123' }, 'phone-singleLine'],
    ['every field empty', { firstName: '', lastName: '', email: '', message: '' }, 'firstName-required'],
    ['a missing language', { locale: undefined }, 'invalid_request'],
  ];
  for (const [slip, overrides, section] of slips) {
    test(`${slip}: 303 to the error page's section ${section}, nothing stored`, async () => {
      const { fields, body } = validForm(overrides);
      const rowsBefore = await suite.rowCount();
      const answer = await postForm(body);
      assert.equal(answer.status, 303);
      assert.equal(answer.location, `${FORM_SITE_URL}/kontakt/fel#${section}`);
      assert.equal(await suite.rowCount(), rowsBefore);
      if (fields.email) assert.equal(await rowByEmail(fields.email), undefined);
    });
  }

  test('an English slip leads to the English error page', async () => {
    const { body } = validForm({ locale: 'en', email: 'maja@gmail.com' });
    const answer = await postForm(body, { locale: 'en' });
    assert.equal(answer.location, `${FORM_SITE_URL}/en/kontakt/fel#email-emailCorporate`);
  });

  test('a post from a foreign origin is refused with 403 and never stored', async () => {
    const { fields, body } = validForm();
    for (const origin of ['https://evil.example', 'null']) {
      const response = await fetch(`${suite.fn.url}?locale=sv`, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      assert.equal(response.status, 403, origin);
      assert.equal((await response.json()).code, 'forbidden_origin');
      assert.equal(response.headers.get('location'), null);
    }
    assert.equal(await rowByEmail(fields.email), undefined);
  });

  test('a SITE_URL that is no origin is reported at start; form posts return to the default site', async () => {
    await suite.withFunction({ SITE_URL: 'staging.fyrtorn.example/kontakt' }, async (variant) => {
      const answer = await postForm(validForm().body, { target: variant });
      assert.equal(answer.location, 'https://www.fyrtorn.example/kontakt/tack');
      assert.match(variant.stderr(), /SITE_URL="staging\.fyrtorn\.example\/kontakt" is not an http\(s\) origin/);
    });
  });

  test('an oversize form post leads to the error page about its size, nothing stored', async () => {
    const { body } = validForm({ message: 'x'.repeat(20_000) });
    const rowsBefore = await suite.rowCount();
    const answer = await postForm(body);
    assert.equal(answer.status, 303);
    assert.equal(answer.location, `${FORM_SITE_URL}/kontakt/fel#too_large`);
    assert.equal(await suite.rowCount(), rowsBefore);
  });

  test(`the address limit counts form posts too: after ${RATE_LIMIT_MAX} the error page says to try later`, async () => {
    const ip = '203.0.113.140';
    for (let i = 0; i < RATE_LIMIT_MAX; i++) {
      assert.equal(
        (await postForm(validForm({ message: 'kort' }).body, { ip })).location.endsWith('#message-min'),
        true,
      );
    }
    const { fields, body } = validForm({ locale: 'en' });
    const limited = await postForm(body, { ip, locale: 'en' });
    assert.equal(limited.status, 303);
    assert.equal(limited.location, `${FORM_SITE_URL}/en/kontakt/fel#rate_limited`);
    assert.equal(await rowByEmail(fields.email), undefined);
    await suite.clearCounters();
  });

  test('storage down leads to the error page that says to try again or e-mail; nothing is sent', async () => {
    const { fields, body } = validForm();
    const mailsBefore = suite.mail.mails.length;
    await suite.database.stopDatabase();
    let answer;
    try {
      answer = await postForm(body);
    } finally {
      await suite.database.startDatabase();
    }
    assert.equal(answer.status, 303);
    assert.equal(answer.location, `${FORM_SITE_URL}/kontakt/fel#unavailable`);
    assert.equal(suite.mail.mails.length, mailsBefore);
    // Once storage is back (a pooler logs in again within a second), the same post is stored.
    let again;
    for (let attempt = 0; attempt < 10; attempt++) {
      again = await postForm(body);
      if (!again.location.endsWith('#unavailable')) break;
      await sleep(500);
    }
    assert.equal(again.location, `${FORM_SITE_URL}/kontakt/tack`);
    assert.equal((await rowByEmail(fields.email)).submitted_via, 'form');
  });

  if (sessions === 'many') {
    test('a locked table leads to the error page within the deadline', async () => {
      await suite.withFunction({ DB_TIMEOUT_MS: '1500' }, async (variant) => {
        const answer = await suite.whileEnquiriesLocked(() => postForm(validForm().body, { target: variant }));
        assert.equal(answer.status, 303);
        assert.equal(answer.location, `${FORM_SITE_URL}/kontakt/fel#unavailable`);
        // Once the lock is gone the visitor's next try is stored (and the timed-out insert's cancel has landed).
        const { fields, body } = validForm();
        assert.equal((await postForm(body, { target: variant })).location, `${FORM_SITE_URL}/kontakt/tack`);
        assert.equal((await rowByEmail(fields.email)).notification_status, 'sent');
      });
    });
  }

  test('above the hourly mail ceiling a form post is stored, held and sent to the thank-you page', async () => {
    await suite.clearCounters();
    await suite.withFunction({ RATE_LIMIT_SITE_PER_HOUR: '1' }, async (variant) => {
      assert.equal((await postForm(validForm({ email: 'forst@nordljus.se' }).body, { target: variant })).status, 303);
      const { body } = validForm({ email: 'andra@nordljus.se' });
      const answer = await postForm(body, { target: variant });
      assert.equal(answer.location, `${FORM_SITE_URL}/kontakt/tack`);
      const row = await rowByEmail('andra@nordljus.se');
      assert.deepEqual([row.notification_status, row.submitted_via], ['held', 'form']);
    });
    await suite.clearCounters();
  });

  test('a JSON enquiry is still answered with JSON, marked as sent by the script', async () => {
    const { fields } = validForm();
    const answer = await suite.post({
      id: crypto.randomUUID(),
      firstName: 'Maja',
      lastName: 'Forsberg',
      email: fields.email,
      phone: fields.phone,
      company: fields.company,
      service: 'fdaas',
      message: fields.message,
      gdprConsent: true,
      locale: 'sv',
      website: '',
      elapsedMs: 9000,
    });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { success: true });
    assert.equal((await rowByEmail(fields.email)).submitted_via, 'script');
  });
}
