// One of npm run test:function's four runs (see run-postgres.mjs): supabase/ deploys as it is, and the
// local backend of `npm start` does what Supabase does.
import { deployChecks } from './deploy-checks.mjs';
import { portsOfRun } from './databases.mjs';

portsOfRun('deploy-checks');

deployChecks();
