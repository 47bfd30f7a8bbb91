// The e-mail to the company about a new enquiry. Everything the visitor typed is escaped in the
// HTML part and stripped of line breaks in the subject, so it is shown as text, never interpreted.
import type { ContactEnquiry } from '../_shared/contact-schema.ts';

export interface Notification {
  id: string;
  subject: string;
  html: string;
  text: string;
  /** The visitor's address, so that a reply goes straight to them. */
  replyTo: string;
}

const serviceLabels: Record<ContactEnquiry['service'], string> = {
  fdaas: 'FDaaS (finance department as a service)',
  pdaas: 'PDaaS (payroll and HR department as a service)',
  arspaket: 'Annual/holding package',
  other: 'Other/general enquiry',
};

const additionalServiceLabels: Record<ContactEnquiry['additionalServices'][number], string> = {
  radgivning: 'Advisory',
  'hr-tjanster': 'HR services',
  skatteradgivning: 'Tax advisory',
};

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Which language to answer in: the language of the page the visitor wrote on. */
const replyLanguage: Record<ContactEnquiry['locale'], string> = {
  sv: 'Swedish (the enquiry came from the Swedish site)',
  en: 'English (the enquiry came from the English site)',
};

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

export function buildNotification(enquiry: ContactEnquiry & { id: string }): Notification {
  const rows: [string, string][] = [
    // Rows stored before the language was recorded have none.
    ['Reply in', replyLanguage[enquiry.locale] ?? 'Swedish or English (the language was not recorded)'],
    ['Name', `${enquiry.firstName} ${enquiry.lastName}`],
    ['Company', enquiry.company],
    ['Organisation number', enquiry.orgNumber ?? '–'],
    ['E-mail', enquiry.email],
    ['Phone', enquiry.phone],
    ['Service', serviceLabels[enquiry.service]],
    [
      'Additional services',
      enquiry.additionalServices.length
        ? enquiry.additionalServices.map((id) => additionalServiceLabels[id]).join(', ')
        : '–',
    ],
    ['Campaign', enquiry.campaign ?? '–'],
    ['Source', enquiry.source ?? '–'],
    ['Enquiry id', enquiry.id],
  ];
  const subject = oneLine(
    `New enquiry [${enquiry.locale}]: ${enquiry.company} (${serviceLabels[enquiry.service]})`,
  ).slice(0, 200);
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    '<table cellpadding="4">',
    ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<h2 style="font-size:16px">Message</h2><p style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</p>`,
    '</body></html>',
  ].join('\n');
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), '', 'Message:', enquiry.message].join('\n');
  return { id: enquiry.id, subject, html, text, replyTo: oneLine(enquiry.email) };
}
