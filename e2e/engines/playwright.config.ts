import { defineConfig } from '@playwright/test';
import { engines } from './driver';
import type { EngineOptions } from './fixtures';
import { enginePorts } from './site-server';

// npm run test:engines (a lane of npm test): the same visitor in Gecko and WebKit, Debian's Firefox ESR
// and WebKitGTK, beside Chromium, the main engine of every other suite. Each engine is a project and
// runs in a worker of its own, both at once, in one browser session for all its tests (fixtures.ts),
// against the static export (a server per engine on a free port, site-server.ts) and the local enquiry backend
// (started beside the first tests: global-setup.ts).
// Playwright is only the test runner here: the browsers are driven by puppeteer-core and
// selenium-webdriver (firefox.ts, webkit.ts), since Playwright cannot drive either of Debian's builds.
// The main config leaves this folder out.
// Their servers' ports, found once here before the workers start (site-server.ts).
enginePorts();

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
  projects: engines.map((engine) => ({ name: engine, use: { engine } })),
});
