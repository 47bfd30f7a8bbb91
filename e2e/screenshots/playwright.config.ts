import { defineConfig } from '@playwright/test';
import { STATIC_PORT, launchOptions, staticServer } from '../servers';

// npm run screenshots: the built export photographed as a visitor sees it, into
// screenshots/ (git-ignored), to look at before calling visible work done. Not a test: nothing is
// compared; the main config and npm test leave this folder out.
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/screenshots',
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  timeout: 300_000,
  // Reduced motion: the sections below the fold are shown at once instead of fading in as they scroll in.
  use: {
    locale: 'sv-SE',
    launchOptions,
    baseURL: `http://localhost:${STATIC_PORT}`,
    contextOptions: { reducedMotion: 'reduce' },
  },
  webServer: [staticServer],
});
