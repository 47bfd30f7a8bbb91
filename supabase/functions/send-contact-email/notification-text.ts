// The notification e-mail's words in the company's language (MAIL_LOCALE). They live here, not in the
// site's messages/: Supabase deploys this folder and _shared/ alone, and the e-mail is the company's,
// never a visitor's. One type for both languages: a label missing in one fails `deno check`.
import type { AdditionalServiceOption, EnquiryLocale, ServiceOption } from '../_shared/contact-constants.ts';
import type { EnquiryChannel } from '../_shared/enquiry-pages.ts';

export const mailLocales = ['sv', 'en'] as const;
export type MailLocale = (typeof mailLocales)[number];
export const DEFAULT_MAIL_LOCALE: MailLocale = 'sv';

/** The company's notices about the form itself, one per kind and day (contact_notices). */
export const noticeKinds = ['storage_ceiling', 'set_aside_pile_up'] as const;
export type NoticeKind = (typeof noticeKinds)[number];

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
  /** The digest of enquiries held above the hourly mail ceiling. */
  digest: { subject: (count: number) => string; intro: (count: number) => string; received: string };
  /** The notices about the form itself, each a subject and its lines. */
  notices: Record<NoticeKind, { subject: (count: number) => string; lines: (count: number) => string[] }>;
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
      arspaket: 'Årspaket (aktiebolag och holdingbolag)',
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
    digest: {
      subject: (count) => `Sammanställning: ${count} förfrågningar som väntade`,
      intro: (count) =>
        `Webbplatsen fick fler förfrågningar än vanligt och e-postade dem inte en och en. Här är ${count} av dem, äldst först. Alla är sparade i databasen. Svara var och en på den e-postadress som står där.`,
      received: 'Mottagen',
    },
    notices: {
      storage_ceiling: {
        subject: (count) => `Kontaktformuläret tar inte emot fler förfrågningar i dag (${count} sparade)`,
        lines: (count) => [
          `I dag har webbplatsen sparat ${count} förfrågningar, det högsta antal den sparar på ett dygn. Det tyder på att någon skickar förfrågningar automatiskt.`,
          'Resten av dygnet får den som skickar formuläret ett meddelande om att försöka igen senare eller mejla er. I morgon tar formuläret emot förfrågningar som vanligt.',
          'Se dagens förfrågningar: select id, created_at, company, email, notification_status from contact_enquiries where created_at >= current_date order by created_at;',
        ],
      },
      set_aside_pile_up: {
        subject: (count) => `${count} förfrågningar har lagts åt sidan i dag`,
        lines: (count) => [
          `I dag har ${count} förfrågningar lagts åt sidan som misstänkt automatiska, fler än vanligt. En riktig person kan finnas bland dem.`,
          'Se dem: select id, created_at, spam_reason, first_name, last_name, email, company, message from contact_enquiries_spam order by created_at desc;',
          "Släpp en riktig förfrågan med dess id: select contact_enquiry_release('<id>'); Nästa schemalagda körning skickar den då som vanligt.",
        ],
      },
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
      arspaket: 'Annual package (limited and holding companies)',
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
    digest: {
      subject: (count) => `Digest: ${count} enquiries that were waiting`,
      intro: (count) =>
        `The website received more enquiries than usual and did not e-mail them one by one. Here are ${count} of them, oldest first. All are stored in the database. Reply to each at the e-mail address it gives.`,
      received: 'Received',
    },
    notices: {
      storage_ceiling: {
        subject: (count) => `The contact form takes no more enquiries today (${count} stored)`,
        lines: (count) => [
          `Today the website has stored ${count} enquiries, the most it stores in one day. This suggests someone is sending enquiries automatically.`,
          'For the rest of the day, whoever sends the form is asked to try again later or to e-mail you. Tomorrow the form takes enquiries as usual.',
          "See today's enquiries: select id, created_at, company, email, notification_status from contact_enquiries where created_at >= current_date order by created_at;",
        ],
      },
      set_aside_pile_up: {
        subject: (count) => `${count} enquiries have been set aside today`,
        lines: (count) => [
          `Today ${count} enquiries have been set aside as suspected automated ones, more than usual. A real person may be among them.`,
          'See them: select id, created_at, spam_reason, first_name, last_name, email, company, message from contact_enquiries_spam order by created_at desc;',
          "Release a real one by its id: select contact_enquiry_release('<id>'); The next scheduled run then sends it as usual.",
        ],
      },
    },
  },
};
