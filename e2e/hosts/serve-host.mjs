// Serves out/ on PORT the way one host runs it, for the end-to-end host projects (playwright.config.ts):
//   node e2e/hosts/serve-host.mjs cloudflare   wrangler pages dev (Cloudflare's workerd), offline
//   node e2e/hosts/serve-host.mjs netlify      netlify dev --offline, on a copy of out/ with Netlify's rule files
//   node e2e/hosts/serve-host.mjs nginx        Debian's nginx with deploy/nginx.conf, unprivileged
// Whatever the host says about the rule files goes to .local/hosts/<host>.log; a rule it rejects stops
// the server, so the project fails before its first test.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { hostToolNode, netlifyBin, wranglerBin } from '../../scripts/setup/host-tools.mjs';
import { writeHostRules } from '../../scripts/build/host-rules.mjs';

/** A date the installed workerd supports: pinned, so that a wrangler update cannot change behaviour. */
export const COMPATIBILITY_DATE = '2026-10-01';
export const LOG_DIR = resolve('.local/hosts');

const host = process.argv[2];
const port = process.env.PORT;
const outDir = resolve('out');
if (!['cloudflare', 'netlify', 'nginx'].includes(host) || !port) {
  console.error('usage: PORT=<port> node e2e/hosts/serve-host.mjs cloudflare|netlify|nginx');
  process.exit(2);
}
if (!existsSync(join(outDir, 'index.html'))) {
  console.error('No built site in out/: run npm run build first.');
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), `fyrtorn-${host}-`));
mkdirSync(LOG_DIR, { recursive: true });
const logFile = join(LOG_DIR, `${host}.log`);
const log = createWriteStream(logFile);
// No host tool may reach the network: no telemetry, no update checks, no fetches on start-up.
const quietEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_LOG_PATH: join(work, 'wrangler-logs'),
  NETLIFY_TELEMETRY_DISABLED: '1',
  NO_UPDATE_NOTIFIER: '1',
  // netlify dev looks for Deno on PATH for its edge runtime: the project's own (npm package deno).
  PATH: [resolve('node_modules/.bin'), process.env.PATH].join(delimiter),
  BROWSER: 'none',
  NO_COLOR: '1',
};

/** What each host says when a rule file has a line it will not apply. */
const rejected = /invalid (redirect|header)|syntax error|Could not parse|\[emerg\]|\[warn\]/i;

function start(command, args, options = {}) {
  const child = spawn(command, args, { cwd: work, env: quietEnv, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      const text = chunk.toString();
      log.write(text);
      process.stdout.write(text);
      if (rejected.test(text)) {
        console.error(`\n${host} rejected a rule (see ${logFile}); stopping.`);
        stop(1);
      }
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${host} server exited (${code ?? signal}).`);
      stop(1);
    }
  });
  return child;
}

let child;
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  child?.kill('SIGTERM');
  setTimeout(() => {
    rmSync(work, { recursive: true, force: true });
    process.exit(code);
  }, 500);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));

if (host === 'cloudflare') {
  child = start(hostToolNode(), [
    wranglerBin(),
    'pages',
    'dev',
    outDir,
    '--port',
    port,
    '--ip',
    '127.0.0.1',
    '--compatibility-date',
    COMPATIBILITY_DATE,
    '--persist-to',
    join(work, 'state'),
  ]);
} else if (host === 'netlify') {
  // A build on Netlify writes Netlify's dialect of the rule files; the same function writes it here.
  const site = join(work, 'out');
  cpSync(outDir, site, { recursive: true });
  writeHostRules(site, { host: 'netlify' });
  child = start(hostToolNode(), [netlifyBin(), 'dev', '--offline', '--dir', site, '--port', port, '--no-open']);
} else {
  const site = readFileSync(resolve('deploy/nginx.conf'), 'utf8');
  const count = (pattern) => site.match(pattern)?.length ?? 0;
  if (count(/^ {2}listen .*;$/gm) !== 1 || count(/^ {2}root .*;$/gm) !== 1) {
    console.error('deploy/nginx.conf must have exactly one listen and one root line in its server block.');
    process.exit(1);
  }
  writeFileSync(
    join(work, 'site.conf'),
    site.replace(/^ {2}listen .*;$/m, `  listen 127.0.0.1:${port};`).replace(/^ {2}root .*;$/m, `  root ${outDir};`),
  );
  // Everything nginx writes stays in the temporary folder, so it runs without root.
  writeFileSync(
    join(work, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(work, 'nginx.pid')};`,
      `error_log ${join(work, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (name) => `  ${name}_temp_path ${join(work, `${name}-temp`)};`,
      ),
      `  include ${join(work, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', work, '-c', join(work, 'nginx.conf'), '-e', join(work, 'error.log')];
  const check = spawnSync('/usr/sbin/nginx', ['-t', ...args], { encoding: 'utf8' });
  log.write(check.stderr);
  process.stdout.write(check.stderr);
  if (check.status !== 0 || rejected.test(check.stderr)) {
    console.error(`nginx rejected deploy/nginx.conf (see ${logFile}).`);
    process.exit(1);
  }
  child = start('/usr/sbin/nginx', args);
}
