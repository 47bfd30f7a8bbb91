import { expect, test } from './fixtures';
import { inlineScriptHashes } from '../scripts/csp.mjs';
import { watchForProblems } from './watch';

// The edge target (next start) sends the same strict CSP as the static export's _headers: each
// prerendered page's inline scripts by hash (scripts/edge-headers.mjs), nothing else inline.
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
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await problems()).toEqual([]);
  });
}
