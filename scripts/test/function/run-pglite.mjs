// One of npm run test:function's four runs (see run-postgres.mjs): the REAL function against PGlite, what
// `npm start` runs.
import { portsOfRun, startPgliteDatabase } from './databases.mjs';
import { enquirySuite } from './enquiry-suite.mjs';

portsOfRun('pglite');

// One connection serves every statement in turn: 100 requests at once queue longer than production's deadline.
enquirySuite('PGlite (socket server, one connection)', startPgliteDatabase, {
  poolMax: 1,
  sessions: 'one',
  env: { DB_TIMEOUT_MS: '20000' },
});
