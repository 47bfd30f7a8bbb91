// Supabase Edge Function send-contact-email: the handler wired to Deno.serve and the environment.
// Locally (scripts/local-backend.mjs) the same file runs under the npm package `deno`.
import { createHandler } from './handler.ts';
import { createHttpMailer, createOutboxMailer, unconfiguredMailer } from './mailer.ts';
import { createPostgresStore } from './store.ts';

const env = (name: string) => Deno.env.get(name)?.trim() || undefined;
const int = (name: string, fallback: number) => {
  const value = Number.parseInt(env(name) ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
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
  console.warn('send-contact-email: no MAIL_API_KEY or MAIL_OUTBOX_DIR; enquiries are stored as failed.');

const handler = createHandler({
  store: createPostgresStore(dbUrl, { max: int('DB_POOL_MAX', 3) }),
  mailer,
  config: {
    allowedOrigins: list(
      env('ALLOWED_ORIGINS') ?? `${env('SITE_URL') ?? 'https://www.fyrtorn.example'},http://localhost:3000`,
    ),
    maxBodyBytes: int('MAX_BODY_BYTES', 16 * 1024),
    rateLimit: { max: int('RATE_LIMIT_MAX', 5), windowMs: int('RATE_LIMIT_WINDOW_S', 600) * 1000 },
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
