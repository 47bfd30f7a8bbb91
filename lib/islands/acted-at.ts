// When a visitor did something before an island had started, as the islands' loader saw it: the island reads
// it once it has hydrated. The loader is inline in every page and each island a module of its own, so they
// share no module state: the time travels on the DOM objects themselves, under a key both know.

/** One key for the loader and every island (Symbol.for: the same symbol in every script of the page). */
const ACTED_AT = Symbol.for('fyrtorn.island.acted-at');

type Stamped = { [ACTED_AT]?: number };

/**
 * Notes on `target` when the visitor acted, on the clock of performance.now(): on an island's element, the
 * first focus inside it; on an event the loader holds, when it came, and on the one it hands on, the same.
 * The first note stays.
 */
export function noteActedAt(target: object, time: number): void {
  (target as Stamped)[ACTED_AT] ??= time;
}

/** When the visitor did what `target` stands for, if the loader noted it (else undefined). */
export function actedAt(target: object): number | undefined {
  return (target as Stamped)[ACTED_AT];
}
