import type { ReactNode } from 'react';
import { createTranslator } from 'next-intl';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/site';
import { contactFormText } from '@/components/contact/contact-form-text';
import { validationMessage } from '@/components/contact/validation-message';
import {
  fieldRuleSection,
  formFailureSections,
  formFieldRules,
  type FormFailureSection,
  type FormRuleField,
} from '@/lib/validations/enquiry-pages';

// The browser scrolls to the section the address names; a margin taller than the screen keeps the page
// at its top, so the heading above the section stays in view (the section follows it within the screen).
const sectionClass =
  'hidden scroll-mt-[100vh] rounded-xl border border-red-700 bg-card p-5 text-foreground target:block dark:border-red-300';

/**
 * One section per rule a form post can break and per failure, each shown only when the address's
 * fragment names it (CSS :target, no script): the function's redirect names the first refused field's
 * rule, or the failure. Without a fragment the general advice shows; it hides once a section is shown.
 */
export function FailureSections({ locale, general }: { locale: Locale; general: string }) {
  const messages = loadMessages(locale);
  const form = contactFormText(locale);
  const t = createTranslator({ locale, messages, namespace: 'EnquiryFailed' });
  const tf = createTranslator({ locale, messages, namespace: 'ContactForm' });
  const label = (field: FormRuleField) =>
    field === 'gdprConsent' ? messages.EnquiryFailed.consentLabel : form.labels[field];

  const failures: Record<FormFailureSection, string> = {
    invalid_request: tf('errors.invalid_request', { email: site.email }),
    too_large: tf('errors.too_large', { email: site.email }),
    unavailable: tf('errors.unavailable', { email: site.email }),
    rate_limited: t('rateLimited', { email: site.email }),
    busy: t('busy', { email: site.email }),
  };
  const fieldRules = (Object.entries(formFieldRules) as [FormRuleField, readonly string[]][]).flatMap(
    ([field, kinds]) =>
      kinds.map((kind) => ({
        id: fieldRuleSection(field, kind),
        content: t.rich('fieldRule', {
          label: label(field),
          message: validationMessage(field, kind, form.validation) ?? '',
          field: (chunks: ReactNode) => <strong>{chunks}</strong>,
        }),
      })),
  );

  return (
    <div className="group mt-6">
      <p className="rounded-xl border border-border bg-card p-5 text-foreground group-has-[:target]:hidden">
        {general}
      </p>
      {fieldRules.map(({ id, content }) => (
        <p key={id} id={id} className={sectionClass}>
          {content}
        </p>
      ))}
      {formFailureSections.map((code) => (
        <p key={code} id={code} className={sectionClass}>
          {failures[code]}
        </p>
      ))}
    </div>
  );
}
