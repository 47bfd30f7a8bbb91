import { excerptParts, excerptStart } from './excerpt';

const text = (parts: { text: string }[]) => parts.map((part) => part.text).join('');
const marked = (parts: { text: string; marked: boolean }[]) => parts.filter((p) => p.marked).map((p) => p.text);

describe('excerptParts', () => {
  it('marks the matched words and only the word, not its punctuation', () => {
    const parts = excerptParts('Vi gör din årsredovisning, och din deklaration.', [3, 6]);
    expect(text(parts)).toBe('Vi gör din årsredovisning, och din deklaration.');
    expect(marked(parts)).toEqual(['årsredovisning', 'deklaration']);
  });

  it('keeps markup in the page text as text', () => {
    const parts = excerptParts('Skriv <b>fet</b> text <img src=x onerror=alert(1)>', [1]);
    expect(text(parts)).toBe('Skriv <b>fet</b> text <img src=x onerror=alert(1)>');
    expect(marked(parts)).toEqual(['b>fet</b']);
  });

  it('shows the window with the most matches, with an ellipsis on each cut side', () => {
    const words = Array.from({ length: 100 }, (_, i) => `w${i}`);
    words[80] = 'lön';
    words[84] = 'lön';
    const parts = excerptParts(words.join(' '), [10, 80, 84], 10);
    expect(text(parts)).toBe('… w77 w78 w79 lön w81 w82 w83 lön w85 w86 …');
    expect(marked(parts)).toEqual(['lön', 'lön']);
  });

  it('starts at the beginning when the text is short or nothing matched', () => {
    expect(text(excerptParts('Kort text här', []))).toBe('Kort text här');
    expect(excerptStart([], 100, 10)).toBe(0);
    // A match near the end: the window ends with the text and still holds it.
    expect(excerptStart([95], 100, 10)).toBe(87);
  });

  it('gives nothing for an empty text', () => {
    expect(excerptParts('  ', [0])).toEqual([]);
  });
});
