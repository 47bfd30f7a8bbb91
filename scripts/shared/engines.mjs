// The two engines beside Chromium that the cross-engine lane (e2e/engines/) and the per-engine
// screenshots drive, both Debian's: Firefox ESR (Gecko), which puppeteer-core drives over WebDriver BiDi
// without geckodriver, and WebKitGTK's MiniBrowser, which selenium-webdriver drives through
// WebKitWebDriver in a virtual X display (xvfb-run) with a D-Bus session of its own. Each path can be
// set for another installation.
import { arch } from 'node:process';

/** Debian's directory for the machine's libraries (MiniBrowser lives under it). */
const multiarch =
  { x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu' }[/** @type {string} */ (arch)] ?? `${arch}-linux-gnu`;

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? `/usr/lib/${multiarch}/webkit2gtk-4.1/MiniBrowser`;

/**
 * What the two engines need from Debian, as ensure-deps.mjs checks and installs it: the file that
 * proves each package is there, and the package.
 */
export const engineTools = [
  { name: 'Firefox ESR', path: FIREFOX_PATH, package: 'firefox-esr', hint: ' (or set FIREFOX_PATH)' },
  { name: "WebKitGTK's WebDriver", path: WEBKIT_DRIVER_PATH, package: 'webkit2gtk-driver', hint: '' },
  { name: 'MiniBrowser', path: MINIBROWSER_PATH, package: 'libwebkit2gtk-4.1-0', hint: '' },
  { name: 'xvfb-run', path: '/usr/bin/xvfb-run', package: 'xvfb', hint: '' },
  { name: 'xauth', path: '/usr/bin/xauth', package: 'xauth', hint: '' },
  { name: 'dbus-run-session', path: '/usr/bin/dbus-run-session', package: 'dbus', hint: '' },
  // WebKitGTK takes navigator.language from the C library's locale: the lane compiles a Swedish one.
  { name: 'the Swedish locale source', path: '/usr/share/i18n/locales/sv_SE', package: 'locales', hint: '' },
];
