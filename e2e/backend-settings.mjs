// Settings of the enquiry backend the browser tests run against (e2e/backend-server.mjs), shared
// with the specs that depend on them.

/** A submit sooner than this after the first focus in the form is treated as a bot's (production: 3 s). */
export const E2E_MIN_FILL_MS = 1500;
