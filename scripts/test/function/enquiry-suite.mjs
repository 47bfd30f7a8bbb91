// The REAL function (send-contact-email under the npm package `deno`) against one database, with a
// recording stand-in for the e-mail API. enquirySuite() starts them and registers the same tests for
// each database, from the modules beside it (one per concern), with the helpers they share.
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import { startFunction } from '../../serve/local-backend.mjs';
import { freePort } from './databases.mjs';
import {
  BACKOFF_S,
  CLIENT_IP_HEADER,
  DEV_ORIGIN,
  FORM_SITE_URL,
  LEASE_S,
  MAX_ATTEMPTS,
  RATE_LIMIT_MAX,
  RATE_LIMIT_WINDOW_S,
  RETRY_SECRET,
  SITE_ORIGIN,
  nextIp,
} from './enquiry-fixtures.mjs';
import { corsAndRateLimitTests } from './cors-and-rate-limit-tests.mjs';
import { deliveryTests } from './delivery-tests.mjs';
import { formPostTests } from './form-post-tests.mjs';
import { leadAndPrivacyTests } from './lead-and-privacy-tests.mjs';
import { startMailApiStub } from './mail-api-stub.mjs';
import { requestTests } from './request-tests.mjs';
import { schemaTests, storageTests } from './storage-tests.mjs';

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
    SITE_URL: FORM_SITE_URL,
    CLIENT_IP_HEADER,
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    RATE_LIMIT_WINDOW_S: String(RATE_LIMIT_WINDOW_S),
    RATE_LIMIT_SITE_PER_HOUR: '100000',
    STORAGE_MAX_PER_DAY: '100000',
    MIN_FILL_MS: '3000',
    NOTIFY_RETRY_SECRET: RETRY_SECRET,
    NOTIFY_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
    NOTIFY_RETRY_BASE_S: String(BACKOFF_S),
    NOTIFY_LEASE_S: String(LEASE_S),
    ...env,
    ...overrides,
  });
  const start = async (overrides, entry) =>
    startFunction({ port: await freePort(), quiet: true, env: functionEnv(overrides), ...(entry ? { entry } : {}) });

  /**
   * Runs `body` against a function started with other settings. The suite's own stops meanwhile
   * (PGlite serves one connection) and starts again afterwards.
   */
  async function withFunction(overrides, body, { entry } = {}) {
    await fn.stop();
    const variant = await start(overrides, entry);
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
  /**
   * Runs `during` while another session holds contact_enquiries in an exclusive lock (PostgreSQL only),
   * and frees it afterwards whatever happened.
   * @template T
   * @param {() => Promise<T>} during
   * @returns {Promise<T>}
   */
  const whileEnquiriesLocked = async (during) => {
    const locker = await database.sql.reserve();
    try {
      await locker`begin`;
      await locker`lock table contact_enquiries in access exclusive mode`;
      return await during();
    } finally {
      await locker`rollback`;
      locker.release();
    }
  };
  // This suite's state and helpers, for the test modules (some tests restart the function).
  /** @type {import('./enquiry-fixtures.mjs').Suite} */
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
    set fn(started) {
      fn = started;
    },
    start,
    call,
    post,
    retry,
    rowById,
    rowCount,
    clearCounters,
    whileEnquiriesLocked,
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

    schemaTests(suite);
    deliveryTests(suite, { cronStub });
    requestTests(suite);
    formPostTests(suite, { sessions });
    corsAndRateLimitTests(suite, { sessions, flood });
    leadAndPrivacyTests(suite, { sessions });
    storageTests(suite, { sessions });
  });
}
