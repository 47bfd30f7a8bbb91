// What the end-to-end configs share (playwright.config.ts, e2e/layout/playwright.config.ts,
// e2e/engines/playwright.config.ts): the browser, the ports, the two servers of the built site and the
// local enquiry backend. The ports are in e2e/ports.ts (E2E_STATIC_PORT, E2E_EDGE_PORT,
// E2E_INSPECT_PORT); E2E_SKIP_EDGE=1 leaves the edge build out.
import { fileURLToPath } from 'node:url';
import { testChromiumLaunchOptions } from '../scripts/shared/chromium.mjs';
import { BACKEND_PORT, EDGE_PORT, INSPECT_PORT, INSPECT_URL, STATIC_PORT } from './ports';
import { READY_LINE } from '../scripts/shared/start-servers.mjs';

export { BACKEND_PORT, EDGE_PORT, INSPECT_PORT, INSPECT_URL, STATIC_PORT };

/** The servers start in the repository's root, whichever folder the config that names them is in. */
const cwd = fileURLToPath(new URL('..', import.meta.url));
export const withEdge = process.env.E2E_SKIP_EDGE !== '1';

/**
 * A trace of each failed test, to open with `npx playwright show-trace`. Playwright records one for every
 * test to keep the failed ones, which cost a quarter of the suite's time; CI prints its output and
 * keeps no files, so it records none.
 */
export const trace = process.env.CI ? 'off' : 'retain-on-failure';

/** Debian's Chromium headless shell (scripts/shared/chromium.mjs). */
export const launchOptions = testChromiumLaunchOptions;

/** out/ through the clean-URL static server (the CDN stand-in). */
export const staticServer = {
  command: 'node scripts/serve/serve-static.mjs out',
  cwd,
  env: { PORT: String(STATIC_PORT) },
  url: `http://localhost:${STATIC_PORT}/`,
  reuseExistingServer: false,
  timeout: 30_000,
};

/** The edge build through `next start`, with middleware.ts. */
export const edgeServer = {
  command: 'node scripts/serve/serve-edge.mjs',
  cwd,
  env: { PORT: String(EDGE_PORT) },
  url: `http://localhost:${EDGE_PORT}/en`,
  reuseExistingServer: false,
  timeout: 60_000,
};

/**
 * The backend's settings when it answers the site's requests from these origins. A form posted
 * without JavaScript is sent back to the first one's thank-you and error pages.
 */
export const backendEnv = (allowedOrigins: string[]) => ({
  BACKEND_PORT: String(BACKEND_PORT),
  INSPECT_PORT: String(INSPECT_PORT),
  ALLOWED_ORIGINS: allowedOrigins.join(','),
  SITE_URL: allowedOrigins[0],
});

/** The backend as a Playwright web server. */
export const backendServer = (allowedOrigins: string[]) => ({
  command: 'node e2e/backend-server.mjs',
  cwd,
  env: backendEnv(allowedOrigins),
  url: `${INSPECT_URL}/health`,
  reuseExistingServer: false,
  timeout: 90_000,
});

type Server = { command: string; url: string; timeout: number; cwd?: string; env?: Record<string, string> };

/**
 * Several servers as one Playwright web server, started at once and waited for together
 * (scripts/shared/start-servers.mjs): Playwright starts a config's servers one after another.
 */
export const allAtOnce = (servers: Record<string, Server>) => ({
  command: 'node scripts/shared/start-servers.mjs',
  cwd,
  env: {
    // The runner, which evaluates this config before it starts its web servers: killed outright, it stops
    // none, so they watch it.
    START_SERVERS_RUNNER: String(process.pid),
    START_SERVERS: JSON.stringify(
      Object.entries(servers).map(([name, { command, url, timeout, cwd: dir = cwd, env }]) => ({
        name,
        command,
        url,
        timeout,
        cwd: dir,
        env,
      })),
    ),
  },
  wait: { stdout: new RegExp(READY_LINE) },
  reuseExistingServer: false,
  timeout: Math.max(...Object.values(servers).map(({ timeout }) => timeout)) + 10_000,
});
