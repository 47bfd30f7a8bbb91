// The local enquiry backend's database: PGlite (an embedded Postgres) with the migrations of
// supabase/migrations applied, reachable over a Postgres socket on 127.0.0.1 (local-backend.mjs runs it;
// the function tests run the migrations on their own databases too).
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitUntil } from '../shared/wait-until.mjs';

export const MIGRATIONS_DIR = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'supabase/migrations');

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
