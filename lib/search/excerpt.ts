// A search result's excerpt as parts of plain text, some marked: built from Pagefind's page text and
// the word positions it matched, never from its HTML excerpt, so page text or a query with markup
// can only ever show as text.

export type ExcerptPart = { text: string; marked: boolean };

/** Words as Pagefind counts them: its locations index into the page text split on whitespace. */
const wordsOf = (content: string) => content.split(/[\r\n\s]+/g);

/** Leading punctuation, the word, trailing punctuation: only the word itself is marked. */
const wordCore = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su;

/**
 * The first window of `length` words that holds the most matched words.
 * @param locations word positions of the matches
 */
export function excerptStart(locations: readonly number[], wordCount: number, length: number): number {
  if (wordCount <= length || !locations.length) return 0;
  const sorted = [...new Set(locations)].sort((a, b) => a - b);
  let best = 0;
  let bestCount = 0;
  for (const first of sorted) {
    const start = Math.min(first, wordCount - length);
    const count = sorted.filter((location) => location >= start && location < start + length).length;
    if (count > bestCount) [best, bestCount] = [start, count];
  }
  // A few words before the first match give it context.
  return Math.max(0, Math.min(best - 3, wordCount - length));
}

/**
 * The excerpt around the matches: `length` words of the page text, matched words marked, an ellipsis
 * where the text goes on. Adjacent text is joined into one part.
 */
export function excerptParts(content: string, locations: readonly number[], length = 30): ExcerptPart[] {
  const words = wordsOf(content.trim());
  if (!words[0]) return [];
  const start = excerptStart(locations, words.length, length);
  const end = Math.min(words.length, start + length);
  const matched = new Set(locations);
  const parts: ExcerptPart[] = [];
  const push = (text: string, marked: boolean) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  if (start > 0) push('… ', false);
  for (let i = start; i < end; i++) {
    const separator = i < end - 1 ? ' ' : '';
    if (!matched.has(i)) {
      push(words[i] + separator, false);
      continue;
    }
    const [, before, core, after] = wordCore.exec(words[i]) ?? ['', '', words[i], ''];
    push(before, false);
    push(core, true);
    push(after + separator, false);
  }
  if (end < words.length) push(' …', false);
  return parts;
}
