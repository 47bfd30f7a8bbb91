// Supabase Edge Function send-contact-email: the handler wired to Deno.serve and the environment.
// Locally (scripts/serve/local-backend.mjs) the same file runs under the npm package `deno`.
import { RETENTION_MONTHS } from '../_shared/retention.ts';
import { createHandler } from './handler.ts';
import { createHttpMailer, createOutboxMailer, unconfiguredMailer } from './mailer.ts';
import { DEFAULT_MAIL_LOCALE, isMailLocale, mailLocales } from './notification-text.ts';
import { createPostgresStore } from './store.ts';

// A failed side task (e.g. cancelling a statement past its deadline) must not end the process.
globalThis.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  console.error(`send-contact-email: unhandled rejection: ${event.reason}`);
});

const env = (name: string) => Deno.env.get(name)?.trim() || undefined;
const int = (name: string, fallback: number, min = 1) => {
  const value = Number.parseInt(env(name) ?? '', 10);
  return Number.isFinite(value) && value >= min ? value : fallback;
};
/** The origin of an http(s) URL, or undefined. */
const originOf = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
};
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const dbUrl = env('SUPABASE_DB_URL');
if (!dbUrl) throw new Error('SUPABASE_DB_URL is not set: the function cannot store enquiries.');

const from = env('MAIL_FROM') ?? 'Fyrtorn <no-reply@fyrtorn.example>';
const to = list(env('MAIL_TO') ?? 'hej@fyrtorn.example');
const outbox = env('MAIL_OUTBOX_DIR');
const apiKey = env('MAIL_API_KEY');
const mailer = outbox
  ? createOutboxMailer({ dir: outbox, from, to })
  : apiKey
    ? createHttpMailer({ apiUrl: env('MAIL_API_URL') ?? 'https://api.resend.com', apiKey, from, to })
    : unconfiguredMailer;
if (mailer === unconfiguredMailer)
  console.warn('send-contact-email: no MAIL_API_KEY or MAIL_OUTBOX_DIR; enquiries are stored, their e-mails wait.');

// A wrong value must not stop the function (every enquiry would fail): the default language, and a warning.
const mailLocaleSetting = env('MAIL_LOCALE') ?? DEFAULT_MAIL_LOCALE;
const mailLocale = isMailLocale(mailLocaleSetting) ? mailLocaleSetting : DEFAULT_MAIL_LOCALE;
if (mailLocale !== mailLocaleSetting) {
  console.warn(
    `send-contact-email: MAIL_LOCALE="${mailLocaleSetting}" is not one of ${mailLocales.join(', ')}; the e-mails are in ${mailLocale}.`,
  );
}

// Where a form post is sent back to (the thank-you and error pages). A wrong value must not stop the
// function either: the default site, and a warning.
const DEFAULT_SITE_URL = 'https://www.fyrtorn.example';
const siteUrl = originOf(env('SITE_URL') ?? DEFAULT_SITE_URL);
if (!siteUrl) {
  console.warn(
    `send-contact-email: SITE_URL="${env('SITE_URL')}" is not an http(s) origin; form posts return to ${DEFAULT_SITE_URL}.`,
  );
}

const retrySecret = env('NOTIFY_RETRY_SECRET');
if (!retrySecret) console.warn('send-contact-email: no NOTIFY_RETRY_SECRET; the retry entry refuses every call.');

const handler = createHandler({
  store: createPostgresStore(dbUrl, { max: int('DB_POOL_MAX', 3), timeoutMs: int('DB_TIMEOUT_MS', 5000) }),
  mailer,
  config: {
    // No localhost by default: a development origin is allowed only where it is configured.
    allowedOrigins: list(env('ALLOWED_ORIGINS') ?? siteUrl ?? DEFAULT_SITE_URL),
    siteUrl: siteUrl ?? DEFAULT_SITE_URL,
    maxBodyBytes: int('MAX_BODY_BYTES', 16 * 1024),
    clientIpHeader: env('CLIENT_IP_HEADER'),
    rateLimit: {
      max: int('RATE_LIMIT_MAX', 5),
      windowS: int('RATE_LIMIT_WINDOW_S', 600),
      siteMaxPerHour: int('RATE_LIMIT_SITE_PER_HOUR', 100),
      storageMaxPerDay: int('STORAGE_MAX_PER_DAY', 5000),
    },
    minFillMs: int('MIN_FILL_MS', 3000, 0),
    setAsideAlertPerDay: int('SET_ASIDE_ALERT_PER_DAY', 20, 0),
    delivery: {
      maxAttempts: int('NOTIFY_MAX_ATTEMPTS', 8),
      baseDelayS: int('NOTIFY_RETRY_BASE_S', 60),
      maxDelayS: int('NOTIFY_RETRY_MAX_S', 6 * 3600),
      leaseS: int('NOTIFY_LEASE_S', 120),
      batchSize: int('NOTIFY_RETRY_BATCH', 10),
    },
    // The months are the privacy policy's own figure, not a setting: the two cannot disagree.
    retention: { months: RETENTION_MONTHS, setAsideDays: int('SPAM_RETENTION_DAYS', 30) },
    mailLocale,
    retrySecret,
  },
});

const serve = (request: Request, info: Deno.ServeHandlerInfo) =>
  handler(request, (info.remoteAddr as Deno.NetAddr | undefined)?.hostname);

// Supabase's runtime chooses the port; locally PORT (and BIND_HOST, default loopback) do.
const port = env('PORT');
if (port) {
  Deno.serve(
    {
      port: Number(port),
      hostname: env('BIND_HOST') ?? '127.0.0.1',
      onListen: ({ port }) => console.log(`send-contact-email listening on ${port}`),
    },
    serve,
  );
} else {
  Deno.serve(serve);
}
