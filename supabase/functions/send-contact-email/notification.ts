// The e-mails to the company: one per enquiry, a digest of enquiries held above the mail ceiling, and
// notices about the form itself. Everything the visitor typed is escaped in the HTML part and kept to
// one line in the subject and the labelled lines, so it is shown as text, never interpreted.
import type { ContactEnquiry } from '../_shared/contact-schema.ts';
import type { EnquiryChannel } from '../_shared/enquiry-pages.ts';
import { type MailLocale, type NoticeKind, notificationText } from './notification-text.ts';

export interface Notification {
  id: string;
  subject: string;
  html: string;
  text: string;
  /** The visitor's address, so that a reply goes straight to them; none for a digest or a notice. */
  replyTo?: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const oneLine = (value: string) => value.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();

type MailedEnquiry = ContactEnquiry & { id: string; submittedVia: EnquiryChannel };

/**
 * One enquiry's lines, label and value. Each value is kept to one line: the schema refuses line
 * breaks in one-line fields, and a row stored before it did cannot forge a line in the e-mail either.
 */
function enquiryRows(enquiry: MailedEnquiry, mailLocale: MailLocale): [string, string][] {
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
  return rows.map(([label, value]) => [label, oneLine(value)]);
}

const htmlTable = (rows: [string, string][]) =>
  [
    '<table cellpadding="4">',
    ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
  ].join('\n');

const htmlMessage = (heading: string, message: string) =>
  `<h2 style="font-size:16px">${escapeHtml(heading)}</h2><p style="white-space:pre-wrap">${escapeHtml(message)}</p>`;

const htmlPage = (mailLocale: MailLocale, title: string, body: string[]) =>
  [
    `<!doctype html><html lang="${mailLocale}"><body style="font-family:sans-serif">`,
    `<h1 style="font-size:18px">${escapeHtml(title)}</h1>`,
    ...body,
    '</body></html>',
  ].join('\n');

/** The e-mail about one enquiry, worded in the company's language (the reply line names the prospect's). */
export function buildNotification(enquiry: MailedEnquiry, mailLocale: MailLocale): Notification {
  const words = notificationText[mailLocale];
  const rows = enquiryRows(enquiry, mailLocale);
  const subject = oneLine(
    `${words.subject} [${enquiry.locale}]: ${enquiry.company} (${words.services[enquiry.service]})`,
  ).slice(0, 200);
  const html = htmlPage(mailLocale, subject, [htmlTable(rows), htmlMessage(words.labels.message, enquiry.message)]);
  const text = [
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${words.labels.message}:`,
    enquiry.message,
  ].join('\n');
  return { id: enquiry.id, subject, html, text, replyTo: oneLine(enquiry.email) };
}

/** One e-mail for the enquiries held above the hourly mail ceiling: every one of them in full, oldest first. */
export function buildDigest(enquiries: (MailedEnquiry & { createdAt: Date })[], mailLocale: MailLocale): Notification {
  const words = notificationText[mailLocale];
  const subject = words.digest.subject(enquiries.length);
  const rowsOf = (enquiry: MailedEnquiry & { createdAt: Date }): [string, string][] => [
    [words.digest.received, enquiry.createdAt.toISOString()],
    ...enquiryRows(enquiry, mailLocale),
  ];
  const html = htmlPage(mailLocale, subject, [
    `<p>${escapeHtml(words.digest.intro(enquiries.length))}</p>`,
    ...enquiries.map(
      (enquiry, i) =>
        `<hr><h2 style="font-size:16px">${i + 1}. ${escapeHtml(oneLine(enquiry.company))}</h2>\n${htmlTable(rowsOf(enquiry))}\n${htmlMessage(words.labels.message, enquiry.message)}`,
    ),
  ]);
  const text = [
    words.digest.intro(enquiries.length),
    ...enquiries.flatMap((enquiry, i) => [
      '',
      `----- ${i + 1} -----`,
      ...rowsOf(enquiry).map(([label, value]) => `${label}: ${value}`),
      `${words.labels.message}:`,
      enquiry.message,
    ]),
  ].join('\n');
  return { id: `digest-${enquiries[0]?.id ?? 'empty'}`, subject, html, text };
}

/** A notice about the form itself (a ceiling reached, set-aside enquiries piling up). */
export function buildNotice(kind: NoticeKind, count: number, day: Date, mailLocale: MailLocale): Notification {
  const notice = notificationText[mailLocale].notices[kind];
  const subject = notice.subject(count);
  const lines = notice.lines(count);
  return {
    id: `notice-${kind}-${day.toISOString().slice(0, 10)}`,
    subject,
    html: htmlPage(
      mailLocale,
      subject,
      lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ),
    text: lines.join('\n\n'),
  };
}
