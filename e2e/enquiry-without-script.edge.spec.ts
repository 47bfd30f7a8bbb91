import { sv, en } from './messages';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { EDGE_PORT } from './servers';
import { fillValid, form } from './contact-form';
import { startLocalBackend } from '../scripts/serve/local-backend.mjs';
import { freePort } from '../scripts/shared/free-port.mjs';

// The contact form posted without JavaScript on the edge target (`next start`, middleware.ts). The
// function sends the browser back to SITE_URL, and a form's CSP allows that redirect to its own origin
// only: so this site gets a function of its own here (SITE_URL and the allowed origin are the edge
// server), and the page's post to the build's function address is passed on to it.
const EDGE_ORIGIN = `http://localhost:${EDGE_PORT}`;

test.use({ javaScriptEnabled: false });

test('the error page shows the section its address names, on the edge target too', async ({ page }) => {
  await page.goto('/en/kontakt/fel#email-emailCorporate');
  await expect(page.locator('#email-emailCorporate')).toBeVisible();
  await expect(page.locator('#email-emailCorporate')).toContainText(en.Validation.emailCorporate);
  await expect(page.locator('main p[id]:visible')).toHaveCount(1);
});

test.describe('with a function of its own', () => {
  // One function for both languages, started once: the two tests run in turn in one worker.
  test.describe.configure({ mode: 'serial' });

  let backend: Awaited<ReturnType<typeof startLocalBackend>>;
  let dir: string;

  test.beforeAll(async () => {
    // PGlite and Deno start in a few seconds, longer on a busy machine.
    test.setTimeout(120_000);
    dir = mkdtempSync(join(tmpdir(), 'fyrtorn-edge-backend-'));
    backend = await startLocalBackend({
      port: await freePort('function'),
      dataDir: join(dir, 'pglite'),
      outboxDir: join(dir, 'outbox'),
      quiet: true,
      retryIntervalS: 0,
      functionEnv: { ALLOWED_ORIGINS: EDGE_ORIGIN, SITE_URL: EDGE_ORIGIN },
    });
  });

  test.afterAll(async () => {
    await backend?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const { locale, m, prefix } of [
    { locale: 'sv', m: sv, prefix: '' },
    { locale: 'en', m: en, prefix: '/en' },
  ] as const) {
    test(`a form posted without JavaScript is stored and lands on the thank-you page (${locale})`, async ({ page }) => {
      test.slow();
      const email = `kant.${locale}.${Date.now()}@nordljus.se`;
      await page.route('**/functions/v1/send-contact-email*', (route) =>
        route.continue({
          url: route
            .request()
            .url()
            .replace(/^http:\/\/[^/]+/, backend.url),
        }),
      );
      const contact = await page.goto(`${prefix}/kontakt`);
      expect(contact?.headers()['content-security-policy']).toContain("form-action 'self' http://localhost:3001");
      await fillValid(page, m, { email });
      await form(page).getByRole('button', { name: m.ContactForm.submit }).click();

      await expect(page).toHaveURL(`${EDGE_ORIGIN}${prefix}/kontakt/tack`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.ContactForm.toast.successTitle);
      const rows = await backend.database.query(
        'select locale, submitted_via, notification_status from contact_enquiries where email = $1',
        [email],
      );
      expect(rows).toEqual([{ locale, submitted_via: 'form', notification_status: 'sent' }]);
    });
  }
});
