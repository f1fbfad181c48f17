export type ResultsKind = 'single' | 'multiple' | 'rating';

/**
 * Whole-number percentages of `total` respondents for each count. One answer per respondent (single, rating): the
 * largest-remainder method, so the shown shares add up to the rounded whole (100 when everyone answered) instead of
 * 99 or 101. Several answers per respondent (multiple): each share on its own, as they do not add up to 100 anyway.
 * No respondents: all 0.
 */
export function sharePercents(counts: readonly number[], total: number, kind: ResultsKind): number[] {
  if (!(total > 0)) return counts.map(() => 0);
  const exact = counts.map((count) => (Math.max(0, count) / total) * 100);
  if (kind === 'multiple') return exact.map((share) => Math.round(share));
  const floors = exact.map(Math.floor);
  let left = Math.round(exact.reduce((sum, share) => sum + share, 0)) - floors.reduce((sum, share) => sum + share, 0);
  // Hand out the missing units to the largest remainders; on a tie the earlier row gets it (stable sort).
  const order = exact.map((share, index) => ({ index, remainder: share - floors[index]! })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index]! += 1;
    left -= 1;
  }
  return floors;
}
