// Decap's preview pane (the eye at the top right of an entry): each entry as the visitor will read it,
// Swedish beside English, redrawn as the editor types. A page's texts with their facts filled in and their
// tags made into links and bold (preview-text.mjs); a text the check refuses shows the check's own words
// beside it instead of breaking the pane. The facts show what each placeholder becomes in both languages,
// the glossary its terms. Drawn with Decap's global `h` (React's createElement).
import { FACTS_FILE, checkFacts, placeholders } from '../../../lib/facts.mjs';
import { GLOSSARY_FILE, checkGlossary } from '../../../lib/glossary.mjs';
import { referenceFromSchema } from '../../../lib/i18n/catalog/catalog-reference.mjs';
import { PAGES_DIR, assembleCatalogs, catalogLocales } from '../../../lib/i18n/catalog/page-files.mjs';
import { guideOf, labelOf } from '../../catalogs/namespaces.mjs';
import { labelOfKey, whereShown } from './editor-words.mjs';
import { textChecker } from './entry-check.mjs';
import { pageTags, pageValues } from './page-values.mjs';
import { showText } from './preview-text.mjs';

const [defaultLocale] = catalogLocales;
const languageNames = { sv: 'Svenska', en: 'English' };

const styles = `
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif; color: #1f2933; background: #fff; }
article { padding: 20px 64px 48px 24px; }
h1 { font-size: 22px; margin: 0 0 2px; }
header p { margin: 0 0 16px; color: #52606d; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; }
th, td { text-align: left; vertical-align: top; padding: 6px 10px; overflow-wrap: anywhere; }
td p { margin: 4px 0 0; }
thead th { position: sticky; top: 0; background: #fff; border-bottom: 2px solid #cbd2d9; font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: #52606d; }
tr.group th { padding-top: 18px; font-size: 13px; color: #3e4c59; text-transform: uppercase; letter-spacing: .04em; }
tr.label th { padding: 8px 10px 0; font-size: 12px; font-weight: 600; color: #7b8794; }
tr.text td { border-bottom: 1px solid #e4e7eb; white-space: pre-line; }
a { color: #0b5cad; text-decoration: underline; text-underline-offset: 3px; }
.problem { margin: 4px 0 0; padding: 6px 8px; border-left: 3px solid #d64545; background: #fdecea; color: #8a1c1c; font-size: 13px; white-space: normal; }
.muted { color: #7b8794; font-style: italic; }
code { font: 13px ui-monospace, SFMono-Regular, Menlo, monospace; }
`;

/** Both languages of a Decap entry: `{ sv, en }` for a page file, the file's value for the facts and glossary. */
export function entryValue(entry) {
  const data = entry.get('data').toJS();
  const english = entry.getIn(['i18n', 'en', 'data']);
  return english ? { sv: data, en: english.toJS() } : data;
}

/** Decap hands the preview the left pane's language as `data`; with English there, the Swedish is in its draft. */
const wholeEntry = ({ entry, locale, state }) =>
  locale && locale !== defaultLocale ? (state?.entryDraft?.get('entry') ?? entry) : entry;

/**
 * @param {any} h
 * @param {{ schema: any, files: Record<string, string> }} site
 */
function previews(h, site) {
  const reference = referenceFromSchema(site.schema);
  const check = textChecker(site);
  const facts = JSON.parse(site.files[FACTS_FILE]);
  const pages = Object.entries(site.files).filter(([file]) => file.startsWith(`${PAGES_DIR}/`));
  const [svCatalog, enCatalog] = assembleCatalogs(pages).catalogs;
  const catalogs = { sv: svCatalog.value, en: enCatalog.value };

  const problemsOf = (lines) => lines.map((line, i) => h('p', { key: `problem-${i}`, className: 'problem' }, line));
  /** The rows of a two-column table, Swedish beside English: a heading, a label, two cells. */
  const rows = {
    group: (key, text) => h('tr', { key: `${key}-group`, className: 'group' }, h('th', { colSpan: 2 }, text)),
    label: (key, text) => h('tr', { key: `${key}-label`, className: 'label' }, h('th', { colSpan: 2 }, text)),
    text: (key, cells) =>
      h(
        'tr',
        { key, className: 'text' },
        ...cells.map((content, i) => h('td', { key: catalogLocales[i], lang: catalogLocales[i] }, ...content)),
      ),
  };
  const table = (body) =>
    h(
      'table',
      null,
      h(
        'thead',
        null,
        h('tr', null, ...catalogLocales.map((locale) => h('th', { key: locale }, languageNames[locale]))),
      ),
      h('tbody', null, ...body),
    );
  const page = (title, subtitle, ...content) =>
    h('article', null, h('header', null, h('h1', null, title), h('p', null, subtitle)), ...content);
  /** The facts or the glossary: what their check finds wrong first, then the table. */
  const filePage = (title, subtitle, problems, body) =>
    page(title, subtitle, ...problemsOf(problems.map((p) => `${p.key}: ${p.message}`)), table(body));
  /** A key path in the labels' plain words: "Hero › Subtitle", "FAQ › Items › 2". */
  const labelOfPath = (path) =>
    path
      .slice(1)
      .map((key) => (typeof key === 'number' ? String(key + 1) : labelOfKey(key)))
      .join(' › ');

  /** A text in both languages as the visitor reads it, the check's problems under each. */
  function textRows(body, path, node, texts, namespace, current) {
    const problems = check(path, texts);
    const cells = catalogLocales.map((locale, i) => {
      const text = texts[i];
      if (typeof text !== 'string') return [h('span', { className: 'muted' }, '–')];
      const result = showText(text, {
        locale,
        use: node.use,
        facts,
        values: pageValues(namespace, { ...catalogs[locale], [namespace]: current[locale] }),
        tags: pageTags(namespace, locale),
        h,
      });
      const lines = problems[locale].length || !('error' in result) ? problems[locale] : [result.error];
      return [...('shown' in result ? [result.shown] : []), ...problemsOf(lines)];
    });
    body.push(rows.label(path.join('.'), labelOfPath(path)), rows.text(path.join('.'), cells));
  }

  /** The rows of a part of the namespace: a heading for each group and list, two rows for each text. */
  function rowsOf(body, path, node, values, namespace, current) {
    if (!node) return;
    if (node.kind === 'text') return textRows(body, path, node, values, namespace, current);
    if (path.length > 1) body.push(rows.group(path.join('.'), labelOfPath(path)));
    if (node.kind === 'group') {
      for (const [key, child] of node.keys) {
        rowsOf(
          body,
          [...path, key],
          child,
          values.map((v) => v?.[key]),
          namespace,
          current,
        );
      }
      return;
    }
    const length = Math.max(...values.map((v) => (Array.isArray(v) ? v.length : 0)));
    for (let k = 0; k < length; k++) {
      rowsOf(
        body,
        [...path, k],
        node.items[k] ?? node.items.at(-1),
        values.map((v) => v?.[k]),
        namespace,
        current,
      );
    }
  }

  /** A template that shows what went wrong instead of an empty pane when the entry cannot be drawn. */
  const guarded = (draw) => (props) => {
    try {
      return draw(props);
    } catch (error) {
      return h(
        'article',
        null,
        h('p', { className: 'problem' }, `The preview cannot show this entry: ${error.message}`),
      );
    }
  };

  return {
    /** @param {string} namespace */
    page: (namespace) =>
      guarded((props) => {
        const guide = guideOf(namespace);
        const value = entryValue(wholeEntry(props));
        const current = Object.fromEntries(catalogLocales.map((locale) => [locale, value[locale]?.[namespace]]));
        const body = [];
        rowsOf(
          body,
          [namespace],
          reference.keys.get(namespace),
          catalogLocales.map((locale) => current[locale]),
          namespace,
          current,
        );
        return page(labelOf(guide), whereShown(guide), table(body));
      }),
    facts: guarded(({ entry }) => {
      const value = entry.get('data').toJS();
      const body = Object.entries(placeholders).flatMap(([name, p]) => [
        rows.label(name, [h('code', { key: 'name' }, `{${name}}`), ` ${p.about.sv} / ${p.about.en}`]),
        rows.text(
          name,
          catalogLocales.map((locale) => {
            try {
              return [p.render(value, locale)];
            } catch {
              return [h('span', { className: 'muted' }, '–')];
            }
          }),
        ),
      ]);
      return filePage(
        'Fakta / Facts',
        'Så visas varje platshållare på sidorna / How each placeholder reads on the pages',
        checkFacts(value),
        body,
      );
    }),
    glossary: guarded(({ entry }) => {
      const value = entry.get('data').toJS();
      const avoid = { sv: 'Skriv inte', en: 'Do not write' };
      const body = (Array.isArray(value.terms) ? value.terms : []).flatMap((term, i) => [
        rows.label(i, term?.kind),
        rows.text(
          i,
          catalogLocales.map((locale) => [
            h('strong', { key: 'term' }, term?.[locale]),
            h('p', { key: 'about' }, term?.about?.[locale]),
            ...(term?.avoid?.[locale]?.length
              ? [h('p', { key: 'avoid', className: 'muted' }, `${avoid[locale]}: ${term.avoid[locale].join(', ')}`)]
              : []),
          ]),
        ),
      ]);
      return filePage(
        'Ordlista / Glossary',
        'En sak har ett namn / One thing has one name',
        checkGlossary(value),
        body,
      );
    }),
  };
}

/**
 * Registers a preview for every entry of the configuration.
 * @param {any} cms Decap's global CMS
 * @param {any} h Decap's global h
 * @param {{ collections: any[] }} config the configuration /admin started with (cms-config.mjs)
 * @param {{ schema: any, files: Record<string, string> }} site the site's files (catalogs.json)
 */
export function registerPreviews(cms, h, config, site) {
  cms.registerPreviewStyle(styles, { raw: true });
  const templates = previews(h, site);
  for (const collection of config.collections) {
    for (const file of collection.files) {
      if (file.file === FACTS_FILE) cms.registerPreviewTemplate(file.name, templates.facts);
      else if (file.file === GLOSSARY_FILE) cms.registerPreviewTemplate(file.name, templates.glossary);
      else cms.registerPreviewTemplate(file.name, templates.page(file.name));
    }
  }
}
