// The CMS's sign-in pages (/admin/oauth/) as each host serves them (projects cloudflare, netlify, nginx):
// a host may answer start.html and callback.html with a redirect to another form of the address
// (Cloudflare Pages drops .html), so each page is followed hop by hop to where the host lands, and checked
// there in Chromium: it loads its script and runs its own part of the sign-in.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { OUT_DIR } from '../site';

const OAUTH_DIR = join(OUT_DIR, 'admin', 'oauth');
/** The sign-in function's address the build wrote into the pages. */
const authUrl = /<meta name="fyrtorn-cms-auth" content="([^"]+)"/.exec(
  readFileSync(join(OAUTH_DIR, 'start.html'), 'utf8'),
)![1];

/**
 * Requests a path without following redirects and follows the host's own, one hop at a time: the URL
 * the host lands on, which must answer 200 with the page the build wrote and load its script.
 */
async function landing(request: APIRequestContext, baseURL: string, path: string, file: string) {
  let url = new URL(path, baseURL);
  const hops = [url.pathname];
  for (;;) {
    const response = await request.get(url.href, { maxRedirects: 0 });
    if (response.status() >= 300 && response.status() < 400) {
      expect(hops.length, `${path}: redirects ${hops.join(' → ')}`).toBeLessThan(5);
      url = new URL(response.headers()['location'], url);
      expect(url.origin, `${path}: stays on the site`).toBe(new URL(baseURL).origin);
      hops.push(url.pathname);
      continue;
    }
    expect(response.status(), `${path}: ${hops.join(' → ')}`).toBe(200);
    const html = await response.body();
    expect(html.equals(readFileSync(join(OAUTH_DIR, file))), `${url.pathname}: the build's ${file}`).toBe(true);
    const script = /<script src="([^"]+)"/.exec(html.toString())![1];
    const loaded = await request.get(new URL(script, url).href);
    expect(loaded.status(), script).toBe(200);
    expect(loaded.headers()['content-type'], script).toMatch(/javascript/);
    expect((await loaded.body()).equals(readFileSync(join(OAUTH_DIR, 'oauth.js'))), script).toBe(true);
    return url;
  }
}

test('the start page, where the host lands, sends the browser to the sign-in function with this site as origin', async ({
  page,
  request,
  baseURL,
}) => {
  // As Decap opens it: start.html with its provider, site and scope.
  const landed = await landing(
    request,
    baseURL!,
    '/admin/oauth/start.html?provider=github&site_id=www.fyrtorn.example&scope=repo',
    'start.html',
  );
  // The function stands in here: the browser's request to it is all this page does.
  const asked: string[] = [];
  await page.route(
    (url) => url.href.startsWith(`${authUrl}/`),
    (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/plain', body: 'the sign-in function' });
    },
  );
  await page.goto(landed.href);
  await expect
    .poll(() => asked.length, {
      message: `${landed.pathname} sends the browser to the sign-in function`,
      timeout: 10_000,
    })
    .toBe(1);
  const sent = new URL(asked[0]);
  expect(`${sent.origin}${sent.pathname}`).toBe(`${authUrl}/auth`);
  expect([...sent.searchParams]).toEqual([['origin', new URL(baseURL!).origin]]);
  await expect(page).toHaveURL(sent.href);
});

test('the callback page, where the host lands, hands the token to its opener by Decap’s handshake and wipes it from the address', async ({
  page,
  request,
  baseURL,
}) => {
  const landed = await landing(request, baseURL!, '/admin/oauth/callback.html', 'callback.html');
  // The opener is /admin/ with its headers, as in a real sign-in (its opener policy keeps the popup's link to
  // it); the test plays Decap's part of the handshake, so Decap's scripts (7 MB) are left out.
  await page.route(/\/admin\/[^/]+\.js$/, (route) => route.abort());
  await page.goto('/admin/');
  // Opened where the host lands, and where the sign-in function sends it (through the host's redirect, the
  // fragment kept).
  for (const opened of [landed.pathname, '/admin/oauth/callback.html']) {
    const received = await page.evaluate(async (path) => {
      const messages: string[] = [];
      const popup = window.open(`${path}#token=ghu_test&provider=github`)!;
      await new Promise<void>((resolve) => {
        const listen = (event: MessageEvent) => {
          if (event.origin !== location.origin || event.source !== popup) return;
          messages.push(event.data);
          // Decap answers the popup's first word with the same word, then waits for the result.
          if (event.data === 'authorizing:github') popup.postMessage(event.data, location.origin);
          else {
            window.removeEventListener('message', listen);
            resolve();
          }
        };
        window.addEventListener('message', listen);
        // A page that runs the wrong part says nothing: what arrived by then is the answer.
        setTimeout(resolve, 10_000);
      });
      const address = popup.location.href;
      popup.close();
      return { messages, address };
    }, opened);
    expect(received.messages, opened).toEqual([
      'authorizing:github',
      'authorization:github:success:{"token":"ghu_test","provider":"github"}',
    ]);
    expect(new URL(received.address).pathname, opened).toBe(landed.pathname);
    expect(received.address, opened).not.toContain('ghu_test');
  }
});
