import { sv, en } from './messages';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { site } from '../lib/site';
import { STATIC_PORT } from './servers';
import { box, fillValid, form, stored } from './contact-form';

// An enquiry from a visitor whose browser runs no script (switched off, blocked, failed to load, not
// started yet): the browser posts the form itself to the real enquiry function (the local backend,
// e2e/backend-server.mjs), which stores it and sends the browser to the site's thank-you or error page.

const cases = [
  { locale: 'sv', m: sv, prefix: '' },
  { locale: 'en', m: en, prefix: '/en' },
] as const;

const send = (page: Page, m: typeof sv) => form(page).getByRole('button', { name: m.ContactForm.submit }).click();

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
});

for (const { locale, m, prefix } of cases) {
  test.describe(`without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test('a valid enquiry lands on the thank-you page; the row and the e-mail hold every value', async ({ page }) => {
      const email = `utan-skript.${locale}.${Date.now()}@nordljus.se`;
      await page.goto(`${prefix}/kontakt`);
      await fillValid(page, m, { email });
      await box(page, `${m.ContactForm.labels.orgNumber} ${m.ContactForm.optional}`).fill('556987-6543');
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await send(page, m);

      // The function's own answer first, so a failure tells an unanswered or refused post from a slow page.
      const thanks = `http://localhost:${STATIC_PORT}${prefix}/kontakt/tack`;
      const response = await answer;
      expect([response.status(), response.headers().location]).toEqual([303, thanks]);
      await expect(page).toHaveURL(thanks);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.ContactForm.toast.successTitle);
      await expect(page.locator('main')).toContainText(m.ContactForm.toast.successDescription);

      const { rows, outbox } = await stored(page);
      const row = rows.find((r) => r.email === email);
      expect(row).toMatchObject({
        first_name: 'Anna',
        last_name: 'Berg',
        phone: '070-123 45 67',
        company: 'Nordljus AB',
        org_number: '556987-6543',
        service: 'pdaas',
        additional_services: ['hr-tjanster'],
        message: 'Vi behöver hjälp med lön och HR för 12 anställda.',
        gdpr_consent: true,
        locale,
        submitted_via: 'form',
        notification_status: 'sent',
        spam_reason: null,
      });
      const mails = outbox.filter((mail) => mail.includes(email));
      expect(mails).toHaveLength(1);
      const text = (JSON.parse(mails[0]) as { text: string }).text.split('\n');
      expect(text).toEqual(
        expect.arrayContaining([
          'Namn: Anna Berg',
          `E-post: ${email}`,
          'Telefon: 070-123 45 67',
          'Företag: Nordljus AB',
          'Organisationsnummer: 556987-6543',
          'Tjänst: PDaaS (löne- och HR-avdelning som tjänst)',
          'Plustjänster: HR-tjänster',
          `Svara på: ${locale === 'sv' ? 'svenska' : 'engelska'} (förfrågan kom från den ${locale === 'sv' ? 'svenska' : 'engelska'} webbplatsen)`,
          'Skickad med: formuläret utan JavaScript (webbläsarens eget formulär)',
          'Vi behöver hjälp med lön och HR för 12 anställda.',
        ]),
      );
    });

    test("the browser's own checks stop an empty form and a free-mail address before anything is posted", async ({
      page,
    }) => {
      await page.goto(`${prefix}/kontakt`);
      let posted = false;
      page.on('request', (request) => {
        if (request.method() === 'POST') posted = true;
      });
      await send(page, m);
      await expect(form(page).locator(':invalid').first()).toBeAttached();
      await fillValid(page, m, { email: 'anna@GMAIL.com' });
      await send(page, m);
      expect(
        await box(page, m.ContactForm.labels.email).evaluate(
          (input: HTMLInputElement) => input.validity.patternMismatch,
        ),
      ).toBe(true);
      await page.waitForTimeout(300);
      expect(posted).toBe(false);
      await expect(page).toHaveURL(new RegExp(`${prefix}/kontakt$`));
    });

    test("a free-mail address posted past the browser's checks lands on the error page about the e-mail field; nothing is stored; Back keeps what was typed", async ({
      page,
    }) => {
      const email = `anna.${locale}.${Date.now()}@hotmail.se`;
      await page.goto(`${prefix}/kontakt`);
      await fillValid(page, m, { email });
      // A browser without the pattern check (older ones) posts the address as typed.
      await box(page, m.ContactForm.labels.email).evaluate((input) => input.removeAttribute('pattern'));
      await send(page, m);

      await expect(page).toHaveURL(`http://localhost:${STATIC_PORT}${prefix}/kontakt/fel#email-emailCorporate`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.EnquiryFailed.title);
      const section = page.locator('#email-emailCorporate');
      await expect(section).toBeVisible();
      await expect(section).toHaveText(
        m.EnquiryFailed.fieldRule
          .replace('<field>{label}</field>', m.ContactForm.labels.email)
          .replace('{message}', m.Validation.emailCorporate),
      );
      // Only the section the address names: no other rule, and not the general advice.
      await expect(page.locator('main p[id]:visible')).toHaveCount(1);
      await expect(page.getByText(m.EnquiryFailed.general.replace('{email}', site.email))).toBeHidden();
      await expect(page.getByRole('link', { name: m.EnquiryFailed.toForm })).toHaveAttribute(
        'href',
        `${prefix}/kontakt#contact-form`,
      );
      expect((await stored(page)).rows.some((r) => r.email === email)).toBe(false);

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${prefix}/kontakt$`));
      await expect(box(page, m.ContactForm.labels.email)).toHaveValue(email);
      await expect(box(page, m.ContactForm.labels.firstName)).toHaveValue('Anna');
      await expect(box(page, m.ContactForm.labels.message)).toHaveValue(
        'Vi behöver hjälp med lön och HR för 12 anställda.',
      );
    });

    test('a filled honeypot is thanked like any other and set aside: stored with why, not mailed', async ({ page }) => {
      const email = `honung.${locale}.${Date.now()}@nordljus.se`;
      await page.goto(`${prefix}/kontakt`);
      await fillValid(page, m, { email });
      // What a bot does that fills every input of the page; a person never sees or reaches this one.
      await form(page)
        .locator('input[name="website"]')
        .evaluate((input: HTMLInputElement) => {
          input.value = 'https://spam.example';
        });
      await send(page, m);
      await expect(page).toHaveURL(`http://localhost:${STATIC_PORT}${prefix}/kontakt/tack`);
      const { rows, outbox } = await stored(page);
      expect(rows.find((r) => r.email === email)).toMatchObject({
        notification_status: 'spam',
        spam_reason: 'honeypot',
        submitted_via: 'form',
      });
      expect(outbox.some((mail) => mail.includes(email))).toBe(false);
    });

    test('a post from a foreign origin is refused and nothing is stored', async ({ page }) => {
      // The same page on an origin the function does not serve (its allowlist has localhost only).
      const email = `fel-ursprung.${locale}.${Date.now()}@nordljus.se`;
      await page.goto(`http://127.0.0.1:${STATIC_PORT}${prefix}/kontakt`);
      await fillValid(page, m, { email });
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await send(page, m);
      expect((await answer).status()).toBe(403);
      await expect(page.locator('body')).toContainText('forbidden_origin');
      expect((await stored(page)).rows.some((r) => r.email === email)).toBe(false);
    });
  });
}

test.describe('the error page', () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, m, prefix } of cases) {
    test(`shows the general advice without a fragment, and what to do when the fault is ours (${locale})`, async ({
      page,
    }) => {
      const general = m.EnquiryFailed.general.replace('{email}', site.email);
      await page.goto(`${prefix}/kontakt/fel`);
      await expect(page.getByText(general)).toBeVisible();
      await page.goto(`${prefix}/kontakt/fel#unavailable`);
      await expect(page.locator('#unavailable')).toBeVisible();
      await expect(page.locator('#unavailable')).toHaveText(
        m.ContactForm.errors.unavailable.replace('{email}', site.email),
      );
      await expect(page.getByText(general)).toBeHidden();
      // On a small phone the page stays at its top: the heading above the section stays in view too.
      await page.setViewportSize({ width: 320, height: 568 });
      await page.goto(`${prefix}/kontakt/fel#message-min`);
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      await expect(page.locator('#message-min')).toBeInViewport();
      await page.goto(`${prefix}/kontakt/fel#rate_limited`);
      await expect(page.locator('#rate_limited')).toHaveText(
        m.EnquiryFailed.rateLimited.replace('{email}', site.email),
      );
      await expect(page.locator('#unavailable')).toBeHidden();
    });
  }
});

test('with its scripts failing to load, the form still sends: a click posts it natively', async ({ page }) => {
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  const email = `blockerat.${Date.now()}@nordljus.se`;
  await page.goto('/kontakt', { waitUntil: 'domcontentloaded' });
  await fillValid(page, sv, { email });
  await send(page, sv);
  await expect(page).toHaveURL(`http://localhost:${STATIC_PORT}/kontakt/tack`);
  expect((await stored(page)).rows.find((r) => r.email === email)).toMatchObject({
    submitted_via: 'form',
    notification_status: 'sent',
  });
});
