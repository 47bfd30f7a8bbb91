import { spawnSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { EDGE_PORT, STATIC_PORT, edgeServer, launchOptions, staticServer, withEdge } from './e2e/servers';

// End-to-end tests run against the built site: out/ through the clean-URL static server (the CDN
// stand-in) and the edge build through `next start` (e2e/servers.ts). Browsers come from Debian's
// chromium package. The layout sweep (e2e/layout/) has a config of its own: npm run test:layout; so
// has the text editor of `npm run dev` (e2e/text-editor/): npm run test:editor.
export { EDGE_PORT, STATIC_PORT };
// The local enquiry backend (e2e/backend-server.mjs) on the port the static build points at by
// default (lib/env.mjs), with a read-only endpoint for the stored rows.
export const BACKEND_PORT = 3001;
export const INSPECT_PORT = Number(process.env.E2E_INSPECT_PORT ?? 3002);

// The export served by the hosts' own engines (e2e/hosts/serve-host.mjs): Cloudflare's workerd through
// wrangler, Netlify's CLI, Debian's nginx with the generated server block. Their ports are found free
// once, here, and handed to the workers through the environment. E2E_SKIP_HOSTS=1 leaves them out.
const withHosts = process.env.E2E_SKIP_HOSTS !== '1';
if (withHosts && !process.env.E2E_HOST_PORTS) {
  const found = spawnSync(process.execPath, ['e2e/hosts/free-ports.mjs', '3'], { encoding: 'utf8' });
  if (found.status !== 0) throw new Error('No free ports in 4000-8999 for the host projects.');
  process.env.E2E_HOST_PORTS = found.stdout.trim();
}
const hostPorts = (process.env.E2E_HOST_PORTS ?? '').split(',').map(Number);
const hosts = withHosts
  ? [
      { name: 'cloudflare', origin: `http://127.0.0.1:${hostPorts[0]}` },
      { name: 'netlify', origin: `http://localhost:${hostPorts[1]}` },
      { name: 'nginx', origin: `http://127.0.0.1:${hostPorts[2]}` },
    ]
  : [];

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
    launchOptions,
  },
  projects: [
    {
      name: 'static',
      testIgnore: [/edge\.spec\.ts/, /hosts\//, /layout\//, /screenshots\//, /text-editor\//],
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
    ...hosts.map(({ name, origin }) => ({
      name,
      testMatch: /hosts\/.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: origin, locale: 'sv-SE' },
    })),
  ],
  webServer: [
    {
      command: 'node e2e/backend-server.mjs',
      env: {
        BACKEND_PORT: String(BACKEND_PORT),
        INSPECT_PORT: String(INSPECT_PORT),
        ALLOWED_ORIGINS: `http://localhost:${STATIC_PORT}`,
        // A form posted without JavaScript returns to the static export's thank-you and error pages.
        SITE_URL: `http://localhost:${STATIC_PORT}`,
      },
      url: `http://127.0.0.1:${INSPECT_PORT}/health`,
      reuseExistingServer: false,
      timeout: 90_000,
    },
    staticServer,
    ...(withEdge ? [edgeServer] : []),
    ...hosts.map(({ name, origin }) => ({
      command: `node e2e/hosts/serve-host.mjs ${name}`,
      env: { PORT: new URL(origin).port },
      url: `${origin}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    })),
  ],
});
