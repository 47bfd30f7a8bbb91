// The benchmarks' statistics: a median, and a percentile of sorted values (nearest rank). Apart from
// common.mjs, which loads Lighthouse, so that the backend's benchmarks need not.

/** The median of the numbers among `values` (a run that recorded nothing is left out), or null. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The `p`th percentile of ascending `sorted` values, by nearest rank. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
