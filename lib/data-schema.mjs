// The shape of the two data files the texts rely on, described once as zod schemas: messages/facts.json
// (what the site claims: founding year, clients, response time, each offer's prices, periods and bands)
// and messages/offer.json (what each package includes and every priced line of the price lists). Each
// problem the schema finds is told as "key: what is wrong" in words an editor can act on; the catalog
// check (npm run check:messages, every build, `next dev`, the CMS before a save) prints them with file
// and line, and lib/offer-check.mjs adds what needs the texts too. npm run messages:schema writes the same
// schemas as JSON Schema (messages/facts.schema.json, messages/offer.schema.json) for VS Code.
// Plain .mjs with the data passed in, so that the build scripts, the check, the CMS and the app share it.
import './validations/zod-jitless.mjs';
import { z } from 'zod';
import { joinPath } from './i18n/catalog/json-source.mjs';

export const FACTS_FILE = 'messages/facts.json';
export const OFFER_FILE = 'messages/offer.json';
/** The offer's schema as JSON Schema, for VS Code (.vscode/settings.json); npm run messages:schema writes it. */
export const OFFER_SCHEMA_FILE = 'messages/offer.schema.json';

/** @typedef {{ key: string, message: string }} DataProblem "key: message", the key as dotted path */

const found = (issue) => `found ${JSON.stringify(issue.input)}`;

/** A whole number in a range, or at least `min`. @param {{ min?: number, max?: number }} [bounds] */
function whole({ min = 1, max } = {}) {
  const error = (issue) =>
    `expected a whole number (${max === undefined ? `${min} or more` : `${min}-${max}`}), ${found(issue)}`;
  const schema = z.int({ error }).min(min, { error });
  return max === undefined ? schema : schema.max(max, { error });
}

/**
 * A group of named values; a key it does not know is refused by name (see problemsOf).
 * @template {z.ZodRawShape} T
 * @param {T} shape
 */
const group = (shape) => z.strictObject(shape, { error: (issue) => `expected a group { }, ${found(issue)}` });

/** `{ "min": 1, "max": 2 }`, min not above max. */
const range = () =>
  group({ min: whole({ min: 0 }), max: whole() }).superRefine((r, ctx) => {
    if (r.min > r.max) ctx.addIssue({ code: 'custom', message: `min (${r.min}) is larger than max (${r.max})` });
  });

/**
 * A closed list of words, told as the editor writes them.
 * @template {readonly [string, ...string[]]} V
 * @param {V} values
 */
const oneOf = (values) =>
  z.enum(values, {
    error: (issue) =>
      `expected ${values.length === 2 ? values.map((v) => `"${v}"`).join(' or ') : `one of ${values.map((v) => `"${v}"`).join(', ')}`}, ${found(issue)}`,
  });

const period = oneOf(/** @type {const} */ (['month', 'year']));

/**
 * An offer's three packages, priced from low to high, the largest by quote; each band grows from the first
 * to the second.
 * @template {z.ZodRawShape} F
 * @param {F} first the first package's bands
 * @param {string[]} bands
 */
function packages(first, bands) {
  /** @template {z.ZodRawShape} S @param {S} shape */
  const priced = (shape) => group({ priceFrom: whole(), ...shape });
  const second = Object.fromEntries(bands.map((band) => [band, whole()]));
  const quote = group({ priceFrom: z.null({ error: 'the largest package is priced by quote: null' }) });
  return z
    .tuple([priced(first), priced(second), quote], {
      error: (issue) =>
        issue.code === 'invalid_type'
          ? `expected a list [ ] of three packages, ${found(issue)}`
          : 'expected three packages: two priced, the last by quote',
    })
    .superRefine(([a, b], ctx) => {
      if (a.priceFrom >= b.priceFrom) {
        ctx.addIssue({ code: 'custom', message: 'the second package must cost more than the first' });
      }
      for (const band of bands) {
        if (a[band] >= b[band]) {
          ctx.addIssue({ code: 'custom', path: [1, band], message: `must be larger than the first package's ${band}` });
        }
      }
    });
}

export const factsSchema = group({
  foundingYear: whole({ min: 1900, max: new Date().getFullYear() }),
  customerCount: whole(),
  responseTimeHours: whole(),
  onboardingWeeks: range(),
  offers: group({
    fdaas: group({
      period,
      typicalTurnoverMsek: range(),
      packages: packages({ maxTurnoverMsek: whole(), maxEmployees: whole() }, ['maxTurnoverMsek']),
      includedUsers: group({ myBusiness: whole({ min: 0 }), reda: whole({ min: 0 }) }),
    }),
    pdaas: group({ period, packages: packages({ maxEmployees: whole() }, ['maxEmployees']) }),
    annual: group({ period, priceFrom: whole() }),
    plusServices: group({ period, priceFrom: whole(), hourlyRate: range(), taxHourlyRate: whole() }),
  }),
});

// ---- The offer ---------------------------------------------------------------------------------------

/** The subscriptions whose pages list what they include. */
export const packageIds = /** @type {const} */ (['fdaas', 'pdaas', 'annual']);
/** The price lists: one per department offer, and the general one for clients without a subscription. */
export const priceListIds = /** @type {const} */ (['fdaas', 'pdaas', 'general']);
/** What a price line is, which says where a price list shows it (lib/price-lists.ts). */
export const lineKinds = /** @type {const} */ ([
  'product',
  'licence',
  'bank',
  'plusServices',
  'accountingHourly',
  'item',
  'payrollHourly',
  'taxHourly',
]);
/** The program cards of the price lists, each with its title in PriceLists.common.programs. */
export const programIds = /** @type {const} */ (['myBusiness', 'reda', 'findityMynt', 'billecta']);
/** What a price is charged per: a month, an hour, each one (an invoice, a payroll run), or once. */
export const priceUnits = /** @type {const} */ (['month', 'hour', 'each', 'once']);
/** The amounts a price line may take from messages/facts.json instead of writing them again. */
export const factAmounts = /** @type {const} */ ([
  'plusServices.priceFrom',
  'plusServices.hourlyRate',
  'plusServices.taxHourlyRate',
]);

const id = z.string({ error: (issue) => `expected an id, ${found(issue)}` }).regex(/^[a-z][A-Za-z0-9]*$/, {
  error: (issue) => `expected an id: letters and digits, beginning with a small letter (lateChange5), ${found(issue)}`,
});
const text = z
  .string({ error: (issue) => `expected a text, ${found(issue)}` })
  .refine((s) => s.trim() !== '', { error: 'empty text (expected a text)' });
const bilingual = group({ sv: text, en: text });
const ids = () => z.array(id, { error: (issue) => `expected a list [ ] of ids, ${found(issue)}` });

const price = group({
  amount: whole({ min: 0 }).optional().describe('kronor, a whole number without spaces: 1250'),
  range: range().optional().describe('a range of kronor: { "min": 895, "max": 1250 }'),
  fact: oneOf(factAmounts).optional().describe('an amount of messages/facts.json, written once there'),
  unit: oneOf(priceUnits).describe('per month, per hour, each (an invoice, a payroll run) or once'),
  from: z.boolean().optional().describe('true: a starting price, shown "fr. 1 250 kr"'),
  about: z.boolean().optional().describe('true: an approximate price, shown "ca 100 kr/mån"'),
}).superRefine((p, ctx) => {
  if (['amount', 'range', 'fact'].filter((key) => p[key] !== undefined).length !== 1) {
    ctx.addIssue({
      code: 'custom',
      message:
        'give the price one of "amount" (kronor: 300), "range" ({ "min": 895, "max": 1250 }) or "fact" (an amount of messages/facts.json)',
    });
  }
  if (p.from && p.about) ctx.addIssue({ code: 'custom', message: '"from" and "about" together: choose one' });
});

const line = group({
  id,
  name: bilingual,
  kind: oneOf(lineKinds).describe('what the line is, which says where a price list shows it'),
  program: oneOf(programIds).optional().describe('a licence line: the program card it is on'),
  licence: id.optional().describe('the licence (of licences) this line is the price of'),
  price,
  lists: z
    .array(oneOf(priceListIds))
    .min(1, { error: 'expected the price lists that show this line' })
    .describe('the price lists that show the line: fdaas and pdaas charge it on top of that package'),
  charges: ids().optional().describe('the items (or other lines) it charges for, besides its own id'),
}).superRefine((l, ctx) => {
  if ((l.kind === 'licence') !== (l.program !== undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: ['program'],
      message: 'a licence line names its program card ("program"), and only a licence line does',
    });
  }
});

const offerPackage = group({
  included: ids()
    .min(1, { error: 'expected what the package includes' })
    .describe('the items the package includes, in the order its page lists them'),
  highlights: ids()
    .min(3, { error: 'the subscription card shows 3-6 of the included items' })
    .max(6, { error: 'the subscription card shows 3-6 of the included items' })
    .describe('3-6 of the included items, on its card on /vara-abonnemang'),
  priceListCards: ids().optional().describe('included items shown as cards on its price list, with their description'),
  extras: ids().describe('items that cost extra: the add-on card of its page'),
});

export const offerSchema = group({
  licences: z.array(group({ id, name: text })).describe('the programs whose licences the price lists charge per user'),
  items: z
    .array(
      group({
        id,
        name: bilingual,
        description: bilingual.optional(),
        needs: ids().optional().describe('the licences it needs; unless the package includes them, its text says so'),
      }),
    )
    .describe('everything a package may include or charge for, each with its name in both languages'),
  packages: group({ fdaas: offerPackage, pdaas: offerPackage, annual: offerPackage }),
  lines: z.array(line),
}).superRefine(offerReferences);

/** Every id the offer names is defined once, and each reference points at one of the right sort. */
function offerReferences(offer, ctx) {
  const defined = (list, name) => {
    const first = new Map();
    list.forEach((entry, i) => {
      if (first.has(entry.id)) {
        ctx.addIssue({
          code: 'custom',
          path: [name, i, 'id'],
          message: `"${entry.id}" is defined twice (also ${name}[${first.get(entry.id)}])`,
        });
      } else first.set(entry.id, i);
    });
    return first;
  };
  const licences = defined(offer.licences, 'licences');
  const items = defined(offer.items, 'items');
  const lines = defined(offer.lines, 'lines');
  /** Each id of a list is one of `known`, and at most once. */
  const refer = (list, path, known, what) => {
    list?.forEach((ref, i) => {
      const message = !known.has(ref)
        ? `"${ref}" is not ${what}: add it there, or check the spelling`
        : list.indexOf(ref) !== i
          ? `"${ref}" is listed twice`
          : null;
      if (message) ctx.addIssue({ code: 'custom', path: [...path, i], message });
    });
  };
  offer.items.forEach((item, i) => refer(item.needs, ['items', i, 'needs'], licences, 'a licence of licences'));
  for (const id of packageIds) {
    const pkg = offer.packages[id];
    for (const part of ['included', 'priceListCards', 'extras']) {
      refer(pkg[part], ['packages', id, part], items, 'an item of items');
    }
    const included = new Set(pkg.included);
    refer(pkg.highlights, ['packages', id, 'highlights'], included, `in packages.${id}.included`);
    refer(pkg.priceListCards, ['packages', id, 'priceListCards'], included, `in packages.${id}.included`);
  }
  offer.lines.forEach((l, i) => {
    // A line charges for an item, or for what another line charges at another price (the PDaaS list's own figures).
    refer(l.charges, ['lines', i, 'charges'], new Set([...items.keys(), ...lines.keys()]), 'an item or a line');
    refer(l.licence === undefined ? [] : [l.licence], ['lines', i, 'licence'], licences, 'a licence of licences');
  });
}

// ---- Problems as editors read them ------------------------------------------------------------------

/** What zod says where a schema above has no sentence of its own. */
function plainWords(issue) {
  if (issue.code === 'invalid_type') {
    const kinds = { object: 'a group { }', array: 'a list [ ]', string: 'a text', boolean: 'true or false' };
    return `expected ${kinds[issue.expected] ?? issue.expected}, ${found(issue)}`;
  }
  if (issue.code === 'too_small') return `expected at least ${issue.minimum}`;
  if (issue.code === 'too_big') return `expected at most ${issue.maximum}`;
  return undefined;
}

/**
 * What is wrong with a parsed data file, each as "key: problem"; empty when sound.
 * @param {z.ZodType} schema
 * @param {unknown} value
 * @returns {DataProblem[]}
 */
export function problemsOf(schema, value) {
  const result = schema.safeParse(value, { error: plainWords });
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    // "packages[0].priceFrom", as the catalogs' keys read and json-source.mjs finds the line.
    const key = (path) => (path.length ? path.reduce(joinPath, '') : '(file)');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((name) => ({
        key: key([...issue.path, name]),
        message: 'not a key of this group: remove it, or check the spelling',
      }));
    }
    return [{ key: key(issue.path), message: issue.message }];
  });
}

/**
 * A data file, checked: a slip stops with every problem named after the file.
 * @template T
 * @param {string} file
 * @param {z.ZodType<T>} schema
 * @param {unknown} value
 * @returns {T}
 */
function readData(file, schema, value) {
  const problems = problemsOf(schema, value);
  if (problems.length) {
    throw new Error(
      `${file} has ${problems.length} problem(s):\n${problems.map((p) => `  ${file}: ${p.key}: ${p.message}`).join('\n')}`,
    );
  }
  return /** @type {T} */ (value);
}

/**
 * @typedef {z.infer<typeof factsSchema>} Facts
 * @typedef {z.infer<typeof offerSchema>} Offer
 */

/** The offer's schema as JSON Schema (messages/offer.schema.json), as Prettier would not yet have written it. */
export const offerJsonSchema = () => z.toJSONSchema(offerSchema, { unrepresentable: 'any' });

/** What is wrong with a parsed messages/facts.json. @param {unknown} value @returns {DataProblem[]} */
export const checkFacts = (value) => problemsOf(factsSchema, value);
/** What is wrong with the shape of a parsed messages/offer.json. @param {unknown} value @returns {DataProblem[]} */
export const checkOffer = (value) => problemsOf(offerSchema, value);
/** The facts, checked. @param {unknown} value @returns {Facts} */
export const readFacts = (value) => readData(FACTS_FILE, factsSchema, value);
/** The offer, checked. @param {unknown} value @returns {Offer} */
export const readOffer = (value) => readData(OFFER_FILE, offerSchema, value);

/**
 * The offer's texts a visitor reads: every item's name and description and every price line's name, each with
 * its place in the file (`items[3].name`) and its value in both languages (the object itself, not a copy).
 * The catalog check holds them as texts (lib/i18n/catalog/offer-check.mjs); `npm run dev` marks them for the
 * text editor (lib/text-editor/offer-markers.mjs), which edits these and nothing else of the file.
 * @param {Offer} offer
 * @returns {[string, Offer['items'][number]['name']][]}
 */
export function offerTextFields(offer) {
  /** @type {[string, Offer['items'][number]['name']][]} */
  const fields = [];
  offer.items.forEach((item, i) => {
    fields.push([joinPath(joinPath('items', i), 'name'), item.name]);
    if (item.description) fields.push([joinPath(joinPath('items', i), 'description'), item.description]);
  });
  offer.lines.forEach((l, i) => fields.push([joinPath(joinPath('lines', i), 'name'), l.name]));
  return fields;
}
