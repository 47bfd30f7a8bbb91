import { defineConfig, devices } from '@playwright/test';

// End-to-end tests run against the built site: out/ through the clean-URL static server (the CDN
// stand-in) and the edge build through `next start`. Browsers come from Debian's chromium package.
// Ports and the edge server are overridable so that two checkouts can run their tests side by side
// (E2E_STATIC_PORT, E2E_EDGE_PORT), and a quick run can skip the edge build (E2E_SKIP_EDGE=1).
export const STATIC_PORT = Number(process.env.E2E_STATIC_PORT ?? 3100);
export const EDGE_PORT = Number(process.env.E2E_EDGE_PORT ?? 3200);
const withEdge = process.env.E2E_SKIP_EDGE !== '1';
// The local enquiry backend (e2e/backend-server.mjs) on the port the static build points at by
// default (lib/env.mjs), with a read-only endpoint for the stored rows.
export const BACKEND_PORT = 3001;
export const INSPECT_PORT = Number(process.env.E2E_INSPECT_PORT ?? 3002);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    locale: 'sv-SE',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'static',
      testIgnore: /edge\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${STATIC_PORT}`, locale: 'sv-SE' },
    },
    ...(withEdge
      ? [
          {
            name: 'edge',
            testMatch: /edge\.spec\.ts/,
            use: { baseURL: `http://localhost:${EDGE_PORT}`, locale: 'sv-SE' },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: 'node e2e/backend-server.mjs',
      env: {
        BACKEND_PORT: String(BACKEND_PORT),
        INSPECT_PORT: String(INSPECT_PORT),
        ALLOWED_ORIGINS: `http://localhost:${STATIC_PORT}`,
      },
      url: `http://127.0.0.1:${INSPECT_PORT}/health`,
      reuseExistingServer: false,
      timeout: 90_000,
    },
    {
      command: 'node scripts/serve-static.mjs out',
      env: { PORT: String(STATIC_PORT) },
      url: `http://localhost:${STATIC_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...(withEdge
      ? [
          {
            command: 'node scripts/serve-edge.mjs',
            env: { PORT: String(EDGE_PORT) },
            url: `http://localhost:${EDGE_PORT}/en`,
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
