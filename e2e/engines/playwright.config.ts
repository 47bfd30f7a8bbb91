import { defineConfig } from '@playwright/test';
import { engines, enginesWithoutScript } from './driver';
import type { EngineOptions } from './fixtures';
import { lanePorts } from './site-server';

// npm run test:engines (a lane of npm test): the same visitor in Gecko and WebKit, Debian's Firefox ESR
// and WebKitGTK, beside Chromium, the main engine of every other suite, with the pages' JavaScript on
// (engines.spec.ts) and off (without-script.spec.ts), and in Chromium too with it off. Each engine with
// JavaScript on or off is a project, two at a time, each in one browser session for all its tests (fixtures.ts),
// against the static export (a server per engine on a free port, site-server.ts) and the local enquiry backend
// (started beside the first tests: global-setup.ts).
// Playwright is only the test runner here: the browsers are driven by puppeteer-core and
// selenium-webdriver (puppeteer-driver.ts, webkit.ts), since Playwright cannot drive Debian's Firefox or
// WebKitGTK; Chromium goes the same way as Firefox, so that one lane's calls drive all three.
// The main config leaves this folder out.
// Their servers' ports, found once here before the workers start (site-server.ts).
lanePorts();

export default defineConfig<object, EngineOptions>({
  testDir: '.',
  outputDir: '../../test-results/engines',
  fullyParallel: false,
  workers: engines.length,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './global-setup.ts',
  projects: [
    ...engines.map((engine) => ({ name: engine, testIgnore: /without-script\.spec\.ts/, use: { engine } })),
    ...enginesWithoutScript.map((engine) => ({
      name: `${engine}, no JavaScript`,
      testMatch: /without-script\.spec\.ts/,
      use: { engine, javaScript: false },
    })),
  ],
});
