/** @jest-environment node */
import factsFile from '@/messages/facts.json';
import { applyFacts, checkFacts, factValues, literalFacts, nearestFact, readFacts, type Facts } from './facts.mjs';

const facts = readFacts(factsFile);
const NB = '\u00a0';

/** The committed facts with one value changed at a path. */
function withValue(path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(factsFile) as Record<string, unknown>;
  let node: any = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  node[path.at(-1)!] = value;
  return copy;
}

describe('readFacts', () => {
  it('reads the committed messages/facts.json', () => {
    expect(checkFacts(factsFile)).toEqual([]);
  });

  it('names each slip with its key and what it expects', () => {
    expect(checkFacts(withValue(['foundingYear'], '2016'))).toEqual([
      { key: 'foundingYear', message: `expected a whole number (1900-${new Date().getFullYear()}), found "2016"` },
    ]);
    expect(checkFacts(withValue(['offers', 'fdaas', 'packages', 0, 'priceFrom'], '2 495 kr'))[0]).toEqual({
      key: 'offers.fdaas.packages[0].priceFrom',
      message: 'expected a whole number (1 or more), found "2 495 kr"',
    });
    expect(checkFacts(withValue(['offers', 'pdaas', 'packages', 2, 'priceFrom'], 4995))).toContainEqual({
      key: 'offers.pdaas.packages[2].priceFrom',
      message: 'the largest package is priced by quote: null',
    });
    expect(checkFacts(withValue(['onboardingWeeks'], { min: 3, max: 2 }))).toEqual([
      { key: 'onboardingWeeks', message: 'min (3) is larger than max (2)' },
    ]);
    expect(checkFacts(withValue(['offers', 'annual', 'period'], 'quarter'))).toEqual([
      { key: 'offers.annual.period', message: 'expected "month" or "year", found "quarter"' },
    ]);
    expect(checkFacts(withValue(['offers', 'fdaas', 'packages', 1, 'maxTurnoverMsek'], 2))).toContainEqual({
      key: 'offers.fdaas.packages[1].maxTurnoverMsek',
      message: "must be larger than the first package's maxTurnoverMsek",
    });
  });

  it('stops with every problem named after the file', () => {
    expect(() => readFacts(withValue(['customerCount'], -1))).toThrow(
      'messages/facts.json: customerCount: expected a whole number (1 or more), found -1',
    );
  });
});

describe('factValues', () => {
  it('writes each fact as a Swedish reader expects it', () => {
    const sv = factValues(facts, 'sv');
    expect(sv.foundingYear).toBe(String(facts.foundingYear));
    expect(sv.responseTime).toBe('två timmar');
    expect(sv.responseTimeShort).toBe(`2${NB}h`);
    expect(sv.onboardingTime).toBe('en till två veckor');
    expect(sv.onboardingTimeShort).toBe(`1–2${NB}veckor`);
    expect(sv.fdaasPrice).toBe(`2${NB}495${NB}kr`);
    expect(sv.fdaasStartTurnover).toBe(`3${NB}MSEK`);
    expect(sv.fdaasTurnover).toBe(`5–200${NB}MSEK`);
    expect(sv.hourlyRate).toBe(`895–1${NB}250${NB}kr`);
    expect(sv.fdaasPeriod).toBe('per månad');
    expect(sv.customerCountShort).toBe('100+');
  });

  it('writes each fact as an English reader expects it', () => {
    const en = factValues(facts, 'en');
    expect(en.responseTime).toBe('two hours');
    expect(en.onboardingTime).toBe('one to two weeks');
    expect(en.fdaasPrice).toBe(`SEK${NB}2,495`);
    expect(en.fdaasStartTurnover).toBe(`SEK${NB}3${NB}million`);
    expect(en.hourlyRate).toBe(`SEK${NB}895–1,250`);
    expect(en.pdaasPeriod).toBe('per month');
  });

  it('follows a changed fact: one hour, the same week twice, digits past twelve', () => {
    const changed = { ...facts, responseTimeHours: 1, onboardingWeeks: { min: 2, max: 2 } } as Facts;
    expect(factValues(changed, 'sv')).toMatchObject({ responseTime: 'en timme', onboardingTime: 'två veckor' });
    expect(factValues(changed, 'en')).toMatchObject({ responseTime: 'one hour', onboardingTime: 'two weeks' });
    expect(factValues({ ...facts, responseTimeHours: 24 } as Facts, 'sv').responseTime).toBe('24 timmar');
  });
});

describe('applyFacts', () => {
  it('fills every placeholder in every text, leaving other braces for the formatter', () => {
    const catalog = { A: { b: 'Sedan {foundingYear}, svar inom {responseTime}.', list: ['{customerCountShort}'] } };
    expect(applyFacts(catalog, facts, 'sv')).toEqual({
      A: { b: `Sedan ${facts.foundingYear}, svar inom två timmar.`, list: ['100+'] },
    });
    expect(applyFacts({ c: 'Hej {name}' }, facts, 'sv')).toEqual({ c: 'Hej {name}' });
  });
});

describe('literalFacts', () => {
  const found = (text: string, locale: 'sv' | 'en') => literalFacts(text, facts, locale).map((f) => f.placeholder);

  it('finds facts written out in words or figures', () => {
    expect(found('Vi svarar inom 2 timmar och är igång på en till två veckor.', 'sv')).toEqual([
      'responseTime',
      'onboardingTime',
    ]);
    expect(found('More than 100 clients since 2016.', 'en')).toEqual(['foundingYear', 'customerCount']);
    expect(found('Upp till 5 anställda, fr. 1 995 kr.', 'sv')).toEqual(['pdaasPrice', 'pdaasStartEmployees']);
    expect(found('Omsättning upp till 3 MSEK, 5–200 MSEK.', 'sv')).toEqual(['fdaasTurnover', 'fdaasStartTurnover']);
  });

  it('leaves other numbers alone', () => {
    expect(found('Sen ändring fr. 1\u00a0500 kr, 12 000 kr, 20 160 kunder, 2025, 2 veckor.', 'sv')).toEqual([]);
    expect(found('Since {foundingYear}, within {responseTime}.', 'en')).toEqual([]);
  });
});

describe('nearestFact', () => {
  it('suggests the placeholder a misspelling meant, and nothing for a stranger', () => {
    expect(nearestFact('foundingyear')).toBe('foundingYear');
    expect(nearestFact('fdaasPrise')).toBe('fdaasPrice');
    expect(nearestFact('email')).toBeUndefined();
  });
});
