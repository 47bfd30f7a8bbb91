// The enquiry endpoint as a plain (Request) => Response function, with storage and mail injected,
// so that index.ts only wires it to Deno.serve and the environment (DECISIONS §7).
import { type ContactEnquiry, contactEnquirySchema, type ValidationKind } from '../_shared/contact-schema.ts';
import { buildNotification, type Notification } from './notification.ts';

export type StoredEnquiry = ContactEnquiry & { id: string };

export interface EnquiryStore {
  /** Inserts the enquiry; false when a row with this id already exists (a double submit). */
  insert(enquiry: StoredEnquiry): Promise<boolean>;
  /** Records whether the notification e-mail went out. */
  markNotification(id: string, status: 'sent' | 'failed', error?: string): Promise<void>;
}

export interface Mailer {
  send(notification: Notification): Promise<void>;
}

export interface HandlerConfig {
  /** Origins the browser may call from; '*' allows any. */
  allowedOrigins: readonly string[];
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: number;
  /** At most `max` POSTs per client address in `windowMs`. */
  rateLimit: { max: number; windowMs: number };
  /** Clock, replaceable in tests. */
  now?: () => number;
  /** Where failures are reported (never to the visitor). */
  log?: (message: string) => void;
}

export const ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type';

type Json = Record<string, unknown>;

/** The client address: the proxy's headers first (Supabase and Cloudflare set them), else the socket's. */
export function clientAddress(request: Request, remoteAddress?: string): string {
  const cf = request.headers.get('cf-connecting-ip')?.trim();
  if (cf) return cf;
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  return remoteAddress ?? 'unknown';
}

/** A fixed-window counter per address, kept in memory (one per function instance). */
export function createRateLimiter({ max, windowMs }: HandlerConfig['rateLimit'], now: () => number) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one request; returns the seconds to wait when over the limit, else 0. */
    hit(address: string): number {
      const time = now();
      if (windows.size > 10_000) {
        for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
      }
      const window = windows.get(address);
      if (!window || time - window.start >= windowMs) {
        windows.set(address, { start: time, count: 1 });
        return 0;
      }
      window.count += 1;
      return window.count > max ? Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)) : 0;
    },
  };
}

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

const validationKinds = new Set<string>([
  'required',
  'max',
  'min',
  'invalid',
  'emailCorporate',
  'serviceRequired',
  'gdprRequired',
] satisfies ValidationKind[]);

/** "Invalid enquiry: email (emailCorporate), message (min)": every invalid field and its kind. */
export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const parts = new Set<string>();
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
    // zod's own wording (e.g. a body that is not an object) is reported as the kind 'invalid'.
    parts.add(`${field} (${validationKinds.has(issue.message) ? issue.message : 'invalid'})`);
  }
  return `Invalid enquiry: ${[...parts].join(', ')}`;
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
  const now = config.now ?? Date.now;
  const log = config.log ?? ((message: string) => console.error(message));
  const limiter = createRateLimiter(config.rateLimit, now);
  const anyOrigin = config.allowedOrigins.includes('*');

  function corsHeaders(request: Request): Headers {
    const origin = request.headers.get('origin');
    const headers = new Headers({
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': ALLOWED_HEADERS,
      'access-control-max-age': '86400',
      vary: 'Origin',
    });
    if (anyOrigin) headers.set('access-control-allow-origin', '*');
    else if (origin && config.allowedOrigins.includes(origin)) headers.set('access-control-allow-origin', origin);
    // An origin not on the list gets the first allowed one: the browser then refuses to read the answer.
    else headers.set('access-control-allow-origin', config.allowedOrigins[0] ?? 'null');
    return headers;
  }

  function answer(request: Request, status: number, body: Json | null, extra: Record<string, string> = {}): Response {
    const headers = corsHeaders(request);
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    if (body === null) return new Response(null, { status, headers });
    headers.set('content-type', 'application/json; charset=utf-8');
    headers.set('cache-control', 'no-store');
    return new Response(JSON.stringify(body), { status, headers });
  }

  const fail = (request: Request, status: number, error: string, extra?: Record<string, string>) =>
    answer(request, status, { success: false, error }, extra);

  return async function handle(request: Request, remoteAddress?: string): Promise<Response> {
    if (request.method === 'OPTIONS') return answer(request, 204, null);
    if (request.method !== 'POST') {
      return fail(request, 405, `Method ${request.method} is not allowed; send the enquiry with POST.`, {
        allow: 'POST, OPTIONS',
      });
    }

    const retryAfter = limiter.hit(clientAddress(request, remoteAddress));
    if (retryAfter > 0) {
      return fail(request, 429, 'Too many enquiries from this address; please try again later.', {
        'retry-after': String(retryAfter),
      });
    }

    let text: string;
    try {
      text = await readBody(request, config.maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        return fail(request, 413, `The enquiry is too large (at most ${config.maxBodyBytes} bytes).`);
      }
      return fail(request, 400, 'The request body could not be read.');
    }

    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return fail(request, 400, 'Invalid enquiry: the body is not valid JSON.');
    }

    const parsed = contactEnquirySchema.safeParse(data);
    if (!parsed.success) return fail(request, 400, describeIssues(parsed.error.issues));

    const enquiry: StoredEnquiry = { ...parsed.data, id: parsed.data.id ?? crypto.randomUUID() };

    // Store first: once the row exists nothing the prospect sent can be lost.
    let inserted: boolean;
    try {
      inserted = await store.insert(enquiry);
    } catch (error) {
      log(`send-contact-email: storing enquiry ${enquiry.id} failed: ${errorText(error)}`);
      return fail(request, 503, 'The enquiry could not be saved right now; please try again in a moment.');
    }
    // A double submit: the first request stored it and sent (or tried to send) the e-mail.
    if (!inserted) return answer(request, 200, { success: true });

    let status: 'sent' | 'failed' = 'sent';
    let mailError: string | undefined;
    try {
      await mailer.send(buildNotification(enquiry));
    } catch (error) {
      status = 'failed';
      mailError = errorText(error).slice(0, 1000);
      log(`send-contact-email: notification for ${enquiry.id} failed: ${mailError}`);
    }
    try {
      await store.markNotification(enquiry.id, status, mailError);
    } catch (error) {
      // The row stays 'pending': it is found and sent again like a failed one.
      log(`send-contact-email: recording notification status of ${enquiry.id} failed: ${errorText(error)}`);
    }
    return answer(request, 200, { success: true });
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
