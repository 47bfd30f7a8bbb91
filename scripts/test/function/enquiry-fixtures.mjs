// What every test module of the enquiry function shares: the settings its function runs with, a valid
// enquiry as the form sends it, and the type of the suite's state and helpers that enquirySuite hands them.
import { randomUUID } from 'node:crypto';

export const SITE_ORIGIN = 'https://www.fyrtorn.example';
export const DEV_ORIGIN = 'http://localhost:3000';
/** The suite's SITE_URL, not the default: a form post must return to the configured site. */
export const FORM_SITE_URL = 'https://staging.fyrtorn.example';
export const RATE_LIMIT_MAX = 5;
export const RATE_LIMIT_WINDOW_S = 600;

/**
 * The function counts in windows that start on multiples of RATE_LIMIT_WINDOW_S since the epoch; the
 * mail ceiling's hour and the storage ceiling's day start on such an edge too. A test that counts waits
 * here, when the next edge is under 20 s away, until it has passed: its requests then fall in one window
 * (a CI run's flood of 180 requests crossed 23:50:00 and found the count begun again).
 */
export async function inOneWindow() {
  const windowMs = RATE_LIMIT_WINDOW_S * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 500));
}
export const MAX_ATTEMPTS = 3;
/**
 * The suite's lease: longer than any retry run takes on a loaded machine. Overlapping runs must never
 * both send, and a run that outlasts its lease sends twice (a CI run with the three databases, Jest and
 * the catalogs beside it took over 5 s).
 */
export const LEASE_S = 30;
/** For the tests that wait for a lease to run out (a killed function, a cancelled insert): one run only. */
export const SHORT_LEASE_S = 2;
export const BACKOFF_S = 2;
export const RETRY_SECRET = 'test-retry-secret';
/** The suite's platform header (as on Supabase): the only address the rate limit believes. */
export const CLIENT_IP_HEADER = 'cf-connecting-ip';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let ipCounter = 0;
/** A different client address per request unless one is given. */
export const nextIp = () =>
  `198.${18 + (Math.floor(++ipCounter / 62_500) % 2)}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;

export function validEnquiry(overrides = {}) {
  return {
    id: randomUUID(),
    firstName: 'Anna',
    lastName: 'Berg',
    email: 'anna.berg@foretaget.se',
    phone: '070-123 45 67',
    company: 'Företaget AB',
    orgNumber: '556123-4567',
    service: 'fdaas',
    additionalServices: ['radgivning', 'skatteradgivning'],
    message: 'Vi vill gärna veta mer om er ekonomiavdelning som tjänst.',
    gdprConsent: true,
    locale: 'sv',
    // What the form sends beside the enquiry: an empty honeypot, the time taken to fill it in.
    website: '',
    elapsedMs: 12_000,
    ...overrides,
  };
}

/**
 * @typedef {{ database: any, mail: any, fn: any, start: Function, call: Function, post: Function,
 *   retry: Function, rowById: Function, rowCount: Function, clearCounters: Function,
 *   whileEnquiriesLocked: Function, withFunction: Function }} Suite
 *   fn is the suite's running function; a test that stops it sets the one it starts in its place.
 */
