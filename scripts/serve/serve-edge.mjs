// npm run serve:edge — the edge target: `next start` on the .next-edge build, middleware.ts active.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isRunDirectly } from '../shared/run-directly.mjs';

/**
 * `next start` on the edge build, as one process: Next's own entry point under this Node, not
 * through npx, so that stopping it stops the server (the build's checks start and stop it too).
 * @param {string | number} port
 * @param {import('node:child_process').SpawnOptions} [options]
 */
export function startEdgeServer(port, options = {}) {
  const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
  return spawn(process.execPath, [next, 'start', '-p', String(port)], {
    stdio: 'inherit',
    ...options,
    env: { ...process.env, BUILD_TARGET: 'edge', NEXT_TELEMETRY_DISABLED: '1' },
  });
}

if (isRunDirectly(import.meta.url)) {
  if (!existsSync('.next-edge/BUILD_ID')) {
    console.error('No edge build in .next-edge/: run npm run build:edge first.');
    process.exit(1);
  }
  const child = startEdgeServer(process.env.PORT ?? '3000');
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}
