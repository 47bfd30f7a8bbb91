/** @jest-environment node */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { PassThrough } from 'node:stream';
import { freePort } from './free-port.mjs';
import { READY_LINE, answers, startServers } from './start-servers.mjs';
import { waitUntil } from './wait-until.mjs';

/** A server that listens on PORT after DELAY ms and answers 200. */
const slowServer = (port: number, delay: number) => ({
  command: `node -e "setTimeout(() => require('http').createServer((q, s) => s.end('ok')).listen(${port}), ${delay})"`,
  url: `http://127.0.0.1:${port}/`,
  timeout: 20_000,
});

jest.setTimeout(30_000);

const quiet = () => ({ stdout: new PassThrough(), stderr: new PassThrough() });

/** A server that listens on PORT only once the server at OTHER answers. */
const afterServer = (port: number, other: number) => ({
  command:
    `node -e "const up = () => require('http').get('http://127.0.0.1:${other}/', () => ` +
    `require('http').createServer((q, s) => s.end('ok')).listen(${port})).on('error', () => setTimeout(up, 50)); up()"`,
  url: `http://127.0.0.1:${port}/`,
  timeout: 20_000,
});

it('starts every server at once, resolves once all answer, and stops them all', async () => {
  const [a, b] = [await freePort('servers'), await freePort('servers')];
  // a answers only after b does: one after the other, a first, this would time out.
  const { stop } = await startServers([
    { name: 'a', ...afterServer(a, b) },
    { name: 'b', ...slowServer(b, 500) },
  ]);
  await expect(answers(`http://127.0.0.1:${a}/`)).resolves.toBe(true);
  await expect(answers(`http://127.0.0.1:${b}/`)).resolves.toBe(true);
  stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  await expect(answers(`http://127.0.0.1:${a}/`)).resolves.toBe(false);
  await expect(answers(`http://127.0.0.1:${b}/`)).resolves.toBe(false);
});

it('refuses to start when something already answers at a URL, and names it', async () => {
  const port = await freePort('servers');
  const busy: Server = await new Promise((resolve) => {
    const s = createServer((_, response) => response.end('stale')).listen(port, () => resolve(s));
  });
  const other = await freePort('servers');
  try {
    await expect(
      startServers(
        [
          { name: 'static', ...slowServer(port, 0) },
          { name: 'other', ...slowServer(other, 0) },
        ],
        quiet(),
      ),
    ).rejects.toThrow(`static (http://127.0.0.1:${port}/) already answered before it was started`);
    // Nothing was started: the other server's port stays free.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(answers(`http://127.0.0.1:${other}/`)).resolves.toBe(false);
  } finally {
    busy.close();
  }
});

it('stops the others when one exits before it answers, and says which', async () => {
  const [good, bad] = [await freePort('servers'), await freePort('servers')];
  const streams = quiet();
  let errors = '';
  streams.stderr.on('data', (chunk) => (errors += chunk));
  await expect(
    startServers(
      [
        { name: 'good', ...slowServer(good, 0) },
        {
          name: 'broken',
          command: 'node -e "console.error(\'no built site\'); process.exit(3)"',
          url: `http://127.0.0.1:${bad}/`,
          timeout: 20_000,
        },
      ],
      streams,
    ),
  ).rejects.toThrow(`broken exited (3) before http://127.0.0.1:${bad}/ answered.`);
  expect(errors).toContain('[broken] no built site');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await expect(answers(`http://127.0.0.1:${good}/`)).resolves.toBe(false);
});

it('gives up on a server that does not answer within its timeout', async () => {
  const port = await freePort('servers');
  await expect(startServers([{ name: 'slow', ...slowServer(port, 10_000), timeout: 1000 }], quiet())).rejects.toThrow(
    `slow did not answer at http://127.0.0.1:${port}/ within 1 s.`,
  );
});

describe('the command (node scripts/shared/start-servers.mjs)', () => {
  /**
   * A stand-in for Playwright's runner: starts the command over the servers, watched by its own pid, and says
   * "started" once the command prints its ready line. Resolves to the runner's process and a promise of that line.
   */
  const runnerOver = (servers: { name: string; command: string; url: string; timeout: number }[]) => {
    const script = `
      const { spawn } = require('node:child_process');
      const child = spawn(process.execPath, ['scripts/shared/start-servers.mjs'], {
        env: { ...process.env, START_SERVERS: process.env.SERVERS, START_SERVERS_RUNNER: String(process.pid) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk) => { if (String(chunk).includes(${JSON.stringify(READY_LINE)})) console.log('started'); });
      child.stderr.resume();
      setInterval(() => {}, 1000);`;
    const runner = spawn(process.execPath, ['-e', script], {
      env: { ...process.env, SERVERS: JSON.stringify(servers) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const started = new Promise<void>((resolve) =>
      runner.stdout.on('data', (chunk) => String(chunk).includes('started') && resolve()),
    );
    return { runner, started };
  };

  /** Resolves once nothing answers at the URL; fails after `ms`. */
  const goesQuiet = (url: string, ms: number) =>
    waitUntil(async () => !(await answers(url)), { timeout: ms, interval: 100, message: () => `${url} still answers` });

  it('stops every server once the runner is gone, even killed outright', async () => {
    const port = await freePort('servers');
    const { runner, started } = runnerOver([{ name: 'site', ...slowServer(port, 0) }]);
    await started;
    await expect(answers(`http://127.0.0.1:${port}/`)).resolves.toBe(true);
    runner.kill('SIGKILL');
    await goesQuiet(`http://127.0.0.1:${port}/`, 5_000);
  });

  it('stops the servers that are still starting when the runner is gone', async () => {
    const port = await freePort('servers');
    const { runner } = runnerOver([{ name: 'site', ...slowServer(port, 3_000) }]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    runner.kill('SIGKILL');
    // Past the moment it would have listened: it never does.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await expect(answers(`http://127.0.0.1:${port}/`)).resolves.toBe(false);
  });
});
