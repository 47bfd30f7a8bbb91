import { createTranslator } from 'next-intl';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/routes';
import { localizedPath } from '@/lib/i18n/localized-path';
import { site } from '@/lib/site';
import type { EnquiryFailureText } from '@/lib/supabase/enquiry-errors';
import { linkPart, linkedText, type LinkedText } from '@/components/ui/linked-text';
import type { ContactFormValues } from '@/lib/validations/contact';
import {
  contactLimits,
  type AdditionalServiceOption,
  type ServiceOption,
  type ValidationKind,
} from '@/lib/validations/contact-constants';
import { enquiryErrorCodes, type EnquiryErrorCode } from '@/lib/validations/enquiry-answer';

/** The fields a visitor fills in (the payload's id, campaign and source are not shown). */
export type FormField = Exclude<keyof ContactFormValues, 'id' | 'campaign' | 'source'>;

type TextField = Exclude<FormField, 'service' | 'additionalServices' | 'gdprConsent'>;

/** Validation messages, already translated and with their limits filled in, per kind and field. */
export type ValidationText = Record<Exclude<ValidationKind, 'min' | 'max'>, string> & {
  invalidEmail: string;
  max: Partial<Record<FormField, string>>;
  min: Partial<Record<FormField, string>>;
};

/** Every text the form island shows, translated on the server: the browser gets no i18n runtime. */
export type ContactFormText = {
  labels: Record<TextField | 'service' | 'additionalServices', string>;
  optional: string;
  requiredNote: string;
  emailHint: string;
  orgNumberPlaceholder: string;
  messagePlaceholder: string;
  servicePlaceholder: string;
  services: Record<ServiceOption, string>;
  additionalServices: Record<AdditionalServiceOption, string>;
  consent: LinkedText;
  footerNote: LinkedText;
  submit: string;
  submitting: string;
  /** The label of the field only bots fill (never shown; checkers want every field named). */
  honeypotLabel: string;
  toast: EnquiryFailureText & {
    label: string;
    successTitle: string;
    successDescription: string;
    errorTitle: string;
    dismiss: string;
  };
  validation: ValidationText;
};

export function contactFormText(locale: Locale): ContactFormText {
  const messages = loadMessages(locale);
  const form = messages.ContactForm;
  const t = createTranslator({ locale, messages, namespace: 'ContactForm' });
  const tv = createTranslator({ locale, messages, namespace: 'Validation' });
  const privacyLink = linkPart(localizedPath(locale, paths.privacy));

  const max: Partial<Record<FormField, string>> = {};
  const min: Partial<Record<FormField, string>> = {};
  for (const [field, limit] of Object.entries(contactLimits) as [string, { min?: number; max: number }][]) {
    max[field as FormField] = tv('max', { max: limit.max });
    if (limit.min !== undefined) min[field as FormField] = tv('min', { min: limit.min });
  }

  return {
    labels: form.labels,
    optional: form.optional,
    requiredNote: form.requiredNote,
    emailHint: form.emailHint,
    orgNumberPlaceholder: form.orgNumberPlaceholder,
    messagePlaceholder: form.messagePlaceholder,
    servicePlaceholder: form.servicePlaceholder,
    services: form.services,
    additionalServices: form.additionalServices,
    consent: linkedText(t.rich('consent', { link: privacyLink }), 'ContactForm.consent'),
    footerNote: linkedText(t.rich('footerNote', { link: privacyLink }), 'ContactForm.footerNote'),
    submit: form.submit,
    submitting: form.submitting,
    honeypotLabel: form.honeypotLabel,
    toast: {
      ...form.toast,
      errorDesc: t('toast.errorDesc', { email: site.email }),
      // {minutes} stays a placeholder: the form fills it in from the function's answer.
      errors: Object.fromEntries(
        enquiryErrorCodes.map((code) => [code, t(`errors.${code}`, { email: site.email, minutes: '{minutes}' })]),
      ) as Record<EnquiryErrorCode, string>,
    },
    validation: {
      required: tv('required'),
      invalid: tv('invalid'),
      control: tv('control'),
      singleLine: tv('singleLine'),
      loneSurrogate: tv('loneSurrogate'),
      invalidEmail: tv('invalidEmail'),
      emailCorporate: tv('emailCorporate'),
      serviceRequired: tv('serviceRequired'),
      gdprRequired: tv('gdprRequired'),
      max,
      min,
    },
  };
}
