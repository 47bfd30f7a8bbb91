import { sv, en } from '../messages';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIResponse } from '@playwright/test';
import { expect, test } from '../fixtures';
import { CMS_OAUTH_PATH, CMS_PATH, movedPages, notFoundPageFor } from '../../lib/route-table.mjs';
import { securityHeaders } from '../../lib/security-headers.mjs';
import { siteUrl } from '../../lib/env.mjs';
import {
  cmsHeaderRules,
  exportedPagePolicies,
  headerRuleCount,
  headersFile,
  pageHeaders,
  redirectsFile,
} from '../../scripts/build/host-rules.mjs';
import { cmsOpenerPolicies, cmsPolicies } from '../../scripts/build/csp.mjs';
import { CACHE_DIR } from '../../scripts/setup/host-tools.mjs';
import { islandModules, scriptsBeforeInteraction } from '../../scripts/build/islands/first-load.mjs';
import { OUT_DIR, htmlFileOf } from '../site';
import { watchForProblems } from '../watch';
import { expectSearchFindsPages } from '../search-check';
import { expectSiteFilesServed } from '../site-files-check';

/** A script the home page runs at once: one of its islands' modules under /_next/static/islands/. */
const homeScript = () =>
  scriptsBeforeInteraction(readFileSync(join(OUT_DIR, 'index.html'), 'utf8'), islandModules(OUT_DIR)).urls[0];

// The export as each host's own engine serves it (projects cloudflare, netlify, nginx; the server is
// e2e/hosts/serve-host.mjs). Every check compares with what the build computed: the pages of out/ and
// the policy of each (scripts/build/host-rules.mjs), the rules of lib/route-table.mjs.
const policies = exportedPagePolicies(OUT_DIR);
const movedFrom = new Set<string>(movedPages.map(({ from }) => from));
const pages = [...new Set(policies.map(({ path }) => path))].filter((path) => !movedFrom.has(path));
const policyOf = (path: string) => policies.find((page) => page.path === path)!.csp;
const hostOf = () => test.info().project.name as 'cloudflare' | 'netlify' | 'nginx';

/** Every value a response carries for a header (two would both count: a second policy is enforced too). */
const valuesOf = (response: APIResponse, name: string) =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === name.toLowerCase())
    .map(({ value }) => value);

/**
 * Each header the build gives an answer, once, with exactly the build's value. netlify dev sets its own
 * Cache-Control on every file (checked as Netlify's parser reads the rule below).
 */
function expectHeaders(response: APIResponse, expected: Record<string, string>, label: string) {
  for (const [name, value] of Object.entries(expected)) {
    if (name === 'Cache-Control' && hostOf() === 'netlify') continue;
    expect(valuesOf(response, name), `${label}: ${name}`).toEqual([value]);
  }
}
/** What the build gives a page (pageHeaders: the security headers, its policy, revalidation). */
const expectPageHeaders = (response: APIResponse, page: string, label: string) =>
  expectHeaders(response, pageHeaders(policyOf(page)), label);
/** What the build gives an answer under the CMS: the security headers, then the CMS's own rule's. */
const cmsHeaders = (pattern: string) => ({
  ...securityHeaders,
  ...cmsHeaderRules().find((rule) => rule.pattern === pattern)!.headers,
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
});

test('every page answers 200 at its canonical URL with the HTML the build wrote, the security headers and the CSP the build computed', async ({
  request,
}) => {
  for (const path of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    // Byte for byte: a host that rewrote the HTML (an injected script, a minifier) would break the
    // hashes its policy allows scripts by.
    expect((await response.body()).equals(readFileSync(htmlFileOf(path))), `${path}: the body is out/'s file`).toBe(
      true,
    );
    expectPageHeaders(response, path, path);
  }
});

test('/x/ and /x.html end on /x', async ({ request }) => {
  for (const path of pages.filter((path) => !/(^|\/)404$/.test(path))) {
    const forms = path === '/' ? ['/index.html'] : [`${path}/`, `${path}.html`];
    for (const form of forms) {
      const response = await request.get(form);
      expect(response.status(), form).toBe(200);
      if (hostOf() === 'netlify') {
        // netlify dev serves the page at either form without a redirect (see docs/hosting.md, How it is tested);
        // the page's canonical link still names /x.
        const canonical = path === '/' ? siteUrl : `${siteUrl}${path}`;
        const html = await response.text();
        expect(html.includes(`<link rel="canonical" href="${canonical}"/>`), `${form}: canonical ${canonical}`).toBe(
          true,
        );
      } else {
        expect(new URL(response.url()).pathname, form).toBe(path);
      }
    }
  }
});

test('a moved page answers 301 to its new page, query kept, with or without a trailing slash', async ({ request }) => {
  for (const { from, to } of movedPages) {
    for (const url of [from, `${from}/`, `${from}?utm_source=x`]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(301);
      const location = new URL(response.headers()['location'], 'http://host');
      expect(`${location.pathname}${location.search}`, url).toBe(`${to}${url.includes('?') ? '?utm_source=x' : ''}`);
    }
  }
});

for (const [path, messages, lang] of [
  ['/finns-inte', sv, 'sv'],
  ['/finns/inte/alls', sv, 'sv'],
  ['/en/does-not-exist', en, 'en'],
  ['/en/a/b', en, 'en'],
] as const) {
  test(`${path} is a 404 in ${lang}: its 404 page with every header a page gets, without a violation`, async ({
    page,
    request,
  }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const notFoundPage = notFoundPageFor(path);
    expect((await response.body()).equals(readFileSync(htmlFileOf(notFoundPage))), `the body is ${notFoundPage}`).toBe(
      true,
    );
    // Cloudflare answers every miss `Cache-Control: no-store` itself, whatever the rules say.
    const cache = hostOf() === 'cloudflare' ? { 'Cache-Control': 'no-store' } : {};
    expectHeaders(response, { ...pageHeaders(policyOf(notFoundPage)), ...cache }, path);

    const problems = await watchForProblems(page);
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.NotFound.heading);
    expect(await problems()).toEqual([]);
  });
}

// Chromium loads pages under the policy the host sent and hydrates them (the fixture's goto waits for
// html[data-hydrated]) with no CSP violation, console error or page error. Every page's header and body
// are compared with the build's above, and the static project hydrates every page under the same
// policies; here a page of each policy shows that the browser applies the host's header as sent: the
// home page (the policy of most pages), the contact page (the form posts to the backend) and an English
// page (last: it makes English the visitor's choice, and a Swedish page read after it sends the visitor
// to its English twin). The search pages' policy is the search test's below.
const hydratedHere = ['/', '/kontakt', '/en/vara-abonnemang'];
test("pages of each kind hydrate under the host's CSP without a violation", async ({ page }) => {
  const problems = await watchForProblems(page);
  for (const path of hydratedHere) {
    expect(pages, path).toContain(path);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(new URL(page.url()).pathname, path).toBe(path);
    await expect(page.locator('html'), path).toHaveAttribute('data-hydrated');
  }
  expect(await problems()).toEqual([]);
});

/** Netlify's own parsers (from the CLI's install) over the rule files a build on Netlify writes. */
async function netlifyRules() {
  const dir = mkdtempSync(join(tmpdir(), 'fyrtorn-netlify-rules-'));
  try {
    writeFileSync(join(dir, '_redirects'), redirectsFile(policies, 'netlify'));
    writeFileSync(join(dir, '_headers'), headersFile(policies, 'netlify'));
    const parsers = join(CACHE_DIR, 'netlify', 'node_modules', '@netlify');
    const { parseAllRedirects } = await import(join(parsers, 'redirect-parser', 'lib', 'index.js'));
    const { parseAllHeaders } = await import(join(parsers, 'headers-parser', 'lib', 'index.js'));
    return {
      redirects: await parseAllRedirects({ redirectsFiles: [join(dir, '_redirects')], minimal: true }),
      headers: await parseAllHeaders({ headersFiles: [join(dir, '_headers')], minimal: true }),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const immutable = 'public, max-age=31536000, immutable';

test("the site search finds pages under the search page's CSP, without a violation", async ({ page }) => {
  await expectSearchFindsPages(page);
});

test('the CMS at /admin/ comes with its own policy, its opener policy and noindex, the sign-in pages with theirs', async ({
  request,
}) => {
  const admin = await request.get('/admin/');
  expect(admin.status()).toBe(200);
  expect((await admin.body()).equals(readFileSync(join(OUT_DIR, 'admin', 'index.html')))).toBe(true);
  expectHeaders(admin, cmsHeaders(CMS_PATH), CMS_PATH);
  expect(admin.headers()['cross-origin-opener-policy']).toBe(cmsOpenerPolicies.admin);
  const callback = await request.get('/admin/oauth/callback.html');
  expectHeaders(callback, cmsHeaders(`${CMS_OAUTH_PATH}*`), 'the sign-in callback');
  expect(valuesOf(callback, 'Content-Security-Policy')).toEqual([cmsPolicies.oauth]);
  // The site's own pages keep theirs.
  expect((await request.get('/kontakt')).headers()['cross-origin-opener-policy']).toBe('same-origin');
});

test('every other answer carries the security headers too: a file of each kind, the CMS bundle', async ({
  request,
}) => {
  const script = homeScript();
  const files = ['/sitemap.xml', '/robots.txt', '/favicon.ico', '/og/sv.png', '/pagefind/pagefind.js'];
  for (const path of [...files, script, `${CMS_PATH}decap-cms.js`]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expectHeaders(response, securityHeaders, path);
  }
});

test('icons, manifests and social images are served with their own types', async ({ request }) => {
  await expectSiteFilesServed(request);
});

test('framework assets are cached for a year, immutable', async ({ request }) => {
  const script = homeScript();
  expect(script).toMatch(/^\/_next\/static\/islands\//);
  const response = await request.get(script);
  expect(response.status()).toBe(200);
  if (hostOf() === 'netlify') {
    // netlify dev sets its own Cache-Control on every file it serves, whatever the rules say; the
    // rule is checked as Netlify's parser reads it instead.
    const { headers } = await netlifyRules();
    expect(headers.headers).toContainEqual({ for: '/_next/static/*', values: { 'Cache-Control': immutable } });
  } else {
    expect(response.headers()['cache-control']).toBe(immutable);
  }
});

test('the host accepted every rule', async () => {
  const log = readFileSync(join(process.cwd(), '.local', 'hosts', `${hostOf()}.log`), 'utf8');
  if (hostOf() === 'cloudflare') {
    const headerRules = headerRuleCount(headersFile(policies, 'cloudflare'));
    expect(log).toContain(
      `Parsed ${redirectsFile(policies, 'cloudflare').trim().split('\n').length} valid redirect rules`,
    );
    expect(log).toContain(`Parsed ${headerRules} valid header rules`);
    expect(log).not.toMatch(/invalid/i);
    expect(headerRules).toBeLessThanOrEqual(100);
  } else if (hostOf() === 'netlify') {
    expect(log).toContain('Local dev server ready');
    expect(log).not.toMatch(/syntax error/i);
    const { redirects, headers } = await netlifyRules();
    expect(redirects.errors).toEqual([]);
    expect(headers.errors).toEqual([]);
    for (const { from, to } of movedPages) {
      expect(redirects.redirects).toContainEqual(expect.objectContaining({ from, to, status: 301, force: true }));
    }
    expect(redirects.redirects).toContainEqual(
      expect.objectContaining({ from: '/en/*', to: '/en/404.html', status: 404, force: false }),
    );
  } else {
    expect(log).toContain('test is successful');
    expect(log).not.toMatch(/\[(warn|emerg|alert|crit)\]/);
  }
});
