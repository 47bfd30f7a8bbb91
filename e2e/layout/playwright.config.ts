import { defineConfig } from '@playwright/test';
import { EDGE_PORT, STATIC_PORT, edgeServer, launchOptions, staticServer, trace, withEdge } from '../servers';

// npm run test:layout: every page of the static export resized from 320 to 2560 px (layout.spec.ts),
// one page of each layout on the edge build (layout-edge.spec.ts); the mobile menu and the cookie
// banner open (layout-panels.spec.ts) and the check's own seeded failures (layout-check.spec.ts) on the
// static export.
// The main config leaves this folder out, so `npx playwright test` never runs it twice.
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/layout',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 90_000,
  use: { locale: 'sv-SE', launchOptions, trace },
  projects: [
    { name: 'static', testIgnore: /layout-edge\.spec\.ts/, use: { baseURL: `http://localhost:${STATIC_PORT}` } },
    ...(withEdge
      ? [{ name: 'edge', testMatch: /layout-edge\.spec\.ts/, use: { baseURL: `http://localhost:${EDGE_PORT}` } }]
      : []),
  ],
  webServer: [staticServer, ...(withEdge ? [edgeServer] : [])],
});
