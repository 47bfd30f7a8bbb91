import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { freePort } from '../scripts/shared/free-port.mjs';

// A page whose HTML arrives in two pieces, the first ending inside the header, as on a slow network or a
// slow phone whose parser yields: without the head's render-blocking `link rel="expect"`, Chromium
// painted the header's navigation and then moved it as the controls on its right arrived, and moved
// the home hero's text as its picture arrived (a layout shift a visitor sees, and the motion test's
// flake under load). The first paint must wait for the footer, and nothing may move after it.

const PAUSE_MS = 1500;

/**
 * Serves `path` from `origin` in two pieces, cut inside the header, PAUSE_MS apart; every other request
 * (styles, scripts, fonts, pictures) is passed on whole.
 */
async function startSlowPage(origin: string, path: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', origin), { redirect: 'manual' });
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    if (request.url !== path) {
      response.writeHead(upstream.status, { 'content-type': type });
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const html = await upstream.text();
    const cut = html.indexOf('id="main-menu"');
    expect(cut, 'the header holds the navigation').toBeGreaterThan(0);
    response.writeHead(200, { 'content-type': type });
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), PAUSE_MS);
  });
  const port = await freePort('servers');
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, server };
}

for (const path of ['/', '/en/kontakt']) {
  for (const width of [390, 1280]) {
    test(`${path} at ${width} px: no paint before the footer is parsed, and nothing moves after`, async ({
      page,
      baseURL,
    }) => {
      const { url, server } = await startSlowPage(baseURL!, path);
      try {
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript(() => {
          const seen = { footerAt: -1, shifts: 0 };
          (window as unknown as { seen: typeof seen }).seen = seen;
          new MutationObserver((_, observer) => {
            if (!document.getElementById('site-footer')) return;
            seen.footerAt = performance.now();
            observer.disconnect();
          }).observe(document, { childList: true, subtree: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
              if (!entry.hadRecentInput) seen.shifts += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        // Waits for hydration too (./fixtures): shifts from the scripts' work count as well.
        await page.goto(url);
        // The paint's entry is delivered once the frame has been presented, which can come after the load.
        await expect
          .poll(() => page.evaluate(() => performance.getEntriesByName('first-paint').length), {
            message: 'the page painted',
          })
          .toBe(1);
        const { firstPaint, footerAt, shifts } = await page.evaluate(() => ({
          ...(window as unknown as { seen: { footerAt: number; shifts: number } }).seen,
          firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? -1,
        }));
        expect(footerAt, 'the footer was parsed').toBeGreaterThan(0);
        expect(firstPaint, 'the first paint came after the footer was parsed').toBeGreaterThanOrEqual(footerAt);
        expect(shifts).toBe(0);
      } finally {
        server.close();
      }
    });
  }
}
