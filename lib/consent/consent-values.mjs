// Where the cookie choice is kept and what it may be: read by the banner's state machine
// (cookie-consent.ts) and by the islands' loader, which starts no banner for a visitor who has chosen.

export const COOKIE_CONSENT_KEY = 'cookie-consent';
export const consentValues = /** @type {const} */ (['accepted', 'declined', 'customized']);
