// Runs before `npm start` and `npm test`: installs what a fresh machine lacks. Node built-ins only,
// since node_modules may not exist yet.
//   npm dependencies: `npm ci` (exactly the lock, as hosts and CI install) when node_modules is
//   missing or older than package-lock.json;
//   --test-tools: Debian's chromium and its headless shell, Firefox ESR and WebKitGTK (with what they
//   run in), PostgreSQL 15, PgBouncer and nginx for the tests (apt-get as root), or a one-line
//   instruction. The host tests' own tools (netlify-cli; Node 24 on an older Node) are a step of
//   `npm test` (scripts/setup/host-tools.mjs, which also runs alone).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, utimesSync } from 'node:fs';
import { CHROMIUM_PATH, CHROMIUM_TEST_PATH } from '../shared/chromium.mjs';
import { engineTools } from '../shared/engines.mjs';

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}

const installed = 'node_modules/.package-lock.json';
if (!existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs) {
  console.log('Installing npm dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
  // Keep the marker newer than the lock so that the next run skips the install.
  const now = new Date();
  utimesSync(installed, now, now);
}

// --test-tools: what the tests need from Debian: chromium for the benchmarks and its headless shell for
// the browser tests (scripts/shared/chromium.mjs), Firefox ESR and WebKitGTK for the cross-engine lane
// (scripts/shared/engines.mjs), PostgreSQL 15 and PgBouncer (transaction mode, as Supabase's pooler) for
// the enquiry function's tests, nginx to serve the export as a self-hosted site.
const testTools = [
  { name: 'Chromium', present: existsSync(CHROMIUM_PATH), package: 'chromium', hint: ' (or set CHROMIUM_PATH)' },
  {
    name: "Chromium's headless shell",
    present: existsSync(CHROMIUM_TEST_PATH),
    package: 'chromium-headless-shell',
    hint: ' (or set CHROMIUM_PATH)',
  },
  ...engineTools.map(({ path, ...tool }) => ({ ...tool, present: existsSync(path) })),
  {
    name: 'PostgreSQL 15',
    present: existsSync('/usr/lib/postgresql/15/bin/initdb'),
    package: 'postgresql-15',
    hint: '',
  },
  { name: 'PgBouncer', present: existsSync('/usr/sbin/pgbouncer'), package: 'pgbouncer', hint: '' },
  { name: 'nginx', present: existsSync('/usr/sbin/nginx'), package: 'nginx', hint: '' },
];
const missing = process.argv.includes('--test-tools') ? testTools.filter((tool) => !tool.present) : [];
if (missing.length) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const packages = [...new Set(missing.map((tool) => tool.package))];
  if (!isRoot || !hasApt) {
    const names = missing.map((tool) => `${tool.name}${tool.hint}`).join(', ');
    console.error(
      `${names} missing: install with "sudo apt-get install ${packages.join(' ')}", then run the command again.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages.join(', ')} for the tests…`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], env);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], env);
}
