// What the text editor does with the catalogs (its server, scripts/text-editor/server.mjs, calls it): read
// one key's text in both languages (both in the key's page file, messages/pages/<Namespace>.json, or for a
// name or description of the offer in messages/offer.json) with what the code does with it, and save an
// edit. A save changes the key's texts and nothing around them, runs the build's own catalog check on the
// result first (in a worker: scripts/text-editor/check-worker.mjs) and writes nothing when the edit brings a
// problem.
// `messagesRoot` (default: root) is where messages/ is, as for the check: tests edit a copy.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { SCHEMA_FILE, formatProblem } from '../../lib/i18n/catalog/catalog-check.mjs';
import { referenceFromSchema, textRule } from '../../lib/i18n/catalog/catalog-reference.mjs';
import { JsonSyntaxError, joinPath, parseJsonSource } from '../../lib/i18n/catalog/json-source.mjs';
import { catalogLocales as locales, pageFileOf } from '../../lib/i18n/catalog/page-files.mjs';
import { OFFER_FILE, offerTextFields } from '../../lib/data-schema.mjs';
import { OFFER_KEY_PREFIX } from '../../lib/text-editor/offer-markers.mjs';

/** A refusal the server answers with its status and these lines. */
export class EditRefused extends Error {
  /** @param {number} status @param {string[]} problems */
  constructor(status, problems) {
    super(problems.join('\n'));
    this.status = status;
    this.problems = problems;
  }
}

/**
 * Where next-intl's key (`Home.faq.items.2.answer`) is in a catalog: the check's path
 * (`Home.faq.items[2].answer`) and the value there, or undefined.
 * @param {unknown} catalog
 * @param {string} key
 */
export function locate(catalog, key) {
  let value = catalog;
  let at = '';
  for (const segment of key.split('.')) {
    if (Array.isArray(value) && /^\d+$/.test(segment)) {
      value = value[Number(segment)];
      at = joinPath(at, Number(segment));
    } else if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, segment)) {
      value = value[segment];
      at = joinPath(at, segment);
    } else return undefined;
  }
  return value === undefined ? undefined : { path: at, value };
}

/** The reference node of a check path in the committed schema's reference. */
function nodeAt(reference, checkPath) {
  let node = reference;
  for (const [, name, index] of checkPath.matchAll(/\.?([^.[\]]+)|\[(\d+)\]/g)) {
    if (!node) return undefined;
    node = index !== undefined ? node.items?.[Number(index)] : node.keys?.get(name);
  }
  return node;
}

/** A data file's source and its parsed value; a file that is no JSON is refused with its line. */
function readSource(root, file) {
  const source = readFileSync(path.join(root, file), 'utf8');
  try {
    return { source, value: parseJsonSource(source).value };
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    throw new EditRefused(409, [
      `${file}: invalid JSON at line ${error.line}, column ${error.column}: ${error.message} (fix the file first)`,
    ]);
  }
}

/**
 * The key's text in each language, from its page file (the only file a save writes), with the path of
 * each in the file (`sv.Home.faq.items[2].answer`); refuses a key that is no text in one of them. An offer
 * text's key is its place in messages/offer.json (`messages/offer.json:items[3].name`).
 */
function textsOf(root, key) {
  if (key.startsWith(OFFER_KEY_PREFIX)) return offerTextsOf(root, key.slice(OFFER_KEY_PREFIX.length));
  const namespace = key.split('.', 1)[0];
  const file = pageFileOf(namespace);
  // A namespace is a name, never a path: the editor writes only an existing file of messages/pages/.
  if (!/^[A-Za-z][\w-]*$/.test(namespace) || !existsSync(path.join(root, file))) {
    throw new EditRefused(404, [`${file}: ${key}: no such page file`]);
  }
  const { source, value } = readSource(root, file);
  return locales.map((locale) => {
    const found = locate(value?.[locale], key);
    if (!found) throw new EditRefused(404, [`${file}: ${locale}.${key}: no such key`]);
    if (typeof found.value !== 'string') throw new EditRefused(404, [`${file}: ${locale}.${key}: not a text`]);
    return { locale, file, source, keyPath: found.path, path: joinPath(locale, found.path), text: found.value };
  });
}

/**
 * An offer text in each language, at its place in messages/offer.json (`items[3].name`, then `.sv` and
 * `.en`): only a name or description the visitors read (offerTextFields), never an id, a price or a list.
 */
function offerTextsOf(root, at) {
  const file = OFFER_FILE;
  const { source, value } = readSource(root, file);
  let fields;
  try {
    fields = offerTextFields(value);
  } catch {
    throw new EditRefused(409, [`${file}: not an offer the check can read (fix the file first)`]);
  }
  const field = fields.find(([place]) => place === at)?.[1];
  if (!field) throw new EditRefused(404, [`${file}: ${at}: no text of the offer`]);
  return locales.map((locale) => {
    const text = field[locale];
    if (typeof text !== 'string') throw new EditRefused(404, [`${file}: ${joinPath(at, locale)}: not a text`]);
    return { locale, file, source, keyPath: null, path: joinPath(at, locale), text };
  });
}

/**
 * A key's text in both languages and what the code does with it (from the committed schema, as the
 * preview's own check knows it).
 * @param {string} root the repository
 * @param {string} key
 */
export function readText(root, key) {
  const entries = textsOf(root, key);
  const { keyPath } = entries[0];
  // The offer's texts are shown as written, facts filled in (lib/offer.mjs); the catalogs' as their code says.
  const node =
    keyPath === null
      ? { kind: 'text', use: 'raw' }
      : nodeAt(referenceFromSchema(JSON.parse(readFileSync(path.join(root, SCHEMA_FILE), 'utf8'))), keyPath);
  const rule = node?.kind === 'text' ? { use: node.use, ...textRule(node) } : null;
  return { key, texts: Object.fromEntries(entries.map((e) => [e.locale, e.text])), rule };
}

/**
 * A page file's source with one value's text replaced: the characters between its quotes, nothing else.
 * @param {string} source
 * @param {string} checkPath the check's path of the value in the file (`sv.Home.faq.items[2].answer`)
 * @param {string} text
 */
export function replaceText(source, checkPath, text) {
  const span = parseJsonSource(source).spans.get(checkPath);
  if (!span || source[span[0]] !== '"') throw new Error(`${checkPath} is not a text in this file`);
  return `${source.slice(0, span[0])}${JSON.stringify(text)}${source.slice(span[1])}`;
}

/**
 * The build's catalog check (npm run check:messages) on the files with the edit and, when that finds more
 * than warnings, as they are (`before`, else null); and the edited files as Prettier formats them, in a
 * worker of its own: the check's TypeScript program is built for the code of the moment and dropped.
 * @param {{ root: string, messagesRoot: string, sources: Record<string, string> }} input
 * @returns {Promise<{ before: import('../../lib/i18n/catalog/catalog-check.mjs').CatalogProblem[] | null, after: import('../../lib/i18n/catalog/catalog-check.mjs').CatalogProblem[], formatted: Record<string, string> }>}
 */
export function checkInWorker(input) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./check-worker.mjs', import.meta.url), { workerData: input });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the catalog check stopped (exit code ${code})`)));
  });
}

const isString = (value) => typeof value === 'string';
const MAX_TEXT = 20_000;

/** The texts of a request by language, each a string of reasonable length; anything else is refused. */
function textsByLocale(value, name) {
  const valid =
    value !== null &&
    typeof value === 'object' &&
    Object.keys(value).every((locale) => locales.includes(locale)) &&
    Object.values(value).every((text) => isString(text) && text.length <= MAX_TEXT);
  if (!valid) throw new EditRefused(400, [`${name}: expected {${locales.map((l) => ` "${l}": "…"`).join(',')} }`]);
  return value;
}

let queue = Promise.resolve();

/**
 * Saves a key's texts: `base` is what the dialog showed, so an edit made in the file meanwhile is not
 * overwritten. Writes the changed catalog(s) only if the check finds no problem the edit brings.
 * @param {{ root: string, messagesRoot?: string, key: unknown, texts: unknown, base: unknown }} request
 * @returns {Promise<{ saved: string[], warnings: string[] }>}
 */
export function saveText(request) {
  const run = queue.then(() => save(request));
  queue = run.catch(() => {});
  return run;
}

async function save({ root, messagesRoot = root, key, texts, base }) {
  if (!isString(key) || !key || key.length > 300) throw new EditRefused(400, ['key: expected a text key']);
  const wanted = textsByLocale(texts, 'texts');
  const shown = textsByLocale(base, 'base');
  const entries = textsOf(messagesRoot, key);

  const changed = entries.filter((e) => isString(wanted[e.locale]) && wanted[e.locale] !== e.text);
  if (!changed.length) return { saved: [], warnings: [] };
  const unseen = changed.filter((e) => !isString(shown[e.locale]));
  if (unseen.length)
    throw new EditRefused(
      400,
      unseen.map((e) => `base: the ${e.locale} text the edit started from`),
    );
  const moved = changed.filter((e) => shown[e.locale] !== e.text);
  if (moved.length) {
    throw new EditRefused(
      409,
      moved.map((e) => `${e.file}: ${e.path}: changed in the file since the text was opened: open it again`),
    );
  }

  const { file, source } = entries[0];
  const edited = changed.reduce((text, e) => replaceText(text, e.path, wanted[e.locale]), source);
  const sources = { [file]: edited };
  const { before, after, formatted } = await checkInWorker({ root, messagesRoot, sources });
  // Lines move when Prettier or an edit does: a problem is the same one if all but its line is.
  const unplaced = (p) => formatProblem({ ...p, line: undefined });
  const known = new Set((before ?? []).map(unplaced));
  const concerns = (p) => p.file === file && entries.some((e) => e.path === p.key);
  const blocking = after.filter((p) => p.level !== 'warning' && (concerns(p) || !known.has(unplaced(p))));
  if (blocking.length) throw new EditRefused(422, blocking.map(formatProblem));

  // Prettier keeps the edited line as it is, unless the text's new length reflows a short list.
  for (const [file, source] of Object.entries(formatted)) writeFileSync(path.join(messagesRoot, file), source);
  return {
    saved: Object.keys(sources),
    warnings: after.filter((p) => p.level === 'warning' && concerns(p)).map(formatProblem),
  };
}
