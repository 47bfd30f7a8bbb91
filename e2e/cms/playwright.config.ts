import { defineConfig } from '@playwright/test';
import { launchOptions, trace } from '../servers';

// npm run test:cms: the CMS at /admin/ with Decap's local backend in git mode over a throwaway repository
// (e2e/cms/cms.spec.ts), driven in Chromium, and what the local server refuses (local-guard.spec.ts). Its
// tests run in order: each takes the repository where the previous one left it. The main config leaves
// this folder out: it tests the built site.
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/cms',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: { locale: 'en-GB', launchOptions, trace, viewport: { width: 1280, height: 900 } },
});
