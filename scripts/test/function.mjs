// npm run test:function: the REAL Edge Function (send-contact-email under the npm package `deno`)
// against PostgreSQL 15 (started here with initdb/pg_ctl as the postgres user), the same behind
// PgBouncer in transaction mode (as Supabase's pooler runs), and PGlite (what `npm start` runs); plus
// the checks that supabase/ deploys as it is. The four run side by side, each on its own database,
// function and ports: node --test gives this one file a single time limit.
import { describe } from 'node:test';
import { startPgBouncer, startPgliteDatabase, startPostgres15 } from './function/databases.mjs';
import { deployChecks } from './function/deploy-checks.mjs';
import { enquirySuite } from './function/enquiry-suite.mjs';

describe('the enquiry function', { concurrency: true }, () => {
  deployChecks();
  enquirySuite('PostgreSQL 15 (initdb/pg_ctl)', startPostgres15, {
    poolMax: 5,
    sessions: 'many',
    cronStub: true,
    flood: true,
  });
  enquirySuite('PgBouncer (transaction mode) → PostgreSQL 15', async () => startPgBouncer(await startPostgres15()), {
    poolMax: 5,
    sessions: 'many',
  });
  // One connection serves every statement in turn: 100 requests at once queue longer than production's deadline.
  enquirySuite('PGlite (socket server, one connection)', startPgliteDatabase, {
    poolMax: 1,
    sessions: 'one',
    env: { DB_TIMEOUT_MS: '20000' },
  });
});
