// The local stand-in for a Supabase project, so that the contact form works on a fresh machine:
// an embedded Postgres (PGlite, data in .local/pglite) behind a Postgres socket, the migrations of
// supabase/migrations applied at start, and the Edge Function send-contact-email running under the
// npm package `deno` on BACKEND_PORT (default 3001), writing its e-mails to .local/outbox. What
// Supabase Cron does in production, it does on an interval: every NOTIFY_RETRY_INTERVAL_S seconds
// (default 60, 0 = never) it calls the function's retry entry, which sends every e-mail still owed
// (released set-aside enquiries too) and deletes what is past its retention. Beside it, a door for
// `npm run sql` (scripts/serve/local-sql.mjs), the local stand-in for Supabase's SQL editor.
//
//   node scripts/serve/local-backend.mjs          runs it until Ctrl+C
//   import { startLocalBackend } from ...   starts it from Node (npm start, tests, bench)
import { spawn } from 'node:child_process';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listenError } from '../shared/free-port.mjs';
import { waitUntil } from '../shared/wait-until.mjs';
import { isRunDirectly } from '../shared/run-directly.mjs';
import { SQL_DOOR_FILE } from './local-sql.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

export const FUNCTION_NAME = 'send-contact-email';
export const FUNCTION_DIR = join(root, 'supabase/functions', FUNCTION_NAME);
export const MIGRATIONS_DIR = join(root, 'supabase/migrations');
export const DEFAULT_BACKEND_PORT = 3001;

/** The deno binary of the npm package (its postinstall may not have run: install_api finds it). */
export function denoPath() {
  return require('deno/install_api.cjs').runInstall();
}

/** The migration files in the order Supabase applies them (by their timestamp prefix). */
export function migrationFiles() {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d+_[\w-]+\.sql$/.test(name))
    .sort();
}

/**
 * Applies the migrations not applied yet, recording each in local_schema_migrations.
 * @param {{ exec(sql: string): Promise<unknown>, applied(): Promise<string[]> }} db
 * @returns {Promise<string[]>} the names applied now
 */
export async function applyMigrations(db) {
  await db.exec(
    'create table if not exists local_schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const done = new Set(await db.applied());
  const now = [];
  for (const name of migrationFiles()) {
    if (done.has(name)) continue;
    await db.exec(
      `begin;\n${readFileSync(join(MIGRATIONS_DIR, name), 'utf8')}\n;insert into local_schema_migrations (name) values ('${name}');\ncommit;`,
    );
    now.push(name);
  }
  return now;
}

/** A simple-protocol Query message: one or more statements in one string, as an SQL editor sends them. */
function queryMessage(text) {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0);
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return new Uint8Array(message);
}

/** Message types after which the client has no statement half-sent: Sync, a simple Query, Terminate. */
const STATEMENT_ENDS = new Set(['S', 'Q', 'X'].map((type) => type.charCodeAt(0)));

/**
 * An embedded Postgres reachable over TCP on 127.0.0.1.
 * @param {{ dataDir?: string, port?: number }} options dataDir undefined: in memory
 */
export async function startPglite({ dataDir, port = 0 } = {}) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  await applyMigrations({
    exec: (sql) => db.exec(sql),
    applied: async () => (await db.query('select name from local_schema_migrations')).rows.map((row) => row.name),
  });
  // The socket's client (the function) sends one statement as several messages (parse, bind, execute,
  // sync), and the socket server hands them to the database one at a time. A statement from this
  // process between two of them would replace the client's unnamed statement and fail it. So the socket
  // server reaches the database through a view that notes the type of the last message handled (0:
  // the connection's start-up message, which has none) and that holds the client's next message while
  // a statement from here runs at a statement's end.
  let lastMessageType = 0;
  let handling = 0;
  // Held while any outside statement waits for its turn or runs (two may: a test's read and npm run sql).
  let holders = 0;
  /** @type {Promise<void> | null} */
  let held = null;
  let release = () => {};
  const hold = () => {
    if (holders++ === 0) held = new Promise((resolveHeld) => (release = resolveHeld));
  };
  const letGo = () => {
    if (--holders > 0) return;
    held = null;
    release();
  };
  const socketView = new Proxy(db, {
    get(target, property) {
      if (property === 'runExclusive') {
        return async (task) => {
          while (held) await held;
          handling += 1;
          try {
            return await target.runExclusive(task);
          } finally {
            handling -= 1;
          }
        };
      }
      if (property === 'execProtocolRawStream') {
        return async (message, options) => {
          try {
            return await target.execProtocolRawStream(message, options);
          } finally {
            lastMessageType = message[0];
          }
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  // One client connection: PGlite has one backend (messages of two connections would interleave); the
  // function uses a pool of 1.
  const serverOptions = { db: socketView, host: '127.0.0.1', maxConnections: 1 };
  let server = new PGLiteSocketServer({ ...serverOptions, port });
  await server.start();
  const dbPort = Number(server.getServerConn().split(':').pop());
  const atStatementEnd = () =>
    !server ||
    server.getStats().activeConnections === 0 ||
    lastMessageType === 0 ||
    STATEMENT_ENDS.has(lastMessageType);

  /**
   * Runs `task` while the client is between two statements and outside any transaction of its,
   * holding the client's next message until it ends.
   * @template T
   * @param {() => Promise<T>} task
   * @returns {Promise<T>}
   */
  async function betweenStatements(task) {
    const timeoutMs = 30_000;
    const done = await waitUntil(
      async () => {
        // A turn of the event loop first: a caller reading in a loop must not keep the client's
        // messages, which arrive as I/O, from ever being read.
        await new Promise((resolveTurn) => setImmediate(resolveTurn));
        hold();
        try {
          while (handling > 0) await new Promise((resolvePause) => setTimeout(resolvePause, 1));
          if (!atStatementEnd() || db.isInTransaction()) return undefined;
          return { value: await task() };
        } finally {
          letGo();
        }
      },
      {
        timeout: timeoutMs,
        interval: 20,
        message: () => `the enquiry function kept a statement or transaction open for ${timeoutMs / 1000} s`,
      },
    );
    return done.value;
  }

  return {
    db,
    port: dbPort,
    url: `postgres://postgres:postgres@127.0.0.1:${dbPort}/postgres`,
    /** Listens again on the same port after stopServer. */
    async startServer() {
      if (server) return;
      server = new PGLiteSocketServer({ ...serverOptions, port: dbPort });
      await server.start();
    },
    /**
     * One statement with parameters, its rows as PGlite types them, run between two of the client's
     * statements (the way for tests and tools to read while the function runs).
     * @returns {Promise<Array<Record<string, any>>>}
     */
    async query(text, params = []) {
      return betweenStatements(async () => (await db.query(text, params)).rows);
    },
    /**
     * Runs one or more statements as a Query message, as an SQL editor sends them, between two of the
     * client's statements. A transaction they leave open is rolled back, so the client never runs
     * inside it.
     * @returns {Promise<Array<Record<string, any>>>} the backend's messages (row descriptions, rows,
     *   command tags, errors), as PGlite parses them
     */
    async runStatements(text) {
      return betweenStatements(() =>
        db.runExclusive(async () => {
          // execProtocolStream, not execProtocol: the latter would hand the answer to the output hook
          // the socket's last message left on the database.
          const messages = await db.execProtocolStream(queryMessage(text), { throwOnError: false });
          if (!db.isInTransaction()) return messages;
          await db.execProtocolStream(queryMessage('rollback'));
          return [
            ...messages,
            { name: 'error', message: 'the statements left a transaction open: rolled back (end it with commit)' },
          ];
        }),
      );
    },
    /** Stops accepting connections (storage down), the data stays. */
    async stopServer() {
      if (server) await server.stop();
      server = null;
    },
    async stop() {
      if (server) await server.stop();
      server = null;
      if (!db.closed) await db.close();
    },
  };
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
      await new Promise((resolveClose) => server.close(resolveClose));
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
