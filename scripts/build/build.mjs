// npm run build (static, the default) and npm run build:edge.
//   static: the whole site in out/ for any CDN: Swedish at the root, English under /en, host rule files.
//   edge:   a server build in .next-edge/ with middleware.ts active (npm run serve:edge).
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync } from 'node:fs';
import { buildStopReason, checkMessageFiles } from '../catalogs/check-messages.mjs';
import { writeIcons, writeSocialImages } from './site-images.mjs';
import { finishStaticExport } from './export-layout.mjs';
import { edgeBuildEnv, finishEdgeBuild } from './edge-headers.mjs';
import { writeExportSearchIndex } from './search-index.mjs';
import { writeAdmin } from '../cms/admin-files.mjs';
import { cmsAuthUrl, cmsConfig, parseCmsRepo } from '../cms/cms-config.mjs';

const target = process.argv.includes('--target=edge') ? 'edge' : 'static';
// Next's whole client on every page instead of islands: only for the benchmarks' comparison (docs/decisions/islands.md).
const client = process.argv.includes('--client=full') ? 'full' : 'islands';

function fail(message) {
  console.error(`\nBuild stopped: ${message}`);
  process.exit(1);
}

const { problems } = checkMessageFiles();
const catalogStop = buildStopReason(problems);
if (catalogStop) fail(catalogStop);
if (problems.length)
  console.warn(`Message catalogs: ${problems.length} warning(s); run npm run check:messages to see them.`);

let env;
try {
  env = await import('../../lib/env.mjs');
} catch (error) {
  fail(error.message);
}
const hostProblem = env.hostBuildProblem(process.env);
if (hostProblem) fail(hostProblem);

const imagesStarted = Date.now();
const socialImages = await writeSocialImages();
await writeIcons();
console.log(
  `Site images: ${socialImages} social images, the icons and the web app manifests in ${Date.now() - imagesStarted} ms.`,
);

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

// The edge target builds twice with one build ID (scripts/build/edge-headers.mjs).
const buildEnv = {
  ...process.env,
  BUILD_TARGET: target,
  NEXT_TELEMETRY_DISABLED: '1',
  // Checked above: next.config.mjs need not check again.
  CATALOGS_CHECKED: '1',
  ...(target === 'edge' && edgeBuildEnv()),
};
let result;
try {
  result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: buildEnv });
} finally {
  restore();
}
if (result.status !== 0) fail(`next build exited with ${result.status ?? result.signal}.`);

if (target === 'static') {
  // Netlify needs its own dialect of the rule files (scripts/build/host-rules.mjs); every other host reads this one.
  const host = env.buildHost(process.env) === 'netlify' ? 'netlify' : 'cloudflare';
  const scripts = await finishStaticExport('out', { host, nginxFile: 'deploy/nginx.conf', client }).catch((error) =>
    fail(error.message),
  );
  console.log(`Pages' scripts: ${scripts}.`);
  const indexed = await writeExportSearchIndex('out').catch((error) => fail(error.message));
  console.log(`Search index written to out/pagefind/ (pages per language: ${JSON.stringify(indexed)}).`);
  // The CMS, signed in through GitHub in production (docs/hosting.md, "Editing in the browser").
  const adminStarted = Date.now();
  const adminBytes = await writeAdmin('out/admin', {
    config: cmsConfig({
      backend: { kind: 'github', repo: parseCmsRepo(process.env.CMS_GITHUB_REPO), siteUrl: env.siteUrl },
    }),
    authUrl: cmsAuthUrl(env.supabaseEnv.url),
  }).catch((error) => fail(`the CMS at /admin/: ${error.message}`));
  console.log(`CMS written to out/admin/ (${(adminBytes / 1e6).toFixed(1)} MB) in ${Date.now() - adminStarted} ms.`);
  console.log(
    `\nStatic site written to out/ (rule files for ${host === 'netlify' ? 'Netlify' : 'Cloudflare Pages and other hosts'}; nginx server block in deploy/nginx.conf; serve it with: npm run serve).`,
  );
} else {
  const pages = await finishEdgeBuild(buildEnv).catch((error) => fail(error.message));
  console.log(
    `\nEdge build written to .next-edge/, with the CSP of ${pages} pages (serve it with: npm run serve:edge).`,
  );
}
