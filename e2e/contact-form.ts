import { expect, type Page } from '@playwright/test';
import type { Messages } from '../lib/i18n/messages';
import { INSPECT_URL } from './ports';

// The contact form as a visitor finds it: by its labels, in the page's language.
export const form = (page: Page) => page.locator('#contact-form form');
/** The form's live regions (Next has a role=alert route announcer of its own). */
export const toasts = (page: Page, m: Messages) => page.getByRole('region', { name: m.ContactForm.toast.label });
// Sending waits for the Supabase client's first start; on a busy machine that takes seconds.
export const SEND_TIMEOUT = { timeout: 20_000 };
export const box = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });

export async function fillValid(page: Page, m: Messages, values: { email?: string; message?: string } = {}) {
  const l = m.ContactForm.labels;
  await box(page, l.firstName).fill('Anna');
  await box(page, l.lastName).fill('Berg');
  await box(page, l.email).fill(values.email ?? 'anna@nordljus.se');
  await box(page, l.phone).fill('070-123 45 67');
  await box(page, l.company).fill('Nordljus AB');
  await form(page).getByRole('combobox', { name: l.service }).selectOption('pdaas');
  await form(page).getByRole('checkbox', { name: m.ContactForm.additionalServices['hr-tjanster'] }).check();
  await box(page, l.message).fill(values.message ?? 'Vi behöver hjälp med lön och HR för 12 anställda.');
  await form(page)
    .getByRole('checkbox', { name: /personuppgifter|personal data/ })
    .check();
}

export type Row = Record<string, unknown>;

/** What the local backend holds (e2e/backend-server.mjs): every stored row, and every e-mail in its outbox. */
export async function stored(page: Page): Promise<{ rows: Row[]; outbox: string[] }> {
  const response = await page.request.get(`${INSPECT_URL}/enquiries`);
  expect(response.ok()).toBe(true);
  return response.json();
}
