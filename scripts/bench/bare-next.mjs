// The benchmarks' reference: a bare Next 16 page (one heading, two links, no CSS), built as a static
// export with Turbopack like the site, from the project's own node_modules. What the framework alone
// costs on this machine at the moment of the run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linkNodeModules } from '../catalogs/workspace.mjs';

/**
 * Builds the bare page in a temp directory and returns it and its out/ directory. node_modules is
 * hard-linked in (Turbopack refuses a symlink that leaves the project root). `sourceMaps` adds the
 * browser source maps a trace needs to name functions (scripts/bench/trace-load.mjs).
 */
export function buildBarePage({ sourceMaps = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'fyrtorn-bare-next-'));
  mkdirSync(join(dir, 'app'));
  writeFileSync(join(dir, 'package.json'), '{ "name": "bare-next-page", "private": true, "type": "module" }\n');
  writeFileSync(
    join(dir, 'next.config.mjs'),
    `export default { output: 'export'${sourceMaps ? ', productionBrowserSourceMaps: true' : ''} };\n`,
  );
  writeFileSync(
    join(dir, 'app', 'layout.jsx'),
    'export const metadata = { title: \'Bare page\' };\nexport default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  );
  writeFileSync(
    join(dir, 'app', 'page.jsx'),
    'export default function Page() {\n  return (<main><h1>A bare Next.js page</h1><a href="/a">First link</a> <a href="/b">Second link</a></main>);\n}\n',
  );
  linkNodeModules(dir);
  const build = spawnSync(join(dir, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0 || !existsSync(join(dir, 'out', 'index.html'))) {
    throw new Error(`The bare Next page did not build:\n${build.stdout}\n${build.stderr}`);
  }
  return { dir, out: join(dir, 'out') };
}
