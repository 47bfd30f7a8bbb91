// The enquiry endpoint as a plain (Request) => Response function, with storage and mail injected, so
// that index.ts only wires it to Deno.serve and the environment. Two entries: POST the enquiry, and
// POST …/retry (Supabase Cron, the local backend) to send every notification still owed and delete
// what is past its retention. An enquiry comes as JSON from the form's script, which reads the JSON
// answer, or as the browser's own form post when the script has not run, which gets a redirect to the
// site's thank-you or error page: the same checks, limits and storage either way.
import { validationKinds } from '../_shared/contact-constants.ts';
import { contactEnquirySchema } from '../_shared/contact-schema.ts';
import type { EnquiryErrorCode, EnquiryFailure, EnquiryFieldIssue } from '../_shared/enquiry-answer.ts';
import { type EnquiryChannel, enquiryPageUrl, failedPageSection } from '../_shared/enquiry-pages.ts';
import { botSignal, type Suspicion } from './bot-signals.ts';
import { enquiryFromForm, FORM_MEDIA_TYPE, formLocale } from './form-post.ts';
import { clientKey } from './client-address.ts';
import {
  type Delivery,
  type DeliveryPolicy,
  type EnquiryStore,
  errorText,
  type KeepWay,
  type Mailer,
  notify,
  type RateLimits,
  type RetentionPolicy,
  retryDue,
  type StoredEnquiry,
} from './delivery.ts';
import type { MailLocale } from './notification-text.ts';

export interface HandlerConfig {
  /** Origins the browser may call from; '*' allows any. */
  allowedOrigins: readonly string[];
  /** The site's origin: a form post is redirected to its thank-you or error page there, never elsewhere. */
  siteUrl: string;
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: number;
  /** The header the platform sets to the client's address; unset: the socket's peer. */
  clientIpHeader?: string;
  rateLimit: RateLimits;
  /** Submits faster than this after the visitor began filling in the form look like a bot's: set aside, not mailed. */
  minFillMs: number;
  /** More set-aside enquiries than this in a day: the company is mailed once that day. */
  setAsideAlertPerDay: number;
  delivery: DeliveryPolicy;
  /** What the scheduled run deletes. */
  retention: RetentionPolicy;
  /** The language of the notification e-mail (the company's). */
  mailLocale: MailLocale;
  /** Shared secret of the retry entry (header x-retry-secret); unset: the entry refuses every call. */
  retrySecret?: string;
  /** Where failures are reported (never to the visitor). */
  log?: (message: string) => void;
}

export const ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type';
const RETRY_SECRET_HEADER = 'x-retry-secret';

class BodyTooLarge extends Error {}

/** Reads at most `limit` bytes of the body, whatever Content-Length claims. */
async function readBody(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

const knownKinds = new Set<string>(validationKinds);

type Issue = { path: readonly PropertyKey[]; message: string };

/** "Invalid enquiry: email (emailCorporate), message (min)": every invalid field and its kind. */
export function describeIssues(issues: readonly Issue[]): string {
  return `Invalid enquiry: ${[...new Set(fieldIssues(issues, true).map(({ field, kind }) => `${field} (${kind})`))].join(', ')}`;
}

/** Each refused field once, by its name in the form (fullPath: with list positions, for the log text). */
function fieldIssues(issues: readonly Issue[], fullPath = false): EnquiryFieldIssue[] {
  const seen = new Set<string>();
  const out: EnquiryFieldIssue[] = [];
  for (const issue of issues) {
    const path = issue.path.map(String);
    const field = path.length ? (fullPath ? path.join('.') : path[0]) : 'body';
    // zod's own wording (e.g. a body that is not an object) is reported as the kind 'invalid'.
    const kind = (knownKinds.has(issue.message) ? issue.message : 'invalid') as EnquiryFieldIssue['kind'];
    if (seen.has(`${field}:${kind}`)) continue;
    seen.add(`${field}:${kind}`);
    out.push({ field, kind });
  }
  return out;
}

/** Compares two secrets in time independent of where they differ. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (value: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i];
  return difference === 0;
}

export function createHandler({
  store,
  mailer,
  config,
}: {
  store: EnquiryStore;
  mailer: Mailer;
  config: HandlerConfig;
}) {
  const log = config.log ?? ((message: string) => console.error(message));
  const anyOrigin = config.allowedOrigins.includes('*');
  const trustedHeader = config.clientIpHeader?.trim().toLowerCase() || undefined;
  const isAllowedOrigin = (origin: string) => anyOrigin || config.allowedOrigins.includes(origin);
  const delivery: Delivery = { store, mailer, policy: config.delivery, mailLocale: config.mailLocale, log };

  function corsHeaders(request: Request): Headers {
    const origin = request.headers.get('origin');
    const headers = new Headers({
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': ALLOWED_HEADERS,
      'access-control-max-age': '86400',
      vary: 'Origin',
    });
    if (anyOrigin) headers.set('access-control-allow-origin', '*');
    else if (origin && isAllowedOrigin(origin)) headers.set('access-control-allow-origin', origin);
    // An origin not on the list gets the first allowed one: the browser then refuses to read the answer.
    else headers.set('access-control-allow-origin', config.allowedOrigins[0] ?? 'null');
    return headers;
  }

  function answer(request: Request, status: number, body: object | null, extra: Record<string, string> = {}) {
    const headers = corsHeaders(request);
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    if (body === null) return new Response(null, { status, headers });
    headers.set('content-type', 'application/json; charset=utf-8');
    headers.set('cache-control', 'no-store');
    return new Response(JSON.stringify(body), { status, headers });
  }

  /** A refused request, before it is answered as JSON (the script) or as a redirect (a form post). */
  type Refusal = { status: number; failure: EnquiryFailure; headers?: Record<string, string> };

  const refusal = (
    status: number,
    code: EnquiryErrorCode,
    error: string,
    more: Partial<Pick<EnquiryFailure, 'fields' | 'retryAfterSeconds'>> = {},
    headers: Record<string, string> = {},
  ): Refusal => ({ status, failure: { success: false, code, error, ...more }, headers });

  const fail = (request: Request, { status, failure, headers }: Refusal) => answer(request, status, failure, headers);

  const unavailable = () =>
    refusal(503, 'unavailable', 'The enquiry could not be saved right now; please try again in a moment.');

  async function retryEntry(request: Request): Promise<Response> {
    const given = request.headers.get(RETRY_SECRET_HEADER) ?? '';
    if (!config.retrySecret || !(await sameSecret(given, config.retrySecret))) {
      return answer(request, 401, { success: false, code: 'unauthorized', error: 'Wrong or missing retry secret.' });
    }
    try {
      const report = await retryDue(delivery, config.retention, {
        mailMaxPerHour: config.rateLimit.siteMaxPerHour,
        setAsideAlertPerDay: config.setAsideAlertPerDay,
      });
      await store.pruneRequestCounts(config.rateLimit.windowS);
      return answer(request, 200, { success: true, ...report });
    } catch (error) {
      log(`send-contact-email retry: stopped: ${errorText(error)}`);
      return fail(request, unavailable());
    }
  }

  const tooMany = (code: 'rate_limited' | 'busy', error: string, retryAfterS: number) => {
    const retryAfterSeconds = Math.max(1, retryAfterS);
    return refusal(429, code, error, { retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });
  };

  /** The per-address limit, counted for every POST whatever it holds; a refusal when the address is over it. */
  async function limitAddress(request: Request, socketAddress?: string): Promise<Refusal | null> {
    const count = await store.countClient(clientKey(request, trustedHeader, socketAddress), config.rateLimit);
    if (count.hits <= config.rateLimit.max) return null;
    return tooMany('rate_limited', 'Too many enquiries from this address; please try again later.', count.retryAfterS);
  }

  /**
   * Keeps a valid enquiry. Only here does the site-wide count see it: above the hour's mail ceiling it
   * is stored and held for a digest, and only above the day's storage ceiling is it refused.
   */
  async function keepValid(enquiry: StoredEnquiry, suspicion: Suspicion | null): Promise<Refusal | null> {
    const { rateLimit } = config;
    const count = await store.countEnquiry(!suspicion);
    if (count.storedToday > rateLimit.storageMaxPerDay) {
      if (count.storedToday === rateLimit.storageMaxPerDay + 1) {
        log(`send-contact-email: storage ceiling of ${rateLimit.storageMaxPerDay} enquiries today reached`);
        await store
          .raiseNotice('storage_ceiling', rateLimit.storageMaxPerDay)
          .catch((error) => log(`send-contact-email: recording the storage ceiling failed: ${errorText(error)}`));
      }
      return tooMany(
        'busy',
        'The site receives too many enquiries right now; please try again later.',
        count.dayRetryAfterS,
      );
    }
    const held = count.mailedThisHour !== null && count.mailedThisHour > rateLimit.siteMaxPerHour;
    if (count.mailedThisHour === rateLimit.siteMaxPerHour + 1) {
      log(
        `send-contact-email: mail ceiling of ${rateLimit.siteMaxPerHour} this hour reached; enquiries held for a digest`,
      );
    }
    const way: KeepWay = suspicion ? { kind: 'setAside', ...suspicion } : held ? { kind: 'held' } : { kind: 'deliver' };
    const { outcome, claimed } = await store.keep(enquiry, way, config.delivery);
    if (outcome === 'conflict') {
      return refusal(
        409,
        'id_conflict',
        `The id ${enquiry.id} belongs to another enquiry; send this one with a new id.`,
      );
    }
    if (suspicion && outcome === 'stored') {
      log(`send-contact-email: set aside enquiry ${enquiry.id} as automated (${suspicion.reason})`);
    }
    // null: a duplicate, or a resend whose e-mail went out or is going out in another request right now.
    if (claimed) await notify(delivery, claimed);
    return null;
  }

  /**
   * Counts, reads, checks and keeps one enquiry, whichever way it came. null: it is stored (set aside
   * as a bot's, or held above the mail ceiling), and the visitor is thanked.
   */
  async function receive(request: Request, via: EnquiryChannel, socketAddress?: string): Promise<Refusal | null> {
    try {
      const refused = await limitAddress(request, socketAddress);
      if (refused) return refused;
    } catch (error) {
      log(`send-contact-email: counting the request failed: ${errorText(error)}`);
      return unavailable();
    }

    let text: string;
    try {
      text = await readBody(request, config.maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        return refusal(413, 'too_large', `The enquiry is too large (at most ${config.maxBodyBytes} bytes).`);
      }
      return refusal(400, 'invalid_request', 'The request body could not be read.');
    }

    let data: unknown;
    if (via === 'form') {
      data = enquiryFromForm(new URLSearchParams(text));
    } else {
      try {
        data = JSON.parse(text);
      } catch {
        return refusal(400, 'invalid_request', 'Invalid enquiry: the body is not valid JSON.');
      }
    }

    const parsed = contactEnquirySchema.safeParse(data);
    if (!parsed.success) {
      const fields = fieldIssues(parsed.error.issues);
      const code = fields.some((issue) => issue.field === 'body') ? 'invalid_request' : 'invalid_fields';
      return refusal(400, code, describeIssues(parsed.error.issues), code === 'invalid_fields' ? { fields } : {});
    }

    const enquiry: StoredEnquiry = {
      ...parsed.data,
      id: parsed.data.id ?? crypto.randomUUID(),
      submittedVia: via,
    };
    // A suspected bot is answered like anyone else, so it learns nothing; its enquiry is kept, not mailed.
    const suspicion = botSignal(data as Record<string, unknown>, config.minFillMs, via);
    try {
      return await keepValid(enquiry, suspicion);
    } catch (error) {
      log(`send-contact-email: storing enquiry ${enquiry.id} failed: ${errorText(error)}`);
      return unavailable();
    }
  }

  /**
   * A form post's answer: 303 to the thank-you page, or to the error page's section for what went wrong,
   * in the language of the page the form was on. Never a page of its own: hosted Supabase serves HTML
   * from its own domain as text/plain.
   */
  function redirect(request: Request, refused: Refusal | null): Response {
    const locale = formLocale(new URL(request.url));
    const location = refused
      ? enquiryPageUrl(
          config.siteUrl,
          locale,
          'failed',
          failedPageSection(refused.failure.code, refused.failure.fields),
        )
      : enquiryPageUrl(config.siteUrl, locale, 'sent');
    return answer(request, 303, null, { location, 'cache-control': 'no-store' });
  }

  return async function handle(request: Request, socketAddress?: string): Promise<Response> {
    const origin = request.headers.get('origin');
    // A browser always sends Origin cross-site; one we do not serve is refused before anything runs.
    // This is also what keeps a foreign page from posting a form here on a visitor's behalf.
    if (origin !== null && !isAllowedOrigin(origin)) {
      return fail(request, refusal(403, 'forbidden_origin', `Requests from the origin ${origin} are not allowed.`));
    }
    if (request.method === 'OPTIONS') return answer(request, 204, null);
    if (request.method !== 'POST') {
      return fail(
        request,
        refusal(
          405,
          'method_not_allowed',
          `Method ${request.method} is not allowed; send the enquiry with POST.`,
          {},
          { allow: 'POST, OPTIONS' },
        ),
      );
    }
    if (new URL(request.url).pathname.replace(/\/+$/, '').endsWith('/retry')) return retryEntry(request);

    // JSON from the script, or the browser's own form post; nothing else (text/plain, multipart).
    const mediaType = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    const via: EnquiryChannel | null =
      mediaType === 'application/json' ? 'script' : mediaType === FORM_MEDIA_TYPE ? 'form' : null;
    if (via === null) {
      return fail(
        request,
        refusal(415, 'unsupported_media_type', `Send the enquiry as application/json or as ${FORM_MEDIA_TYPE}.`),
      );
    }

    const refused = await receive(request, via, socketAddress);
    if (via === 'form') return redirect(request, refused);
    return refused ? fail(request, refused) : answer(request, 200, { success: true });
  };
}
