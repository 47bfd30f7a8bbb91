import { defineConfig } from '@playwright/test';
import { engines } from '../engines/driver';
import type { EngineOptions } from '../engines/fixtures';
import { lanePorts } from '../engines/site-server';
import { STATIC_PORT, launchOptions, staticServer } from '../servers';

// npm run screenshots: the built export photographed as a visitor sees it, into screenshots/
// (git-ignored), to look at before calling visible work done. Not a test: nothing is compared; the
// main config and npm test leave this folder out. SCREENSHOT_ENGINES picks the engines: chromium (the
// default), firefox, webkit, or a list ("firefox,webkit"); Firefox and WebKit are Debian's, driven as
// in the cross-engine lane (e2e/engines/), each on a server of its own.
const chosen = (process.env.SCREENSHOT_ENGINES ?? 'chromium').split(',').map((name) => name.trim());
const known = ['chromium', ...engines];
const unknown = chosen.filter((name) => !known.includes(name));
if (unknown.length) throw new Error(`SCREENSHOT_ENGINES: ${unknown.join(', ')}? Choose from ${known.join(', ')}.`);

// Their servers' ports, found once here before the workers start (site-server.ts).
lanePorts();

export default defineConfig<object, EngineOptions>({
  testDir: '.',
  outputDir: '../../test-results/screenshots',
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  timeout: 300_000,
  projects: [
    ...(chosen.includes('chromium')
      ? [
          {
            name: 'chromium',
            testMatch: /\/screenshots\.spec\.ts/,
            // Reduced motion: the sections below the fold are shown at once instead of fading in as they scroll in.
            use: {
              locale: 'sv-SE',
              launchOptions,
              baseURL: `http://localhost:${STATIC_PORT}`,
              contextOptions: { reducedMotion: 'reduce' as const },
            },
          },
        ]
      : []),
    ...engines
      .filter((engine) => chosen.includes(engine))
      .map((engine) => ({
        name: engine,
        testMatch: /engine-screenshots\.spec\.ts/,
        // One browser per engine: its worker takes every page in turn.
        fullyParallel: false,
        use: { engine, prefersReducedMotion: true },
      })),
  ],
  webServer: chosen.includes('chromium') ? [staticServer] : [],
});
