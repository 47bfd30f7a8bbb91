// What the REAL function accepts, on each database of enquirySuite: an id made when none is sent, every
// kind of bad input refused with its status and code and nothing stored, control characters named by
// field, an oversize streamed body, other methods and media types.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validEnquiry } from './enquiry-fixtures.mjs';

/**
 * @param {import('./enquiry-fixtures.mjs').Suite} suite enquirySuite's state and helpers
 */
export function requestTests(suite) {
  const { call, post, rowById, rowCount } = suite;

  test('generates an id when the client sends none', async () => {
    const { id: _omitted, ...enquiry } = validEnquiry({ email: 'no-id@foretaget.se' });
    assert.equal((await post(enquiry)).status, 200);
    const rows = await suite.database.query("select id from contact_enquiries where email = 'no-id@foretaget.se'");
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
      const mailsBefore = suite.mail.mails.length;
      const { status, body: answer } = await call({ body: typeof body === 'string' ? body : JSON.stringify(body) });
      assert.equal(status, expected);
      assert.equal(answer.success, false);
      assert.equal(answer.code, code);
      for (const pattern of patterns) assert.match(answer.error, pattern);
      assert.equal(await rowCount(), rowsBefore);
      assert.equal(suite.mail.mails.length, mailsBefore);
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

  const breaks = [
    ['a line feed', '\n'],
    ['a carriage return', '\r'],
    ['a line separator', '\u2028'],
    ['a paragraph separator', '\u2029'],
    ['a right-to-left override', '\u202e'],
    ['a left-to-right isolate', '\u2066'],
    ['an Arabic letter mark', '\u061c'],
  ];
  for (const field of ['firstName', 'lastName', 'phone', 'company', 'orgNumber', 'campaign', 'source']) {
    test(`${field} is one line: a line break or a direction control is a 400 naming it (singleLine), nothing stored`, async () => {
      const rowsBefore = await rowCount();
      for (const [label, character] of breaks) {
        const { status, body } = await post(validEnquiry({ [field]: `Ab${character}Cd` }));
        assert.equal(status, 400, label);
        assert.deepEqual(body.fields, [{ field, kind: 'singleLine' }], label);
      }
      assert.equal(await rowCount(), rowsBefore);
    });
  }

  test("a line break in a name cannot forge a line in the company's e-mail", async () => {
    const forged = validEnquiry({ firstName: 'Eve\nE-post: x@evil.example' });
    const answer = await post(forged);
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body.fields, [{ field: 'firstName', kind: 'singleLine' }]);
    assert.equal(await rowById(forged.id), undefined);
    assert.equal(suite.mail.mailsFor(forged.id).length, 0);
    // A row stored before the rule (or by hand) is mailed with each value on its own line.
    const old = validEnquiry();
    await suite.database.query(
      `insert into contact_enquiries (id, first_name, last_name, email, phone, company, service, message, gdpr_consent, locale)
       values ($1, $2, 'Berg', 'eve@foretaget.se', '070', 'Eve AB', 'fdaas', 'Ett meddelande på flera ord.', true, 'sv')`,
      [old.id, 'Eve\nE-post: x@evil.example'],
    );
    await suite.retry();
    const [mail] = suite.mail.mailsFor(old.id);
    assert.deepEqual(
      mail.body.text.split('\n').filter((line) => line.startsWith('E-post:')),
      ['E-post: eve@foretaget.se'],
    );
    assert.match(mail.body.text, /^Namn: Eve E-post: x@evil\.example Berg$/m);
  });

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

  // A form post (application/x-www-form-urlencoded) is the plain form's path: form-post-tests.mjs.
  for (const type of ['text/plain', 'multipart/form-data; boundary=x']) {
    test(`refuses a ${type.split(';')[0]} body with 415, nothing stored`, async () => {
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
}
