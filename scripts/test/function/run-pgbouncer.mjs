// One of npm run test:function's four runs (see run-postgres.mjs): the REAL function against PostgreSQL 15
// behind PgBouncer in transaction mode, as Supabase's pooler runs.
import { portsOfRun, startPgBouncer, startPostgres15 } from './databases.mjs';
import { enquirySuite } from './enquiry-suite.mjs';

portsOfRun('pgbouncer');

enquirySuite('PgBouncer (transaction mode) → PostgreSQL 15', async () => startPgBouncer(await startPostgres15()), {
  poolMax: 5,
  sessions: 'many',
});
