// Runs before `npm start` and `npm test`: installs what a fresh machine lacks. Node built-ins only,
// since node_modules may not exist yet.
//   npm dependencies: `npm install` when node_modules is missing or older than package-lock.json
//   (not `npm ci`: npm 11 here leaves other platforms' optional binaries out of the lock, and
//   `npm ci` then refuses the lock as out of sync);
//   --browser: Debian's chromium for the browser tests (apt-get as root), or a one-line instruction.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, utimesSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}

const installed = 'node_modules/.package-lock.json';
if (!existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs) {
  console.log('Installing npm dependencies (npm install)…');
  run('npm', ['install', '--no-audit', '--no-fund']);
  // npm may rewrite the lock after its marker: keep the marker newer so the next run skips the install.
  const now = new Date();
  utimesSync(installed, now, now);
}

if (process.argv.includes('--browser') && !existsSync(chromiumPath)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(`Chromium is missing at ${chromiumPath}: install it with "sudo apt-get install chromium" (or set CHROMIUM_PATH), then run the command again.`);
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], env);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], env);
}
