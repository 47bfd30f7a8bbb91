import { defineConfig } from '@playwright/test';
import { launchOptions, trace } from '../servers';

// npm run test:editor: the text editor of `npm run dev`, driven in Chromium. The spec starts
// scripts/serve/dev.mjs (next dev behind the editor's server) on a throwaway copy of the repository, so the
// real catalogs are never written. The main config leaves this folder out: it tests the built site.
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/text-editor',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // next dev compiles each page on its first request, slowly on a loaded machine.
  timeout: 240_000,
  expect: { timeout: 60_000 },
  use: { locale: 'sv-SE', launchOptions, trace, viewport: { width: 1280, height: 800 } },
});
