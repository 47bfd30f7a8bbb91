import { sv, en } from './messages';
import type { Page, Route } from '@playwright/test';
import { expect, holdIslands, test } from './fixtures';
import { site } from '../lib/site';
import { enquiryErrorCodes, type EnquiryErrorCode } from '../supabase/functions/_shared/enquiry-answer';
import { SEND_TIMEOUT, box, fillValid, form, toasts } from './contact-form';
import { axeViolations, loadAxe } from './axe';
import { htmlcsErrors, loadHtmlcs } from './htmlcs';

// The contact page against the static export. The Edge Function is mocked at its URL here; the
// whole path to the real local backend and its database is e2e/enquiry.spec.ts.
const FUNCTION_URL = '**/functions/v1/send-contact-email';
const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};

const cases = [
  {
    path: '/kontakt',
    locale: 'sv',
    m: sv,
    prefix: '',
    canonical: 'https://www.fyrtorn.example/kontakt',
  },
  {
    path: '/en/kontakt',
    locale: 'en',
    m: en,
    prefix: '/en',
    canonical: 'https://www.fyrtorn.example/en/kontakt',
  },
] as const;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
});

/** Answers the function's URL (and its CORS preflight) with `status` and `body`; records what was sent. */
async function mockFunction(page: Page, status: number, body: unknown) {
  const sent: unknown[] = [];
  await page.route(FUNCTION_URL, async (route: Route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    sent.push(route.request().postDataJSON());
    return route.fulfill({
      status,
      headers: { ...cors, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  });
  return sent;
}

for (const { path, locale, m, prefix, canonical } of cases) {
  const c = m.Contact;
  const mailto = `mailto:${site.email}`;

  test.describe(`contact ${path}`, () => {
    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the form is in place, with its fields and its button', async ({ page }) => {
        await page.goto(path);
        const form = page.locator('#contact-form form');
        await expect(form.getByLabel(m.ContactForm.labels.firstName, { exact: false })).toBeVisible();
        await expect(form.getByRole('button', { name: m.ContactForm.submit })).toBeVisible();
      });
    });

    test('shows the breadcrumb, hero, form, cards, FAQ and call to action', async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.hero.title);

      const trail = page.getByRole('navigation', { name: m.Common.breadcrumbLabel });
      await expect(trail.getByRole('link', { name: m.Common.home })).toHaveAttribute('href', prefix || '/');
      if (locale === 'sv') await expect(trail.getByRole('link', { name: 'Hem' })).toHaveAttribute('href', '/');
      await expect(trail.locator('[aria-current="page"]')).toHaveText(c.breadcrumb);

      const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
      await expect(hero.getByRole('link', { name: site.email })).toHaveAttribute('href', mailto);
      await expect(hero.getByRole('link', { name: c.hero.toForm })).toHaveAttribute('href', '#contact-form');
      await expect(hero.getByRole('link', { name: c.hero.sendEmail })).toHaveAttribute('href', mailto);

      await expect(page.locator('#top')).toHaveCount(1);
      await expect(page.locator('#contact-form')).toHaveCount(1);
      const privacy = form(page).getByRole('link');
      await expect(privacy).toHaveCount(2);
      for (const link of await privacy.all()) await expect(link).toHaveAttribute('href', `${prefix}/integritetspolicy`);
      await expect(box(page, m.ContactForm.labels.orgNumber + ' ' + m.ContactForm.optional)).toHaveAttribute(
        'placeholder',
        '556XXXX-XXXX',
      );
      await expect(form(page).getByRole('combobox').locator('option')).toHaveCount(5);
      await expect(form(page).getByRole('checkbox')).toHaveCount(4);

      const contactSection = page.getByRole('region', { name: c.form.heading });
      await expect(contactSection.getByRole('link', { name: site.email, exact: true })).toHaveAttribute('href', mailto);
      await expect(contactSection).toContainText(c.emailCard.responseTime);
      for (const network of ['instagram', 'linkedin', 'facebook'] as const) {
        const link = contactSection.getByRole('link', {
          name: new RegExp(`^${c.socialCard[network]}`),
        });
        await expect(link).toHaveAttribute('href', site.social[network]);
        await expect(link).toHaveAttribute('target', '_blank');
        const rel = ((await link.getAttribute('rel')) ?? '').split(/\s+/);
        expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      }

      await expect(page.locator('details[name="contact-faq"]')).toHaveCount(4);
      const cta = page.getByRole('region', { name: c.cta.title });
      await expect(cta.getByRole('link', { name: c.cta.toTop })).toHaveAttribute('href', '#top');
      await expect(cta.getByRole('link', { name: c.cta.sendEmail })).toHaveAttribute('href', mailto);
    });

    test('has its metadata and structured data (BreadcrumbList, FAQPage of 4)', async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${c.meta.title} | ${m.Metadata.siteName}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(page.locator('link[hreflang="sv"]')).toHaveAttribute('href', 'https://www.fyrtorn.example/kontakt');
      await expect(page.locator('link[hreflang="en"]')).toHaveAttribute(
        'href',
        'https://www.fyrtorn.example/en/kontakt',
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', c.meta.description);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const docs = blocks.flatMap((text) => JSON.parse(text) as unknown).flat() as {
        '@type': string;
        mainEntity?: unknown[];
        itemListElement?: { name: string; item: string }[];
      }[];
      expect(docs.find((d) => d['@type'] === 'FAQPage')?.mainEntity).toHaveLength(4);
      const crumbs = docs.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement;
      expect(crumbs?.map((i) => i.name)).toEqual([m.Common.home, c.breadcrumb]);
      expect(crumbs?.[1].item).toBe(canonical);
    });

    test('the honeypot: pa11y finds no unnamed field in the form; Tab and screen readers never reach it; bots see a text input', async ({
      page,
    }) => {
      await loadHtmlcs(page);
      await page.goto(path);
      expect(await htmlcsErrors(page, '#contact-form form')).toEqual([]);

      const trap = form(page).locator('input[name="website"]');
      await expect(trap).toBeHidden();
      await expect(trap).toHaveAttribute('type', 'text');
      expect(await form(page).ariaSnapshot()).not.toContain(m.ContactForm.honeypotLabel);
      await expect(form(page).getByRole('textbox', { includeHidden: false })).toHaveCount(7);

      // Tab from the first field to the submit button and on: every stop is a visible control, never the trap.
      await box(page, m.ContactForm.labels.firstName).focus();
      for (let stop = 0; stop < 20; stop++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const el = document.activeElement as HTMLInputElement | null;
          return { name: el?.getAttribute('name') ?? el?.tagName ?? '', inForm: Boolean(el?.closest('form')) };
        });
        expect(focused.name).not.toBe('website');
        if (!focused.inForm) break;
      }
    });

    test('the hero button scrolls to the form, the closing button back to the top', async ({ page }) => {
      await page.goto(path);
      await page.getByRole('link', { name: c.hero.toForm }).click();
      await expect(page).toHaveURL(/#contact-form$/);
      await expect(page.getByRole('heading', { name: c.form.heading })).toBeInViewport();
      await page.getByRole('link', { name: c.cta.toTop }).click();
      await expect(page).toHaveURL(/#top$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    });

    test('shows the validation messages in the page language, tied to the fields', async ({ page }) => {
      test.slow();
      await page.goto(path);
      const l = m.ContactForm.labels;
      await form(page).getByRole('button', { name: m.ContactForm.submit }).click();
      // The first check waits for the validation code, which loads on demand.
      await expect(box(page, l.firstName)).toHaveAttribute('aria-invalid', 'true', SEND_TIMEOUT);
      await expect(box(page, l.firstName)).toHaveAccessibleDescription(m.Validation.required);
      await expect(form(page).getByRole('combobox', { name: l.service })).toHaveAccessibleDescription(
        m.Validation.serviceRequired,
      );
      await expect(form(page).getByText(m.Validation.gdprRequired)).toBeVisible();
      await expect(form(page).getByText(m.Validation.required)).toHaveCount(6);

      await box(page, l.email).fill('anna@hotmail.com');
      await expect(form(page).getByText(m.Validation.emailCorporate)).toBeVisible();
      await box(page, l.message).fill('Kort');
      await expect(form(page).getByText(m.Validation.min.replace('{min}', '10'))).toBeVisible();
      await box(page, l.firstName).fill('Anna');
      await expect(box(page, l.firstName)).not.toHaveAttribute('aria-invalid', 'true');
    });

    test("a send before the form's island has started gets the form's own messages, and what was typed stays", async ({
      page,
    }) => {
      test.slow();
      // The island's code is held back: the page is shown, and the visitor acts at once.
      const release = await holdIslands(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const l = m.ContactForm.labels;
      await box(page, l.firstName).fill('Anna');
      const send = form(page).getByRole('button', { name: m.ContactForm.submit });
      await send.click();
      // Not the browser's own check, which would move to the first empty field with a bubble of its own.
      await expect(send).toBeFocused();
      await expect(box(page, l.firstName)).not.toHaveAttribute('aria-invalid');
      release();
      // The one press is answered once the island is there, with the catalog's messages on every field.
      await expect(box(page, l.lastName)).toHaveAttribute('aria-invalid', 'true', SEND_TIMEOUT);
      await expect(box(page, l.lastName)).toHaveAccessibleDescription(m.Validation.required);
      await expect(form(page).getByText(m.Validation.gdprRequired)).toBeVisible();
      await expect(form(page).getByText(m.Validation.required)).toHaveCount(5);
      await expect(box(page, l.firstName)).toHaveValue('Anna');
      await expect(box(page, l.firstName)).not.toHaveAttribute('aria-invalid', 'true');
    });

    test("a failing function shows a destructive toast in the page's language and keeps every value", async ({
      page,
    }) => {
      test.slow();
      const sent = await mockFunction(page, 503, { success: false, code: 'unavailable', error: 'Storage unavailable' });
      await page.goto(path);
      await fillValid(page, m);
      await form(page).getByRole('button', { name: m.ContactForm.submit }).click();
      const alert = toasts(page, m).getByRole('alert');
      await expect(alert).toContainText(m.ContactForm.toast.errorTitle, SEND_TIMEOUT);
      await expect(alert).toContainText(m.ContactForm.errors.unavailable.replace('{email}', site.email));
      await expect(alert).not.toContainText('Storage unavailable');
      expect(sent).toHaveLength(1);
      await expect(box(page, m.ContactForm.labels.firstName)).toHaveValue('Anna');
      await expect(box(page, m.ContactForm.labels.email)).toHaveValue('anna@nordljus.se');
      await expect(form(page).getByRole('combobox')).toHaveValue('pdaas');
      await expect(form(page).getByRole('checkbox', { name: /personuppgifter|personal data/ })).toBeChecked();
      await expect(form(page).getByRole('button', { name: m.ContactForm.submit })).toBeEnabled();
    });

    test('every error code of the function shows its catalog text, with what to do next', async ({ page }) => {
      test.slow();
      const statusOf: Record<EnquiryErrorCode, number> = {
        invalid_request: 400,
        invalid_fields: 400,
        // Answered twice in a row: the form's one resend under a new id meets it again.
        id_conflict: 409,
        unsupported_media_type: 415,
        forbidden_origin: 403,
        method_not_allowed: 405,
        too_large: 413,
        rate_limited: 429,
        busy: 429,
        unavailable: 503,
      };
      let answer: { code: EnquiryErrorCode } = { code: 'unavailable' };
      await page.route(FUNCTION_URL, async (route: Route) => {
        if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
        const body = {
          success: false,
          code: answer.code,
          error: 'English detail for developers',
          retryAfterSeconds: 150,
          ...(answer.code === 'invalid_fields' ? { fields: [{ field: 'message', kind: 'control' }] } : {}),
        };
        return route.fulfill({
          status: statusOf[answer.code],
          headers: { ...cors, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      });
      await page.goto(path);
      await fillValid(page, m);
      const alert = toasts(page, m).getByRole('alert');
      for (const code of enquiryErrorCodes) {
        answer = { code };
        await form(page).getByRole('button', { name: m.ContactForm.submit }).click();
        const text = m.ContactForm.errors[code].replace('{email}', site.email).replace('{minutes}', '3');
        await expect(alert, code).toContainText(text, SEND_TIMEOUT);
        await expect(alert).not.toContainText('English detail');
        await expect(box(page, m.ContactForm.labels.company)).toHaveValue('Nordljus AB');
      }
    });

    test('an unreachable backend names the e-mail address in the error toast', async ({ page }) => {
      test.slow();
      await page.route(FUNCTION_URL, (route) => route.abort('connectionrefused'));
      await page.goto(path);
      await fillValid(page, m);
      await form(page).getByRole('button', { name: m.ContactForm.submit }).click();
      const alert = toasts(page, m).getByRole('alert');
      await expect(alert).toContainText(m.ContactForm.toast.errorDesc.replace('{email}', site.email), SEND_TIMEOUT);
      await expect(alert).toContainText(m.ContactForm.toast.errorTitle);
      await expect(box(page, m.ContactForm.labels.company)).toHaveValue('Nordljus AB');
    });
  });
}

test('a successful send thanks the visitor, resets the form and sends campaign and source from the URL', async ({
  page,
}) => {
  test.slow();
  const sent = await mockFunction(page, 200, { success: true });
  await page.goto('/kontakt?campaign=host-2025&source=lp');
  await fillValid(page, sv);
  await form(page).getByRole('button', { name: sv.ContactForm.submit }).click();
  const status = toasts(page, sv).getByRole('status');
  await expect(status).toContainText('Tack för ditt meddelande!', SEND_TIMEOUT);
  await expect(status).toContainText('Vi återkommer inom kort.');
  await expect(box(page, sv.ContactForm.labels.firstName)).toHaveValue('');
  await expect(form(page).getByRole('combobox')).toHaveValue('');
  await expect(form(page).getByRole('checkbox', { name: /personuppgifter/ })).not.toBeChecked();
  expect(sent).toEqual([
    expect.objectContaining({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firstName: 'Anna',
      email: 'anna@nordljus.se',
      service: 'pdaas',
      additionalServices: ['hr-tjanster'],
      gdprConsent: true,
      campaign: 'host-2025',
      source: 'lp',
    }),
  ]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violation on the form with its errors and a toast shown (${theme})`, async ({ page }) => {
    test.slow();
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    await loadAxe(page);
    await mockFunction(page, 400, {
      success: false,
      code: 'invalid_fields',
      error: 'Invalid enquiry: email (invalid)',
      fields: [{ field: 'email', kind: 'invalid' }],
    });
    await page.goto('/kontakt');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await form(page).getByRole('button', { name: sv.ContactForm.submit }).click();
    await expect(form(page).getByText(sv.Validation.gdprRequired)).toBeVisible(SEND_TIMEOUT);
    expect(await axeViolations(page)).toEqual([]);

    await fillValid(page, sv);
    await form(page).getByRole('button', { name: sv.ContactForm.submit }).click();
    await expect(toasts(page, sv).getByRole('alert')).toContainText(sv.ContactForm.errors.invalid_fields, SEND_TIMEOUT);
    await expect(box(page, sv.ContactForm.labels.email)).toHaveAccessibleDescription(
      new RegExp(sv.Validation.invalidEmail),
    );
    // Checked once the toast has faded in: half-transparent text mid-animation is no colour a visitor reads.
    await expect(page.getByTestId('toast')).toHaveCSS('opacity', '1');
    expect(await axeViolations(page)).toEqual([]);
  });
}
