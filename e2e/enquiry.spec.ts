import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import sv from '../messages/sv.json' with { type: 'json' };
import en from '../messages/en.json' with { type: 'json' };
import { INSPECT_PORT } from '../playwright.config';
import { SEND_TIMEOUT, box, fillValid, form, toasts } from './contact-form';

// The whole path of an enquiry, as `npm start` runs it: the exported site in the browser, the Edge
// Function under Deno (e2e/backend-server.mjs: the same local backend, on a fresh database), PGlite,
// and the outbox that stands in for the e-mail API. Nothing is mocked.

type Row = Record<string, unknown>;

async function stored(page: Page): Promise<{ rows: Row[]; outbox: string[] }> {
  const response = await page.request.get(`http://127.0.0.1:${INSPECT_PORT}/enquiries`);
  expect(response.ok()).toBe(true);
  return response.json();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
});

test('an enquiry from the campaign page reaches the database, with its campaign, and the company mailbox', async ({
  page,
}) => {
  test.slow();
  const email = `anna.${Date.now()}@nordljus.se`;
  await page.goto('/lp/example-campaign');
  await page.locator('a[href^="/kontakt?campaign=example-campaign"]').first().click();
  await expect(page).toHaveURL(/\/kontakt\?campaign=example-campaign&source=lp$/);
  await fillValid(page, sv, { email });
  await form(page).getByRole('button', { name: sv.ContactForm.submit }).click();

  await expect(toasts(page, sv).getByRole('status')).toContainText(sv.ContactForm.toast.successTitle, SEND_TIMEOUT);
  await expect(box(page, sv.ContactForm.labels.email)).toHaveValue('');

  const { rows, outbox } = await stored(page);
  const row = rows.find((r) => r.email === email);
  expect(row).toMatchObject({
    first_name: 'Anna',
    last_name: 'Berg',
    company: 'Nordljus AB',
    service: 'pdaas',
    additional_services: ['hr-tjanster'],
    gdpr_consent: true,
    campaign: 'example-campaign',
    source: 'lp',
    notification_status: 'sent',
  });
  expect(outbox.filter((mail) => mail.includes(email))).toHaveLength(1);
});

test('markup typed into the form is stored as text and escaped in the e-mail (English page)', async ({ page }) => {
  test.slow();
  const email = `sam.${Date.now()}@example-company.se`;
  const message = 'Hello <script>alert("x")</script> & <b>bold</b> payroll question';
  await page.goto('/en/kontakt');
  await fillValid(page, en, { email, message });
  await form(page).getByRole('button', { name: en.ContactForm.submit }).click();
  await expect(toasts(page, en).getByRole('status')).toContainText(en.ContactForm.toast.successTitle, SEND_TIMEOUT);

  const { rows, outbox } = await stored(page);
  expect(rows.find((r) => r.email === email)?.message).toBe(message);
  const mail = JSON.parse(outbox.find((m) => m.includes(email)) ?? '{}') as { html: string; text: string };
  expect(mail.html).not.toContain('<script>');
  expect(mail.html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
  expect(mail.text).toContain(message); // the plain-text part is text already
});

test('an address at a free mail provider is refused in the browser and never stored', async ({ page }) => {
  const email = `anna.${Date.now()}@gmail.com`;
  await page.goto('/kontakt');
  await fillValid(page, sv, { email });
  await form(page).getByRole('button', { name: sv.ContactForm.submit }).click();
  await expect(form(page).getByText(sv.Validation.emailCorporate)).toBeVisible();
  expect((await stored(page)).rows.some((r) => r.email === email)).toBe(false);
});
