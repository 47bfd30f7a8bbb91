import { checkIdenticalText, checkUsage, referencesIn } from './catalog-usage.mjs';

const catalog = {
  Home: { hero: { title: 'Rubrik', cta: 'Kontakta oss' }, faq: { items: [{ q: 'Fråga' }] }, orphan: 'Ingen läser mig' },
  Nav: { label: 'Meny' },
};

describe('referencesIn', () => {
  it('follows getTranslations bindings, rich calls, template prefixes and property chains', () => {
    const code = `
      const t = await getTranslations('Home');
      const tNav = createTranslator({ locale, messages, namespace: 'Nav' });
      t('hero.title'); t.rich("hero.cta", {}); t(\`faq.items.\${i}.q\`); tNav('label');
      const faq = loadMessages(locale).Home.faq;
      const { Nav, Home: page } = loadMessages(locale);`;
    const { exact, prefixes } = referencesIn(code, Object.keys(catalog));
    expect(exact).toEqual(['Home.hero.title', 'Home.hero.cta', 'Nav.label']);
    expect(prefixes).toEqual(expect.arrayContaining(['Home', 'Nav', 'Home.faq.items', 'Home.faq']));
    expect(prefixes.filter((p) => p === 'Nav' || p === 'Home')).toHaveLength(4); // bound twice, destructured twice
  });
});

describe('checkUsage', () => {
  it('is an error, naming the source file and the full key, when the code asks for a key the catalog lacks', () => {
    const problems = checkUsage(catalog, 'messages/sv.json', [
      { file: 'app/page.tsx', text: "const t = await getTranslations('Home'); t('hero.subtitle');" },
    ]);
    expect(problems.filter((p) => p.level === 'error')).toEqual([
      {
        file: 'app/page.tsx',
        key: 'Home.hero.subtitle',
        message: expect.stringContaining('messages/sv.json has no such text'),
        level: 'error',
      },
    ]);
  });

  it('warns about catalog keys that no code reaches, and not about those read whole through a group', () => {
    const problems = checkUsage(catalog, 'messages/sv.json', [
      {
        file: 'a.tsx',
        text: "const t = await getTranslations('Nav'); t('label'); const h = messages.Home.hero; const f = messages.Home.faq;",
      },
    ]);
    expect(problems).toEqual([
      { file: 'messages/sv.json', key: 'Home.orphan', message: expect.stringContaining('unused'), level: 'warning' },
    ]);
  });
});

describe('checkIdenticalText', () => {
  it('warns about a sentence left in Swedish in en.json, naming the key', () => {
    const sv = { A: { text: 'Vi hjälper dig med lönen', items: ['Bokföring varje månad'] } };
    const en = { A: { text: 'We help you with payroll', items: ['Bokföring varje månad'] } };
    expect(checkIdenticalText(sv, en, 'messages/en.json')).toEqual([
      {
        file: 'messages/en.json',
        key: 'A.items[0]',
        message: 'same text as in Swedish (untranslated?)',
        level: 'warning',
      },
    ]);
  });

  it('accepts brand names, short terms, prices and names that are the same in both languages', () => {
    const same = {
      A: { badge: 'FDaaS', price: 'fr. 2 495 kr', author: 'Anna Berg Lindqvist Svensson', short: 'HR & People' },
    };
    expect(checkIdenticalText(same, JSON.parse(JSON.stringify(same)), 'messages/en.json')).toEqual([]);
  });
});
