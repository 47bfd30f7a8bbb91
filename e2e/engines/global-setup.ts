import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BACKEND_PORT, INSPECT_PORT, backendEnv } from '../servers';
import { isPortFree } from '../../scripts/shared/free-port.mjs';
import { createStaticServer } from '../../scripts/serve/serve-static.mjs';
import { OUT_DIR } from '../site';
import { sharedSitePort, siteOrigins } from './site-server';

/**
 * Starts the local enquiry backend (e2e/backend-server.mjs) and returns at once: it takes a while to
 * start (PGlite, Deno), and the browsers start and visit the pages meanwhile. The tests that send an
 * enquiry wait for it (backend.ts). Also serves the export as the backend's site, which the engines with
 * JavaScript switched off visit (site-server.ts, sharedSitePort). Returns the teardown that stops both.
 */
export default async function startBackend(): Promise<() => Promise<void>> {
  // Started beside the tests, the backend could only say later that its port is taken, and every enquiry test
  // would wait out its time for it: the lane stops here instead, saying why.
  for (const port of [BACKEND_PORT, INSPECT_PORT]) {
    if (!(await isPortFree(port))) {
      throw new Error(
        `Port ${port} is taken: the lane's enquiry backend needs it. Is another test run, npm start or npm run backend running?`,
      );
    }
  }
  const site = createStaticServer(OUT_DIR).listen(sharedSitePort());
  const child = spawn(process.execPath, ['e2e/backend-server.mjs'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    // The channel is how the backend sees the runner go, however it goes (backend-server.mjs): a run that is
    // interrupted, and skips the teardown, or is killed outright, still stops the backend and its Deno.
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...backendEnv(siteOrigins()) },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.channel?.unref();
  return async () => {
    site.close();
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
}
