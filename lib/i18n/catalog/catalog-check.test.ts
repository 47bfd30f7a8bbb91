/** @jest-environment node */
import { checkCatalogs, checkSnippetLengths, formatProblem, parseCatalog, placeholdersOf } from './catalog-check.mjs';
import { applyUsage, skeletonOf, type Read } from './catalog-reference.mjs';
import { readFacts } from '../../facts.mjs';
import { readGlossary } from '../../glossary.mjs';

const catalog = (file: string, value: unknown) => parseCatalog(file, JSON.stringify(value, null, 2)).catalog!;

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
  return checkCatalogs([catalog('sv.json', sv), catalog('en.json', en)], reference, { seo: false }).map(formatProblem);
}

describe('checkCatalogs', () => {
  it('passes identical small catalogs', () => {
    const value = { A: { b: 'Hej {name}', items: ['x', 'y'] } };
    expect(lines(value, structuredClone(value), [format('A.b', { args: ['name'] }), raw('A.items.[]')])).toEqual([]);
  });

  it('names a key missing in en.json', () => {
    expect(lines({ A: { b: 'x', c: 'y' } }, { A: { b: 'x' } }, [raw('A.b'), raw('A.c')])).toEqual([
      'en.json: A.c: missing (sv.json has it)',
    ]);
  });

  it('names a key that only en.json has in en.json, where the slip is', () => {
    expect(lines({ A: { b: 'x' } }, { A: { b: 'x', extra: 'y' } }, [raw('A.b')])).toEqual([
      'en.json: A.extra: not in sv.json: remove it, or add it there too',
    ]);
  });

  it('names a list of a different length, with both counts', () => {
    expect(lines({ A: { items: ['a', 'b', 'c'] } }, { A: { items: ['a', 'b'] } }, [raw('A.items.[]')])).toEqual([
      'en.json: A.items: has 2 items, sv.json and the schema have 3',
    ]);
  });

  it('names a list item by index', () => {
    const sv = { A: { items: [{ q: 'a' }, { q: 'b' }] } };
    expect(lines(sv, { A: { items: [{ q: 'a' }, {}] } }, [raw('A.items.[].q')])).toEqual([
      'en.json: A.items[1].q: missing (sv.json has it)',
    ]);
  });

  it('names a text where the reference has a group, in the file that has the text', () => {
    expect(lines({ A: { b: { c: 'x' } } }, { A: { b: 'x' } }, [raw('A.b.c')])).toEqual([
      'en.json: A.b: is text here, but a group { } in sv.json and the schema',
    ]);
  });

  it('blames sv.json when it is sv.json that left the reference', () => {
    const shape = skeletonOf({ A: { b: 'x' } });
    expect(lines({ A: { b: { text: 'x' } } }, { A: { b: 'x' } }, [raw('A.b')], shape)).toEqual([
      'sv.json: A.b: is a group { } here, but text in en.json and the schema',
    ]);
  });

  it('names a placeholder one file lacks, with what each file has and what the code passes', () => {
    expect(
      lines({ Contact: { mail: 'Skriv till {email}' } }, { Contact: { mail: 'Write to us' } }, [
        format('Contact.mail', { args: ['email'] }),
      ]),
    ).toEqual([
      'en.json: Contact.mail: lacks {email} (sv.json has {email}, en.json has none; the code passes {email})',
    ]);
  });

  it('names a misspelt placeholder in the file that has it', () => {
    expect(
      lines({ A: { b: 'Mejla <mail>{emial}</mail>' } }, { A: { b: 'E-mail <mail>{email}</mail>' } }, [
        format('A.b', { args: ['email'], tags: ['mail'] }),
      ]),
    ).toEqual([
      'sv.json: A.b: uses {emial} that the code does not pass and lacks {email} (sv.json has {emial} <mail>, en.json has {email} <mail>; the code passes {email} and <mail>…</mail>)',
    ]);
  });

  it('names the same misspelt placeholder in both files, each in its own line', () => {
    expect(
      lines({ A: { b: 'Hej {emial}' } }, { A: { b: 'Hi {emial}' } }, [format('A.b', { args: ['email'] })]),
    ).toEqual([
      'sv.json: A.b: uses {emial} that the code does not pass and lacks {email} (the code passes {email})',
      'en.json: A.b: uses {emial} that the code does not pass and lacks {email} (the code passes {email})',
    ]);
  });

  it('names a rich-text tag that differs from the one the code passes', () => {
    expect(
      lines({ A: { b: 'Läs <link>mer</link>' } }, { A: { b: 'Read <a>more</a>' } }, [
        format('A.b', { tags: ['link'] }),
      ]),
    ).toEqual([
      'en.json: A.b: uses <a> that the code does not pass and lacks <link>…</link> (sv.json has <link>, en.json has <a>; the code passes <link>…</link>)',
    ]);
  });

  it('asks for the same placeholders in both files when the code offers them but needs none', () => {
    expect(
      lines({ A: { b: 'Drivs av {company}' } }, { A: { b: 'Run by us' } }, [
        format('A.b', { args: ['company'] }, false),
      ]),
    ).toEqual([
      'sv.json: A.b: has {company} where en.json has none: write the same in both files (the code passes {company})',
      'en.json: A.b: has none where sv.json has {company}: write the same in both files (the code passes {company})',
    ]);
  });

  it('names invalid ICU syntax with file and key path', () => {
    expect(
      lines({ A: { greet: 'Hej {name' } }, { A: { greet: 'Hi {name}' } }, [format('A.greet', { args: ['name'] })]),
    ).toEqual([
      'sv.json: A.greet: invalid message syntax: a { has no closing } at character 5 (check braces {} and tags <x></x>)',
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
    expect(line).toMatch(/^sv\.json: A\.b: invalid message syntax: /);
  });

  it('names braces and tags in a text the code shows as written, in each file that has them', () => {
    expect(lines({ A: { b: 'Kontakta {oss' } }, { A: { b: 'Contact <b>us</b>' } }, [raw('A.b')])).toEqual([
      'sv.json: A.b: "{oss" would show to visitors as written: this text takes no {placeholders} or <tags>',
      'en.json: A.b: "<b>", "</b>" would show to visitors as written: this text takes no {placeholders} or <tags>',
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
      'sv.json: A.b: uses <b> that the code does not pass (sv.json has {n} <b>, en.json has {n}; the code passes {n})',
    ]);
  });

  it('names an empty string', () => {
    expect(lines({ A: { b: 'x' } }, { A: { b: '  ' } }, [raw('A.b')])).toEqual([
      'en.json: A.b: empty text (expected a message)',
    ]);
  });

  it('names a value that is neither text nor a group', () => {
    expect(lines({ A: { n: 'x' } }, { A: { n: 1 } }, [raw('A.n')])).toEqual([
      'en.json: A.n: is a number here, but text in sv.json and the schema',
    ]);
  });

  it('warns once about a text no code reads, also inside a group the code reads other keys of', () => {
    expect(lines({ A: { b: 'x', extraNote: 'y' } }, { A: { b: 'x', extraNote: 'y' } }, [raw('A.b')])).toEqual([
      'warning: sv.json: A.extraNote: no code reads this text: remove it from both files, or use it in the code',
    ]);
  });

  it('names a list shorter than the list the code pairs it with', () => {
    const shape = applyUsage(skeletonOf({ A: { items: ['a', 'b'] } }), {
      reads: [raw('A.items.[]')],
      inStep: [{ path: ['A', 'items'], length: 3, with: 'links in app/page.tsx', site: 'app/page.tsx:9' }],
      notes: [],
    });
    const found = checkCatalogs(
      [catalog('sv.json', { A: { items: ['a', 'b'] } }), catalog('en.json', { A: { items: ['a', 'b'] } })],
      shape,
      {
        seo: false,
      },
    ).map(formatProblem);
    expect(found).toEqual([
      'sv.json: A.items: has 2 items, but the page pairs each item with an entry of links in app/page.tsx, which has 3',
      'en.json: A.items: has 2 items, but the page pairs each item with an entry of links in app/page.tsx, which has 3',
    ]);
  });

  it('tells a change both files share from a slip: the schema is out of date', () => {
    const shape = skeletonOf({ A: { items: ['a', 'b'] } });
    expect(
      lines({ A: { items: ['a', 'b', 'c'] } }, { A: { items: ['a', 'b', 'c'] } }, [raw('A.items.[]')], shape),
    ).toEqual([
      'messages/catalog.schema.json: A.items: both files have 3 items, the schema 2: if you meant to change the list, run npm run messages:schema',
    ]);
  });

  it('names a key the code reads that both files lack, in each file', () => {
    expect(lines({ A: { b: 'x' } }, { A: { b: 'x' } }, [raw('A.b'), raw('A.gone')])).toEqual([
      'sv.json: A.gone: missing: the code reads this text',
      'en.json: A.gone: missing: the code reads this text',
    ]);
  });

  it('names a key written twice in one group, which JSON.parse would hide', () => {
    const text = '{\n  "A": {\n    "b": "x",\n    "b": "y"\n  }\n}\n';
    const sv = parseCatalog('sv.json', text).catalog!;
    const reference = applyUsage(skeletonOf({ A: { b: 'y' } }), { reads: [raw('A.b')], inStep: [], notes: [] });
    expect(checkCatalogs([sv], reference, { seo: false }).map(formatProblem)).toEqual([
      'sv.json: A.b: written twice in the same group (again at line 4); JSON keeps only the last one',
    ]);
  });

  it('names a key with a dot, which next-intl would read as a group', () => {
    expect(lines({ A: { 'b.c': 'x' } }, { A: { 'b.c': 'x' } }, [])).toEqual([
      'sv.json: A.b.c: a key must not contain "." (next-intl reads a dot as a group)',
      'en.json: A.b.c: a key must not contain "." (next-intl reads a dot as a group)',
    ]);
  });

  it('warns about a sentence left in Swedish in en.json, naming the key', () => {
    const sv = { A: { text: 'Vi hjälper dig med lönen', items: ['Bokföring varje månad'] } };
    const en = { A: { text: 'We help you with payroll', items: ['Bokföring varje månad'] } };
    expect(lines(sv, en, [raw('A.text'), raw('A.items.[]')])).toEqual([
      'warning: en.json: A.items[0]: same text as in Swedish (untranslated?)',
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
  return checkCatalogs([catalog('messages/sv.json', sv), catalog('messages/en.json', en)], reference, {
    seo: false,
    facts,
    glossary,
  }).map(formatProblem);
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
      'messages/sv.json: A.b: "2016" is a fact written by hand: write {foundingYear} instead (it shows "2016", from messages/facts.json)',
      'messages/sv.json: A.b: "två timmar" is a fact written by hand: write {responseTime} instead (it shows "två timmar", from messages/facts.json)',
      'messages/sv.json: A.b: "2\u00a0495" is a fact written by hand: write {fdaasPrice} instead (it shows "2\u00a0495\u00a0kr", from messages/facts.json)',
      'messages/en.json: A.b: "2016" is a fact written by hand: write {foundingYear} instead (it shows "2016", from messages/facts.json)',
      'messages/en.json: A.b: "2 hours" is a fact written by hand: write {responseTime} instead (it shows "two hours", from messages/facts.json)',
      'messages/en.json: A.b: "2,495" is a fact written by hand: write {fdaasPrice} instead (it shows "SEK\u00a02,495", from messages/facts.json)',
    ]);
  });

  it('refuses the short forms too: 100+, 2 h and 1–2 weeks', () => {
    const same = { A: { b: '100+ kunder, 2 h, 1–2 veckor' } };
    expect(wordLines(same, { A: { b: '100+ clients, 2 h, 1–2 weeks' } }, [raw('A.b')])).toEqual([
      'messages/sv.json: A.b: "100+" is a fact written by hand: write {customerCountShort} instead (it shows "100+", from messages/facts.json)',
      'messages/sv.json: A.b: "2 h" is a fact written by hand: write {responseTimeShort} instead (it shows "2\u00a0h", from messages/facts.json)',
      'messages/sv.json: A.b: "1–2 veckor" is a fact written by hand: write {onboardingTimeShort} instead (it shows "1–2\u00a0veckor", from messages/facts.json)',
      'messages/en.json: A.b: "100+" is a fact written by hand: write {customerCountShort} instead (it shows "100+", from messages/facts.json)',
      'messages/en.json: A.b: "2 h" is a fact written by hand: write {responseTimeShort} instead (it shows "2\u00a0h", from messages/facts.json)',
      'messages/en.json: A.b: "1–2 weeks" is a fact written by hand: write {onboardingTimeShort} instead (it shows "1–2\u00a0weeks", from messages/facts.json)',
    ]);
  });

  it('tells the tax hour apart from another item that costs the same', () => {
    const sv = { A: { late: 'fr. 1\u00a0500 kr', tax: '1\u00a0500 kr/tim' } };
    const en = { A: { late: 'from SEK 1,500', tax: 'SEK 1,500/hour' } };
    expect(wordLines(sv, en, [raw('A.late'), raw('A.tax')])).toEqual([
      'messages/sv.json: A.tax: "1\u00a0500 kr/tim" is a fact written by hand: write {taxHourlyRate} instead (it shows "1\u00a0500\u00a0kr", from messages/facts.json)',
      'messages/en.json: A.tax: "SEK 1,500/hour" is a fact written by hand: write {taxHourlyRate} instead (it shows "SEK\u00a01,500", from messages/facts.json)',
    ]);
  });

  it('asks both languages to state the same facts', () => {
    const sv = { A: { b: 'Svar normalt inom {responseTime}, sedan {foundingYear}.' } };
    const en = { A: { b: 'Replies usually within {responseTimeShort}.' } };
    expect(wordLines(sv, en, [raw('A.b')])).toEqual([
      'messages/en.json: A.b: lacks {foundingYear} that sv.json states: both languages make the same claims',
    ]);
  });

  it('refuses the response time stated as a promise, in either language', () => {
    const sv = { A: { b: 'Vi svarar alltid inom {responseTime}.', c: 'Vi svarar normalt inom {responseTime}.' } };
    const en = { A: { b: 'We usually reply within {responseTime}.', c: 'Replies within {responseTime}, guaranteed.' } };
    expect(wordLines(sv, en, [raw('A.b'), raw('A.c')])).toEqual([
      'messages/sv.json: A.b: states {responseTime} as a promise: it is what usually happens, so say so ("normalt", "usually")',
      'messages/en.json: A.c: states {responseTime} as a promise: it is what usually happens, so say so ("normalt", "usually")',
    ]);
  });

  it('suggests the fact a misspelt placeholder meant', () => {
    const sv = { A: { b: 'Sedan {foundingyear}.', c: 'Hej {name}, sedan {foundingYaer}.' } };
    const en = { A: { b: 'Since {foundingYear}.', c: 'Hi {name}, since {foundingYear}.' } };
    expect(wordLines(sv, en, [raw('A.b'), format('A.c', { args: ['name'] })])).toEqual([
      'messages/sv.json: A.b: "{foundingyear}" would show to visitors as written: this text takes no {placeholders} or <tags>, only facts: did you mean {foundingYear}?',
      'messages/sv.json: A.b: lacks {foundingYear} that en.json states: both languages make the same claims',
      'messages/sv.json: A.c: lacks {foundingYear} that en.json states: both languages make the same claims',
      'messages/sv.json: A.c: uses {foundingYaer} that the code does not pass, only facts: did you mean {foundingYear}? (sv.json has {foundingYaer} {name}, en.json has {name}; the code passes {name})',
    ]);
  });
});

describe('glossary', () => {
  it('refuses a word the glossary avoids, in its inflected forms, and gives the term', () => {
    const sv = { A: { b: 'Tilläggstjänsterna och VD:n', c: 'vd' } };
    const en = { A: { b: 'Plus services and the CEO', c: 'CEO' } };
    expect(wordLines(sv, en, [raw('A.b'), raw('A.c')])).toEqual([
      'messages/sv.json: A.b: "Tilläggstjänsterna": the glossary\'s term is "plustjänster" (messages/glossary.json, docs/editing.md)',
      'messages/sv.json: A.b: "VD": the glossary\'s term is "vd" (messages/glossary.json, docs/editing.md)',
      'messages/en.json: A.b: "Plus services": the glossary\'s term is "additional services" (messages/glossary.json, docs/editing.md)',
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
  it('refuses a plain space inside a number, which lets it break across two lines, in either file', () => {
    const sv = { A: { price: 'fr. 2 495 kr/mån', other: 'fr. 1\u00a0995 kr, 10 000 kr' } };
    const en = { A: { price: 'from SEK 2\u00a0495/month', other: 'from SEK 1\u00a0995, SEK 10\u00a0000' } };
    expect(lines(sv, en, [raw('A.*')])).toEqual([
      'sv.json: A.price: "2 495": a plain space inside a number lets it break across two lines; write a no-break space (\\u00a0) between the digits',
      'sv.json: A.other: "10 000": a plain space inside a number lets it break across two lines; write a no-break space (\\u00a0) between the digits',
    ]);
  });

  it('leaves a space between two numbers that are not one (years, a count and an amount)', () => {
    const same = { A: { years: '2015 2016', count: 'Sedan 2016 100+ kunder' } };
    expect(lines(same, structuredClone(same), [raw('A.*')])).toEqual([]);
  });
});

describe('checkSnippetLengths', () => {
  const snippets = (value: unknown) => checkSnippetLengths(catalog('messages/sv.json', value)).map(formatProblem);
  const words = (n: number) => 'x'.repeat(n);

  it('warns about a page title over 60 characters as the browser shows it, with the site name', () => {
    expect(
      snippets({ Metadata: { siteName: 'Fyrtorn' }, Contact: { meta: { title: words(51), description: words(80) } } }),
    ).toEqual([
      'warning: messages/sv.json: Contact.meta.title: the page title is 61 characters with " | Fyrtorn"; search results cut it after about 60',
    ]);
  });

  it('counts the home title as it is, without the site name', () => {
    expect(
      snippets({ Metadata: { siteName: 'Fyrtorn' }, Home: { meta: { title: words(60), description: words(80) } } }),
    ).toEqual([]);
  });

  it.each([49, 161])('warns about a meta description of %i characters', (length) => {
    expect(snippets({ Fdaas: { meta: { title: 'FDaaS', description: words(length) } } })).toEqual([
      `warning: messages/sv.json: Fdaas.meta.description: the meta description is ${length} characters; search results show 50-160`,
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

describe('parseCatalog', () => {
  const syntax = (text: string) => parseCatalog('messages/en.json', text).problems.map(formatProblem);

  it('names a missing comma with its line, column, the group around it and where the comma belongs', () => {
    expect(syntax('{\n  "A": {\n    "b": "x"\n    "c": "y"\n  }\n}\n')).toEqual([
      'messages/en.json: A: invalid JSON at line 4, column 5: expected "," or "}" after the value of "b": a comma is probably missing at the end of line 3',
    ]);
  });

  it('names a comma left after the last entry', () => {
    expect(syntax('{\n  "A": {\n    "b": "x",\n  }\n}\n')).toEqual([
      'messages/en.json: A: invalid JSON at line 3, column 13: a comma is left after the last entry of this group: remove it',
    ]);
  });

  it('names a quote that ends a text early', () => {
    expect(syntax('{\n  "A": {\n    "b": "Say "hi" now"\n  }\n}\n')).toEqual([
      'messages/en.json: A: invalid JSON at line 3, column 16: expected "," or "}" after the value of "b": a quote " inside the text ends it early; write \\" or use typographic quotes “ ”',
    ]);
  });

  it('names a list item with a comma too many', () => {
    expect(syntax('{\n  "A": { "items": ["x", "y",] }\n}\n')).toEqual([
      'messages/en.json: A.items: invalid JSON at line 2, column 28: a comma is left after the last item of this list: remove it',
    ]);
  });

  it('names a file that ends inside a group', () => {
    expect(syntax('{\n  "A": {\n    "b": "x"\n')).toEqual([
      'messages/en.json: A: invalid JSON at line 4, column 1: the file ends inside this group: a closing "}" is missing',
    ]);
  });

  it('returns the parsed value and each key path’s line of valid JSON', () => {
    const { catalog: parsed, problems } = parseCatalog('sv.json', '{\n  "A": {\n    "b": ["x"]\n  }\n}');
    expect(problems).toEqual([]);
    expect(parsed!.value).toEqual({ A: { b: ['x'] } });
    expect([...parsed!.lines]).toEqual([
      ['A', 2],
      ['A.b', 3],
      ['A.b[0]', 3],
    ]);
  });
});

describe('formatProblem', () => {
  it('formats as "file: key: message", warnings marked', () => {
    expect(formatProblem({ file: 'en.json', key: 'A.c', message: 'missing (sv.json has it)', level: 'error' })).toBe(
      'en.json: A.c: missing (sv.json has it)',
    );
    expect(formatProblem({ file: 'en.json', key: 'A.c', message: 'unused', level: 'warning' })).toBe(
      'warning: en.json: A.c: unused',
    );
  });
});
