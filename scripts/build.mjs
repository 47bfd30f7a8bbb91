// npm run build (static, the default) and npm run build:edge.
//   static: the whole site in out/ for any CDN: Swedish at the root, English under /en, host rule files.
//   edge:   a server build in .next-edge/ with middleware.ts active (npm run serve:edge).
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync } from 'node:fs';
import { checkMessageFiles, isError } from './check-messages.mjs';
import { formatProblem } from './catalogs/catalog-check.mjs';
import { writeOgImages } from './og-images.mjs';
import { finishStaticExport } from './export-layout.mjs';
import { addEdgeContentSecurityPolicy } from './edge-headers.mjs';

const target = process.argv.includes('--target=edge') ? 'edge' : 'static';

function fail(message) {
  console.error(`\nBuild stopped: ${message}`);
  process.exit(1);
}

const { problems } = checkMessageFiles();
const catalogErrors = problems.filter(isError);
if (catalogErrors.length) {
  fail(
    `the message catalogs have ${catalogErrors.length} problem(s):\n${catalogErrors.map((p) => `  ${formatProblem(p)}`).join('\n')}`,
  );
}
if (problems.length)
  console.warn(`Message catalogs: ${problems.length} warning(s); run npm run check:messages to see them.`);

try {
  await import('../lib/env.mjs');
} catch (error) {
  fail(error.message);
}

await writeOgImages();

// Next refuses middleware with output: 'export', so the static build sets it aside for its duration.
const middleware = 'middleware.ts';
const parked = '.middleware.ts.static-build';
const park = target === 'static' && existsSync(middleware);
const restore = () => {
  if (park && existsSync(parked)) renameSync(parked, middleware);
};
if (park) renameSync(middleware, parked);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    restore();
    process.exit(130);
  });
}

let result;
try {
  result = spawnSync('npx', ['next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, BUILD_TARGET: target, NEXT_TELEMETRY_DISABLED: '1' },
  });
} finally {
  restore();
}
if (result.status !== 0) fail(`next build exited with ${result.status ?? result.signal}.`);

if (target === 'static') {
  finishStaticExport('out');
  console.log('\nStatic site written to out/ (serve it with: npm run serve).');
} else {
  const pages = addEdgeContentSecurityPolicy('.next-edge');
  console.log(`\nContent security policy hashed for ${pages} prerendered pages.`);
  console.log('\nEdge build written to .next-edge/ (serve it with: npm run serve:edge).');
}
