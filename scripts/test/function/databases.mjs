// The databases the enquiry function is tested and measured against, each started by the caller:
// a throwaway PostgreSQL 15 cluster (initdb/pg_ctl as the postgres user), PgBouncer in transaction
// mode in front of it (as Supabase's pooler runs), and PGlite behind its socket server (the local
// backend). Each gives { url, query(text, params), stopDatabase(), startDatabase(), close() }.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { applyMigrations, startPglite } from '../../serve/local-database.mjs';
import { acceptsConnections, freePort as freeIn } from '../../shared/free-port.mjs';
import { runCommand } from '../../shared/run-command.mjs';
import { waitUntil } from '../../shared/wait-until.mjs';

/** Sessions the tests' own client keeps open beside the function's. */
const POOL_SIZE = 4;

/** npm run test:function's runs, each a process of its own (package.json), with its own share of the ports. */
export const functionRuns = ['postgres', 'pgbouncer', 'pglite', 'deploy-checks'];

/** @type {[number, number] | undefined} */
let portShare;

/**
 * Keeps this process's ports to the run's share of the range: a run holds a database's port through its
 * initdb before binding it, and another run must not be handed it meanwhile.
 * @param {string} run one of functionRuns
 */
export function portsOfRun(run) {
  const index = functionRuns.indexOf(run);
  if (index < 0) throw new Error(`Unknown function test run ${run}: one of ${functionRuns.join(', ')}.`);
  portShare = [index, functionRuns.length];
}

/** A free port for a database, a function server or a stub. */
export const freePort = () => freeIn('function', { share: portShare });

const pgBin = existsSync('/usr/lib/postgresql/15/bin/initdb') ? '/usr/lib/postgresql/15/bin' : '';
const pgCommand = (name) => (pgBin ? join(pgBin, name) : name);

/**
 * Runs a command as the postgres user. Asynchronously: the four suites share this process, and a
 * synchronous initdb or pg_ctl (seconds on a slow disk) froze every other suite's e-mail stub and
 * clock meanwhile: its function's mail timed out, and leases ran out in the middle of a retry run.
 */
async function asPostgres(command, args) {
  const result = await runCommand('runuser', ['-u', 'postgres', '--', command, ...args]);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result;
}

/** A temp dir the postgres user owns (PostgreSQL and PgBouncer refuse to run as root). */
function postgresOwnedDir(prefix) {
  if (process.getuid?.() !== 0) {
    throw new Error('PostgreSQL 15 and PgBouncer run as the postgres user (runuser): run this as root.');
  }
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout);
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout);
  if (!Number.isInteger(uid) || !uid)
    throw new Error('No postgres user on this machine: install PostgreSQL 15 (apt-get install postgresql-15).');
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chownSync(dir, uid, gid);
  return { dir, uid, gid };
}

/**
 * A throwaway PostgreSQL 15 cluster, migrated. With `apiRoles`, first the roles `anon` and
 * `authenticated` that Supabase's API uses, given every new table and function in public by default (as
 * on Supabase): the migrations must take that back.
 * @param {{ apiRoles?: boolean, beforeMigrations?: (sql: import('postgres').Sql) => Promise<void> }} options
 */
export async function startPostgres15({ apiRoles = true, beforeMigrations } = {}) {
  const { dir } = postgresOwnedDir('fyrtorn-pg15-');
  const data = join(dir, 'data');
  const port = await freePort();
  await asPostgres(pgCommand('initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  const start = () =>
    asPostgres(pgCommand('pg_ctl'), [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '30',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      'start',
    ]);
  const stop = () => asPostgres(pgCommand('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  // Migrations run in BEGIN/COMMIT: postgres.js allows that on a single-connection client only.
  const migrator = postgres(url, { max: 1, onnotice: () => {} });
  try {
    if (apiRoles) {
      await migrator.unsafe(
        'create role anon nologin; create role authenticated nologin; ' +
          'grant usage on schema public to anon, authenticated; ' +
          'alter default privileges in schema public grant all on tables to anon, authenticated; ' +
          'alter default privileges in schema public grant all on functions to anon, authenticated;',
      );
    }
    await beforeMigrations?.(migrator);
    await applyMigrations({
      exec: (text) => migrator.unsafe(text),
      applied: async () => (await migrator`select name from local_schema_migrations`).map((row) => row.name),
    });
  } catch (error) {
    await stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    await migrator.end({ timeout: 1 });
  }
  const sql = postgres(url, { max: POOL_SIZE, onnotice: () => {} });
  /** @param {string} role @param {string} text @param {{ create?: boolean }} [options] */
  const queryAs = (role, text, { create = false } = {}) =>
    sql.begin(async (tx) => {
      if (create) await tx.unsafe(`create role ${role} nologin`);
      await tx.unsafe(`set local role ${role}`);
      return tx.unsafe(text);
    });
  return {
    name: 'PostgreSQL 15',
    url,
    port,
    /** A second session beside the function's: locks, concurrent readers. */
    sql,
    /**
     * Runs one statement as `role`, in a transaction that is rolled back. `create: true` makes the role
     * first, inside that transaction: a role with nothing but what PUBLIC may do.
     */
    queryAs: apiRoles ? queryAs : undefined,
    query: (text, params = []) => sql.unsafe(text, params),
    /** Runs a script of several statements (a migration) in one transaction. */
    exec: (text) => sql.begin((tx) => tx.unsafe(text)),
    stopDatabase: () => stop(),
    /**
     * Runs `during` with every statement the server runs logged (log_statement), and returns what the
     * server logged meanwhile: each statement's text, and its parameters on a DETAIL line.
     * @param {() => Promise<void>} during
     */
    async withStatementLog(during) {
      const log = join(dir, 'server.log');
      const from = readFileSync(log).length;
      await sql`alter system set log_statement = 'all'`;
      await sql`select pg_reload_conf()`;
      try {
        // The server signals every session at once: once this one logs, so do the function's.
        const probe = `statement-log-${randomUUID()}`;
        await waitUntil(async () => (await sql`select ${probe}::text`, readFileSync(log, 'utf8').includes(probe)), {
          timeout: 10_000,
          message: () => 'PostgreSQL did not start logging statements within 10 s.',
        });
        await during();
      } finally {
        await sql`alter system reset log_statement`;
        await sql`select pg_reload_conf()`;
      }
      return readFileSync(log).subarray(from).toString('utf8');
    },
    async startDatabase() {
      await start();
      // The test's own sessions died with the server; one whose close had not been seen yet fails its
      // next statement with CONNECTION_CLOSED. Run a statement on each until they are all new ones.
      for (let attempt = 0; ; attempt++) {
        try {
          await Promise.all(Array.from({ length: POOL_SIZE }, () => sql`select 1`));
          return;
        } catch (error) {
          if (error.code !== 'CONNECTION_CLOSED' || attempt === 2 * POOL_SIZE) throw error;
        }
      }
    },
    async close() {
      await sql.end({ timeout: 1 });
      try {
        await stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * PgBouncer in transaction mode in front of `database` (a PostgreSQL 15 from startPostgres15), as
 * Supabase's pooler runs: each statement may get a different server connection.
 */
export async function startPgBouncer(database) {
  const { dir } = postgresOwnedDir('fyrtorn-pgbouncer-');
  const port = await freePort();
  const config = join(dir, 'pgbouncer.ini');
  writeFileSync(join(dir, 'userlist.txt'), '"postgres" ""\n');
  writeFileSync(
    config,
    [
      '[databases]',
      `postgres = host=127.0.0.1 port=${database.port} dbname=postgres user=postgres`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      'auth_type = trust',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      // After PostgreSQL restarts, log in again at once (default: 15 s later).
      'server_login_retry = 1',
      'default_pool_size = 10',
      'max_client_conn = 500',
      `logfile = ${join(dir, 'pgbouncer.log')}`,
      `pidfile = ${join(dir, 'pgbouncer.pid')}`,
      'ignore_startup_parameters = extra_float_digits',
      '',
    ].join('\n'),
  );
  spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  const binary = existsSync('/usr/sbin/pgbouncer') ? '/usr/sbin/pgbouncer' : 'pgbouncer';
  await asPostgres(binary, ['-d', config]);
  await waitUntil(() => acceptsConnections(port), {
    timeout: 10_000,
    message: () => `PgBouncer did not listen on ${port}:\n${readLog(dir)}`,
  });
  return {
    ...database,
    name: 'PgBouncer (transaction mode) → PostgreSQL 15',
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async close() {
      const pid = Number(readFileSync(join(dir, 'pgbouncer.pid'), 'utf8'));
      if (pid) process.kill(pid, 'SIGINT');
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readLog(dir) {
  try {
    return readFileSync(join(dir, 'pgbouncer.log'), 'utf8');
  } catch {
    return '(no log)';
  }
}

/** PGlite behind its socket server, migrated, in memory: one connection, as the local backend runs it. */
export async function startPgliteDatabase() {
  const pglite = await startPglite({ port: await freePort() });
  return {
    name: 'PGlite',
    url: pglite.url,
    query: async (text, params = []) => (await pglite.db.query(text, params)).rows,
    exec: (text) => pglite.db.exec(`begin;\n${text}\n;commit;`),
    stopDatabase: () => pglite.stopServer(),
    startDatabase: () => pglite.startServer(),
    close: () => pglite.stop(),
  };
}
