import { spawnSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import {
  EDGE_PORT,
  STATIC_PORT,
  allAtOnce,
  backendServer,
  edgeServer,
  launchOptions,
  staticServer,
  trace,
  withEdge,
} from './e2e/servers';

// End-to-end tests run against the built site: out/ through the clean-URL static server (the CDN
// stand-in) and the edge build through `next start` (e2e/servers.ts). The browser is Debian's Chromium
// headless shell. The layout sweep (e2e/layout/) has a config of its own: npm run test:layout; so
// have the text editor of `npm run dev` (e2e/text-editor/): npm run test:editor, and the same visitor
// in Firefox and WebKit (e2e/engines/): npm run test:engines.
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
  reporter: [['list']],
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    locale: 'sv-SE',
    trace,
    launchOptions,
  },
  projects: [
    {
      name: 'static',
      testIgnore: [/edge\.spec\.ts/, /engines\//, /hosts\//, /layout\//, /screenshots\//, /text-editor\//, /cms\//],
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${STATIC_PORT}`, locale: 'sv-SE' },
    },
    ...(withEdge
      ? [
          {
            name: 'edge',
            testMatch: /edge\.spec\.ts/,
            // layout/layout-edge.spec.ts is the layout sweep's (npm run test:layout), not this run's.
            testIgnore: /layout\//,
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
  // All six at once: one after another, as Playwright starts a config's servers, they took some 20 s.
  webServer: allAtOnce({
    backend: backendServer([`http://localhost:${STATIC_PORT}`]),
    static: staticServer,
    ...(withEdge ? { edge: edgeServer } : {}),
    ...Object.fromEntries(
      hosts.map(({ name, origin }) => [
        name,
        {
          command: `node e2e/hosts/serve-host.mjs ${name}`,
          env: { PORT: new URL(origin).port },
          url: `${origin}/`,
          timeout: 120_000,
        },
      ]),
    ),
  }),
});
