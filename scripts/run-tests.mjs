// npm test: every test, in the order a failure is cheapest to find. Unit tests first, then the
// two builds, then the end-to-end tests against them (static export and edge server).
import { spawnSync } from 'node:child_process';

const steps = [
  ['Lock file (every platform installs with npm ci)', 'node', ['scripts/check-lock.mjs']],
  ['Message catalogs', 'node', ['scripts/check-messages.mjs']],
  ['Lint (ESLint, zero warnings)', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['Format (Prettier)', 'npx', ['prettier', '--check', '.']],
  ['Type check (route types, app and tests)', 'node', ['scripts/typecheck.mjs']],
  ['Unit tests (Jest)', 'npx', ['jest', '--ci']],
  // Catalog slips on a copy of the repository: `npm run build`, `next build` alone, and `next dev`.
  [
    'Catalog slips in the build and the preview',
    'node',
    ['--test', '--test-reporter=spec', '--test-timeout=1200000', 'scripts/test-catalogs.mjs'],
  ],
  // The real Edge Function under Deno against PostgreSQL 15 and PGlite (scripts/test-function.mjs).
  [
    'Enquiry function (Deno; PostgreSQL 15, PgBouncer, PGlite)',
    'node',
    ['--test', '--test-reporter=spec', '--test-timeout=900000', 'scripts/test-function.mjs'],
  ],
  // The type check above covered the app: the builds skip Next's own (TYPES_CHECKED, next.config.mjs).
  ['Static build', 'node', ['scripts/build.mjs'], { TYPES_CHECKED: '1' }],
  ['Edge build', 'node', ['scripts/build.mjs', '--target=edge'], { TYPES_CHECKED: '1' }],
  ['End-to-end tests (Playwright)', 'npx', ['playwright', 'test']],
];

const took = [];
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
for (const [title, command, args, env = {}] of steps) {
  console.log(`\n━━ ${title}: ${command} ${args.join(' ')}`);
  const start = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  took.push(`  ${seconds(Date.now() - start).padStart(6)}  ${title}`);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed.\n${took.join('\n')}`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✓ All tests passed.\n${took.join('\n')}`);
