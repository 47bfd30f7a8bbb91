// The reference the catalog check compares both catalogs with: their agreed shape (every key, every
// list's length) and, for every text, what the code does with it (shows it as written, formats it with
// given values and tags, or never reads it). The committed JSON Schema (messages/catalog.schema.json)
// stores it, for editors while typing and for the check in `next dev`; npm run check:messages derives
// the code's part afresh (scripts/catalogs/catalog-usage.mjs) and says when the schema is out of date.
import { placeholderNames } from '../../facts.mjs';
import { joinPath } from './json-source.mjs';

/**
 * @typedef {{ kind: 'text', use: 'raw' | 'formatted' | 'unused', args: string[], tags: string[], required: string[], added?: boolean, missing?: boolean }} TextNode
 * @typedef {{ kind: 'list', length: number, items: RefNode[], inStep?: { length: number, with: string }, added?: boolean }} ListNode
 * @typedef {{ kind: 'group', keys: Map<string, RefNode>, added?: boolean }} GroupNode
 * @typedef {TextNode | ListNode | GroupNode} RefNode
 *
 * One way the code reads the catalogs (scripts/catalogs/catalog-usage.mjs). Path segments: a key, '[]'
 * (any item of a list), '*' (any key or item), '**' (everything below, e.g. a group handed to code we
 * cannot follow).
 * @typedef {{ path: string[], mode: 'raw' | 'format', method?: 't' | 'rich' | 'markup' | 'has', args?: string[], tags?: string[], specific?: boolean, site: string }} Read
 * @typedef {{ path: string[], length: number, with: string, site: string }} InStep
 * @typedef {{ reads: Read[], inStep: InStep[], notes: { site: string, message: string }[] }} Usage
 */

const text = () => ({ kind: 'text', use: 'unused', args: [], tags: [], required: [] });

/** The shape of a catalog value, every text not yet known to be read. */
export function skeletonOf(value) {
  if (Array.isArray(value)) return { kind: 'list', length: value.length, items: value.map(skeletonOf) };
  if (value !== null && typeof value === 'object') {
    return { kind: 'group', keys: new Map(Object.entries(value).map(([key, child]) => [key, skeletonOf(child)])) };
  }
  return text();
}

const kindOf = (value) =>
  Array.isArray(value) ? 'list' : value !== null && typeof value === 'object' ? 'group' : 'text';

/**
 * Adds what every catalog has and the reference lacks (a key added to both files, items added to a
 * list in both), so that their texts are checked too; a new key is marked `added`.
 * @param {RefNode} node
 * @param {unknown[]} values the catalogs' values at this place
 */
export function addAgreedKeys(node, values) {
  if (values.some((v) => v === undefined || kindOf(v) !== node.kind)) return node;
  if (node.kind === 'group') {
    const [first, ...rest] = values;
    for (const key of Object.keys(first)) {
      const all = [first[key], ...rest.map((v) => (Object.hasOwn(v, key) ? v[key] : undefined))];
      if (node.keys.has(key)) addAgreedKeys(node.keys.get(key), all);
      else if (all.every((v) => v !== undefined) && new Set(all.map(kindOf)).size === 1) {
        node.keys.set(key, { ...skeletonOf(first[key]), added: true });
      }
    }
  } else if (node.kind === 'list') {
    const shortest = Math.min(...values.map((v) => v.length));
    for (let k = 0; k < shortest; k++) {
      const all = values.map((v) => v[k]);
      if (k < node.items.length) addAgreedKeys(node.items[k], all);
      else node.items.push(skeletonOf(all[0]));
    }
  }
  return node;
}

/** Every node a read's path reaches, with its concrete path. */
function* reach(node, segments, path = '') {
  if (!node) return;
  if (segments.length === 0) {
    yield [node, path];
    return;
  }
  const [head, ...rest] = segments;
  if (head === '**') {
    yield* descendants(node, path);
    return;
  }
  if (node.kind === 'group') {
    if (head === '*') for (const [key, child] of node.keys) yield* reach(child, rest, joinPath(path, key));
    else if (head !== '[]') yield* reach(node.keys.get(head), rest, joinPath(path, head));
  } else if (node.kind === 'list') {
    if (head === '*' || head === '[]')
      for (const [k, item] of node.items.entries()) yield* reach(item, rest, joinPath(path, k));
    else if (/^\d+$/.test(head)) yield* reach(node.items[Number(head)], rest, joinPath(path, Number(head)));
  }
}

function* descendants(node, path) {
  yield [node, path];
  if (node.kind === 'group') for (const [key, child] of node.keys) yield* descendants(child, joinPath(path, key));
  if (node.kind === 'list') for (const [k, item] of node.items.entries()) yield* descendants(item, joinPath(path, k));
}

const intersect = (sets) => (sets.length ? sets.reduce((a, b) => a.filter((x) => b.includes(x))) : []);

/**
 * Puts what the code does into the shape: each text's use, the values and tags it gets, which of them
 * the text must show; lists the code pairs with a list of its own; keys the code reads that the shape
 * lacks (marked `missing`).
 * @param {RefNode} shape
 * @param {Usage} usage
 * @returns {RefNode} the same tree, annotated
 */
export function applyUsage(shape, usage) {
  const readsOf = new Map();
  for (const read of usage.reads) {
    let reached = false;
    for (const [node] of reach(shape, read.path)) {
      reached = true;
      if (node.kind !== 'text') continue;
      if (!readsOf.has(node)) readsOf.set(node, []);
      readsOf.get(node).push(read);
    }
    const concrete = read.path.every((segment) => !['*', '[]', '**'].includes(segment));
    if (!reached && concrete && read.method !== 'has') insertMissing(shape, read.path, readsOf, read);
  }
  for (const [node] of descendants(shape, '')) {
    if (node.kind !== 'text') continue;
    const reads = readsOf.get(node) ?? [];
    const formats = reads.filter((r) => r.mode === 'format' && r.method !== 'has');
    const raw = reads.some((r) => r.mode === 'raw');
    Object.assign(node, text());
    if (formats.length) {
      const args = intersect(formats.map((r) => r.args ?? []));
      const tags = formats.every((r) => r.method !== 't') ? intersect(formats.map((r) => r.tags ?? [])) : [];
      const specific = formats.filter((r) => r.specific);
      const required = intersect(specific.map((r) => [...(r.args ?? []), ...(r.tags ?? [])])).filter(
        (name) => args.includes(name) || tags.includes(name),
      );
      Object.assign(node, { use: 'formatted', args: args.sort(), tags: tags.sort(), required: required.sort() });
    } else if (raw) node.use = 'raw';
  }
  for (const step of usage.inStep) {
    for (const [node] of reach(shape, step.path)) {
      if (node.kind === 'list') node.inStep = { length: step.length, with: step.with };
    }
  }
  return shape;
}

function insertMissing(shape, segments, readsOf, read) {
  let node = shape;
  for (const [i, segment] of segments.entries()) {
    if (node.kind !== 'group') return;
    const last = i === segments.length - 1;
    if (!node.keys.has(segment))
      node.keys.set(segment, last ? { ...text(), missing: true } : { kind: 'group', keys: new Map() });
    node = node.keys.get(segment);
  }
  if (node.kind === 'text') {
    if (!readsOf.has(node)) readsOf.set(node, []);
    readsOf.get(node).push(read);
  }
}

// ---- JSON Schema ----------------------------------------------------------------------------------

const SHOWN_AS_WRITTEN = 'Shown as written: no {placeholders} or <tags>, only facts such as {responseTime}.';
const NOT_READ = 'No code reads this text.';
const notEmpty = '(?=[\\s\\S]*\\S)';
// Any text may hold a fact's placeholder (lib/facts.mjs): it is filled in before the text is read.
const plainChars = `[^{}<]|<(?![A-Za-z/])|\\{(?:${placeholderNames.join('|')})\\}`;

/**
 * What a text may hold, in an editor's words: the schema's hover text, and the text editor's dialog.
 * @param {TextNode} node
 * @returns {{ description: string, allowed: string[], required: string[] }} allowed: the values and
 *   tags the code passes, as the editor writes them; required: those the text must use
 */
export function textRule(node) {
  if (node.use === 'raw') return { description: SHOWN_AS_WRITTEN, allowed: [], required: [] };
  if (node.use === 'unused') return { description: NOT_READ, allowed: [], required: [] };
  const allowed = [...node.args.map((a) => `{${a}}`), ...node.tags.map((t) => `<${t}>…</${t}>`)];
  const required = node.required.map((r) => (node.tags.includes(r) ? `<${r}>…</${r}>` : `{${r}}`));
  const uses = allowed.length ? `the code fills in ${allowed.join(', ')}` : 'the code fills in nothing';
  const rule = required.length ? `; the text must use ${required.join(', ')}` : '';
  return { description: `Formatted: ${uses}${rule}. No other {…} or <…>, only facts.`, allowed, required };
}

/** A text the editor may fill with exactly the code's values and tags, and must where they are required. */
function formattedSchema(node) {
  const names = node.args.length ? `|\\{(?:${node.args.join('|')})(?=[,}])|\\}` : '';
  const tags = node.tags.length ? `|<\\/?(?:${node.tags.join('|')})>` : '';
  const required = node.required
    .map((r) => (node.tags.includes(r) ? `(?=[\\s\\S]*<${r}>)` : `(?=[\\s\\S]*\\{${r}\\})`))
    .join('');
  const { description, allowed, required: must } = textRule(node);
  return {
    type: 'string',
    description,
    pattern: `^${notEmpty}${required}(?:${plainChars}${names}${tags})*$`,
    patternErrorMessage: `Use ${allowed.length ? allowed.join(', ') : 'no {…} or <…>'}${must.length ? ` (${must.join(', ')} required)` : ''}; nothing else in {…} or <…>, and not empty.`,
    'x-code': { args: node.args, tags: node.tags, required: node.required },
  };
}

function nodeSchema(node) {
  if (node.kind === 'group') {
    const keys = [...node.keys.keys()];
    return {
      type: 'object',
      additionalProperties: false,
      required: keys,
      properties: Object.fromEntries([...node.keys].map(([key, child]) => [key, nodeSchema(child)])),
    };
  }
  if (node.kind === 'list') {
    const items = node.items.map(nodeSchema);
    const same = items.every((item) => JSON.stringify(item) === JSON.stringify(items[0]));
    return {
      type: 'array',
      minItems: node.length,
      maxItems: node.length,
      ...(same && items.length ? { items: items[0] } : { items, additionalItems: false }),
      ...(node.inStep
        ? {
            description: `The page pairs each item with an entry of ${node.inStep.with}: keep ${node.inStep.length} items.`,
            'x-code': { inStepWith: node.inStep.with, length: node.inStep.length },
          }
        : {}),
    };
  }
  if (node.use === 'raw') return { $ref: '#/definitions/text' };
  if (node.use === 'unused') return { $ref: '#/definitions/unused' };
  return formattedSchema(node);
}

/**
 * The JSON Schema of a page file (messages/pages/*.json, page-files.mjs): both languages, each holding
 * one namespace of the catalog; within it every key required, no other keys, texts stay texts, lists
 * keep their length, and each text says what it may contain. One schema serves every page file (VS Code,
 * .vscode/settings.json), and its `definitions.catalog` is the reference of the check in `next dev`, the
 * text editor and the CMS.
 * @param {RefNode} reference
 */
export function schemaFromReference(reference) {
  const catalog = nodeSchema(reference);
  delete catalog.required; // each page file holds one namespace
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'Fyrtorn page texts (messages/pages/<Namespace>.json), both languages',
    $comment: 'Generated by npm run messages:schema from the catalogs and the code that reads them. Do not edit.',
    definitions: {
      text: {
        type: 'string',
        description: SHOWN_AS_WRITTEN,
        pattern: `^${notEmpty}(?:${plainChars})*$`,
        patternErrorMessage: `${SHOWN_AS_WRITTEN} Not empty.`,
      },
      unused: { type: 'string', description: NOT_READ },
      // A page file holds one of the catalog's namespaces in each language.
      catalog: { ...catalog, minProperties: 1, maxProperties: 1 },
    },
    type: 'object',
    additionalProperties: false,
    required: ['sv', 'en'],
    properties: { sv: { $ref: '#/definitions/catalog' }, en: { $ref: '#/definitions/catalog' } },
  };
}

/**
 * The reference a committed schema stores.
 * @returns {RefNode}
 */
export function referenceFromSchema(schema) {
  const read = (node) => {
    if (node.$ref === '#/definitions/text') return { ...text(), use: 'raw' };
    if (node.$ref === '#/definitions/unused') return text();
    if (node.type === 'object') {
      return {
        kind: 'group',
        keys: new Map(Object.entries(node.properties).map(([key, child]) => [key, read(child)])),
      };
    }
    if (node.type === 'array') {
      const items = Array.isArray(node.items)
        ? node.items.map(read)
        : Array.from({ length: node.minItems }, () => read(node.items));
      const inStep = node['x-code'] ? { length: node['x-code'].length, with: node['x-code'].inStepWith } : undefined;
      return { kind: 'list', length: node.minItems, items, ...(inStep ? { inStep } : {}) };
    }
    const code = node['x-code'] ?? { args: [], tags: [], required: [] };
    return { kind: 'text', use: 'formatted', args: code.args, tags: code.tags, required: code.required };
  };
  return read(schema.definitions.catalog);
}

/** A copy of a reference with the code's part left out: the shape alone. */
export function shapeOf(reference) {
  if (reference.kind === 'group') {
    return { kind: 'group', keys: new Map([...reference.keys].map(([key, child]) => [key, shapeOf(child)])) };
  }
  if (reference.kind === 'list') return { kind: 'list', length: reference.length, items: reference.items.map(shapeOf) };
  return text();
}

/**
 * Where two references first disagree about the code's part, in words; null when they agree.
 * @param {RefNode} fresh what the code does now
 * @param {RefNode} stored what the schema says
 */
export function firstDifference(fresh, stored, path = '') {
  const at = path || '(top level)';
  if (!stored || fresh.kind !== stored.kind) return `${at}: the schema has another shape`;
  if (fresh.kind === 'group') {
    for (const key of new Set([...fresh.keys.keys(), ...stored.keys.keys()])) {
      if (!fresh.keys.has(key) || !stored.keys.has(key)) return `${joinPath(path, key)}: the schema has another shape`;
      const found = firstDifference(fresh.keys.get(key), stored.keys.get(key), joinPath(path, key));
      if (found) return found;
    }
    return null;
  }
  if (fresh.kind === 'list') {
    if (fresh.length !== stored.length) return `${at}: the schema has another length`;
    if (JSON.stringify(fresh.inStep) !== JSON.stringify(stored.inStep)) {
      return `${at}: the code now pairs it with ${fresh.inStep ? `${fresh.inStep.with} (${fresh.inStep.length})` : 'nothing'}`;
    }
    for (let k = 0; k < fresh.length; k++) {
      const found = firstDifference(fresh.items[k], stored.items[k], joinPath(path, k));
      if (found) return found;
    }
    return null;
  }
  const describe = (node) =>
    node.use === 'formatted'
      ? `formats it with ${[...node.args.map((a) => `{${a}}`), ...node.tags.map((t) => `<${t}>`)].join(', ') || 'no values'}${node.required.length ? ` (required: ${node.required.join(', ')})` : ''}`
      : node.use === 'raw'
        ? 'shows it as written'
        : 'does not read it';
  return describe(fresh) === describe(stored)
    ? null
    : `${at}: the code now ${describe(fresh)}; the schema says it ${describe(stored)}`;
}
