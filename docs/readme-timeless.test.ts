// The README says what is true on any day: dated measurements (a date, a run's minutes or seconds) belong
// in docs/testing.md and docs/performance.md, where each figure stands beside its date and machine.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const readme = readFileSync(path.resolve(__dirname, '..', 'README.md'), 'utf8');

/** The README's lines that carry a date or a measured duration. */
function datedLines(text: string): string[] {
  const dated = /\b20\d\d-\d\d-\d\d\b|\b\d+(?:[.,]\d+)?\s*(?:minutes?|min|seconds?|s)\b/i;
  return text.split('\n').filter((line) => dated.test(line));
}

test('the README carries no dated measurement', () => {
  expect(datedLines(readme)).toEqual([]);
});

test('a dated CI time is found', () => {
  expect(datedLines('CI took 7 minutes 11 seconds on 2026-11-26.\nplain line')).toHaveLength(1);
  expect(datedLines('it took 915 s')).toHaveLength(1);
});
