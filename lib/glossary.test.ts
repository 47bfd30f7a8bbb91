/** @jest-environment node */
import glossaryFile from '@/messages/glossary.json';
import { notificationText } from '@/supabase/functions/send-contact-email/notification-text';
import { avoidedWords, checkGlossary, readGlossary } from './glossary.mjs';

const glossary = readGlossary(glossaryFile);
const words = (text: string, locale: 'sv' | 'en') => avoidedWords(text, glossary, locale).map((w) => w.written);

describe('checkGlossary', () => {
  it('reads the committed messages/glossary.json', () => {
    expect(checkGlossary(glossaryFile)).toEqual([]);
  });

  it('names a term without a kind, a missing translation, a word avoided twice and one that refuses its own term', () => {
    const term = (sv: string, en: string, avoid: { sv: string[]; en: string[] }, kind = 'word') => ({
      kind,
      sv,
      en,
      about: { sv: '', en: '' },
      avoid,
    });
    expect(
      checkGlossary({
        terms: [
          term('kund', '', { sv: ['klient'], en: [] }, 'thing'),
          term('kundportal', 'client portal', { sv: ['klient'], en: ['client'] }),
        ],
      }),
    ).toEqual([
      { key: 'terms[0].kind', message: 'expected one of offer, service, page, role, document, word' },
      { key: 'terms[0].en', message: 'expected the term, as text' },
      { key: 'terms[1].avoid.sv', message: '"klient" is avoided twice (also in terms[0])' },
      { key: 'terms[1].avoid.en', message: '"client" would refuse the term itself' },
    ]);
  });
});

describe('avoidedWords', () => {
  it('finds an avoided word in any case and its Swedish endings', () => {
    expect(words('Våra tilläggstjänster och Tilläggstjänsten', 'sv')).toEqual(['tilläggstjänster']);
    expect(words('Plus services for you', 'en')).toEqual(['Plus services']);
  });

  it('finds a word written in capitals, or with a letter that only matches in any case (the long s)', () => {
    expect(words('VÅR KLIENTPORTAL', 'sv')).toEqual(['KLIENTPORTAL']);
    expect(words('From the ſtartup phase', 'en')).toEqual(['ſtartup']);
  });

  it('matches a capitalised entry exactly as written: VD, not vd', () => {
    expect(words('Grundare och VD', 'sv')).toEqual(['VD']);
    expect(words('Grundare och vd', 'sv')).toEqual([]);
  });

  it('counts hyphenated words whole, and leaves placeholders and tags alone', () => {
    expect(words('E-mail us at <mail>{email}</mail>', 'en')).toEqual([]);
    expect(words('From start-ups to groups', 'en')).toEqual([]);
    expect(words('Start-up takes two weeks', 'en')).toEqual(['Start-up']);
  });

  it('holds Swedish to du, the monthly additional services and the payroll and HR add-ons to one name each', () => {
    expect(words('Vi förstår era behov och hör av oss till er', 'sv')).toEqual(['er', 'era']);
    expect(words('Hur snabbt kan ni komma igång? Du får svar.', 'sv')).toEqual(['ni']);
    expect(avoidedWords('Utökad tjänst och löpande plustjänster', glossary, 'sv').map((w) => w.term)).toEqual([
      'plustjänster per månad',
      'plustjänster per månad',
    ]);
    expect(avoidedWords('Extended service; payroll per occasion', glossary, 'en').map((w) => w.term)).toEqual([
      'monthly additional services',
      'payroll and HR add-ons',
    ]);
    expect(words('HR-tillägg och Annual/holding package', 'sv')).toEqual(['HR-tillägg']);
  });

  it('gives the term to write instead', () => {
    expect(avoidedWords('a collaboration proposal', glossary, 'en')).toEqual([
      { written: 'collaboration proposal', term: 'proposal' },
    ]);
  });
});

describe("the company's notification e-mail", () => {
  it("uses the glossary's terms in both languages, like the site (its words live beside the function)", () => {
    const texts = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts);
    for (const locale of ['sv', 'en'] as const) {
      expect(texts(notificationText[locale]).flatMap((text) => words(text, locale))).toEqual([]);
    }
  });
});
