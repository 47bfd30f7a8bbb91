// The notification e-mail's words in the company's language (MAIL_LOCALE). They live here, not in the
// site's messages/: Supabase deploys this folder and _shared/ alone, and the e-mail is the company's,
// never a visitor's. One type for both languages: a label missing in one fails `deno check`.
import type { AdditionalServiceOption, EnquiryLocale, ServiceOption } from '../_shared/contact-constants.ts';
import type { EnquiryChannel } from '../_shared/enquiry-pages.ts';

export const mailLocales = ['sv', 'en'] as const;
export type MailLocale = (typeof mailLocales)[number];
export const DEFAULT_MAIL_LOCALE: MailLocale = 'sv';

export function isMailLocale(value: string): value is MailLocale {
  return (mailLocales as readonly string[]).includes(value);
}

export interface NotificationText {
  /** The subject before the company and service, e.g. "New enquiry". */
  subject: string;
  labels: {
    replyIn: string;
    name: string;
    company: string;
    orgNumber: string;
    email: string;
    phone: string;
    service: string;
    additionalServices: string;
    campaign: string;
    source: string;
    enquiryId: string;
    submittedVia: string;
    message: string;
  };
  /** Which language to answer the prospect in: the language of the page they wrote on. */
  replyIn: Record<EnquiryLocale, string> & { unrecorded: string };
  services: Record<ServiceOption, string>;
  additionalServices: Record<AdditionalServiceOption, string>;
  /** How the enquiry arrived: the form with its script, or the browser's own post without it. */
  submittedVia: Record<EnquiryChannel, string>;
}

export const notificationText: Record<MailLocale, NotificationText> = {
  sv: {
    subject: 'Ny förfrågan',
    labels: {
      replyIn: 'Svara på',
      name: 'Namn',
      company: 'Företag',
      orgNumber: 'Organisationsnummer',
      email: 'E-post',
      phone: 'Telefon',
      service: 'Tjänst',
      additionalServices: 'Plustjänster',
      campaign: 'Kampanj',
      source: 'Källa',
      enquiryId: 'Förfrågans id',
      submittedVia: 'Skickad med',
      message: 'Meddelande',
    },
    replyIn: {
      sv: 'svenska (förfrågan kom från den svenska webbplatsen)',
      en: 'engelska (förfrågan kom från den engelska webbplatsen)',
      unrecorded: 'svenska eller engelska (språket registrerades inte)',
    },
    services: {
      fdaas: 'FDaaS (ekonomiavdelning som tjänst)',
      pdaas: 'PDaaS (löne- och HR-avdelning som tjänst)',
      arspaket: 'Årspaket/holding',
      other: 'Övrigt/allmän förfrågan',
    },
    additionalServices: {
      radgivning: 'Rådgivning',
      'hr-tjanster': 'HR-tjänster',
      skatteradgivning: 'Skatterådgivning',
    },
    submittedVia: {
      script: 'formuläret (med JavaScript)',
      form: 'formuläret utan JavaScript (webbläsarens eget formulär)',
    },
  },
  en: {
    subject: 'New enquiry',
    labels: {
      replyIn: 'Reply in',
      name: 'Name',
      company: 'Company',
      orgNumber: 'Company registration number',
      email: 'E-mail',
      phone: 'Phone',
      service: 'Service',
      additionalServices: 'Additional services',
      campaign: 'Campaign',
      source: 'Source',
      enquiryId: 'Enquiry id',
      submittedVia: 'Sent with',
      message: 'Message',
    },
    replyIn: {
      sv: 'Swedish (the enquiry came from the Swedish site)',
      en: 'English (the enquiry came from the English site)',
      unrecorded: 'Swedish or English (the language was not recorded)',
    },
    services: {
      fdaas: 'FDaaS (finance department as a service)',
      pdaas: 'PDaaS (payroll and HR department as a service)',
      arspaket: 'Annual/holding package',
      other: 'Other/general enquiry',
    },
    additionalServices: {
      radgivning: 'Advisory',
      'hr-tjanster': 'HR services',
      skatteradgivning: 'Tax advisory',
    },
    submittedVia: {
      script: 'the form (with JavaScript)',
      form: "the form without JavaScript (the browser's own form post)",
    },
  },
};
