// The export's host rules, written from the route table (lib/route-table.mjs) and each page's CSP:
//   out/_redirects and out/_headers in Cloudflare Pages' dialect (the default) or Netlify's (a build
//   on Netlify), and deploy/nginx.conf, the same rules as an nginx server block for self-hosting.
// The two dialects differ where one file cannot serve both hosts: Cloudflare rejects Netlify's forced
// `301!` and status-404 rules; Netlify serves a file that exists rather than an unforced redirect.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { supabaseEnv } from '../../lib/env.mjs';
import {
  CMS_OAUTH_PATH,
  CMS_PATH,
  movedPages,
  notFoundPageFor,
  notFoundPages,
  pathOfHtmlFile,
} from '../../lib/route-table.mjs';
import { securityHeaders } from '../../lib/security-headers.mjs';
import {
  cmsOpenerPolicies,
  cmsPolicies,
  contentSecurityPolicy,
  immutableCache,
  inlineScriptHashes,
  revalidateCache,
} from './csp.mjs';
import { exportedHtmlFiles } from './export-files.mjs';

/** Cloudflare Pages applies at most this many `_headers` rules (Netlify has no such cap). */
export const HEADER_RULE_CAP = 100;

export const HOSTS = /** @type {const} */ (['cloudflare', 'netlify']);

const ogCache = 'public, max-age=86400';
const CSP = 'Content-Security-Policy';
const COOP = 'Cross-Origin-Opener-Policy';
const ROBOTS = 'X-Robots-Tag';
const noindex = 'noindex, nofollow';

/** What a page's own rule gives it: its policy, revalidation. @param {string} csp */
const pageRuleHeaders = (csp) => ({ [CSP]: csp, 'Cache-Control': revalidateCache });

/**
 * The headers a page of the site is answered with, a 404 page included: the security headers, then its
 * own rule's. The hosts' rules give them, and the host tests compare with them.
 * @param {string} csp the page's policy
 */
export const pageHeaders = (csp) => ({ ...securityHeaders, ...pageRuleHeaders(csp) });

/**
 * The CMS's own headers (scripts/build/csp.mjs): its page at /admin/ and the sign-in pages under
 * /admin/oauth/, each with its policy and opener policy, none to be indexed.
 * @param {typeof HOSTS[number]} host Netlify matches a page by each form of its URL
 */
export const cmsHeaderRules = (host = 'cloudflare') => [
  // The folder's page by each URL a host answers it at (the preview server reads /admin/ as /admin).
  ...[CMS_PATH.slice(0, -1), CMS_PATH, ...(host === 'netlify' ? [`${CMS_PATH}index.html`] : [])].map((pattern) => ({
    pattern,
    headers: {
      [CSP]: cmsPolicies.admin,
      [COOP]: cmsOpenerPolicies.admin,
      [ROBOTS]: noindex,
      'Cache-Control': revalidateCache,
    },
  })),
  {
    pattern: `${CMS_OAUTH_PATH}*`,
    headers: {
      [CSP]: cmsPolicies.oauth,
      [COOP]: cmsOpenerPolicies.oauth,
      [ROBOTS]: noindex,
      'Cache-Control': revalidateCache,
    },
  },
];

/**
 * Every HTML file of the export with its clean URL and the CSP it must be served with (hashes of
 * its own inline scripts). The tests compare what each host sends with exactly this.
 * @param {string} outDir
 * @param {string} [supabaseUrl]
 * @returns {{ file: string, path: string, csp: string }[]}
 */
export function exportedPagePolicies(outDir, supabaseUrl = supabaseEnv.url) {
  return exportedHtmlFiles(outDir).map((file) => {
    const path = pathOfHtmlFile(file);
    const scriptHashes = inlineScriptHashes(readFileSync(join(outDir, file), 'utf8'), join(outDir, file));
    return { file, path, csp: contentSecurityPolicy({ scriptHashes, supabaseUrl, path }) };
  });
}

const is404 = (file) => /(^|\/)404\.html$/.test(file);
/** A page served from a folder's index.html as well (`/en/` from en/index.html), for hosts without clean URLs. */
const folderAliases = (pages) =>
  pages.filter(({ file }) => file !== 'index.html' && file.endsWith('/index.html')).map(({ path }) => `${path}/`);

/**
 * `_redirects`. Cloudflare: moved pages 301 (its rules run before files), `/x/` of a folder index
 * to `/x`; its own clean URLs send `/x.html` and `/x/` to `/x`, and a miss gets the nearest 404.html.
 * Netlify: the same rules forced (`301!`, or the forwarding page would be served), and the English
 * misses rewritten to the English 404 page.
 * @param {{ file: string, path: string }[]} pages
 * @param {typeof HOSTS[number]} host
 */
export function redirectsFile(pages, host = 'cloudflare') {
  const force = host === 'netlify' ? '!' : '';
  const lines = movedPages.flatMap(({ from, to }) => [`${from}  ${to}  301${force}`, `${from}/  ${to}  301${force}`]);
  if (host === 'cloudflare') {
    lines.push(...folderAliases(pages).map((alias) => `${alias}  ${alias.slice(0, -1)}  301`));
  } else {
    // Netlify matches a rule with or without its trailing slash, so these come last and only catch misses.
    lines.push(...notFoundPages.map(({ prefix, page }) => `${prefix}*  ${page}.html  404`));
  }
  return `${lines.join('\n')}\n`;
}

/**
 * `_headers`. A catch-all gives every answer the security headers, the opener policy included; the
 * rules below it give each page, the assets and the CMS their own.
 * Cloudflare joins the values of a header that two matching rules set unless the later rule detaches it
 * (`! Name`): there a rule detaches each header of the catch-alls it sets, so it replaces it. A miss is
 * served the nearest 404.html under the URL asked for, so the catch-alls carry the 404 pages' policy
 * (`/*` Swedish, `/en/*` English); pages are matched by clean URL only (Cloudflare redirects the
 * rest), which keeps the rules well under its cap.
 * Netlify gives a header the value of the last matching rule that sets it (netlify dev and @netlify/dev
 * both do), so the CMS's rules, written last, replace the opener policy. It matches a rewritten 404 by
 * the page it serves; the CSP stays in the rules of each page and each of its URL forms, never in a
 * catch-all: a server that joined two policies would enforce both and block the page's scripts.
 * @param {{ file: string, path: string, csp: string }[]} pages
 * @param {typeof HOSTS[number]} host
 */
export function headersFile(pages, host = 'cloudflare') {
  const cloudflare = host === 'cloudflare';
  const cspOf = (path) => pages.find((page) => page.path === path)?.csp;
  const [broadest, ...narrower] = [...notFoundPages].reverse();
  const catchAll = cloudflare ? { ...securityHeaders, [CSP]: cspOf(broadest.page) } : securityHeaders;
  /** A rule; on Cloudflare it detaches each header of `replaced` that it sets. */
  const block = (pattern, headers, replaced = cloudflare ? catchAll : {}) =>
    [
      pattern,
      ...Object.keys(headers)
        .filter((name) => name in replaced)
        .map((name) => `  ! ${name}`),
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n');
  const rules = [block('/*', catchAll, {})];
  if (cloudflare) for (const { prefix, page } of narrower) rules.push(block(`${prefix}*`, { [CSP]: cspOf(page) }));
  rules.push(
    block('/_next/static/*', { 'Cache-Control': immutableCache }),
    block('/og/*', { 'Cache-Control': ogCache }),
  );
  const seen = new Set();
  for (const { file, path, csp } of pages) {
    const forms = cloudflare ? [path] : [path, `/${file}`, ...folderAliases([{ file, path }])];
    for (const form of forms.filter((form) => !seen.has(form))) {
      seen.add(form);
      rules.push(block(form, pageRuleHeaders(csp)));
    }
  }
  for (const { pattern, headers } of cmsHeaderRules(host)) rules.push(block(pattern, headers));
  return `${rules.join('\n\n')}\n`;
}

/** The number of rules (URL patterns) in a `_headers` file. */
export const headerRuleCount = (headers) => headers.split('\n').filter((line) => line.startsWith('/')).length;

const quote = (value) => `"${value.replace(/(["\\])/g, '\\$1')}"`;

/**
 * An nginx server block (plus the maps it reads; include it in the http block) that serves the
 * export as the rule files make Cloudflare serve it: clean URLs, `/x/` and `/x.html` sent to `/x`,
 * moved pages 301, each language's 404 page, the security headers on every answer and each page's CSP
 * chosen by the file served (so a 404 carries its 404 page's policy).
 * @param {{ file: string, path: string, csp: string }[]} pages
 * @param {{ root?: string, listen?: string }} [options]
 */
export function nginxConfig(pages, { root = '/var/www/fyrtorn', listen = '80' } = {}) {
  const redirect = (from, to) => `  location = ${from} { return 301 ${to}$is_args$args; }`;
  const moved = movedPages.flatMap(({ from, to }) =>
    [from, `${from}/`, `${from}.html`].map((url) => redirect(url, to)),
  );
  const movedFrom = new Set(movedPages.map(({ from }) => from));
  const forms = new Map(
    pages
      .filter(({ file, path }) => !is404(file) && !movedFrom.has(path))
      .flatMap(({ file, path }) => [`/${file}`, ...(path === '/' ? [] : [`${path}/`])].map((url) => [url, path])),
  );
  const canonical = [...forms].map(([url, path]) => redirect(url, path));
  const englishMiss = notFoundPages.find(({ prefix }) => prefix !== '/');
  const headerLines = Object.entries(securityHeaders)
    .filter(([name]) => name !== COOP)
    .map(([name, value]) => `  add_header ${name} ${quote(value)} always;`);
  const cmsRules = cmsHeaderRules();
  const cmsPage = cmsRules.find(({ pattern }) => pattern === CMS_PATH);
  const cmsOAuth = cmsRules.find(({ pattern }) => pattern.startsWith(CMS_OAUTH_PATH));
  return [
    '# Generated by the static build (scripts/build/host-rules.mjs) from lib/route-table.mjs and the pages of',
    '# out/; rebuilt with every build, do not edit. Include it inside the http block (it defines its maps),',
    '# then set root to where out/ is deployed and listen (and TLS) to suit the server.',
    '',
    '# Each page carries the policy of its own inline scripts, chosen by the file served.',
    'map $uri $fyrtorn_csp {',
    '  default "";',
    ...pages.map(({ file, csp }) => `  ${quote(`/${file}`)} ${quote(csp)};`),
    `  ${quote(`${CMS_PATH}index.html`)} ${quote(cmsPage.headers[CSP])};`,
    `  ~^${CMS_OAUTH_PATH} ${quote(cmsOAuth.headers[CSP])};`,
    '}',
    '',
    '# The site keeps its windows to itself; the CMS lets its sign-in popup keep its opener (scripts/build/csp.mjs).',
    'map $uri $fyrtorn_coop {',
    `  default ${quote(securityHeaders[COOP])};`,
    `  ${quote(`${CMS_PATH}index.html`)} ${quote(cmsPage.headers[COOP])};`,
    `  ~^${CMS_OAUTH_PATH} ${quote(cmsOAuth.headers[COOP])};`,
    '}',
    '',
    'map $uri $fyrtorn_robots {',
    '  default "";',
    `  ~^${CMS_PATH} ${quote(noindex)};`,
    '}',
    '',
    'map $uri $fyrtorn_cache {',
    '  default "";',
    `  ~^/_next/static/ ${quote(immutableCache)};`,
    `  ~^/og/ ${quote(ogCache)};`,
    `  ~\\.html$ ${quote(revalidateCache)};`,
    '}',
    '',
    'server {',
    `  listen ${listen};`,
    `  root ${root};`,
    '  server_tokens off;',
    '  absolute_redirect off;',
    '  charset utf-8;',
    '  charset_types text/plain text/css application/javascript application/json application/xml image/svg+xml application/manifest+json;',
    '  gzip on;',
    '  gzip_types text/plain text/css application/javascript application/json application/xml image/svg+xml application/manifest+json image/x-icon;',
    ...headerLines,
    '  add_header Content-Security-Policy $fyrtorn_csp always;',
    '  add_header Cross-Origin-Opener-Policy $fyrtorn_coop always;',
    '  add_header X-Robots-Tag $fyrtorn_robots always;',
    '  add_header Cache-Control $fyrtorn_cache always;',
    `  error_page 404 ${notFoundPageFor('/')}.html;`,
    '',
    '  # Moved pages, then the canonical URL of every page, and the CMS at its folder.',
    ...moved,
    redirect(CMS_PATH.slice(0, -1), CMS_PATH),
    ...canonical,
    '',
    "  # The other hosts' rule files are not pages.",
    '  location = /_headers { return 404; }',
    '  location = /_redirects { return 404; }',
    '',
    "  # The web app manifests' own type, which Debian's mime.types (nginx 1.22) does not know.",
    '  location ~ \\.webmanifest$ {',
    '    types { }',
    '    default_type application/manifest+json;',
    '  }',
    '',
    '  location = / { try_files /index.html =404; }',
    `  location = ${CMS_PATH} { try_files ${CMS_PATH}index.html =404; }`,
    `  location ${englishMiss.prefix} {`,
    `    error_page 404 ${englishMiss.page}.html;`,
    '    try_files $uri $uri.html =404;',
    '  }',
    '  location / { try_files $uri $uri.html =404; }',
    '}',
    '',
  ].join('\n');
}

/**
 * Writes `_headers` and `_redirects` for the host into outDir and the nginx block to nginxFile.
 * @param {string} outDir
 * @param {{ host?: typeof HOSTS[number], nginxFile?: string | null, supabaseUrl?: string }} [options]
 */
export function writeHostRules(outDir, { host = 'cloudflare', nginxFile = null, supabaseUrl } = {}) {
  const pages = exportedPagePolicies(outDir, supabaseUrl);
  const headers = headersFile(pages, host);
  const count = headerRuleCount(headers);
  if (host === 'cloudflare' && count > HEADER_RULE_CAP) {
    console.warn(
      `warning: out/_headers has ${count} rules; Cloudflare Pages reads only the first ${HEADER_RULE_CAP}, so the ` +
        'later pages would go without their CSP there (one rule per page: split the site or serve it elsewhere).',
    );
  }
  writeFileSync(join(outDir, '_headers'), headers);
  writeFileSync(join(outDir, '_redirects'), redirectsFile(pages, host));
  if (nginxFile) {
    mkdirSync(dirname(nginxFile), { recursive: true });
    writeFileSync(nginxFile, nginxConfig(pages));
  }
  return pages;
}
