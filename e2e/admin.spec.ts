// The CMS at /admin/ as the static build ships it (its production configuration: GitHub, signed in
// through the site's own sign-in pages), served from out/ with the export's rule files as a host does.
// What an editor gets, and what no visitor or search engine does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { cmsOpenerPolicies, cmsPolicies } from '../scripts/build/csp.mjs';
import { OUT_DIR, exportedPages } from './site';

test('/admin/ is served with its own policy, an opener policy for the sign-in popup, and noindex', async ({
  request,
}) => {
  const response = await request.get('/admin/');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-security-policy']).toBe(cmsPolicies.admin);
  expect(headers['cross-origin-opener-policy']).toBe(cmsOpenerPolicies.admin);
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  const callback = await request.get('/admin/oauth/callback.html');
  expect(callback.headers()['content-security-policy']).toBe(cmsPolicies.oauth);
  expect(callback.headers()['cross-origin-opener-policy']).toBe(cmsOpenerPolicies.oauth);
});

test('no page of the site changes for it: none loads its scripts, and it is in neither the sitemap nor the search index', async ({
  request,
}) => {
  expect(exportedPages().some((path) => path.startsWith('/admin'))).toBe(false);
  for (const path of exportedPages()) {
    const html = readFileSync(join(OUT_DIR, path === '/' ? 'index.html' : `${path}.html`), 'utf8');
    expect(html, path).not.toContain('/admin/');
  }
  // The search index holds exactly the sitemap's pages (search.spec.ts).
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
});

test('the CMS starts under its policy with the GitHub sign-in, every script from this site', async ({
  page,
  baseURL,
}) => {
  const violations: string[] = [];
  const foreign: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(baseURL!).origin && url.protocol !== 'data:') foreign.push(request.url());
  });
  await page.goto('/admin/');
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible({ timeout: 30_000 });
  expect(foreign).toEqual([]);
  expect(violations).toEqual([]);
});

test('the sign-in page hands the token to /admin/ by Decap’s handshake, on this origin only, and wipes it from the address', async ({
  page,
}) => {
  await page.goto('/admin/');
  const received = await page.evaluate(async () => {
    const messages: string[] = [];
    const popup = window.open('/admin/oauth/callback.html#token=gho_test&provider=github')!;
    await new Promise<void>((resolve) => {
      window.addEventListener('message', (event) => {
        if (event.origin !== location.origin) return;
        messages.push(event.data);
        // Decap answers the popup's first word with the same word, then waits for the result.
        if (event.data === 'authorizing:github') popup.postMessage(event.data, location.origin);
        else resolve();
      });
    });
    const address = popup.location.href;
    popup.close();
    return { messages, address };
  });
  expect(received.messages).toEqual([
    'authorizing:github',
    'authorization:github:success:{"token":"gho_test","provider":"github"}',
  ]);
  expect(received.address).not.toContain('gho_test');
});

test('the export holds the Decap bundle it was built with, and no source map', () => {
  const pin = JSON.parse(readFileSync('scripts/cms/decap-cms.json', 'utf8'));
  const bundle = readFileSync(join(OUT_DIR, 'admin', 'decap-cms.js'), 'utf8');
  expect(bundle).toContain(`"decap-cms@${pin.version}"`);
  expect(() => readFileSync(join(OUT_DIR, 'admin', 'decap-cms.js.map'))).toThrow();
});
