// npm run typecheck: Next's generated route types (PageProps, LayoutProps) for both build targets,
// then tsc over app and tests. tsconfig includes both dist dirs' types, so a stale .next-edge/types
// from an older edge build would clash with the fresh ones: regenerate both.
import { spawnSync } from 'node:child_process';

const steps = [
  ['npx', ['next', 'typegen'], {}],
  ['npx', ['next', 'typegen'], { BUILD_TARGET: 'edge' }],
  ['npx', ['tsc', '--noEmit', '--incremental', 'false', '-p', 'tsconfig.json'], {}], // a stale tsbuildinfo hid new routes
];
for (const [command, args, env] of steps) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
