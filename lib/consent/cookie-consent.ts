// The cookie banner's state machine, pure so that every transition is unit-tested.

import { COOKIE_CONSENT_KEY, consentValues } from './consent-values.mjs';

export { COOKIE_CONSENT_KEY, consentValues };
export type ConsentValue = (typeof consentValues)[number];

export function parseConsent(stored: string | null | undefined): ConsentValue | null {
  return (consentValues as readonly string[]).includes(stored ?? '') ? (stored as ConsentValue) : null;
}

/** The raw stored value, or null where storage is blocked. */
export function readStoredConsent(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null;
  }
}

export type BannerState =
  | { phase: 'loading' }
  | { phase: 'waiting' }
  | { phase: 'visible' }
  | { phase: 'closed'; consent: ConsentValue; store: boolean };

export type BannerEvent =
  | { type: 'loaded'; stored: string | null }
  | { type: 'delayElapsed' }
  | { type: 'accept' }
  | { type: 'decline' }
  | { type: 'customize' };

export const initialBannerState: BannerState = { phase: 'loading' };

export function cookieBannerReducer(state: BannerState, event: BannerEvent): BannerState {
  switch (event.type) {
    case 'loaded': {
      if (state.phase !== 'loading') return state;
      const consent = parseConsent(event.stored);
      return consent ? { phase: 'closed', consent, store: false } : { phase: 'waiting' };
    }
    case 'delayElapsed':
      return state.phase === 'waiting' ? { phase: 'visible' } : state;
    case 'accept':
    case 'decline':
    case 'customize': {
      if (state.phase !== 'visible') return state;
      const consent: ConsentValue =
        event.type === 'accept' ? 'accepted' : event.type === 'decline' ? 'declined' : 'customized';
      return { phase: 'closed', consent, store: true };
    }
  }
}
