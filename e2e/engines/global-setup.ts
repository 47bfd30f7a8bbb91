import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { backendEnv } from '../servers';
import { engines } from './driver';
import { enginePorts } from './site-server';

/**
 * Starts the local enquiry backend (e2e/backend-server.mjs) and returns at once: it takes a while to
 * start (PGlite, Deno), and the browsers start and visit the pages meanwhile. The one test that sends
 * an enquiry waits for it (backend.ts). Returns the teardown that stops it.
 */
export default async function startBackend(): Promise<() => Promise<void>> {
  const child = spawn(process.execPath, ['e2e/backend-server.mjs'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...backendEnv(engines.map((engine) => `http://localhost:${enginePorts()[engine]}`)) },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // A run that is interrupted skips the teardown: the backend (and its Deno) still stop with the runner.
  process.once('exit', () => child.kill('SIGTERM'));
  return async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
}
