/**
 * How a tile's figure moved against the previous period (docs/product/analytics.md#change):
 * - 'none': there is no previous period (all time), this period has no value (no reviews to
 *   average), or neither period has anything;
 * - 'new': the previous period had nothing (0 or no value) and this one has something;
 * - 'percent': the change as a ratio of the previous value (0.25 is +25 %, -1 is -100 %).
 */
export type FigureChange =
  | { readonly kind: 'none' }
  | { readonly kind: 'new' }
  | { readonly kind: 'percent'; readonly ratio: number; readonly direction: ChangeDirection };

export type ChangeDirection = 'up' | 'down' | 'flat';

/** Ratios are rounded to this many decimals (a tenth of a percent), so 0.1 + 0.2 style noise never shows. */
export const CHANGE_RATIO_DECIMALS = 3;

const NO_CHANGE: FigureChange = { kind: 'none' };

/** A figure is a number, or null when it has no value (the average rating of a period without reviews). */
export function figureChange(current: number | null, previous: number | null | undefined): FigureChange {
  if (previous === undefined || current === null) return NO_CHANGE;
  if (previous === null || previous === 0) return current === 0 ? (previous === 0 ? flat() : NO_CHANGE) : { kind: 'new' };
  // `|| 0` turns a rounded -0 into 0, so a tiny fall never reads "-0 %".
  const ratio = Number(((current - previous) / Math.abs(previous)).toFixed(CHANGE_RATIO_DECIMALS)) || 0;
  return { kind: 'percent', ratio, direction: ratio > 0 ? 'up' : ratio < 0 ? 'down' : 'flat' };
}

function flat(): FigureChange {
  return { kind: 'percent', ratio: 0, direction: 'flat' };
}
