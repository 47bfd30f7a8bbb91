// Starts several servers at once and says when every one answers: Playwright starts the servers of a
// config one after the other, each waited for before the next, and the end-to-end config's six (the
// backend, the static export, the edge build and three hosts) spent some 20 s in line that way.
// e2e/servers.ts hands this the list as one web server, which Playwright waits for by READY_LINE.
//
// Like Playwright's own web servers: a server already answering at its URL is an error (the tests would
// run against it), a server that exits or does not answer within its timeout stops the rest, and each
// server's errors reach Playwright's output under its name. The servers stay in this process's group,
// which Playwright stops as a whole when the tests end. A runner killed outright stops nothing: this
// process watches it (START_SERVERS_RUNNER, its pid) and stops the servers once it is gone.
import { spawn } from 'node:child_process';
import { waitUntil } from './wait-until.mjs';
import { isRunDirectly } from './run-directly.mjs';

/** The line this prints once every server answers. */
export const READY_LINE = 'every server answers';

/**
 * @typedef {{ name: string, command: string, url: string, cwd?: string, env?: Record<string, string>,
 *   timeout?: number }} ServerSpec
 */

/** Whether the URL answers as Playwright counts it: a status from 200 to 403. @param {string} url */
export async function answers(url) {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return response.status >= 200 && response.status < 404;
  } catch {
    return false;
  }
}

/**
 * Starts each server, resolves once all answer; rejects (and stops them all) when one is already
 * running, exits or times out. An abort of `signal` stops them all, while they start or after.
 * @param {ServerSpec[]} servers
 * @param {{ stdout?: NodeJS.WritableStream, stderr?: NodeJS.WritableStream, signal?: AbortSignal }} [options]
 * @returns {Promise<{ stop: () => void }>}
 */
export async function startServers(servers, { stdout = process.stdout, stderr = process.stderr, signal } = {}) {
  const running = await Promise.all(servers.map(async ({ url }) => answers(url)));
  const taken = servers.filter((_, i) => running[i]);
  if (taken.length) {
    throw new Error(
      `${taken.map(({ name, url }) => `${name} (${url})`).join(', ')} already answered before it was started: ` +
        'stop what runs there, or the tests would run against it.',
    );
  }
  const children = servers.map(({ name, command, cwd, env }) => {
    // exec: the shell becomes the server, so that stopping the child stops the server.
    const child = spawn(`exec ${command}`, {
      shell: true,
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = (chunk) =>
      chunk
        .toString()
        .split('\n')
        .map((line, i, lines) => (i === lines.length - 1 && line === '' ? '' : `[${name}] ${line}\n`))
        .join('');
    child.stdout.on('data', (chunk) => stdout.write(prefix(chunk)));
    child.stderr.on('data', (chunk) => stderr.write(prefix(chunk)));
    return child;
  });
  const stop = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  signal?.addEventListener('abort', stop, { once: true });
  try {
    await Promise.all(
      servers.map(({ name, url, timeout = 60_000 }, i) => {
        const child = children[i];
        return waitUntil(
          async () => {
            if (child.exitCode !== null || child.signalCode !== null)
              throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before ${url} answered.`);
            return answers(url);
          },
          { timeout, interval: 200, message: () => `${name} did not answer at ${url} within ${timeout / 1000} s.` },
        );
      }),
    );
  } catch (error) {
    stop();
    throw error;
  }
  return { stop };
}

/**
 * Whether the process `pid` is still there (one that is not ours to signal counts: it is there).
 * @param {number} pid
 */
export function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code !== 'ESRCH';
  }
}

/**
 * Calls `gone` once the process `pid` has ended, however it ended; asked every `interval` ms.
 * @param {number} pid
 * @param {() => void} gone
 */
export function watchProcess(pid, gone, interval = 500) {
  const timer = setInterval(() => {
    if (isRunning(pid)) return;
    clearInterval(timer);
    gone();
  }, interval);
}

/**
 * The command: the list comes in START_SERVERS (JSON of ServerSpec[]), the runner's pid in
 * START_SERVERS_RUNNER, as e2e/servers.ts writes them.
 */
async function main() {
  // With the runner gone its end of the output pipes is closed: a server's next line must not end this
  // process (an EPIPE would), before it has stopped the servers.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
  const runnerGone = new AbortController();
  const runner = Number(process.env.START_SERVERS_RUNNER);
  if (runner) watchProcess(runner, () => runnerGone.abort());
  try {
    const { stop } = await startServers(JSON.parse(process.env.START_SERVERS ?? '[]'), { signal: runnerGone.signal });
    for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'])
      process.on(signal, () => {
        stop();
        process.exit(0);
      });
    console.log(READY_LINE);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (isRunDirectly(import.meta.url)) main();
