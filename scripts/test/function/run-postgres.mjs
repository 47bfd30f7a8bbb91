// One of npm run test:function's four runs (package.json starts them side by side, each file in a process
// of its own: one run's synchronous work, such as PGlite creating a database, never stalls another's
// e-mail stand-in or clock). The REAL function against PostgreSQL 15, started here with initdb/pg_ctl.
import { portsOfRun, startPostgres15 } from './databases.mjs';
import { enquirySuite } from './enquiry-suite.mjs';

portsOfRun('postgres');

enquirySuite('PostgreSQL 15 (initdb/pg_ctl)', startPostgres15, {
  poolMax: 5,
  sessions: 'many',
  cronStub: true,
  flood: true,
});
