// npm run serve:edge — the edge target: `next start` on the .next-edge build, middleware.ts active.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('.next-edge/BUILD_ID')) {
  console.error('No edge build in .next-edge/: run npm run build:edge first.');
  process.exit(1);
}
const port = process.env.PORT ?? '3000';
const child = spawn('npx', ['next', 'start', '-p', port], {
  stdio: 'inherit',
  env: { ...process.env, BUILD_TARGET: 'edge', NEXT_TELEMETRY_DISABLED: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
