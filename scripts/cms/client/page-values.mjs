// What the pages hand the texts they format, for the CMS's preview: the site's own facts where a page
// passes them (lib/site.ts, the enquiry limits, the retention), another text of the catalogs where a page
// passes one (the theme's names, a position's title), and a plausible number where the visitor's action
// decides it (search results, minutes to wait). Each tag becomes the element the page makes of it.
// page-values.test.ts holds both lists complete against what the code passes (the schema's x-code).
import { englishPath, pagePaths } from '../../../lib/route-table.mjs';
import { site } from '../../../lib/site.ts';
import { contactLimits } from '../../../lib/validations/contact-constants.ts';
import { RETENTION_MONTHS } from '../../../lib/validations/retention.ts';

/** A text of a language's catalog by its path, or undefined. */
const textAt = (catalog, path) =>
  path.split('.').reduce((node, key) => (node && typeof node === 'object' ? node[key] : undefined), catalog);

/** The e-mail address a namespace's texts show: the privacy policy gives the support address. */
const emailOf = (namespace) => (namespace === 'Privacy' ? site.supportEmail : site.email);

/**
 * How each value is found, given the text's namespace and its language's catalog.
 * @type {Record<string, (namespace: string, catalog: any) => string | number | undefined>}
 */
const values = {
  email: (namespace) => emailOf(namespace),
  company: () => site.legalName,
  orgNumber: () => site.registrationNumber,
  retentionMonths: () => RETENTION_MONTHS,
  year: () => String(new Date().getFullYear()),
  minutes: () => 10,
  count: () => 3,
  query: () => 'FDaaS',
  rating: () => 5,
  max: () => contactLimits.message.max,
  min: () => contactLimits.message.min,
  title: (_, catalog) => textAt(catalog, 'Careers.positions.items.0.title'),
  name: (_, catalog) => textAt(catalog, 'VisionTeam.team.members.0.name'),
  current: (_, catalog) => textAt(catalog, 'ThemeToggle.light'),
  next: (_, catalog) => textAt(catalog, 'ThemeToggle.dark'),
  label: (_, catalog) => textAt(catalog, 'ContactForm.labels.email'),
  message: (_, catalog) => textAt(catalog, 'Validation.invalidEmail'),
};

/** The names of the values the preview can fill in. */
export const valueNames = Object.keys(values);

/**
 * The values a page passes to the texts of a namespace, in a language.
 * @param {string} namespace
 * @param {any} catalog the language's catalog, every namespace in it
 * @returns {Record<string, string | number>}
 */
export function pageValues(namespace, catalog) {
  const found = Object.entries(values).map(([name, value]) => [name, value(namespace, catalog) ?? `{${name}}`]);
  return Object.fromEntries(found);
}

/** A page's path in a language: the Swedish path, or its twin under /en. */
const localized = (locale, path) => (locale === 'sv' ? path : englishPath(path));

/**
 * The element each tag becomes on the pages, as `[element, attributes]`.
 * @param {string} namespace
 * @param {'sv' | 'en'} locale
 * @returns {Record<string, [string, Record<string, string>?]>}
 */
export function pageTags(namespace, locale) {
  const privacy = ['a', { href: localized(locale, pagePaths.privacy) }];
  return {
    mail: ['a', { href: `mailto:${emailOf(namespace)}` }],
    link: privacy,
    privacy,
    cookies: ['a', { href: localized(locale, pagePaths.cookieNotice) }],
    field: ['strong'],
  };
}
