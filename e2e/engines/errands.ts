import type { sv } from '../messages';
import { menuShown, type ElementQuery } from './in-page';
import type { Visitor } from './visitor';

// What a visitor does the same way with the page's JavaScript on and off (engines.spec.ts,
// without-script.spec.ts): the phone menu, and filling the contact form in.

/**
 * On a phone's screen, on the open Swedish page: opens the menu, closes it, opens it again and follows its
 * link to the contact page. Each step waits for the menu to show it.
 */
export async function openCloseAndFollowMenu(visitor: Visitor, m: typeof sv): Promise<void> {
  await visitor.click({ css: 'header summary', name: m.Nav.openMenu });
  await visitor.until(menuShown, 'the menu opens', 10_000, true);
  await visitor.click({ css: 'header summary', name: m.Nav.closeMenu });
  await visitor.until(menuShown, 'the menu closes', 10_000, false);
  await visitor.click({ css: 'header summary', name: m.Nav.openMenu });
  await visitor.until(menuShown, 'the menu opens again', 10_000, true);
  await visitor.click({ css: '#main-menu a', name: m.Nav.contact });
  await visitor.at('/kontakt');
}

/** An enquiry as the backend stores it, the values a visitor types and picks. */
export type EnquiryFields = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  additional_services?: readonly string[];
  message: string;
};

/** A field of the contact form, found by its label as a visitor finds it. */
export const formField = (name: string): ElementQuery => ({
  css: '#contact-form input, #contact-form textarea',
  name,
  prefix: true,
});

/**
 * Fills the contact form on the open page as a visitor does, field by field, and ticks the consent; does not
 * send. Resolves to the time the first field had its text: the form's clock starts at its first focus.
 */
export async function fillEnquiry(visitor: Visitor, m: typeof sv, sent: EnquiryFields): Promise<number> {
  const l = m.ContactForm.labels;
  await visitor.type(formField(l.firstName), sent.first_name);
  const started = Date.now();
  await visitor.type(formField(l.lastName), sent.last_name);
  await visitor.type(formField(l.email), sent.email);
  await visitor.type(formField(l.phone), sent.phone);
  await visitor.type(formField(l.company), sent.company);
  await visitor.select({ css: '#contact-form select', name: l.service, prefix: true }, sent.service);
  for (const service of sent.additional_services ?? []) {
    await visitor.click(
      formField(m.ContactForm.additionalServices[service as keyof typeof m.ContactForm.additionalServices]),
    );
  }
  await visitor.type(formField(l.message), sent.message);
  await visitor.click(formField(m.ContactForm.consent.replace(/<\/?\w+>/g, '')));
  return started;
}
