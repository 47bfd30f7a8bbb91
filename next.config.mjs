import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import createNextIntlPlugin from 'next-intl/plugin';
import { siteUrl, supabaseEnv } from './lib/env.mjs';
import { BUILD_ID_ENV, edgeHeaders } from './lib/security-headers.mjs';

// Two deployment targets from one app (docs/architecture.md): "static" (default) exports out/ for any CDN,
// "edge" keeps a server build so that middleware.ts runs. scripts/build/build.mjs sets BUILD_TARGET.
const target = process.env.BUILD_TARGET === 'edge' ? 'edge' : 'static';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/**
 * `next build` run on its own (not through npm run build, which checks first and sets CATALOGS_CHECKED)
 * stops at a catalog slip before it compiles, with the same lines as the build script, instead of
 * minutes later while pre-rendering. Next loads this file again in its workers: the flag stops a repeat.
 */
async function checkCatalogsBeforeBuild() {
  if (process.env.CATALOGS_CHECKED === '1') return;
  const { buildStopReason, checkMessageFiles } = await import('./scripts/catalogs/check-messages.mjs');
  const reason = buildStopReason(checkMessageFiles().problems);
  if (reason) {
    console.error(`\nBuild stopped: ${reason}`);
    process.exit(1);
  }
  process.env.CATALOGS_CHECKED = '1';
}

/** @param {string} phase */
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD) await checkCatalogsBeforeBuild();
  // `next dev` runs as a server (with middleware.ts), whatever the target.
  const exportStatic = target === 'static' && phase !== PHASE_DEVELOPMENT_SERVER;
  /** @type {import('next').NextConfig} */
  const nextConfig = {
    output: exportStatic ? 'export' : undefined,
    distDir: target === 'static' ? '.next' : '.next-edge',
    trailingSlash: false,
    reactStrictMode: true,
    poweredByHeader: false,
    // next dev takes its hot-reload socket from localhost only unless told: the preview opened at
    // http://127.0.0.1:PORT (the text editor's server answers there too) would save and never update.
    allowedDevOrigins: ['127.0.0.1'],
    images: { unoptimized: true },
    // app/global-not-found.tsx: the root 404 outside every page's payload (docs/decisions/global-not-found.md).
    experimental: { globalNotFound: true },
    // The page files reach lib/i18n/messages.ts as text: a JSON slip is then told with its line and key
    // path (lib/i18n/catalog/json-source.mjs), not as a bundler error about a missing export.
    turbopack: {
      rules: { '*.json': { condition: { path: /^messages\/pages\/[^/]+\.json$/ }, type: 'text' } },
    },
    // The build type-checks the app; `npm run typecheck` (part of npm test) covers tests as well. A
    // build of code that was just checked sets TYPES_CHECKED=1 and skips it: npm test's builds after
    // its own type check, and the edge build's second pass.
    typescript: { tsconfigPath: 'tsconfig.build.json', ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
    env: {
      NEXT_PUBLIC_SITE_URL: siteUrl,
      NEXT_PUBLIC_SUPABASE_URL: supabaseEnv.url,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: supabaseEnv.anonKey,
    },
  };
  if (!exportStatic) {
    // The edge target sends the headers the export's _headers file gives a CDN: the security headers,
    // and in an edge build's second pass each page's CSP, hashed from the first pass's pages, which
    // share this build ID (scripts/build/edge-headers.mjs, rules in lib/security-headers.mjs).
    nextConfig.headers = async () => edgeHeaders(process.env);
    nextConfig.generateBuildId = async () => process.env[BUILD_ID_ENV] ?? null;
  }
  return withNextIntl(nextConfig);
}
