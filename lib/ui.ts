// Behaviour of the page chrome, kept apart from `site` so the client code that needs these numbers
// does not also bundle the site's environment checks.
export const ui = {
  cookieBannerDelayMs: 1000,
  backToTopThresholdPx: 300,
} as const;
