// The e-mail to the company about a new enquiry. Everything the visitor typed is escaped in the
// HTML part and stripped of line breaks in the subject, so it is shown as text, never interpreted.
import type { ContactEnquiry } from '../_shared/contact-schema.ts';
import type { EnquiryChannel } from '../_shared/enquiry-pages.ts';
import { type MailLocale, notificationText } from './notification-text.ts';

export interface Notification {
  id: string;
  subject: string;
  html: string;
  text: string;
  /** The visitor's address, so that a reply goes straight to them. */
  replyTo: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

/** The e-mail about one enquiry, worded in the company's language (the reply line names the prospect's). */
export function buildNotification(
  enquiry: ContactEnquiry & { id: string; submittedVia: EnquiryChannel },
  mailLocale: MailLocale,
): Notification {
  const words = notificationText[mailLocale];
  const { labels } = words;
  const rows: [string, string][] = [
    // Rows stored before the language was recorded have none.
    [labels.replyIn, words.replyIn[enquiry.locale] ?? words.replyIn.unrecorded],
    [labels.name, `${enquiry.firstName} ${enquiry.lastName}`],
    [labels.company, enquiry.company],
    [labels.orgNumber, enquiry.orgNumber ?? '–'],
    [labels.email, enquiry.email],
    [labels.phone, enquiry.phone],
    [labels.service, words.services[enquiry.service]],
    [
      labels.additionalServices,
      enquiry.additionalServices.length
        ? enquiry.additionalServices.map((id) => words.additionalServices[id]).join(', ')
        : '–',
    ],
    [labels.campaign, enquiry.campaign ?? '–'],
    [labels.source, enquiry.source ?? '–'],
    [labels.enquiryId, enquiry.id],
    [labels.submittedVia, words.submittedVia[enquiry.submittedVia]],
  ];
  const subject = oneLine(
    `${words.subject} [${enquiry.locale}]: ${enquiry.company} (${words.services[enquiry.service]})`,
  ).slice(0, 200);
  const html = [
    `<!doctype html><html lang="${mailLocale}"><body style="font-family:sans-serif">`,
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    '<table cellpadding="4">',
    ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<h2 style="font-size:16px">${escapeHtml(labels.message)}</h2><p style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</p>`,
    '</body></html>',
  ].join('\n');
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), '', `${labels.message}:`, enquiry.message].join(
    '\n',
  );
  return { id: enquiry.id, subject, html, text, replyTo: oneLine(enquiry.email) };
}
