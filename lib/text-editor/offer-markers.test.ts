/** @jest-environment node */
import offerSource from '@/messages/offer.json';
import factsSource from '@/messages/facts.json';
import { readFacts } from '@/lib/facts.mjs';
import { offerTexts, readOffer } from '@/lib/offer.mjs';
import { TEXT_EDITOR_ENV, findMarkers, withoutMarkers } from './markers.mjs';
import { offerForEditor } from './offer-markers.mjs';

const offer = readOffer(offerSource);
const facts = readFacts(factsSource);

describe('offerForEditor', () => {
  afterEach(() => delete process.env[TEXT_EDITOR_ENV]);

  it('leaves the offer as it is unless npm run dev turned the editor on', () => {
    expect(offerForEditor(offer)).toBe(offer);
  });

  it('follows each name and description with its place in messages/offer.json, and nothing else', () => {
    process.env[TEXT_EDITOR_ENV] = '1';
    const marked = offerForEditor(offer);
    expect(findMarkers(marked.items[0].name.sv).map((m) => m.key)).toEqual(['messages/offer.json:items[0].name']);
    expect(findMarkers(marked.items[0].description!.en).map((m) => m.key)).toEqual([
      'messages/offer.json:items[0].description',
    ]);
    expect(findMarkers(marked.lines[3].name.en).map((m) => m.key)).toEqual(['messages/offer.json:lines[3].name']);
    expect(marked.items.map((item) => item.id)).toEqual(offer.items.map((item) => item.id));
    expect(withoutMarkers(marked)).toEqual(offer);
    expect(offer.items[0].name.sv).toBe(offerSource.items[0].name.sv);
  });

  it('keeps each marker on the text a page shows, prices and facts filled in as ever', () => {
    process.env[TEXT_EDITOR_ENV] = '1';
    const shown = offerTexts(offerForEditor(offer), facts, 'en');
    const plain = offerTexts(offer, facts, 'en');
    const first = shown.packages.fdaas.included[0];
    expect(withoutMarkers(shown)).toEqual(plain);
    expect(findMarkers(first.name)).toEqual([
      expect.objectContaining({ key: expect.stringMatching(/^messages\/offer\.json:items\[\d+\]\.name$/) }),
    ]);
    expect(
      shown.lines.every((line, i) => findMarkers(line.name)[0]?.key === `messages/offer.json:lines[${i}].name`),
    ).toBe(true);
  });
});
