import { sv, en } from './messages';
import type { Page } from '@playwright/test';
import { expect, holdIslands, test } from './fixtures';
import { E2E_MIN_FILL_MS } from './backend-settings.mjs';
import { SEND_TIMEOUT, box, fillValid, form, stored, toasts } from './contact-form';

// The whole path of an enquiry, as `npm start` runs it: the exported site in the browser, the Edge
// Function under Deno (e2e/backend-server.mjs: the same local backend, on a fresh database), PGlite,
// and the outbox that stands in for the e-mail API. Nothing is mocked. A person takes seconds to fill
// the form in: the tests wait as long before they send (the function sets faster submits aside as a bot's).
const takeYourTime = (page: Page) => page.waitForTimeout(E2E_MIN_FILL_MS + 200);

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
  await takeYourTime(page);
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
    locale: 'sv',
    notification_status: 'sent',
  });
  const mails = outbox.filter((mail) => mail.includes(email));
  expect(mails).toHaveLength(1);
  // In the company's language (MAIL_LOCALE, Swedish by default), naming the language to answer in.
  expect(JSON.parse(mails[0]).text).toMatch(/^Svara på: svenska/m);
});

test('markup typed into the form is stored as text and escaped in the e-mail; the row and the e-mail say English (English page)', async ({
  page,
}) => {
  test.slow();
  const email = `sam.${Date.now()}@example-company.se`;
  const message = 'Hello <script>alert("x")</script> & <b>bold</b> payroll question';
  await page.goto('/en/kontakt');
  await fillValid(page, en, { email, message });
  await takeYourTime(page);
  await form(page).getByRole('button', { name: en.ContactForm.submit }).click();
  await expect(toasts(page, en).getByRole('status')).toContainText(en.ContactForm.toast.successTitle, SEND_TIMEOUT);

  const { rows, outbox } = await stored(page);
  const row = rows.find((r) => r.email === email);
  expect(row?.message).toBe(message);
  expect(row?.locale).toBe('en');
  const mail = JSON.parse(outbox.find((m) => m.includes(email)) ?? '{}') as { html: string; text: string };
  expect(mail.text).toMatch(/^Svara på: engelska/m);
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

/** Fills and sends the whole form in one go, as a script does: milliseconds after the first focus. */
async function fillAndSendAtOnce(page: Page, email: string) {
  await page.evaluate((address) => {
    const root = document.querySelector('#contact-form form') as HTMLFormElement;
    const setValue = (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) => {
      const prototype = Object.getPrototypeOf(element) as object;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
      element.dispatchEvent(new Event('input', { bubbles: true }));
      element.dispatchEvent(new Event('change', { bubbles: true }));
    };
    const byId = <T extends HTMLElement>(id: string) => root.querySelector(`#contact-${id}`) as T;
    byId<HTMLInputElement>('firstName').focus();
    setValue(byId('firstName'), 'Robot');
    setValue(byId('lastName'), 'Botsson');
    setValue(byId('email'), address);
    setValue(byId('phone'), '070-000 00 00');
    setValue(byId('company'), 'Skräp AB');
    setValue(byId('service'), 'fdaas');
    setValue(byId('message'), 'Köp billiga länkar hos oss idag!');
    byId<HTMLInputElement>('gdprConsent').click();
    root.requestSubmit();
  }, email);
}

for (const started of [true, false]) {
  test(`a form sent faster than a person can fill it in, ${started ? 'once' : 'before'} its island has started, is thanked like any other, and set aside: stored with why, not mailed`, async ({
    page,
  }) => {
    test.slow();
    const email = `robot.${started ? 'started' : 'early'}.${Date.now()}@spam-bolag.se`;
    // Before: the island's code comes seconds after the send, as on a slow phone, and the loader hands the send
    // on then; it is still timed from the first focus to the press, not to the moment the island could see it.
    const release = started ? () => {} : await holdIslands(page);
    await page.goto('/kontakt', { waitUntil: started ? 'load' : 'domcontentloaded' });
    const island = page.locator('fyrtorn-island[data-island="contact-form"]');
    if (started) {
      // The island starts as the visitor scrolls to the form.
      await form(page).scrollIntoViewIfNeeded();
      await expect(island).toHaveAttribute('data-island-ready', '');
    }
    await fillAndSendAtOnce(page, email);
    if (!started) {
      await page.waitForTimeout(E2E_MIN_FILL_MS + 200);
      await expect(island).not.toHaveAttribute('data-island-ready');
      release();
    }
    await expect(toasts(page, sv).getByRole('status')).toContainText(sv.ContactForm.toast.successTitle, SEND_TIMEOUT);
    const { rows, outbox } = await stored(page);
    expect(rows.find((r) => r.email === email)).toMatchObject({
      first_name: 'Robot',
      notification_status: 'spam',
      spam_reason: 'too_fast',
    });
    expect(outbox.some((mail) => mail.includes(email))).toBe(false);
  });
}

test('a form whose hidden honeypot was filled is thanked like any other, and set aside: stored with why, not mailed', async ({
  page,
}) => {
  test.slow();
  const email = `honeypot.${Date.now()}@nordljus.se`;
  await page.goto('/kontakt');
  await fillValid(page, sv, { email });
  // What a bot does that fills every input of the page; a person never sees or reaches this one.
  await form(page)
    .locator('input[name="website"]')
    .evaluate((input: HTMLInputElement) => {
      input.value = 'https://spam.example';
    });
  await takeYourTime(page);
  await form(page).getByRole('button', { name: sv.ContactForm.submit }).click();
  await expect(toasts(page, sv).getByRole('status')).toContainText(sv.ContactForm.toast.successTitle, SEND_TIMEOUT);
  const { rows, outbox } = await stored(page);
  expect(rows.find((r) => r.email === email)).toMatchObject({
    first_name: 'Anna',
    notification_status: 'spam',
    spam_reason: 'honeypot',
  });
  expect(outbox.some((mail) => mail.includes(email))).toBe(false);
});
