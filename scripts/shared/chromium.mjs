// The browser every test, benchmark and screenshot drives: Debian's Chromium, headless without the
// sandbox, and without the background traffic that this machine's closed network refuses (update
// checks, component downloads). CHROMIUM_PATH names another binary for all of them.

/** The full browser (Debian's chromium): the benchmarks' Lighthouse runs, which measure what a visitor's Chrome does. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell): the same engine and version without the
 * browser around it, what Playwright itself drives for headless tests. The Playwright suites use it:
 * the same tests took about 40 % less CPU than in the full browser, on a machine where the suites are
 * bound by CPU.
 */
export const CHROMIUM_TEST_PATH = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Playwright's launch options for the full browser (the benchmarks). */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** Playwright's launch options for the test browser (the Playwright suites). */
export const testChromiumLaunchOptions = { executablePath: CHROMIUM_TEST_PATH, args: CHROMIUM_ARGS };
