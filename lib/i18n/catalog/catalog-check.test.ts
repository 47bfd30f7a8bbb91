/** @jest-environment node */
import {
  checkCatalogs,
  checkSnippetLengths,
  formatProblem,
  placeholdersOf,
  type CatalogProblem,
} from './catalog-check.mjs';
import { applyUsage, skeletonOf, type Read } from './catalog-reference.mjs';
import { assembleCatalogs } from './page-files.mjs';
import { readFacts } from '../../facts.mjs';
import { readGlossary } from '../../glossary.mjs';

type Texts = Record<string, unknown>;

/** Both languages as page files hold them (messages/pages/A.json = { sv: { A }, en: { A } }), assembled. */
function pages(sv: Texts, en: Texts = sv) {
  const namespaces = [...new Set([...Object.keys(sv), ...Object.keys(en)])];
  return assembleCatalogs(
    namespaces.map((ns) => {
      const file: Texts = {};
      if (ns in sv) file.sv = { [ns]: sv[ns] };
      if (ns in en) file.en = { [ns]: en[ns] };
      return [`messages/pages/${ns}.json`, JSON.stringify(file, null, 2)] as const;
    }),
  ).catalogs;
}

/** A problem as the check prints it, its line left out (the page files' tests check the lines). */
const unplaced = (p: CatalogProblem) => formatProblem({ ...p, line: undefined });

/** What the code does, written out: a text shown as written, or formatted with these values and tags. */
const raw = (key: string): Read => ({ path: key.split('.'), mode: 'raw', site: 'app/page.tsx:1' });
const format = (key: string, passed: { args?: string[]; tags?: string[] } = {}, specific = true): Read => ({
  path: key.split('.'),
  mode: 'format',
  method: passed.tags?.length ? 'rich' : 't',
  args: passed.args ?? [],
  tags: passed.tags ?? [],
  specific,
  site: 'app/page.tsx:1',
});

/** The lines the check prints for two catalogs, the reference being sv's shape and the given reads. */
function lines(sv: unknown, en: unknown, reads: Read[], shape = skeletonOf(sv)) {
  const reference = applyUsage(shape, { reads, inStep: [], notes: [] });
  return checkCatalogs(pages(sv as Texts, en as Texts), reference, { seo: false }).map(unplaced);
}

describe('checkCatalogs', () => {
  it('passes identical small catalogs', () => {
    const value = { A: { b: 'Hej {name}', items: ['x', 'y'] } };
    expect(lines(value, structuredClone(value), [format('A.b', { args: ['name'] }), raw('A.items.[]')])).toEqual([]);
  });

  it('names a key missing in English', () => {
    expect(lines({ A: { b: 'x', c: 'y' } }, { A: { b: 'x' } }, [raw('A.b'), raw('A.c')])).toEqual([
      'messages/pages/A.json: en.A.c: missing (sv has it)',
    ]);
  });

  it('names a key that only English has in English, where the slip is', () => {
    expect(lines({ A: { b: 'x' } }, { A: { b: 'x', extra: 'y' } }, [raw('A.b')])).toEqual([
      'messages/pages/A.json: en.A.extra: not in sv: remove it, or add it there too',
    ]);
  });

  it('names a list of a different length, with both counts', () => {
    expect(lines({ A: { items: ['a', 'b', 'c'] } }, { A: { items: ['a', 'b'] } }, [raw('A.items.[]')])).toEqual([
      'messages/pages/A.json: en.A.items: has 2 items, sv and the schema have 3',
    ]);
  });

  it('names a list item by index', () => {
    const sv = { A: { items: [{ q: 'a' }, { q: 'b' }] } };
    expect(lines(sv, { A: { items: [{ q: 'a' }, {}] } }, [raw('A.items.[].q')])).toEqual([
      'messages/pages/A.json: en.A.items[1].q: missing (sv has it)',
    ]);
  });

  it('names a text where the reference has a group, in the language that has the text', () => {
    expect(lines({ A: { b: { c: 'x' } } }, { A: { b: 'x' } }, [raw('A.b.c')])).toEqual([
      'messages/pages/A.json: en.A.b: is text here, but a group { } in sv and the schema',
    ]);
  });

  it('blames Swedish when it is Swedish that left the reference', () => {
    const shape = skeletonOf({ A: { b: 'x' } });
    expect(lines({ A: { b: { text: 'x' } } }, { A: { b: 'x' } }, [raw('A.b')], shape)).toEqual([
      'messages/pages/A.json: sv.A.b: is a group { } here, but text in en and the schema',
    ]);
  });

  it('names a placeholder one language lacks, with what each has and what the code passes', () => {
    expect(
      lines({ Contact: { mail: 'Skriv till {email}' } }, { Contact: { mail: 'Write to us' } }, [
        format('Contact.mail', { args: ['email'] }),
      ]),
    ).toEqual([
      'messages/pages/Contact.json: en.Contact.mail: lacks {email} (sv has {email}, en has none; the code passes {email})',
    ]);
  });

  it('names a misspelt placeholder in the language that has it', () => {
    expect(
      lines({ A: { b: 'Mejla <mail>{emial}</mail>' } }, { A: { b: 'E-mail <mail>{email}</mail>' } }, [
        format('A.b', { args: ['email'], tags: ['mail'] }),
      ]),
    ).toEqual([
      'messages/pages/A.json: sv.A.b: uses {emial} that the code does not pass and lacks {email} (sv has {emial} <mail>, en has {email} <mail>; the code passes {email} and <mail>…</mail>)',
    ]);
  });

  it('names the same misspelt placeholder in both languages, each in its own line', () => {
    expect(
      lines({ A: { b: 'Hej {emial}' } }, { A: { b: 'Hi {emial}' } }, [format('A.b', { args: ['email'] })]),
    ).toEqual([
      'messages/pages/A.json: sv.A.b: uses {emial} that the code does not pass and lacks {email} (the code passes {email})',
      'messages/pages/A.json: en.A.b: uses {emial} that the code does not pass and lacks {email} (the code passes {email})',
    ]);
  });

  it('names a rich-text tag that differs from the one the code passes', () => {
    expect(
      lines({ A: { b: 'Läs <link>mer</link>' } }, { A: { b: 'Read <a>more</a>' } }, [
        format('A.b', { tags: ['link'] }),
      ]),
    ).toEqual([
      'messages/pages/A.json: en.A.b: uses <a> that the code does not pass and lacks <link>…</link> (sv has <link>, en has <a>; the code passes <link>…</link>)',
    ]);
  });

  it('asks for the same placeholders in both languages when the code offers them but needs none', () => {
    expect(
      lines({ A: { b: 'Drivs av {company}' } }, { A: { b: 'Run by us' } }, [
        format('A.b', { args: ['company'] }, false),
      ]),
    ).toEqual([
      'messages/pages/A.json: sv.A.b: has {company} where en has none: write the same in both languages (the code passes {company})',
      'messages/pages/A.json: en.A.b: has none where sv has {company}: write the same in both languages (the code passes {company})',
    ]);
  });

  it('names invalid ICU syntax with file and key path', () => {
    expect(
      lines({ A: { greet: 'Hej {name' } }, { A: { greet: 'Hi {name}' } }, [format('A.greet', { args: ['name'] })]),
    ).toEqual([
      'messages/pages/A.json: sv.A.greet: invalid message syntax: a { has no closing } at character 5 (check braces {} and tags <x></x>)',
    ]);
  });

  it.each([
    ['an unknown argument type', 'Pris {amount, money}'],
    ['an unclosed rich-text tag', 'Läs <link>mer'],
    ['a closing tag that does not match', 'Läs <link>mer</a>'],
  ])('names %s with file and key path', (_, text) => {
    const [line] = lines({ A: { b: text } }, { A: { b: 'Read <link>more</link>' } }, [
      format('A.b', { tags: ['link'] }),
    ]);
    expect(line).toMatch(/^messages\/pages\/A\.json: sv\.A\.b: invalid message syntax: /);
  });

  it('names braces and tags in a text the code shows as written, in each language that has them', () => {
    expect(lines({ A: { b: 'Kontakta {oss' } }, { A: { b: 'Contact <b>us</b>' } }, [raw('A.b')])).toEqual([
      'messages/pages/A.json: sv.A.b: "{oss" would show to visitors as written: this text takes no {placeholders} or <tags>',
      'messages/pages/A.json: en.A.b: "<b>", "</b>" would show to visitors as written: this text takes no {placeholders} or <tags>',
    ]);
  });

  it('lets a text shown as written contain a lone < or >', () => {
    expect(
      lines({ A: { b: 'Under <5 anställda, > 2 år' } }, { A: { b: 'Under <5 staff, > 2 years' } }, [raw('A.b')]),
    ).toEqual([]);
  });

  it('names tags in a text the code formats as plain text', () => {
    expect(
      lines({ A: { b: 'Betyg: <b>{n}</b>' } }, { A: { b: 'Rating: {n}' } }, [format('A.b', { args: ['n'] })]),
    ).toEqual([
      'messages/pages/A.json: sv.A.b: uses <b> that the code does not pass (sv has {n} <b>, en has {n}; the code passes {n})',
    ]);
  });

  it('names an empty string', () => {
    expect(lines({ A: { b: 'x' } }, { A: { b: '  ' } }, [raw('A.b')])).toEqual([
      'messages/pages/A.json: en.A.b: empty text (expected a message)',
    ]);
  });

  it('names a value that is neither text nor a group', () => {
    expect(lines({ A: { n: 'x' } }, { A: { n: 1 } }, [raw('A.n')])).toEqual([
      'messages/pages/A.json: en.A.n: is a number here, but text in sv and the schema',
    ]);
  });

  it('warns once about a text no code reads, also inside a group the code reads other keys of', () => {
    expect(lines({ A: { b: 'x', extraNote: 'y' } }, { A: { b: 'x', extraNote: 'y' } }, [raw('A.b')])).toEqual([
      'warning: messages/pages/A.json: sv.A.extraNote: no code reads this text: remove it from both languages, or use it in the code',
    ]);
  });

  it('names a list shorter than the list the code pairs it with', () => {
    const shape = applyUsage(skeletonOf({ A: { items: ['a', 'b'] } }), {
      reads: [raw('A.items.[]')],
      inStep: [{ path: ['A', 'items'], length: 3, with: 'links in app/page.tsx', site: 'app/page.tsx:9' }],
      notes: [],
    });
    const found = checkCatalogs(pages({ A: { items: ['a', 'b'] } }), shape, { seo: false }).map(unplaced);
    expect(found).toEqual([
      'messages/pages/A.json: sv.A.items: has 2 items, but the page pairs each item with an entry of links in app/page.tsx, which has 3',
      'messages/pages/A.json: en.A.items: has 2 items, but the page pairs each item with an entry of links in app/page.tsx, which has 3',
    ]);
  });

  it('tells a change both languages share from a slip: the schema is out of date', () => {
    const shape = skeletonOf({ A: { items: ['a', 'b'] } });
    expect(
      lines({ A: { items: ['a', 'b', 'c'] } }, { A: { items: ['a', 'b', 'c'] } }, [raw('A.items.[]')], shape),
    ).toEqual([
      'messages/catalog.schema.json: A.items: both languages have 3 items, the schema 2: if you meant to change the list, run npm run messages:schema',
    ]);
  });

  it('names a key the code reads that both languages lack, in each language', () => {
    expect(lines({ A: { b: 'x' } }, { A: { b: 'x' } }, [raw('A.b'), raw('A.gone')])).toEqual([
      'messages/pages/A.json: sv.A.gone: missing: the code reads this text',
      'messages/pages/A.json: en.A.gone: missing: the code reads this text',
    ]);
  });

  it('names a key with a dot, which next-intl would read as a group', () => {
    expect(lines({ A: { 'b.c': 'x' } }, { A: { 'b.c': 'x' } }, [])).toEqual([
      'messages/pages/A.json: sv.A.b.c: a key must not contain "." (next-intl reads a dot as a group)',
      'messages/pages/A.json: en.A.b.c: a key must not contain "." (next-intl reads a dot as a group)',
    ]);
  });

  it('warns about a sentence left in Swedish in en, naming the key', () => {
    const sv = { A: { text: 'Vi hjälper dig med lönen', items: ['Bokföring varje månad'] } };
    const en = { A: { text: 'We help you with payroll', items: ['Bokföring varje månad'] } };
    expect(lines(sv, en, [raw('A.text'), raw('A.items.[]')])).toEqual([
      'warning: messages/pages/A.json: en.A.items[0]: same text as in Swedish (untranslated?)',
    ]);
  });

  it('accepts brand names, short terms, prices and names that are the same in both languages', () => {
    const same = {
      A: { badge: 'FDaaS', price: 'fr. 2\u00a0495 kr', author: 'Anna Berg Lindqvist Svensson', short: 'HR & People' },
    };
    expect(lines(same, structuredClone(same), [raw('A.*')])).toEqual([]);
  });
});

/** Facts and a glossary of one term, as messages/facts.json and messages/glossary.json hold them. */
const facts = readFacts({
  foundingYear: 2016,
  customerCount: 100,
  responseTimeHours: 2,
  onboardingWeeks: { min: 1, max: 2 },
  offers: {
    fdaas: {
      period: 'month',
      typicalTurnoverMsek: { min: 5, max: 200 },
      packages: [
        { priceFrom: 2495, maxTurnoverMsek: 3, maxEmployees: 3 },
        { priceFrom: 4995, maxTurnoverMsek: 6 },
        { priceFrom: null },
      ],
      includedUsers: { myBusiness: 1, reda: 1 },
    },
    pdaas: {
      period: 'month',
      packages: [{ priceFrom: 1995, maxEmployees: 5 }, { priceFrom: 3495, maxEmployees: 20 }, { priceFrom: null }],
    },
    annual: { period: 'month', priceFrom: 1095 },
    plusServices: { period: 'month', priceFrom: 2000, hourlyRate: { min: 895, max: 1250 }, taxHourlyRate: 1500 },
  },
});
const glossary = readGlossary({
  terms: [
    {
      kind: 'offer',
      sv: 'plustjänster',
      en: 'additional services',
      about: { sv: '', en: '' },
      avoid: { sv: ['tilläggstjänst'], en: ['plus services'] },
    },
    { kind: 'role', sv: 'vd', en: 'CEO', about: { sv: '', en: '' }, avoid: { sv: ['VD'], en: [] } },
  ],
});

/** The lines the check prints with the facts and the glossary in play. */
function wordLines(sv: unknown, en: unknown, reads: Read[]) {
  const reference = applyUsage(skeletonOf(sv), { reads, inStep: [], notes: [] });
  return checkCatalogs(pages(sv as Texts, en as Texts), reference, { seo: false, facts, glossary }).map(unplaced);
}

describe('facts', () => {
  it('accepts a fact placeholder in a text shown as written and in a formatted one', () => {
    const sv = { A: { raw: 'Svar normalt inom {responseTime}.', rich: 'Sedan {foundingYear}, {email}.' } };
    const en = { A: { raw: 'Replies usually within {responseTime}.', rich: 'Since {foundingYear}, {email}.' } };
    expect(wordLines(sv, en, [raw('A.raw'), format('A.rich', { args: ['email'] })])).toEqual([]);
  });

  it('refuses a fact written by hand and names the placeholder to use, in each language', () => {
    const sv = { A: { b: 'Vi svarar inom två timmar, sedan 2016, fr. 2\u00a0495 kr.' } };
    const en = { A: { b: 'We reply within 2 hours, since 2016, from SEK 2,495.' } };
    expect(wordLines(sv, en, [raw('A.b')])).toEqual([
      'messages/pages/A.json: sv.A.b: "2016" is a fact written by hand: write {foundingYear} instead (it shows "2016", from messages/facts.json)',
      'messages/pages/A.json: sv.A.b: "två timmar" is a fact written by hand: write {responseTime} instead (it shows "två timmar", from messages/facts.json)',
      'messages/pages/A.json: sv.A.b: "2\u00a0495" is a fact written by hand: write {fdaasPrice} instead (it shows "2\u00a0495\u00a0kr", from messages/facts.json)',
      'messages/pages/A.json: en.A.b: "2016" is a fact written by hand: write {foundingYear} instead (it shows "2016", from messages/facts.json)',
      'messages/pages/A.json: en.A.b: "2 hours" is a fact written by hand: write {responseTime} instead (it shows "two hours", from messages/facts.json)',
      'messages/pages/A.json: en.A.b: "2,495" is a fact written by hand: write {fdaasPrice} instead (it shows "SEK\u00a02,495", from messages/facts.json)',
    ]);
  });

  it('refuses the short forms too: 100+, 2 h and 1–2 weeks', () => {
    const same = { A: { b: '100+ kunder, 2 h, 1–2 veckor' } };
    expect(wordLines(same, { A: { b: '100+ clients, 2 h, 1–2 weeks' } }, [raw('A.b')])).toEqual([
      'messages/pages/A.json: sv.A.b: "100+" is a fact written by hand: write {customerCountShort} instead (it shows "100+", from messages/facts.json)',
      'messages/pages/A.json: sv.A.b: "2 h" is a fact written by hand: write {responseTimeShort} instead (it shows "2\u00a0h", from messages/facts.json)',
      'messages/pages/A.json: sv.A.b: "1–2 veckor" is a fact written by hand: write {onboardingTimeShort} instead (it shows "1–2\u00a0veckor", from messages/facts.json)',
      'messages/pages/A.json: en.A.b: "100+" is a fact written by hand: write {customerCountShort} instead (it shows "100+", from messages/facts.json)',
      'messages/pages/A.json: en.A.b: "2 h" is a fact written by hand: write {responseTimeShort} instead (it shows "2\u00a0h", from messages/facts.json)',
      'messages/pages/A.json: en.A.b: "1–2 weeks" is a fact written by hand: write {onboardingTimeShort} instead (it shows "1–2\u00a0weeks", from messages/facts.json)',
    ]);
  });

  it('tells the tax hour apart from another item that costs the same', () => {
    const sv = { A: { late: 'fr. 1\u00a0500 kr', tax: '1\u00a0500 kr/tim' } };
    const en = { A: { late: 'from SEK 1,500', tax: 'SEK 1,500/hour' } };
    expect(wordLines(sv, en, [raw('A.late'), raw('A.tax')])).toEqual([
      'messages/pages/A.json: sv.A.tax: "1\u00a0500 kr/tim" is a fact written by hand: write {taxHourlyRate} instead (it shows "1\u00a0500\u00a0kr", from messages/facts.json)',
      'messages/pages/A.json: en.A.tax: "SEK 1,500/hour" is a fact written by hand: write {taxHourlyRate} instead (it shows "SEK\u00a01,500", from messages/facts.json)',
    ]);
  });

  it('asks both languages to state the same facts', () => {
    const sv = { A: { b: 'Svar normalt inom {responseTime}, sedan {foundingYear}.' } };
    const en = { A: { b: 'Replies usually within {responseTimeShort}.' } };
    expect(wordLines(sv, en, [raw('A.b')])).toEqual([
      'messages/pages/A.json: en.A.b: lacks {foundingYear} that sv states: both languages make the same claims',
    ]);
  });

  it('refuses the response time stated as a promise, in either language', () => {
    const sv = { A: { b: 'Vi svarar alltid inom {responseTime}.', c: 'Vi svarar normalt inom {responseTime}.' } };
    const en = { A: { b: 'We usually reply within {responseTime}.', c: 'Replies within {responseTime}, guaranteed.' } };
    expect(wordLines(sv, en, [raw('A.b'), raw('A.c')])).toEqual([
      'messages/pages/A.json: sv.A.b: states {responseTime} as a promise: it is what usually happens, so say so ("normalt", "usually")',
      'messages/pages/A.json: en.A.c: states {responseTime} as a promise: it is what usually happens, so say so ("normalt", "usually")',
    ]);
  });

  it('suggests the fact a misspelt placeholder meant', () => {
    const sv = { A: { b: 'Sedan {foundingyear}.', c: 'Hej {name}, sedan {foundingYaer}.' } };
    const en = { A: { b: 'Since {foundingYear}.', c: 'Hi {name}, since {foundingYear}.' } };
    expect(wordLines(sv, en, [raw('A.b'), format('A.c', { args: ['name'] })])).toEqual([
      'messages/pages/A.json: sv.A.b: "{foundingyear}" would show to visitors as written: this text takes no {placeholders} or <tags>, only facts: did you mean {foundingYear}?',
      'messages/pages/A.json: sv.A.b: lacks {foundingYear} that en states: both languages make the same claims',
      'messages/pages/A.json: sv.A.c: lacks {foundingYear} that en states: both languages make the same claims',
      'messages/pages/A.json: sv.A.c: uses {foundingYaer} that the code does not pass, only facts: did you mean {foundingYear}? (sv has {foundingYaer} {name}, en has {name}; the code passes {name})',
    ]);
  });
});

describe('glossary', () => {
  it('refuses a word the glossary avoids, in its inflected forms, and gives the term', () => {
    const sv = { A: { b: 'Tilläggstjänsterna och VD:n', c: 'vd' } };
    const en = { A: { b: 'Plus services and the CEO', c: 'CEO' } };
    expect(wordLines(sv, en, [raw('A.b'), raw('A.c')])).toEqual([
      'messages/pages/A.json: sv.A.b: "Tilläggstjänsterna": the glossary\'s term is "plustjänster" (messages/glossary.json, docs/editing.md)',
      'messages/pages/A.json: sv.A.b: "VD": the glossary\'s term is "vd" (messages/glossary.json, docs/editing.md)',
      'messages/pages/A.json: en.A.b: "Plus services": the glossary\'s term is "additional services" (messages/glossary.json, docs/editing.md)',
    ]);
  });

  it('leaves search keywords, placeholders and tags alone', () => {
    const sv = { A: { meta: { keywords: 'tilläggstjänster, plustjänster' }, b: 'Skriv till <mail>{email}</mail>' } };
    const en = { A: { meta: { keywords: 'plus services' }, b: 'Write to <mail>{email}</mail>' } };
    expect(wordLines(sv, en, [raw('A.meta.keywords'), format('A.b', { args: ['email'], tags: ['mail'] })])).toEqual([]);
  });
});

describe('placeholdersOf', () => {
  it('lists arguments, also inside plural cases, and tags', () => {
    expect(placeholdersOf('{n, plural, one {# fråga från {name}} other {# frågor}} <b>nu</b>')).toEqual({
      args: ['n', 'name'],
      tags: ['b'],
    });
  });
});

describe('numbers', () => {
  it('refuses a plain space inside a number, which lets it break across two lines, in either language', () => {
    const sv = { A: { price: 'fr. 2 495 kr/mån', other: 'fr. 1\u00a0995 kr, 10 000 kr' } };
    const en = { A: { price: 'from SEK 2\u00a0495/month', other: 'from SEK 1\u00a0995, SEK 10\u00a0000' } };
    expect(lines(sv, en, [raw('A.*')])).toEqual([
      'messages/pages/A.json: sv.A.price: "2 495": a plain space inside a number lets it break across two lines; write a no-break space (\\u00a0) between the digits',
      'messages/pages/A.json: sv.A.other: "10 000": a plain space inside a number lets it break across two lines; write a no-break space (\\u00a0) between the digits',
    ]);
  });

  it('leaves a space between two numbers that are not one (years, a count and an amount)', () => {
    const same = { A: { years: '2015 2016', count: 'Sedan 2016 100+ kunder' } };
    expect(lines(same, structuredClone(same), [raw('A.*')])).toEqual([]);
  });
});

describe('checkSnippetLengths', () => {
  const snippets = (value: Texts) => checkSnippetLengths(pages(value)[0]).map(unplaced);
  const words = (n: number) => 'x'.repeat(n);

  it('warns about a page title over 60 characters as the browser shows it, with the site name', () => {
    expect(
      snippets({ Metadata: { siteName: 'Fyrtorn' }, Contact: { meta: { title: words(51), description: words(80) } } }),
    ).toEqual([
      'warning: messages/pages/Contact.json: sv.Contact.meta.title: the page title is 61 characters with " | Fyrtorn"; search results cut it after about 60',
    ]);
  });

  it('counts the home title as it is, without the site name', () => {
    expect(
      snippets({ Metadata: { siteName: 'Fyrtorn' }, Home: { meta: { title: words(60), description: words(80) } } }),
    ).toEqual([]);
  });

  it.each([49, 161])('warns about a meta description of %i characters', (length) => {
    expect(snippets({ Fdaas: { meta: { title: 'FDaaS', description: words(length) } } })).toEqual([
      `warning: messages/pages/Fdaas.json: sv.Fdaas.meta.description: the meta description is ${length} characters; search results show 50-160`,
    ]);
  });

  it('accepts descriptions of 50 and 160 characters', () => {
    expect(
      snippets({
        A: { meta: { title: 'A', description: words(50) } },
        B: { meta: { title: 'B', description: words(160) } },
      }),
    ).toEqual([]);
  });
});

describe('formatProblem', () => {
  it('formats as "file:line: key: message", warnings marked, the line left out where none is known', () => {
    const problem = { file: 'messages/pages/A.json', key: 'en.A.c', message: 'missing (sv has it)' };
    expect(formatProblem({ ...problem, line: 7, level: 'error' })).toBe(
      'messages/pages/A.json:7: en.A.c: missing (sv has it)',
    );
    expect(formatProblem({ ...problem, level: 'error' })).toBe('messages/pages/A.json: en.A.c: missing (sv has it)');
    expect(formatProblem({ ...problem, message: 'unused', level: 'warning' })).toBe(
      'warning: messages/pages/A.json: en.A.c: unused',
    );
  });
});
