import { sv } from './messages';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Route } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { contentSecurityPolicy, inlineScriptHashes, metaPolicy } from '../scripts/build/csp.mjs';
import { OUT_DIR, exportedPages, htmlFileOf } from './site';
import { watchForProblems } from './watch';
import { islandModules, scriptsBeforeInteraction } from '../scripts/build/islands/first-load.mjs';
import { hasEnquiryForm, isSearchPage } from '../lib/route-table.mjs';
import { menuPanel, menuToggle } from './menu';

// The strict CSP the preview server sends from out/_headers (as a CDN would). Every page is also
// loaded under it by the axe test in quality.spec.ts, which fails on any violation or console error.
const pages = exportedPages();

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
});

test('every page is served with a strict CSP that allows exactly its own inline scripts', async ({ request }) => {
  for (const path of pages) {
    const response = await request.get(path === '/priser' ? '/priser.html' : path, { maxRedirects: 0 });
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptSrc =
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc, path).toMatch(/^script-src 'self'/);
    expect(scriptSrc, path).not.toContain('unsafe-inline');
    // No eval anywhere; the search pages alone may compile WebAssembly (Pagefind), and nothing more.
    const sources = scriptSrc.split(/\s+/);
    expect(scriptSrc.replace(isSearchPage(path) ? " 'wasm-unsafe-eval'" : '', ''), path).not.toContain('unsafe-eval');
    expect(sources.includes("'wasm-unsafe-eval'"), path).toBe(isSearchPage(path));
    for (const hash of inlineScriptHashes(readFileSync(htmlFileOf(path), 'utf8')))
      expect(scriptSrc, path).toContain(hash);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "connect-src 'self' http://localhost:3001",
    ]) {
      expect(csp, path).toContain(directive);
    }
    // Forms post to this site only, but for the contact form's native post to the enquiry function.
    const formAction = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('form-action'));
    expect(formAction, path).toBe(
      hasEnquiryForm(path) ? "form-action 'self' http://localhost:3001" : "form-action 'self'",
    );
    const headers = response.headers();
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{8}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
  }
  const missing = await request.get('/finns-inte');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('http-equiv="Content-Security-Policy"');
});

test('each 404 page carries its own policy in a <meta>, for hosts that send it without the header', async ({
  request,
}) => {
  for (const path of ['/finns-inte', '/en/finns-inte']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const header = response.headers()['content-security-policy'];
    const meta = (await response.text()).match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/);
    expect(meta?.[1], path).toBe(metaPolicy(header));
  }
});

test('Chromium runs the inline scripts of every legal form under the hashes the build computes', async ({ page }) => {
  // Each script records that it ran; a hash the browser computes differently blocks its script.
  const scripts = [
    ['plain', '<script>ran.push("plain")</script>'],
    ['empty type', '<script type="">ran.push("empty type")</script>'],
    ['single-quoted type', "<script type='text/javascript'>ran.push('single-quoted type')</script>"],
    ['extra attributes', '<script id="_R_" nonce="n" crossorigin>ran.push("extra attributes")</script>'],
    ['"</" and entities', '<script>ran.push("</div>&amp;".length ? \'"</" and entities\' : "")</script>'],
    ['CRLF', '<script>ran.push(\r\n"CRLF")\r\n</script>'],
    ['comment-like text', '<script>ran.push("<!--<script>x</script>-->".length ? "comment-like text" : "")</script>'],
    ['module', '<script type=module>ran.push("module")</script>'],
  ];
  const html =
    '<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"><title>CSP</title><script>var ran=[]</script></head><body>' +
    scripts.map(([, script]) => script).join('\n') +
    '<script type="application/ld+json">{"a":"</div>"}</script></body></html>';
  const csp = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), supabaseUrl: 'http://localhost:3001' });
  await page.route('**/csp-variants', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': csp }, body: html }),
  );
  const problems = await watchForProblems(page);
  await page.goto('/csp-variants');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { ran: string[] }).ran))
    .toEqual(scripts.map(([name]) => name));
  expect(await problems()).toEqual([]);
});

test('hashed assets are cached for a year, immutable', async ({ request }) => {
  const [script] = scriptsBeforeInteraction(readFileSync(htmlFileOf('/'), 'utf8'), islandModules(OUT_DIR)).urls;
  expect(script).toMatch(/^\/_next\/static\/islands\//);
  const response = await request.get(script);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test.describe('under the CSP', () => {
  test('cookie banner, language toggle and mobile menu work', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.removeItem('cookie-consent'));
    const problems = await watchForProblems(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: sv.CookieBanner.label });
    await banner.getByRole('button', { name: sv.CookieBanner.accept, exact: true }).click();
    await expect(banner).toHaveCount(0);
    await page.getByTestId('language-toggle').click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The English page is a new document: its menu button works once it has hydrated.
    await waitForHydration(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await menuToggle(page).click();
    await expect(menuPanel(page)).toBeVisible();
    expect(await problems()).toEqual([]);
  });

  test('the contact form reaches the function URL', async ({ page }) => {
    test.slow();
    const problems = await watchForProblems(page);
    const sent: unknown[] = [];
    await page.route('**/functions/v1/send-contact-email', async (route: Route) => {
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'POST, OPTIONS',
      };
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      sent.push(route.request().postDataJSON());
      return route.fulfill({
        status: 200,
        headers: { ...cors, 'content-type': 'application/json' },
        body: '{"success":true,"id":"e2e"}',
      });
    });
    await page.goto('/kontakt');
    const form = page.locator('#contact-form form');
    const l = sv.ContactForm.labels;
    await form.getByRole('textbox', { name: l.firstName, exact: true }).fill('Anna');
    await form.getByRole('textbox', { name: l.lastName, exact: true }).fill('Berg');
    await form.getByRole('textbox', { name: l.email, exact: true }).fill('anna@nordljus.se');
    await form.getByRole('textbox', { name: l.phone, exact: true }).fill('070-123 45 67');
    await form.getByRole('textbox', { name: l.company, exact: true }).fill('Nordljus AB');
    await form.getByRole('combobox', { name: l.service }).selectOption('pdaas');
    await form
      .getByRole('textbox', { name: l.message, exact: true })
      .fill('Vi behöver hjälp med lön och HR för 12 anställda.');
    await form.getByRole('checkbox', { name: /personuppgifter/ }).check();
    await form.getByRole('button', { name: sv.ContactForm.submit }).click();
    await expect.poll(() => sent.length, { timeout: 20_000 }).toBe(1);
    await expect(
      page.getByRole('region', { name: sv.ContactForm.toast.label }).getByText(sv.ContactForm.toast.successTitle),
    ).toBeVisible();
    expect(await problems()).toEqual([]);
  });
});

function jwtRole(payload: string): string | undefined {
  try {
    return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: string }).role;
  } catch {
    return undefined;
  }
}

test('no secret in out/: only the public anon key may appear', () => {
  const secrets: [string, RegExp][] = [
    ['private key', /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----/],
    ['Supabase service role JWT', /eyJ[\w-]+\.(eyJ[\w-]+)\.[\w-]+/g],
    ['Supabase secret key', /\bsb_secret_[\w-]{10,}/],
    ['service role variable', /SUPABASE_SERVICE_ROLE_KEY\s*[=:]\s*["']?[\w.-]{20,}/],
    ['Resend key', /\bre_[A-Za-z0-9]{8,}_[A-Za-z0-9]{8,}/],
    ['SendGrid key', /\bSG\.[\w-]{16,}\.[\w-]{16,}/],
    ['Postmark / Mailgun key', /\b(?:key-[0-9a-f]{32}|POSTMARK_SERVER_TOKEN\s*[=:]\s*\S{20,})/],
    ['AWS key', /\bAKIA[0-9A-Z]{16}\b/],
  ];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (!/\.(png|jpe?g|webp|avif|woff2?|ico)$/.test(name)) {
        const text = readFileSync(full, 'utf8');
        for (const [label, pattern] of secrets) {
          for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) {
            // A JWT is fine only when its payload says role "anon" (the public key).
            if (label.includes('JWT')) {
              if (jwtRole(match[1]) === 'anon') continue;
            }
            found.push(`${relative(OUT_DIR, full)}: ${label}`);
          }
        }
      }
    }
  };
  walk(OUT_DIR);
  expect(found).toEqual([]);
});
