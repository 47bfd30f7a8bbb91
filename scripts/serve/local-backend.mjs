// The local stand-in for a Supabase project, so that the contact form works on a fresh machine:
// an embedded Postgres (PGlite, data in .local/pglite) behind a Postgres socket, the migrations of
// supabase/migrations applied at start, and the Edge Function send-contact-email running under the
// npm package `deno` on BACKEND_PORT (default 3001), writing its e-mails to .local/outbox. What
// Supabase Cron does in production, it does on an interval: every NOTIFY_RETRY_INTERVAL_S seconds
// (default 60, 0 = never) it calls the function's retry entry, which sends every e-mail still owed
// (released set-aside enquiries too) and deletes what is past its retention. Beside it, a door for
// `npm run sql` (scripts/serve/local-sql.mjs), the local stand-in for Supabase's SQL editor. The
// database itself, with the migrations, is local-database.mjs.
//
//   node scripts/serve/local-backend.mjs          runs it until Ctrl+C
//   import { startLocalBackend } from ...   starts it from Node (npm start, tests, bench)
import { spawn } from 'node:child_process';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listenError } from '../shared/free-port.mjs';
import { waitUntil } from '../shared/wait-until.mjs';
import { isRunDirectly } from '../shared/run-directly.mjs';
import { SQL_DOOR_FILE } from './local-sql.mjs';
import { startPglite } from './local-database.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

export const FUNCTION_NAME = 'send-contact-email';
export const FUNCTION_DIR = join(root, 'supabase/functions', FUNCTION_NAME);
export const DEFAULT_BACKEND_PORT = 3001;

/** The deno binary of the npm package (its postinstall may not have run: install_api finds it). */
export function denoPath() {
  return require('deno/install_api.cjs').runInstall();
}

/**
 * Deno's flags for the function's own deno.json, with npm: imports taken from the repository's
 * node_modules (the versions of package-lock.json, no download). A deploy resolves them from npm.
 */
export const DENO_CONFIG_FLAGS = [`--config=${join(FUNCTION_DIR, 'deno.json')}`, '--node-modules-dir=manual'];

/**
 * Runs the Edge Function under Deno on 127.0.0.1:port and waits until it answers.
 * @param {{ port: number, env: Record<string, string>, writeDirs?: string[], quiet?: boolean, entry?: string }} options
 *   entry: another script to run the same way (the benchmark's floor handler)
 */
export async function startFunction({
  port,
  env,
  writeDirs = [],
  quiet = false,
  entry = join(FUNCTION_DIR, 'index.ts'),
}) {
  const args = [
    'run',
    '--quiet',
    '--no-prompt',
    ...DENO_CONFIG_FLAGS,
    '--allow-net',
    '--allow-env',
    '--allow-read',
    '--allow-sys',
    ...(writeDirs.length ? [`--allow-write=${writeDirs.map((dir) => resolve(dir)).join(',')}`] : []),
    entry,
  ];
  const child = spawn(denoPath(), args, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? root,
      ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
      DENO_NO_UPDATE_CHECK: '1',
      NO_COLOR: '1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Ready once THIS process says it listens (a port answered by another process must not count).
  let listening = false;
  child.stdout.on('data', (chunk) => {
    if (String(chunk).includes(`listening on ${port}`)) listening = true;
    if (!quiet) process.stdout.write(chunk);
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    if (!quiet) process.stderr.write(chunk);
  });
  const exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
  const url = `http://127.0.0.1:${port}/functions/v1/${FUNCTION_NAME}`;
  const retrySecret = env.NOTIFY_RETRY_SECRET;

  try {
    await waitUntil(
      () => {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`The function exited at start (${child.exitCode ?? child.signalCode}):\n${stderr}`);
        }
        return listening;
      },
      {
        timeout: 60_000,
        interval: 150,
        message: () => `The function did not start on port ${port} within 60 s:\n${stderr}`,
      },
    );
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    child,
    /**
     * One scheduled run through the function's retry entry, as Supabase Cron makes it; its report.
     * @returns {Promise<{ claimed: number, sent: number, failed: number, exhausted: number, setAside: number,
     *   released: number, digested: number, digests: number, held: number, notices: number,
     *   deletedExpired: number, deletedSetAside: number }>}
     */
    async retry() {
      const response = await fetch(`${url}/retry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-retry-secret': retrySecret ?? '' },
        body: '{}',
      });
      const body = await response.json();
      if (response.status !== 200)
        throw new Error(`The retry entry answered ${response.status}: ${JSON.stringify(body)}`);
      return body;
    },
    stderr: () => stderr,
    /** Resolves when the process ends, for whatever reason. */
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** @param {number} port */
async function assertPortFree(port) {
  const error = await listenError(port, '127.0.0.1');
  if (error) {
    throw new Error(
      `Port ${port} is in use (${error}): is another local backend running? Set BACKEND_PORT to use another port.`,
    );
  }
}

/**
 * The door `npm run sql` knocks on: POST a statement to 127.0.0.1 with the token, get the backend's
 * messages as JSON. Where and with which token is in `doorFile`, which only this user can read.
 * @param {{ database: Awaited<ReturnType<typeof startPglite>>, doorFile: string }} options
 */
export async function startSqlDoor({ database, doorFile }) {
  const token = randomBytes(24).toString('hex');
  const expected = Buffer.from(`Bearer ${token}`);
  const server = createServer(async (req, res) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    if (req.method !== 'POST' || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.statusCode = 403;
      return res.end();
    }
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    res.setHeader('content-type', 'application/json');
    try {
      const messages = await database.runStatements(text);
      // An error is an Error: its message is no own property, which JSON would leave out.
      const plain = messages.map((m) =>
        m.name === 'error' ? { name: m.name, message: m.message, detail: m.detail, hint: m.hint } : m,
      );
      res.end(JSON.stringify({ messages: plain }));
    } catch (error) {
      res.statusCode = 503;
      res.end(JSON.stringify({ error: error.message }));
    }
  });
  await new Promise((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  mkdirSync(dirname(doorFile), { recursive: true });
  writeFileSync(doorFile, `${JSON.stringify({ url, token })}\n`, { mode: 0o600 });
  return {
    url,
    file: doorFile,
    async stop() {
      rmSync(doorFile, { force: true });
      const closed = new Promise((resolveClose) => server.close(resolveClose));
      server.closeAllConnections(); // close() alone would wait for a connection kept open
      await closed;
    },
  };
}

/**
 * The whole local backend: PGlite + migrations + the function (outbox mail unless told otherwise),
 * the retry on an interval, and the door for `npm run sql` (its file beside the data folder).
 * @param {{ port?: number, dataDir?: string, outboxDir?: string, functionEnv?: Record<string, string>, quiet?: boolean, retryIntervalS?: number }} options
 */
export async function startLocalBackend({
  port = Number(process.env.BACKEND_PORT ?? DEFAULT_BACKEND_PORT),
  dataDir = join(root, '.local/pglite'),
  outboxDir = join(root, '.local/outbox'),
  functionEnv = {},
  quiet = false,
  retryIntervalS = Number(process.env.NOTIFY_RETRY_INTERVAL_S ?? 60),
} = {}) {
  // Before opening the data folder: a second backend on the same folder would corrupt it.
  await assertPortFree(port);
  const database = await startPglite({ dataDir });
  let fn;
  let door;
  try {
    door = await startSqlDoor({ database, doorFile: join(dirname(dataDir), SQL_DOOR_FILE) });
    mkdirSync(outboxDir, { recursive: true });
    fn = await startFunction({
      port,
      quiet,
      writeDirs: [outboxDir],
      env: {
        SUPABASE_DB_URL: database.url,
        DB_POOL_MAX: '1',
        MAIL_OUTBOX_DIR: resolve(outboxDir),
        ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000',
        // Where a form posted without JavaScript is sent back to: the site npm start serves.
        SITE_URL: process.env.SITE_URL ?? 'http://localhost:3000',
        // Every local visitor (and every browser test) is 127.0.0.1: looser limits than production's.
        RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX ?? '100',
        RATE_LIMIT_WINDOW_S: process.env.RATE_LIMIT_WINDOW_S ?? '600',
        RATE_LIMIT_SITE_PER_HOUR: process.env.RATE_LIMIT_SITE_PER_HOUR ?? '1000',
        // The function's own defaults unless set here (the e-mail's language, the bot, spam and flood settings).
        ...Object.fromEntries(
          [
            'MIN_FILL_MS',
            'SPAM_RETENTION_DAYS',
            'MAIL_LOCALE',
            'STORAGE_MAX_PER_DAY',
            'SET_ASIDE_ALERT_PER_DAY',
            'CLIENT_IP_HEADER',
          ]
            .filter((name) => process.env[name])
            .map((name) => [name, process.env[name]]),
        ),
        // A fresh secret each start: only this process calls the retry entry.
        NOTIFY_RETRY_SECRET: randomBytes(24).toString('hex'),
        ...functionEnv,
      },
    });
  } catch (error) {
    await door?.stop();
    await database.stop();
    throw error;
  }
  let retrying = Promise.resolve();
  const timer =
    retryIntervalS > 0
      ? setInterval(() => {
          retrying = fn.retry().then(
            () => {},
            (error) => console.error(`Local backend: the notification retry failed: ${error.message}`),
          );
        }, retryIntervalS * 1000)
      : null;
  timer?.unref();
  return {
    url: `http://localhost:${port}`,
    functionUrl: fn.url,
    database,
    fn,
    door,
    outboxDir: resolve(outboxDir),
    async stop() {
      if (timer) clearInterval(timer);
      await retrying;
      await fn.stop();
      await door.stop();
      await database.stop();
    },
  };
}

if (isRunDirectly(import.meta.url)) {
  const backend = await startLocalBackend();
  const interval = Number(process.env.NOTIFY_RETRY_INTERVAL_S ?? 60);
  console.log(
    `Local backend: ${backend.functionUrl} (PGlite in .local/pglite, e-mails in .local/outbox, unsent ones ` +
      `${interval > 0 ? `retried every ${interval} s` : 'not retried'}). Ctrl+C stops it.`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await backend.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  backend.fn.exited.then(async ({ code, signal }) => {
    if (stopping) return;
    console.error(`The function stopped (${code ?? signal}); stopping the local backend.`);
    stopping = true;
    await backend.door.stop();
    await backend.database.stop();
    process.exit(1);
  });
}
