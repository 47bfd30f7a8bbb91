// The local enquiry backend for the browser tests: what `npm start` runs (PGlite + the Edge Function
// under Deno, e-mails to an outbox), on a fresh data folder, plus a read-only inspection endpoint so
// a test can see the stored rows and the outbox. Test-only; started by playwright.config.ts.
import { createServer } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalBackend } from '../scripts/serve/local-backend.mjs';
import { E2E_MIN_FILL_MS } from './backend-settings.mjs';

const port = Number(process.env.BACKEND_PORT ?? 3001);
const inspectPort = Number(process.env.INSPECT_PORT ?? 3002);
const dir = mkdtempSync(join(tmpdir(), 'fyrtorn-e2e-backend-'));

// A stop asked for while the backend starts (a short run's teardown, the runner gone) is kept, and done once the
// start has ended: without a handler, the signal would end this process at once and leave its Deno on the port.
let stopAsked = false;
let stopStarted = () => {};
const stop = () => {
  if (stopAsked) return;
  stopAsked = true;
  stopStarted();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
// Started with an IPC channel (e2e/engines/global-setup.ts), it also stops when the runner goes in a way that
// sends no signal (killed outright, or its output pipe closed): the channel closes, and Deno is not left on the port.
if (process.connected) process.on('disconnect', stop);

const backend = await startLocalBackend({
  port,
  dataDir: join(dir, 'pglite'),
  outboxDir: join(dir, 'outbox'),
  quiet: true,
  functionEnv: {
    ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? '*',
    SITE_URL: process.env.SITE_URL ?? 'http://localhost:3000',
    MIN_FILL_MS: String(E2E_MIN_FILL_MS),
  },
});

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') return res.end('ok');
  if (url.pathname === '/enquiries') {
    const rows = await backend.database.query('select * from contact_enquiries order by created_at');
    const outbox = readdirSync(backend.outboxDir).map((name) => readFileSync(join(backend.outboxDir, name), 'utf8'));
    res.setHeader('content-type', 'application/json');
    return res.end(JSON.stringify({ rows, outbox }));
  }
  res.statusCode = 404;
  res.end();
}).listen(inspectPort, '127.0.0.1');

stopStarted = async () => {
  await backend.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
if (stopAsked) await stopStarted();
