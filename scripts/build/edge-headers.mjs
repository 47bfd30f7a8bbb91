// The edge target's security headers and per-page CSP, through next.config's documented headers(), whose
// rules live in lib/security-headers.mjs (docs/decisions/edge-security-headers.md). A page's policy holds
// the hashes of its inline scripts, which exist only once the build has rendered the page, while headers()
// is read as the build starts.
// So the edge build runs `next build` twice with one build ID: the pages of the first, fetched from
// `next start`, give each URL its policy; the second reads them through headers() and must render the
// same pages, which the last step checks against the server it built. Nothing of Next's is rewritten.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { supabaseEnv } from '../../lib/env.mjs';
import {
  ENGLISH_PREFIX,
  SEARCH_BUNDLE_PATH,
  englishPath,
  movedPages,
  notFoundPages,
  pagePaths,
  swedishOnlyPaths,
} from '../../lib/route-table.mjs';
import { BUILD_ID_ENV, POLICIES_ENV, securityHeaders } from '../../lib/security-headers.mjs';
import { assertPolicyCovers, contentSecurityPolicy, inlineScriptHashes } from './csp.mjs';
import { searchPageUrls, writeSearchIndex } from './search-index.mjs';
import { startEdgeServer } from '../serve/serve-edge.mjs';
import { freePort } from '../shared/free-port.mjs';
import { waitUntil } from '../shared/wait-until.mjs';

const CSP = 'Content-Security-Policy';

/**
 * Every URL the edge target answers with a page: each Swedish page and its English twin, and each
 * language's 404 page at its own URL (as the export has it); not the moved pages, which the
 * middleware redirects.
 * @returns {string[]}
 */
export function edgePagePaths() {
  const moved = new Set(movedPages.map(({ from }) => from));
  const swedish = Object.values(pagePaths).filter((path) => !moved.has(path));
  const english = swedish.filter((path) => !swedishOnlyPaths.includes(path)).map(englishPath);
  return [...swedish, ...english, ...notFoundPages.map(({ page }) => page)];
}

/** A URL under a 404 prefix that no page has. @param {string} prefix */
const missingUnder = (prefix) => `${prefix}fyrtorn-no-such-page`;

/** @typedef {import('../../lib/security-headers.mjs').EdgePolicies} EdgePolicies */

/**
 * Runs `next start` on .next-edge on a free port for the length of run(origin).
 * @template T
 * @param {(origin: string) => Promise<T>} run
 * @returns {Promise<T>}
 */
async function withEdgeServer(run) {
  const port = await freePort('edge');
  const origin = `http://localhost:${port}`;
  const server = startEdgeServer(port, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    await waitUntil(
      () => {
        if (server.exitCode !== null || server.signalCode !== null) throw new Error(`next start stopped:\n${output}`);
        return fetch(`${origin}${ENGLISH_PREFIX}`).then(
          () => true,
          () => false,
        );
      },
      { timeout: 60_000, interval: 250, message: () => `next start did not answer within a minute:\n${output}` },
    );
    return await run(origin);
  } finally {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
  }
}

/**
 * A URL as `next start` serves it, checked for the status it must have.
 * @param {string} origin
 * @param {string} path
 * @param {number} status
 */
async function served(origin, path, status) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual', headers: { cookie: 'NEXT_LOCALE=sv' } });
  if (response.status !== status)
    throw new Error(`${path}: the edge server answered ${response.status}, not ${status}.`);
  return { headers: response.headers, html: await response.text() };
}

/**
 * Each page's and each 404 prefix's policy, hashed from the HTML the edge server sends.
 * @param {string} origin
 * @param {string} supabaseUrl
 * @returns {Promise<EdgePolicies>}
 */
async function servedPolicies(origin, supabaseUrl) {
  const policyOf = (html, path) =>
    contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html, path), supabaseUrl, path });
  const pages = [];
  for (const path of edgePagePaths()) pages.push({ path, csp: policyOf((await served(origin, path, 200)).html, path) });
  const notFound = [];
  for (const { prefix } of notFoundPages) {
    const path = missingUnder(prefix);
    notFound.push({ prefix, csp: policyOf((await served(origin, path, 404)).html, path) });
  }
  return { pages, notFound };
}

/**
 * Stops the build unless the server sends every page and every miss with the security headers and
 * exactly its policy, and that policy allows every inline script of the HTML it sends.
 * @param {string} origin
 * @param {EdgePolicies} policies
 */
async function assertServedPolicies(origin, policies) {
  const expected = [
    ...policies.pages.map(({ path, csp }) => ({ path, csp, status: 200 })),
    ...policies.notFound.map(({ prefix, csp }) => ({ path: missingUnder(prefix), csp, status: 404 })),
  ];
  for (const { path, csp, status } of expected) {
    const { headers, html } = await served(origin, path, status);
    if (headers.get(CSP) !== csp) {
      throw new Error(`${path}: the edge server sends ${headers.get(CSP) ? 'another' : 'no'} Content-Security-Policy.`);
    }
    for (const [name, value] of Object.entries(securityHeaders)) {
      if (headers.get(name) !== value) throw new Error(`${path}: the edge server sends no ${name}: ${value}.`);
    }
    assertPolicyCovers(html, csp, `${path} (second pass)`);
  }
}

/** Where the edge target's search bundle goes: `next start` (and an edge platform) serves public/ as it is. */
export const EDGE_SEARCH_BUNDLE_DIR = join('public', SEARCH_BUNDLE_PATH);

/**
 * The search index of the sitemap's pages as the edge server sends them.
 * @param {string} origin
 */
async function writeServedSearchIndex(origin) {
  const pages = [];
  for (const url of searchPageUrls()) pages.push({ url, html: (await served(origin, url, 200)).html });
  return writeSearchIndex(pages, EDGE_SEARCH_BUNDLE_DIR);
}

/** The first pass's extra environment: a build ID of its own, which the second pass repeats. */
export const edgeBuildEnv = () => ({ [BUILD_ID_ENV]: randomBytes(15).toString('base64url') });

/**
 * After the first `next build` of the edge target: hashes its pages as `next start` serves them, builds
 * again with those policies, and checks that the second build serves each page under its own.
 * @param {Record<string, string | undefined>} buildEnv the first pass's environment (with edgeBuildEnv())
 * @param {{ supabaseUrl?: string }} [options]
 * @returns {Promise<number>} how many pages have a policy
 */
export async function finishEdgeBuild(buildEnv, { supabaseUrl = supabaseEnv.url } = {}) {
  if (!buildEnv[BUILD_ID_ENV]) throw new Error(`the first edge pass needs ${BUILD_ID_ENV} (edgeBuildEnv()).`);
  const dir = mkdtempSync(join(tmpdir(), 'fyrtorn-edge-'));
  const file = join(dir, 'policies.json');
  try {
    const policies = await withEdgeServer(async (origin) => {
      await writeServedSearchIndex(origin);
      return servedPolicies(origin, supabaseUrl);
    });
    writeFileSync(file, JSON.stringify(policies, null, 2));
    console.log(`\nContent security policy hashed for ${policies.pages.length} pages; building again with it.\n`);
    const second = spawnSync('npx', ['next', 'build'], {
      stdio: 'inherit',
      env: { ...buildEnv, [POLICIES_ENV]: file, TYPES_CHECKED: '1' }, // the first pass checked the types
    });
    if (second.status !== 0) throw new Error(`the second next build exited with ${second.status ?? second.signal}.`);
    await withEdgeServer((origin) => assertServedPolicies(origin, policies));
    return policies.pages.length;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
