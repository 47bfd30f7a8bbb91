/** @jest-environment node */
import { initialsOf } from '@/lib/people.mjs';
import {
  MARKER_OPEN,
  TEXT_EDITOR_ENV,
  findMarkers,
  hasMarker,
  markTexts,
  markedForEditor,
  markerOf,
  withoutMarkers,
} from './markers.mjs';

const catalog = {
  Home: {
    hero: { title: 'Din ekonomiavdelning' },
    faq: {
      items: [
        { question: 'Vad?', answer: 'Så här.' },
        { question: 'Hur?', answer: 'Så.' },
      ],
    },
  },
  Contact: { hero: { subtitle: 'Mejla <mail>{email}</mail>' } },
};

describe('markTexts', () => {
  const marked = markTexts(catalog);

  it('follows every text with its key, list items by index, and keeps what is shown', () => {
    expect(findMarkers(marked.Home.hero.title)).toEqual([
      { key: 'Home.hero.title', length: 20, start: 20, end: marked.Home.hero.title.length },
    ]);
    expect(findMarkers(marked.Home.faq.items[1].answer).map((m) => m.key)).toEqual(['Home.faq.items.1.answer']);
    expect(withoutMarkers(marked)).toEqual(catalog);
  });

  it('leaves the length of a formatted text open: what it shows depends on the values', () => {
    expect(findMarkers(marked.Contact.hero.subtitle)).toEqual([
      expect.not.objectContaining({ length: expect.anything() }),
    ]);
    expect(findMarkers(marked.Contact.hero.subtitle)[0].key).toBe('Contact.hero.subtitle');
  });

  it('adds nothing a visitor sees, and nothing before the text: initials stay right', () => {
    const name = markTexts({ name: 'Anna Lindqvist' }).name;
    expect(name.startsWith('Anna Lindqvist')).toBe(true);
    expect(initialsOf(name)).toBe('AL');
    expect(/[\p{L}\p{N}\p{P}\p{S}\s]/u.test(name.slice('Anna Lindqvist'.length))).toBe(false);
  });

  it('carries any key: dots, digits, non-ASCII and the characters that end a marker', () => {
    for (const key of ['A.b.0.c', 'Ö.å', 'a{b}c|d', 'x%7By']) {
      expect(findMarkers(`t${markerOf(key, 't')}`)).toEqual([{ key, length: 1, start: 1, end: expect.any(Number) }]);
    }
  });
});

describe('findMarkers', () => {
  it('finds a value inside a formatted text before the text of its own', () => {
    const inner = `Anna${markerOf('Team.items.0.name', 'Anna')}`;
    const outer = `Porträtt av ${inner}${markerOf('Images.portraitAlt', 'Porträtt av {name}')}`;
    const found = findMarkers(outer);
    expect(found.map((m) => m.key)).toEqual(['Team.items.0.name', 'Images.portraitAlt']);
    expect(found[0].start).toBe('Porträtt av Anna'.length);
    expect(hasMarker(outer)).toBe(true);
    expect(hasMarker('Porträtt av Anna')).toBe(false);
  });

  it('ignores stray tag characters that are no marker', () => {
    expect(findMarkers(`flag ${MARKER_OPEN} only`)).toEqual([]);
  });
});

describe('withoutMarkers', () => {
  it('cleans strings in plain objects and lists, and leaves other objects as they are', () => {
    const base = new URL('https://www.fyrtorn.example');
    const value = { title: markTexts({ a: 'Titel' }).a, list: [markTexts({ b: 'x' }).b], base, n: 3 };
    const clean = withoutMarkers(value);
    expect(clean).toEqual({ title: 'Titel', list: ['x'], base, n: 3 });
    expect(clean.base).toBe(base);
  });
});

describe('markedForEditor', () => {
  afterEach(() => delete process.env[TEXT_EDITOR_ENV]);

  it('marks each language’s catalog, keys without the language, only when npm run dev turned the editor on', () => {
    const catalogs = { sv: catalog, en: catalog };
    expect(markedForEditor(catalogs)).toBe(catalogs);
    process.env[TEXT_EDITOR_ENV] = '1';
    const marked = markedForEditor(catalogs);
    expect(marked).toEqual({ sv: markTexts(catalog), en: markTexts(catalog) });
    expect(findMarkers(marked.en.Home.hero.title)[0].key).toBe('Home.hero.title');
  });
});
