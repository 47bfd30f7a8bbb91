// The browser every test, benchmark and screenshot drives: Debian's chromium (CHROMIUM_PATH to use
// another), headless without the sandbox, and without the background traffic that this machine's
// closed network refuses (update checks, component downloads).

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Playwright's launch options for that browser. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
