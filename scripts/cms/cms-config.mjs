// The Decap CMS configuration of /admin, generated from the same sources as the catalog check: a page
// file per entry (scripts/catalogs/namespaces.mjs names it), each text a field in both languages side by
// side, its rule from the committed schema (messages/catalog.schema.json, which the check in `next dev`
// reads too) as the field's pattern; the facts, the glossary and the offer (its fields from its JSON Schema,
// lib/data-schema.mjs) as three more entries. Each entry opens with its guide; the words are the editors'
// (client/editor-words.mjs), and nothing here is listed by hand.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FACTS_FILE, factValues } from '../../lib/facts.mjs';
import { OFFER_FILE, offerJsonSchema } from '../../lib/data-schema.mjs';
import { GLOSSARY_FILE, termKinds } from '../../lib/glossary.mjs';
import { SCHEMA_FILE } from '../../lib/i18n/catalog/catalog-check.mjs';
import { catalogLocales, pageFileOf } from '../../lib/i18n/catalog/page-files.mjs';
import { readCatalogs } from '../catalogs/catalog-files.mjs';
import { labelOf, namespaceGuide } from '../catalogs/namespaces.mjs';
import {
  factHints,
  factLabels,
  factsGuide,
  formattedRule,
  glossaryGuide,
  guideLabel,
  labelOfKey,
  noFormatting,
  offerGuide,
  pageGuide,
  unusedHint,
  whereShown,
} from './client/editor-words.mjs';
import { GUIDE_FIELD, GUIDE_WIDGET } from './client/guide-widget.mjs';

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

/**
 * The fields of a schema node, for the texts of both languages at that place (`samples`, to size the
 * field and to find the keys of list items).
 * @param {string} name
 * @param {any} node the schema node (messages/catalog.schema.json)
 * @param {unknown[]} samples the values of both languages there
 * @param {any} schema the whole schema, for its definitions
 */
function fieldOf(name, node, samples, schema) {
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
      return { ...list, field: fieldOf(name, itemNodes[0], items, schema) };
    }
    // A list whose items differ (one lacks a key the others have) gets every key, required where all have it.
    const keys = [...new Set(itemNodes.flatMap((item) => Object.keys(item.properties)))];
    const fields = keys.map((child) => {
      const holders = itemNodes.filter((item) => item.properties[child]);
      const field = fieldOf(
        child,
        holders[0].properties[child],
        items.map((i) => i?.[child]),
        schema,
      );
      const same = holders.every(
        (item) => JSON.stringify(item.properties[child]) === JSON.stringify(holders[0].properties[child]),
      );
      if (!same) {
        delete field.pattern;
        delete field.hint;
      }
      return holders.length < itemNodes.length ? { ...field, required: false } : field;
    });
    return { ...list, fields, summary: `{{fields.${keys[0]}}}` };
  }
  const rule = node.$ref ? schema.definitions[node.$ref.split('/').pop()] : node;
  const long = samples.some((s) => typeof s === 'string' && (s.length > LONG_TEXT || s.includes('\n')));
  const field = { ...base, widget: long ? 'text' : 'string' };
  if (!rule.pattern) return { ...field, hint: unusedHint, required: false };
  const { hint, error } = rule['x-code'] ? formattedRule(rule['x-code']) : { error: noFormatting };
  // Decap shows the message after the label and ends it with a full stop of its own.
  return { ...field, ...(hint ? { hint } : {}), pattern: [rule.pattern, error] };
}

/** Every placeholder and tag the code passes to the texts under a schema node. */
function codeUnder(node) {
  const code = { args: new Set(), tags: new Set() };
  const walk = (at) => {
    if (!at || typeof at !== 'object') return;
    if (at['x-code']?.args) {
      at['x-code'].args.forEach((arg) => code.args.add(arg));
      at['x-code'].tags.forEach((tag) => code.tags.add(tag));
    }
    Object.values(at).forEach(walk);
  };
  walk(node);
  return { args: [...code.args], tags: [...code.tags] };
}

/** The guide at the top of an entry: shown once, in the Swedish pane (it is no text of the file). */
const guideField = (guide) => ({ name: GUIDE_FIELD, label: guideLabel, widget: GUIDE_WIDGET, required: false, guide });

/** An entry per page file: its guide, then the namespace's texts as one group in each language. */
function pageEntries(entries, schema, catalogs, facts) {
  const namespaces = schema.definitions.catalog.properties;
  const example = Object.fromEntries(catalogLocales.map((locale) => [locale, factValues(facts, locale).responseTime]));
  return entries.map((entry) => {
    const { namespace } = entry;
    const where = whereShown(entry);
    const samples = catalogLocales.map((locale) => catalogs[locale][namespace]);
    return {
      name: namespace,
      label: labelOf(entry),
      description: `${where} · ${pageFileOf(namespace)}`,
      file: pageFileOf(namespace),
      i18n: true,
      fields: [
        guideField(pageGuide(entry, codeUnder(namespaces[namespace]), /** @type {any} */ (example))),
        {
          ...fieldOf(namespace, namespaces[namespace], samples, schema),
          label: `${labelOf(entry)} (${where})`,
        },
      ],
    };
  });
}

/** The fields of messages/facts.json, from its own shape: numbers, periods, ranges and packages. */
function factFields(value) {
  return Object.entries(value).map(([name, child]) => {
    const base = {
      name,
      label: factLabels[name] ?? labelOfKey(name),
      ...(factHints[name] ? { hint: factHints[name] } : {}),
    };
    if (name === 'period') return { ...base, widget: 'select', options: ['month', 'year'] };
    if (Array.isArray(child)) {
      const keys = [...new Set(child.flatMap((item) => Object.keys(item)))];
      const fields = factFields(Object.fromEntries(keys.map((k) => [k, 0]))).map((f) => ({
        ...f,
        required: false,
      }));
      return { ...base, ...fixedList, fields };
    }
    if (child !== null && typeof child === 'object')
      return { ...base, widget: 'object', collapsed: false, fields: factFields(child) };
    return { ...base, widget: 'number', value_type: 'int', required: child !== null };
  });
}

/**
 * The fields of messages/offer.json, from its JSON Schema: lists that grow (an included item, a price line),
 * the closed words (kind, unit, the lists) as choices, each hint what the schema says the field is.
 */
function offerFields(node = offerJsonSchema()) {
  return Object.entries(node.properties).map(([name, child]) => {
    const base = {
      name,
      label: { sv: 'Svenska', en: 'English' }[name] ?? labelOfKey(name),
      ...(child.description ? { hint: child.description } : {}),
      required: (node.required ?? []).includes(name),
    };
    if (child.type === 'object') return { ...base, widget: 'object', collapsed: true, fields: offerFields(child) };
    if (child.type === 'array' && child.items.type === 'object') {
      return {
        ...base,
        widget: 'list',
        collapsed: true,
        summary: '{{fields.id}}',
        fields: offerFields(child.items),
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
  const facts = read(FACTS_FILE);
  const namespaces = Object.keys(schema.definitions.catalog.properties);
  const guided = namespaceGuide.filter(({ namespace }) => namespaces.includes(namespace));
  const collection = (name, label, files, extra = {}) => ({
    name,
    label,
    format: CMS_FORMAT,
    extension: 'json',
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
          facts,
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
          facts,
        ),
        {
          label_singular: 'Del / Part',
          i18n: true,
        },
      ),
      collection('facts', 'Fakta och ordlista / Facts and glossary', [
        {
          name: 'facts',
          label: 'Fakta / Facts',
          file: FACTS_FILE,
          fields: [guideField(factsGuide), ...factFields(facts)],
        },
        {
          name: 'glossary',
          label: 'Ordlista / Glossary',
          file: GLOSSARY_FILE,
          fields: [guideField(glossaryGuide), ...glossaryFields()],
        },
        {
          name: 'offer',
          label: 'Erbjudandet / The offer',
          file: OFFER_FILE,
          fields: [guideField(offerGuide), ...offerFields()],
        },
      ]),
    ],
  };
}
