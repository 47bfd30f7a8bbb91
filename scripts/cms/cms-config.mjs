// The Decap CMS configuration of /admin, generated from the same sources as the catalog check: a page
// file per entry (scripts/catalogs/namespaces.mjs names it), each text a field in both languages side by
// side with its key and what it may hold as the hint (the committed schema, messages/catalog.schema.json,
// which the check in `next dev` reads too), and its rule as the field's pattern; the facts and the
// glossary as two more entries, and the offer's from its JSON Schema (lib/data-schema.mjs). Nothing here
// is listed by hand but the facts' hints.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FACTS_FILE, OFFER_FILE, offerJsonSchema } from '../../lib/data-schema.mjs';
import { GLOSSARY_FILE, termKinds } from '../../lib/glossary.mjs';
import { SCHEMA_FILE } from '../../lib/i18n/catalog/catalog-check.mjs';
import { catalogLocales, pageFileOf } from '../../lib/i18n/catalog/page-files.mjs';
import { readCatalogs } from '../catalogs/catalog-files.mjs';
import { labelOf, namespaceGuide } from '../catalogs/namespaces.mjs';

/** The repository the production CMS edits, `owner/name` on GitHub (CMS_GITHUB_REPO at build time). */
export const DEFAULT_CMS_REPO = 'fyrtorn/fyrtorn-web';

/** @param {string | undefined} raw */
export function parseCmsRepo(raw) {
  const repo = raw?.trim() || DEFAULT_CMS_REPO;
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`CMS_GITHUB_REPO must be owner/name on GitHub; got "${repo}".`);
  return repo;
}

/** The sign-in function of the CMS on the Supabase project (supabase/functions/cms-oauth). @param {string} supabaseUrl */
export const cmsAuthUrl = (supabaseUrl) => `${supabaseUrl}/functions/v1/cms-oauth`;

/** The custom format /admin registers (client/cms-setup.mjs): JSON as Prettier writes it, keys in the file's order. */
export const CMS_FORMAT = 'fyrtorn-json';
/** A list whose length the code or the facts' check sets: the editor changes its items, never their number. */
const fixedList = { widget: 'list', allow_add: false, allow_remove: false, allow_reorder: false, collapsed: false };
/** A text longer than this gets a text area instead of a line. */
const LONG_TEXT = 80;

/** "emailCard" → "Email card". */
const labelOfKey = (key) => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
};

/**
 * The fields of a schema node, for the texts of both languages at that place (`samples`, to size the
 * field and to find the keys of list items).
 * @param {string} name
 * @param {any} node the schema node (messages/catalog.schema.json)
 * @param {string} key the key as the guide writes it, `Home.faq.items[].answer`
 * @param {unknown[]} samples the values of both languages there
 * @param {any} schema the whole schema, for its definitions
 */
function fieldOf(name, node, key, samples, schema) {
  const base = { name, label: labelOfKey(name), i18n: true };
  if (node.type === 'object') {
    return {
      ...base,
      widget: 'object',
      collapsed: false,
      fields: Object.entries(node.properties).map(([child, childNode]) =>
        fieldOf(
          child,
          childNode,
          `${key}.${child}`,
          samples.map((s) => s?.[child]),
          schema,
        ),
      ),
    };
  }
  if (node.type === 'array') {
    const itemNodes = Array.isArray(node.items) ? node.items : [node.items];
    const items = samples.flatMap((sample) => (Array.isArray(sample) ? sample : []));
    const list = { ...base, ...fixedList };
    if (itemNodes.every((item) => item.type !== 'object')) {
      return { ...list, field: fieldOf(name, itemNodes[0], `${key}[]`, items, schema) };
    }
    // A list whose items differ (one lacks a key the others have) gets every key, required where all have it.
    const keys = [...new Set(itemNodes.flatMap((item) => Object.keys(item.properties)))];
    const fields = keys.map((child) => {
      const holders = itemNodes.filter((item) => item.properties[child]);
      const field = fieldOf(
        child,
        holders[0].properties[child],
        `${key}[].${child}`,
        items.map((i) => i?.[child]),
        schema,
      );
      const same = holders.every(
        (item) => JSON.stringify(item.properties[child]) === JSON.stringify(holders[0].properties[child]),
      );
      if (!same) delete field.pattern;
      return holders.length < itemNodes.length ? { ...field, required: false } : field;
    });
    return { ...list, fields, summary: `{{fields.${keys[0]}}}` };
  }
  const rule = node.$ref ? schema.definitions[node.$ref.split('/').pop()] : node;
  const long = samples.some((s) => typeof s === 'string' && (s.length > LONG_TEXT || s.includes('\n')));
  const field = { ...base, widget: long ? 'text' : 'string', hint: `${key} · ${rule.description}` };
  if (!rule.pattern) return { ...field, required: false };
  // Decap shows the message after the label and ends it with a full stop of its own.
  return { ...field, pattern: [rule.pattern, `${key}: ${rule.patternErrorMessage.replace(/\.$/, '')}`] };
}

/** An entry per page file, the namespace's texts as one group in each language. */
function pageEntries(entries, schema, catalogs) {
  const namespaces = schema.definitions.catalog.properties;
  return entries.map((entry) => {
    const { namespace } = entry;
    const where = entry.paths.length ? entry.paths.join(', ') : 'på varje sida / on every page';
    const samples = catalogLocales.map((locale) => catalogs[locale][namespace]);
    return {
      name: namespace,
      label: labelOf(entry),
      description: `${where} · ${pageFileOf(namespace)}`,
      file: pageFileOf(namespace),
      i18n: true,
      fields: [
        {
          ...fieldOf(namespace, namespaces[namespace], namespace, samples, schema),
          label: `${labelOf(entry)} (${where})`,
        },
      ],
    };
  });
}

/** What each fact is, beside its field: the placeholders it feeds (docs/editing.md, Facts). */
const factHints = {
  foundingYear: '{foundingYear} · året då Fyrtorn grundades / the year Fyrtorn was founded',
  customerCount: '{customerCount}, {customerCountShort} · antalet kunder / the number of clients',
  responseTimeHours: '{responseTime}, {responseTimeShort} · normal svarstid i timmar / typical response time in hours',
  onboardingWeeks: '{onboardingTime}, {onboardingTimeShort} · veckor till uppstart / weeks to onboarding',
  priceFrom:
    'kronor utan mellanslag (2495); tomt i det största paketet: pris enligt offert / kronor without spaces; empty for the largest package: by quote',
  period: 'month (per månad) eller / or year (per år)',
  maxTurnoverMsek: 'omsättningsgräns i MSEK / turnover limit in SEK million',
  maxEmployees: 'antal anställda / number of employees',
  typicalTurnoverMsek: '{fdaasTurnover} · vanlig omsättning i MSEK / typical turnover in SEK million',
  includedUsers: '{fdaasMyBusinessUsers}, {fdaasRedaUsers} · användare som ingår / users included',
  hourlyRate: '{hourlyRate} · timpris i kronor / hourly rate in kronor',
  taxHourlyRate: '{taxHourlyRate} · timpris för skatterådgivning / hourly rate for tax advice',
};

/** The fields of messages/facts.json, from its own shape: numbers, periods, ranges and packages. */
function factFields(value, key = '') {
  return Object.entries(value).map(([name, child]) => {
    const at = key ? `${key}.${name}` : name;
    const hint = `${at}${factHints[name] ? ` · ${factHints[name]}` : ''}`;
    const base = { name, label: labelOfKey(name), hint };
    if (name === 'period') return { ...base, widget: 'select', options: ['month', 'year'] };
    if (Array.isArray(child)) {
      const keys = [...new Set(child.flatMap((item) => Object.keys(item)))];
      const fields = factFields(Object.fromEntries(keys.map((k) => [k, 0])), `${at}[]`).map((f) => ({
        ...f,
        required: false,
      }));
      return { ...base, ...fixedList, fields };
    }
    if (child !== null && typeof child === 'object')
      return { ...base, widget: 'object', collapsed: false, fields: factFields(child, at) };
    return { ...base, widget: 'number', value_type: 'int', required: child !== null };
  });
}

/**
 * The fields of messages/offer.json, from its JSON Schema: lists that grow (an included item, a price line),
 * the closed words (kind, unit, the lists) as choices, each hint its key and what it is.
 */
function offerFields(node = offerJsonSchema(), key = '') {
  return Object.entries(node.properties).map(([name, child]) => {
    const at = key ? `${key}.${name}` : name;
    const base = {
      name,
      label: { sv: 'Svenska', en: 'English' }[name] ?? labelOfKey(name),
      hint: child.description ? `${at} · ${child.description}` : at,
      required: (node.required ?? []).includes(name),
    };
    if (child.type === 'object') return { ...base, widget: 'object', collapsed: true, fields: offerFields(child, at) };
    if (child.type === 'array' && child.items.type === 'object') {
      return {
        ...base,
        widget: 'list',
        collapsed: true,
        summary: '{{fields.id}}',
        fields: offerFields(child.items, `${at}[]`),
      };
    }
    if (child.type === 'array' && child.items.enum)
      return { ...base, widget: 'select', multiple: true, options: child.items.enum };
    if (child.type === 'array')
      return { ...base, widget: 'list', field: { name, label: base.label, widget: 'string' } };
    if (child.enum) return { ...base, widget: 'select', options: child.enum };
    if (child.type === 'integer') return { ...base, widget: 'number', value_type: 'int' };
    return { ...base, widget: child.type === 'boolean' ? 'boolean' : 'string' };
  });
}

/** The glossary: terms added, changed and removed freely; each in both languages with the words to avoid. */
function glossaryFields() {
  const bilingual = (name, label, widget, hint) => ({
    name,
    label,
    widget: 'object',
    collapsed: false,
    fields: [
      { name: 'sv', label: 'Svenska', widget, hint },
      { name: 'en', label: 'English', widget, hint },
    ],
  });
  const words = { name: 'word', label: 'Ord / Word', widget: 'string' };
  return [
    {
      name: 'terms',
      label: 'Termer / Terms',
      widget: 'list',
      summary: '{{fields.sv}} / {{fields.en}}',
      fields: [
        { name: 'kind', label: 'Sort / Kind', widget: 'select', options: [...termKinds] },
        { name: 'sv', label: 'Svenska', widget: 'string' },
        { name: 'en', label: 'English', widget: 'string' },
        bilingual('about', 'Om / About', 'text', 'En kort förklaring / A short explanation'),
        {
          name: 'avoid',
          label: 'Skriv inte / Do not write',
          widget: 'object',
          collapsed: false,
          fields: [
            { name: 'sv', label: 'Svenska', widget: 'list', field: words, required: false },
            { name: 'en', label: 'English', widget: 'list', field: words, required: false },
          ],
        },
      ],
    },
  ];
}

/**
 * @typedef {{ kind: 'github', repo: string, branch?: string, siteUrl: string } | { kind: 'local', url: string, workflow: boolean }} CmsBackend
 *   github: production, signed in through the site's own OAuth pages (supabase/functions/cms-oauth);
 *   local: decap-server through `npm run cms` (scripts/cms/server.mjs), with drafts when in git mode
 */

/**
 * The configuration /admin starts with.
 * @param {{ backend: CmsBackend, root?: string }} options root: the repository
 */
export function cmsConfig({ backend, root = process.cwd() }) {
  const read = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  const schema = read(SCHEMA_FILE);
  const catalogs = readCatalogs(root);
  const namespaces = Object.keys(schema.definitions.catalog.properties);
  const guided = namespaceGuide.filter(({ namespace }) => namespaces.includes(namespace));
  const collection = (name, label, files, extra = {}) => ({
    name,
    label,
    format: CMS_FORMAT,
    extension: 'json',
    editor: { preview: false },
    ...extra,
    files,
  });
  const workflow = backend.kind === 'github' || backend.workflow;
  return {
    backend:
      backend.kind === 'github'
        ? {
            name: 'github',
            repo: backend.repo,
            branch: backend.branch ?? 'main',
            // The sign-in popup opens on the site itself (admin/oauth/), whose pages hand over to the function.
            base_url: new URL(backend.siteUrl).origin,
            auth_endpoint: 'admin/oauth/start.html',
            auth_scope: 'repo',
          }
        : { name: 'proxy', proxy_url: backend.url, branch: 'main' },
    ...(workflow ? { publish_mode: 'editorial_workflow' } : {}),
    locale: 'en',
    site_url: backend.kind === 'github' ? backend.siteUrl : undefined,
    media_folder: 'public/cms-uploads',
    i18n: { structure: 'single_file', locales: [...catalogLocales], default_locale: 'sv' },
    collections: [
      collection(
        'pages',
        'Sidor / Pages',
        pageEntries(
          guided.filter((e) => e.paths.length),
          schema,
          catalogs,
        ),
        {
          label_singular: 'Sida / Page',
          i18n: true,
        },
      ),
      collection(
        'shared',
        'På varje sida / On every page',
        pageEntries(
          guided.filter((e) => !e.paths.length),
          schema,
          catalogs,
        ),
        {
          label_singular: 'Del / Part',
          i18n: true,
        },
      ),
      collection('facts', 'Fakta och ordlista / Facts and glossary', [
        { name: 'facts', label: 'Fakta / Facts', file: FACTS_FILE, fields: factFields(read(FACTS_FILE)) },
        { name: 'glossary', label: 'Ordlista / Glossary', file: GLOSSARY_FILE, fields: glossaryFields() },
        { name: 'offer', label: 'Erbjudandet / The offer', file: OFFER_FILE, fields: offerFields() },
      ]),
    ],
  };
}
