import { spawn, spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { acceptsConnections, freePort } from '../scripts/shared/free-port.mjs';
import { isRunning } from '../scripts/shared/start-servers.mjs';
import { waitUntil } from '../scripts/shared/wait-until.mjs';

// The browser tests' enquiry backend (e2e/backend-server.mjs) is stopped by its runner at the end of a run: by a
// signal (the teardown, Playwright's web servers) or by its IPC channel closing (the engines lane's runner gone).
// A short run stops it while it is still starting, with its Deno already running: nothing may be left on the
// port, or the next run finds it taken (or, worse, talks to the old one). No browser is needed.

/** The pid of the process's Deno child, once it has one. */
const denoChild = (pid: number) =>
  spawnSync('ps', ['--ppid', String(pid), '-o', 'pid=,comm='], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find(([, command]) => command === 'deno')?.[0];

// One stop serves the signal and the channel's close; the signal is the way of every run's end (its PGlite start
// alone takes some 15 s of CPU here, so the channel has no start of its own).
test('stopped while it starts, the backend leaves nothing running', async () => {
  test.slow();
  const port = await freePort('function');
  const child = spawn(process.execPath, ['e2e/backend-server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, BACKEND_PORT: String(port), INSPECT_PORT: String(await freePort('function')) },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let deno: string | undefined;
  try {
    // Stopped once its Deno runs: the database is up, the function is still starting.
    await waitUntil(() => (deno = denoChild(child.pid!)) !== undefined, {
      timeout: 60_000,
      interval: 20,
      message: () => 'the backend started no Deno within 60 s',
    });
    child.kill('SIGTERM');
    await exited;
    await waitUntil(() => !isRunning(Number(deno)), {
      timeout: 15_000,
      interval: 100,
      message: () => `Deno (pid ${deno}) still runs after the backend stopped`,
    });
    expect(await acceptsConnections(port)).toBe(false);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    if (deno && isRunning(Number(deno))) process.kill(Number(deno), 'SIGKILL');
  }
});
