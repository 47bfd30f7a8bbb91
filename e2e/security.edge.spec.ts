import { sv, en } from './messages';
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { securityHeaders } from '../lib/security-headers.mjs';
import { inlineScriptHashes } from '../scripts/build/csp.mjs';
import { edgePagePaths } from '../scripts/build/edge-headers.mjs';
import { watchForProblems } from './watch';

// The edge target (next start) sends the same strict CSP as the static export's _headers: each
// prerendered page's inline scripts by hash (scripts/build/edge-headers.mjs), nothing else inline.

/** Every Content-Security-Policy header of a response (two would both be enforced). */
const policiesOf = (response: APIResponse) =>
  response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
    .map(({ value }) => value);
/** The hashes a policy's script-src allows. */
const allowedHashes = (csp: string) =>
  (csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '')
    .trim()
    .split(/\s+/)
    .filter((source) => source.startsWith("'sha256-"))
    .sort();

test('every page is prerendered and served with the security headers and a CSP of exactly its own inline scripts', async ({
  request,
}) => {
  for (const path of edgePagePaths()) {
    const response = await request.get(path, { maxRedirects: 0, headers: { cookie: 'NEXT_LOCALE=sv' } });
    expect(response.status(), path).toBe(200);
    const policies = policiesOf(response);
    expect(policies, path).toHaveLength(1);
    expect(allowedHashes(policies[0]), path).toEqual(inlineScriptHashes(await response.text()).sort());
    const headers = response.headers();
    for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name.toLowerCase()], path).toBe(value);
    // Served from the HTML the build rendered, not rendered for this request.
    expect(headers['x-nextjs-cache'], path).toBe('HIT');
    expect(headers['cache-control'], path).not.toContain('no-store');
  }
});

for (const [path, messages, lang] of [
  ['/finns-inte', sv, 'sv'],
  ['/finns-inte.txt', sv, 'sv'],
  ['/en/does-not-exist', en, 'en'],
] as const) {
  test(`edge ${path}: a 404 in ${lang} with the security headers, under the CSP of the page it shows, without a violation`, async ({
    page,
    request,
  }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const policies = policiesOf(response);
    expect(policies).toHaveLength(1);
    expect(allowedHashes(policies[0])).toEqual(inlineScriptHashes(await response.text()).sort());
    const sent = (name: string) =>
      response
        .headersArray()
        .filter((header) => header.name.toLowerCase() === name.toLowerCase())
        .map((header) => header.value);
    for (const [name, value] of Object.entries(securityHeaders)) expect(sent(name), name).toEqual([value]);

    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
    const problems = await watchForProblems(page);
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.NotFound.heading);
    expect(await problems()).toEqual([]);
  });
}
for (const path of ['/', '/en/kontakt']) {
  test(`edge ${path}: strict CSP with the page's own hashes, no violation under it`, async ({ page, request }) => {
    const response = await request.get(path, { headers: { 'accept-language': 'sv' } });
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc =
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    for (const hash of inlineScriptHashes(await response.text())) expect(scriptSrc).toContain(hash);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
    expect(headers['x-content-type-options']).toBe('nosniff');

    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
    const problems = await watchForProblems(page);
    await page.goto(path);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Tema|Theme/ })
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await problems()).toEqual([]);
  });
}
