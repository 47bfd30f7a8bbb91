/** @jest-environment node */
import { checkCatalogs, formatProblem } from './catalog-check.mjs';
import { applyUsage, skeletonOf } from './catalog-reference.mjs';
import { assembleCatalogs, namespaceOf, pageFileOf, placeOf } from './page-files.mjs';

const file = 'messages/pages/A.json';
const assembled = (text: string, name = file) => assembleCatalogs([[name, text]]);
const problemsOf = (text: string, name = file) => assembled(text, name).problems.map(formatProblem);

describe('assembleCatalogs', () => {
  const text = [
    '{',
    '  "sv": {',
    '    "A": {',
    '      "title": "Rubrik",',
    '      "items": ["Ett", { "q": "Fråga" }]',
    '    }',
    '  },',
    '  "en": {',
    '    "A": {',
    '      "title": "Title",',
    '      "items": ["One", { "q": "Question" }]',
    '    }',
    '  }',
    '}',
  ].join('\n');

  it('gives each language its catalog, namespaces side by side', () => {
    const second = '{ "sv": { "B": { "x": "Hej" } }, "en": { "B": { "x": "Hi" } } }';
    const { catalogs, problems } = assembleCatalogs([
      [file, text],
      ['messages/pages/B.json', second],
    ]);
    expect(problems).toEqual([]);
    expect(catalogs.map((c) => c.locale)).toEqual(['sv', 'en']);
    expect(catalogs[0].value).toEqual({ A: { title: 'Rubrik', items: ['Ett', { q: 'Fråga' }] }, B: { x: 'Hej' } });
    expect(catalogs[1].value).toEqual({ A: { title: 'Title', items: ['One', { q: 'Question' }] }, B: { x: 'Hi' } });
  });

  it('finds a key path of either language in its page file, at its line', () => {
    const [sv, en] = assembled(text).catalogs;
    expect(sv.where('A.title')).toEqual({ file, key: 'sv.A.title', line: 4 });
    expect(en.where('A.title')).toEqual({ file, key: 'en.A.title', line: 10 });
    expect(en.where('A.items[1].q')).toEqual({ file, key: 'en.A.items[1].q', line: 11 });
  });

  it('gives a key the file lacks the line of the nearest group that it has', () => {
    const [, en] = assembled(text).catalogs;
    expect(en.where('A.subtitle')).toEqual({ file, key: 'en.A.subtitle', line: 9 });
    expect(en.where('B.title')).toEqual({ file: 'messages/pages/B.json', key: 'en.B.title' });
  });

  it('tells the check’s problems in the page file, at the line of the text', () => {
    const { catalogs } = assembled(text.replace('"Title"', '""'));
    const reference = applyUsage(skeletonOf(catalogs[0].value), {
      reads: [{ path: ['A', '**'], mode: 'raw', site: 'app/page.tsx:1' }],
      inStep: [],
      notes: [],
    });
    expect(checkCatalogs(catalogs, reference, { seo: false }).map(formatProblem)).toEqual([
      'messages/pages/A.json:10: en.A.title: empty text (expected a message)',
    ]);
  });

  it('names a key written twice in one group, which JSON.parse would hide', () => {
    expect(problemsOf('{\n  "sv": {\n    "A": {\n      "b": "x",\n      "b": "y"\n    }\n  }\n}\n')).toEqual([
      'messages/pages/A.json: sv.A.b: written twice in the same group (again at line 5); JSON keeps only the last one',
    ]);
  });

  it('refuses another namespace in a page file, naming the file it belongs in', () => {
    expect(problemsOf('{\n  "sv": {\n    "A": { "b": "x" },\n    "B": { "c": "y" }\n  }\n}\n')).toEqual([
      'messages/pages/A.json:4: sv.B: this file holds the texts of A only: move B to messages/pages/B.json',
    ]);
  });

  it('refuses a language the site does not have', () => {
    expect(problemsOf('{\n  "sv": { "A": {} },\n  "de": { "A": {} }\n}\n')).toEqual([
      'messages/pages/A.json:3: de: not a language of the site: a page file holds "sv" and "en"',
    ]);
  });

  it('leaves a language missing from the file to the check, which names it with what the other has', () => {
    const { catalogs, problems } = assembled('{ "sv": { "A": { "b": "x" } } }');
    expect(problems).toEqual([]);
    const reference = applyUsage(skeletonOf(catalogs[0].value), { reads: [], inStep: [], notes: [] });
    expect(checkCatalogs(catalogs, reference, { seo: false }).map(formatProblem)).toEqual([
      'messages/pages/A.json: en.A: missing (sv has it)',
    ]);
  });

  describe('a syntax slip, with its line, column, the group around it and what to do', () => {
    it('names a missing comma and where it belongs', () => {
      expect(problemsOf('{\n  "en": {\n    "A": {\n      "b": "x"\n      "c": "y"\n    }\n  }\n}\n')).toEqual([
        'messages/pages/A.json: en.A: invalid JSON at line 5, column 7: expected "," or "}" after the value of "b": a comma is probably missing at the end of line 4',
      ]);
    });

    it('names a comma left after the last entry', () => {
      expect(problemsOf('{\n  "en": {\n    "A": {\n      "b": "x",\n    }\n  }\n}\n')).toEqual([
        'messages/pages/A.json: en.A: invalid JSON at line 4, column 15: a comma is left after the last entry of this group: remove it',
      ]);
    });

    it('names a quote that ends a text early', () => {
      expect(problemsOf('{\n  "en": {\n    "A": {\n      "b": "Say "hi" now"\n    }\n  }\n}\n')).toEqual([
        'messages/pages/A.json: en.A: invalid JSON at line 4, column 18: expected "," or "}" after the value of "b": a quote " inside the text ends it early; write \\" or use typographic quotes “ ”',
      ]);
    });

    it('names a list item with a comma too many', () => {
      expect(problemsOf('{\n  "en": {\n    "A": { "items": ["x", "y",] }\n  }\n}\n')).toEqual([
        'messages/pages/A.json: en.A.items: invalid JSON at line 3, column 30: a comma is left after the last item of this list: remove it',
      ]);
    });

    it('names a file that ends inside a group', () => {
      expect(problemsOf('{\n  "en": {\n    "A": {\n      "b": "x"\n')).toEqual([
        'messages/pages/A.json: en.A: invalid JSON at line 5, column 1: the file ends inside this group: a closing "}" is missing',
      ]);
    });

    it('still assembles the other page files', () => {
      const { catalogs } = assembleCatalogs([
        [file, '{ "sv": '],
        ['messages/pages/B.json', '{ "sv": { "B": { "x": "Hej" } }, "en": { "B": { "x": "Hi" } } }'],
      ]);
      expect(catalogs[0].value).toEqual({ B: { x: 'Hej' } });
    });
  });

  it('takes a value parsed already (Jest and tsc read JSON themselves), without lines', () => {
    const { catalogs, problems } = assembleCatalogs([[file, { sv: { A: { b: 'x' } }, en: { A: { b: 'y' } } }]]);
    expect(problems).toEqual([]);
    expect(catalogs[1].value).toEqual({ A: { b: 'y' } });
    expect(catalogs[1].where('A.b')).toEqual({ file, key: 'en.A.b' });
  });
});

describe('the names of page files', () => {
  it('maps a namespace to its file and back', () => {
    expect(pageFileOf('Contact')).toBe('messages/pages/Contact.json');
    expect(namespaceOf('messages/pages/Contact.json')).toBe('Contact');
  });

  it('places a key of one language, as next-intl names it, in its page file', () => {
    expect(placeOf('en', 'Home.faq.items[2].answer')).toEqual({
      file: 'messages/pages/Home.json',
      key: 'en.Home.faq.items[2].answer',
    });
  });
});
