import { expect, test } from './fixtures';
import { edgePagePaths } from '../scripts/build/edge-headers.mjs';
import { expectSearchFindsPages } from './search-check';

// The edge target serves the same search: its index from the pages next start serves (public/pagefind),
// the search page under a policy that allows Pagefind's WebAssembly, and no other page under one.
test('the search finds pages in both languages under the search page CSP, without a violation', async ({ page }) => {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'sv', url: test.info().project.use.baseURL! }]);
  await expectSearchFindsPages(page);
});

test("only the search pages' policy allows WebAssembly", async ({ request }) => {
  for (const path of edgePagePaths()) {
    const response = await request.get(path, { maxRedirects: 0, headers: { cookie: 'NEXT_LOCALE=sv' } });
    const csp = response.headers()['content-security-policy'];
    expect(csp.includes("'wasm-unsafe-eval'"), path).toBe(/\/sok$/.test(path));
  }
});
