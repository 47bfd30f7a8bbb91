// The facts the site claims (founding year, customer count, typical response time, onboarding time, each
// offer's prices, period, turnover and staff bands) come from messages/facts.json
// and reach the texts as placeholders: "Vi svarar normalt inom {responseTime}" shows "två timmar" on the
// Swedish page and "two hours" on the English one, so changing a fact changes every page. Any text may
// use them; lib/i18n/messages.ts fills them in before a page reads its texts, and the catalog check
// refuses a text that writes a fact out by hand (literalFacts) and names the placeholder to use.
// Plain .mjs with the data passed in, so that the build scripts, the check and the app share it.
import { perLanguage } from './per-language.mjs';
import { DASH, NBSP, digits, millions, money, num, numberWords, periodWords, word } from './money.mjs';

/**
 * @typedef {import('./data-schema.mjs').Facts} Facts
 * @typedef {'sv' | 'en'} FactLocale
 */

// The file and its check live with the offer's in lib/data-schema.mjs; importers keep reading them here.
export { FACTS_FILE, checkFacts, readFacts } from './data-schema.mjs';

/** Weeks in running text ("en till två veckor") and as a figure ("1–2 veckor"), hours in running text. */
const weeks = ({ min, max }, locale) => {
  const unit = locale === 'sv' ? (max === 1 ? 'vecka' : 'veckor') : max === 1 ? 'week' : 'weeks';
  if (min === max) return `${word(max, locale)} ${unit}`;
  return `${word(min, locale)} ${locale === 'sv' ? 'till' : 'to'} ${word(max, locale)} ${unit}`;
};
const weeksShort = ({ min, max }, locale) => {
  const unit = locale === 'sv' ? (max === 1 ? 'vecka' : 'veckor') : max === 1 ? 'week' : 'weeks';
  return `${min === max ? max : `${min}${DASH}${max}`}${NBSP}${unit}`;
};
const hours = (n, locale) =>
  locale === 'sv'
    ? `${word(n, locale)} ${n === 1 ? 'timme' : 'timmar'}`
    : `${word(n, locale)} ${n === 1 ? 'hour' : 'hours'}`;

// ---- How a fact is written out by hand, which the check refuses -------------------------------------

const DASHES = '\\s*[-–—]\\s*';
/** A number or its word ("2" or "två"). */
const numberOrWord = (n, locale) => (numberWords[locale][n] ? `(?:${digits(n)}|${numberWords[locale][n]})` : digits(n));
const alone = (pattern) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'iu');
const money_ = (n) => alone(digits(n));

/**
 * @typedef {{
 *   fact: string,
 *   about: { sv: string, en: string },
 *   render: (facts: Facts, locale: FactLocale) => string,
 *   literal?: (facts: Facts, locale: FactLocale) => RegExp[],
 *   typical?: Record<FactLocale, RegExp>,
 * }} Placeholder
 */

/** @type {Record<string, Placeholder>} Every placeholder, in the order the editors' guide lists them. */
export const placeholders = {
  foundingYear: {
    fact: 'foundingYear',
    about: { sv: 'året då Fyrtorn grundades', en: 'the year Fyrtorn was founded' },
    render: (f) => String(f.foundingYear),
    literal: (f) => [new RegExp(`(?<!\\d)${f.foundingYear}(?!\\d)`)],
  },
  customerCount: {
    fact: 'customerCount',
    about: { sv: 'antalet kunder, efter "över"', en: 'the number of clients, after "more than"' },
    render: (f, l) => num(f.customerCount, l),
    literal: (f, l) => [
      alone(`${l === 'sv' ? '(?:över|mer än|fler än|drygt)' : '(?:over|more than)'}\\s+${digits(f.customerCount)}`),
    ],
  },
  customerCountShort: {
    fact: 'customerCount',
    about: { sv: 'antalet kunder som siffra: 100+', en: 'the number of clients as a figure: 100+' },
    render: (f, l) => `${num(f.customerCount, l)}+`,
    literal: (f) => [new RegExp(`${digits(f.customerCount)}\\s*\\+`, 'u')],
  },
  responseTime: {
    fact: 'responseTime',
    about: { sv: 'normal svarstid i löptext: två timmar', en: 'typical response time in running text: two hours' },
    render: (f, l) => hours(f.responseTimeHours, l),
    literal: (f, l) => [
      alone(`${numberOrWord(f.responseTimeHours, l)}\\s*${l === 'sv' ? '(?:timmar|timme|tim)' : '(?:hours?|hrs?)'}`),
    ],
    // What usually happens, never a promise: a sentence with the response time says so.
    typical: { sv: /\bnormalt?\b|\bvanligtvis\b|\boftast\b/i, en: /\busually\b|\btypical(?:ly)?\b|\bnormally\b/i },
  },
  responseTimeShort: {
    fact: 'responseTime',
    about: { sv: 'normal svarstid som siffra: 2 h', en: 'typical response time as a figure: 2 h' },
    render: (f) => `${f.responseTimeHours}${NBSP}h`,
    literal: (f) => [alone(`${digits(f.responseTimeHours)}\\s*h`)],
  },
  onboardingTime: {
    fact: 'onboardingTime',
    about: {
      sv: 'tid från signerat samarbetsförslag till uppstart: en till två veckor',
      en: 'time from the signed proposal to onboarding: one to two weeks',
    },
    render: (f, l) => weeks(f.onboardingWeeks, l),
    literal: (f, l) => [
      alone(
        `${numberOrWord(f.onboardingWeeks.min, l)}\\s+${l === 'sv' ? 'till' : 'to'}\\s+${numberOrWord(f.onboardingWeeks.max, l)}\\s*${l === 'sv' ? 'veckor' : 'weeks'}`,
      ),
    ],
  },
  onboardingTimeShort: {
    fact: 'onboardingTime',
    about: { sv: 'tid till uppstart som siffra: 1–2 veckor', en: 'time to onboarding as a figure: 1–2 weeks' },
    render: (f, l) => weeksShort(f.onboardingWeeks, l),
    literal: (f, l) => [
      alone(
        `${digits(f.onboardingWeeks.min)}${DASHES}${digits(f.onboardingWeeks.max)}\\s*${l === 'sv' ? 'veckor' : 'weeks'}`,
      ),
    ],
  },
  fdaasTurnover: {
    fact: 'fdaasTurnover',
    about: {
      sv: 'FDaaS-kundernas vanliga omsättning: 5–200 MSEK',
      en: "FDaaS clients' typical turnover: SEK 5–200 million",
    },
    render: (f, l) => {
      const { min, max } = f.offers.fdaas.typicalTurnoverMsek;
      return millions(`${min}${DASH}${max}`, l);
    },
    literal: (f) => {
      const { min, max } = f.offers.fdaas.typicalTurnoverMsek;
      return [alone(`${digits(min)}${DASHES}${digits(max)}\\s*(?:MSEK|miljoner|million|m)`)];
    },
  },
  fdaasPrice: {
    fact: 'fdaasPrice',
    about: { sv: 'FDaaS startpris (minsta paketet)', en: 'FDaaS starting price (the smallest package)' },
    render: (f, l) => money(f.offers.fdaas.packages[0].priceFrom ?? 0, l),
    literal: (f) => [money_(f.offers.fdaas.packages[0].priceFrom ?? 0)],
  },
  fdaasGrowthPrice: {
    fact: 'fdaasGrowthPrice',
    about: { sv: 'FDaaS pris för mellanpaketet', en: 'FDaaS price of the middle package' },
    render: (f, l) => money(f.offers.fdaas.packages[1].priceFrom ?? 0, l),
    literal: (f) => [money_(f.offers.fdaas.packages[1].priceFrom ?? 0)],
  },
  fdaasStartTurnover: {
    fact: 'fdaasStartTurnover',
    about: {
      sv: 'omsättningsgräns för FDaaS minsta paket: 3 MSEK',
      en: "turnover limit of FDaaS's smallest package: SEK 3 million",
    },
    render: (f, l) => millions(f.offers.fdaas.packages[0].maxTurnoverMsek, l),
    literal: (f) => [turnoverLiteral(f.offers.fdaas.packages[0].maxTurnoverMsek)],
  },
  fdaasGrowthTurnover: {
    fact: 'fdaasGrowthTurnover',
    about: {
      sv: 'omsättningsgräns för FDaaS mellanpaket, där det största börjar: 6 MSEK',
      en: "turnover limit of FDaaS's middle package, where the largest begins: SEK 6 million",
    },
    render: (f, l) => millions(f.offers.fdaas.packages[1].maxTurnoverMsek, l),
    literal: (f) => [turnoverLiteral(f.offers.fdaas.packages[1].maxTurnoverMsek)],
  },
  fdaasStartEmployees: {
    fact: 'fdaasStartEmployees',
    about: { sv: 'antal anställda i FDaaS minsta paket: 0–3', en: "employees in FDaaS's smallest package: 0–3" },
    render: (f) => `0${DASH}${f.offers.fdaas.packages[0].maxEmployees}`,
    literal: (f, l) => [
      alone(
        `0${DASHES}${numberOrWord(f.offers.fdaas.packages[0].maxEmployees ?? 0, l)}\\s+${l === 'sv' ? 'anställda' : 'employees'}`,
      ),
    ],
  },
  fdaasPeriod: {
    fact: 'fdaasPeriod',
    about: { sv: 'FDaaS prisperiod: per månad', en: 'FDaaS price period: per month' },
    render: (f, l) => periodWords[l][f.offers.fdaas.period],
  },
  fdaasMyBusinessUsers: {
    fact: 'fdaasMyBusinessUsers',
    about: { sv: 'antal MyBusiness-användare som ingår i FDaaS', en: 'MyBusiness users included in FDaaS' },
    render: (f) => String(f.offers.fdaas.includedUsers.myBusiness),
  },
  fdaasRedaUsers: {
    fact: 'fdaasRedaUsers',
    about: { sv: 'antal Reda-användare som ingår i FDaaS', en: 'Reda users included in FDaaS' },
    render: (f) => String(f.offers.fdaas.includedUsers.reda),
  },
  pdaasPrice: {
    fact: 'pdaasPrice',
    about: { sv: 'PDaaS startpris (minsta paketet)', en: 'PDaaS starting price (the smallest package)' },
    render: (f, l) => money(f.offers.pdaas.packages[0].priceFrom ?? 0, l),
    literal: (f) => [money_(f.offers.pdaas.packages[0].priceFrom ?? 0)],
  },
  pdaasGrowthPrice: {
    fact: 'pdaasGrowthPrice',
    about: { sv: 'PDaaS pris för mellanpaketet', en: 'PDaaS price of the middle package' },
    render: (f, l) => money(f.offers.pdaas.packages[1].priceFrom ?? 0, l),
    literal: (f) => [money_(f.offers.pdaas.packages[1].priceFrom ?? 0)],
  },
  pdaasStartEmployees: {
    fact: 'pdaasStartEmployees',
    about: { sv: 'antal anställda i PDaaS minsta paket: 5', en: "employees in PDaaS's smallest package: 5" },
    render: (f) => String(f.offers.pdaas.packages[0].maxEmployees),
    literal: (f, l) => [employeesLiteral(f.offers.pdaas.packages[0].maxEmployees ?? 0, l)],
  },
  pdaasGrowthEmployees: {
    fact: 'pdaasGrowthEmployees',
    about: {
      sv: 'antal anställda i PDaaS mellanpaket, där det största börjar: 20',
      en: "employees in PDaaS's middle package, where the largest begins: 20",
    },
    render: (f) => String(f.offers.pdaas.packages[1].maxEmployees),
    literal: (f, l) => [employeesLiteral(f.offers.pdaas.packages[1].maxEmployees ?? 0, l)],
  },
  pdaasPeriod: {
    fact: 'pdaasPeriod',
    about: { sv: 'PDaaS prisperiod: per månad', en: 'PDaaS price period: per month' },
    render: (f, l) => periodWords[l][f.offers.pdaas.period],
  },
  annualPrice: {
    fact: 'annualPrice',
    about: { sv: 'årspaketets startpris', en: "the annual package's starting price" },
    render: (f, l) => money(f.offers.annual.priceFrom, l),
    literal: (f) => [money_(f.offers.annual.priceFrom)],
  },
  annualPeriod: {
    fact: 'annualPeriod',
    about: { sv: 'årspaketets prisperiod: per månad', en: "the annual package's price period: per month" },
    render: (f, l) => periodWords[l][f.offers.annual.period],
  },
  plusPrice: {
    fact: 'plusPrice',
    about: {
      sv: 'startpris för plustjänster per månad',
      en: 'starting price of monthly additional services',
    },
    render: (f, l) => money(f.offers.plusServices.priceFrom, l),
    literal: (f) => [money_(f.offers.plusServices.priceFrom)],
  },
  plusPeriod: {
    fact: 'plusPeriod',
    about: { sv: 'plustjänsternas prisperiod: per månad', en: 'price period of additional services: per month' },
    render: (f, l) => periodWords[l][f.offers.plusServices.period],
  },
  hourlyRate: {
    fact: 'hourlyRate',
    about: {
      sv: 'timpris för redovisning, lön och HR: 895–1 250 kr',
      en: 'hourly rate for accounting, payroll and HR: SEK 895–1,250',
    },
    render: (f, l) => money(f.offers.plusServices.hourlyRate, l),
    literal: (f) => {
      const { min, max } = f.offers.plusServices.hourlyRate;
      return [alone(`${digits(min)}${DASHES}${digits(max)}`)];
    },
  },
  taxHourlyRate: {
    fact: 'taxHourlyRate',
    about: { sv: 'timpris för skatterådgivning: 1 500 kr', en: 'hourly rate for tax advice: SEK 1,500' },
    render: (f, l) => money(f.offers.plusServices.taxHourlyRate, l),
    // Other lines cost 1 500 kr too (a late change): only an hourly 1 500 is this fact.
    literal: (f) => [
      alone(
        `(?:SEK\\s*)?${digits(f.offers.plusServices.taxHourlyRate)}\\s*(?:kr|SEK)?\\s*(?:/\\s*(?:tim|timme|h|hour)|per\\s+(?:timme|hour)|an\\s+hour|i\\s+timmen)`,
      ),
    ],
  },
};

function turnoverLiteral(amount) {
  return alone(`(?:SEK\\s*)?${digits(amount)}\\s*(?:MSEK|miljoner|million|m)`);
}
function employeesLiteral(count, locale) {
  return alone(`${numberOrWord(count, locale)}\\s+${locale === 'sv' ? 'anställda' : 'employees'}`);
}

export const placeholderNames = Object.keys(placeholders);

/**
 * What each placeholder shows in a language.
 * @param {Facts} facts
 * @param {FactLocale} locale
 * @returns {Record<string, string>}
 */
export function factValues(facts, locale) {
  return Object.fromEntries(Object.entries(placeholders).map(([name, p]) => [name, p.render(facts, locale)]));
}

const placeholderPattern = new RegExp(`\\{(${placeholderNames.join('|')})\\}`, 'g');

/**
 * The placeholders a text uses.
 * @param {string} text
 * @returns {string[]}
 */
export function factsIn(text) {
  return [...new Set([...text.matchAll(placeholderPattern)].map((m) => m[1]))];
}

/**
 * A catalog with every fact placeholder filled in, the same shape and types.
 * @template T
 * @param {T} catalog
 * @param {Facts} facts
 * @param {FactLocale} locale
 * @returns {T}
 */
export function applyFacts(catalog, facts, locale) {
  const values = factValues(facts, locale);
  // A copy through JSON, each text filled in on the way: the same shape, and no key read by name.
  return JSON.parse(JSON.stringify(catalog), (_, value) =>
    typeof value === 'string' ? value.replace(placeholderPattern, (__, name) => values[name]) : value,
  );
}

/**
 * Facts a text writes out by hand instead of through their placeholder.
 * @param {string} text
 * @param {Facts} facts
 * @param {FactLocale} locale
 * @returns {{ placeholder: string, written: string, shows: string }[]}
 */
export function literalFacts(text, facts, locale) {
  const found = [];
  const { values, literals } = literalPatterns(facts, locale);
  // A placeholder's own name is not a literal ("{foundingYear}" holds no year, but be safe).
  const plain = text.replace(placeholderPattern, ' ');
  for (const [name, patterns] of literals) {
    for (const pattern of patterns) {
      const match = pattern.exec(plain);
      if (match) {
        found.push({ placeholder: name, written: match[0], shows: values[name] });
        break;
      }
    }
  }
  return found;
}

/**
 * What each placeholder shows and the patterns of it written by hand, built once per facts and language (the
 * check tries them on every text; none has the `g` flag, so a pattern keeps no state between texts).
 * @type {(facts: Facts, locale: FactLocale) => { values: Record<string, string>, literals: [string, RegExp[]][] }}
 */
const literalPatterns = perLanguage((facts, locale) => ({
  values: factValues(facts, locale),
  literals: Object.entries(placeholders).map(([name, p]) => [name, p.literal?.(facts, locale) ?? []]),
}));

/** @param {string} name */
export const isFactName = (name) => Object.hasOwn(placeholders, name);

/**
 * The placeholder an editor probably meant by a misspelt one ({foundingyear}, {fdaasPrise}), if any.
 * @param {string} name
 * @returns {string | undefined}
 */
export function nearestFact(name) {
  const distance = (a, b) => {
    const row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      let diagonal = row[0];
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const above = row[j];
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
        diagonal = above;
      }
    }
    return row[b.length];
  };
  const lower = name.toLowerCase();
  let best;
  for (const candidate of placeholderNames) {
    const d = distance(lower, candidate.toLowerCase());
    if (d <= 2 && (!best || d < best.d)) best = { candidate, d };
  }
  return best?.candidate;
}

/** The fact a placeholder states: {responseTime} and {responseTimeShort} both state the response time. */
export const factOf = (name) => placeholders[name].fact;

/**
 * Placeholders a text states as a promise: the response time must read as what usually happens.
 * @param {string} text
 * @param {FactLocale} locale
 * @returns {string[]}
 */
export function promisedFacts(text, locale) {
  return factsIn(text).filter((name) => {
    const typical = placeholders[name].typical?.[locale];
    return typical && !typical.test(text.replace(placeholderPattern, ' '));
  });
}
