// npm start: build the static site, then serve it on http://localhost:$PORT (default 3000) beside
// the local enquiry backend on http://localhost:$BACKEND_PORT (default 3001: PGlite + the Edge
// Function under Deno, e-mails in .local/outbox). Ctrl+C stops both.
// With NEXT_PUBLIC_SUPABASE_URL set, the site calls that Supabase project and no local backend runs.
import { spawnSync } from 'node:child_process';
import { DEFAULT_BACKEND_PORT, startLocalBackend } from './local-backend.mjs';
import { createStaticServer } from './serve-static.mjs';

const port = Number.parseInt(process.env.PORT ?? '3000', 10);
const backendPort = Number.parseInt(process.env.BACKEND_PORT ?? String(DEFAULT_BACKEND_PORT), 10);
const useLocalBackend = !process.env.NEXT_PUBLIC_SUPABASE_URL?.trim();

const buildEnv = { ...process.env };
if (useLocalBackend && backendPort !== DEFAULT_BACKEND_PORT) {
  // The site's default Supabase URL is the backend's default port: point it at the chosen one.
  buildEnv.NEXT_PUBLIC_SUPABASE_URL = `http://localhost:${backendPort}`;
  buildEnv.NEXT_PUBLIC_SUPABASE_ANON_KEY = 'local-anon-key';
}
const build = spawnSync('node', ['scripts/build/build.mjs'], { stdio: 'inherit', env: buildEnv });
if (build.status !== 0) process.exit(build.status ?? 1);

const backend = useLocalBackend
  ? await startLocalBackend({
      port: backendPort,
      functionEnv: {
        ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? `http://localhost:${port},http://127.0.0.1:${port}`,
        SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
      },
    })
  : null;

const server = createStaticServer('out').listen(port, () => {
  console.log(`\nFyrtorn is running on http://localhost:${port} (Ctrl+C stops it).`);
  if (backend) {
    console.log(`Enquiry backend: ${backend.functionUrl} (database .local/pglite, e-mails in .local/outbox).`);
  } else {
    console.log(`Enquiries go to the Supabase project at ${process.env.NEXT_PUBLIC_SUPABASE_URL}.`);
  }
});

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  server.close();
  await backend?.stop();
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
backend?.fn.exited.then(() => {
  if (stopping) return;
  console.error('The enquiry backend stopped unexpectedly; stopping the site too.');
  stop(1);
});
