/** What a row of items measures: each item's width, the gap between items, and the "More" control's width. */
export interface RowMeasurements {
  readonly itemWidths: readonly number[];
  readonly gap: number;
  readonly moreWidth: number;
}

/**
 * How many leading items a row `available` px wide shows: all of them when they fit side by side,
 * otherwise as many as fit beside the "More" control that holds the rest (at least none).
 */
export function fittingCount({ itemWidths, gap, moreWidth }: RowMeasurements, available: number): number {
  const widthOf = (count: number, extra: number) => itemWidths.slice(0, count).reduce((sum, width) => sum + width + gap, extra);
  if (widthOf(itemWidths.length, -gap) <= available) return itemWidths.length;
  let count = 0;
  while (count < itemWidths.length && widthOf(count + 1, moreWidth) <= available) count += 1;
  return count;
}
