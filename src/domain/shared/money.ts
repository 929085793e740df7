/** Minor units (cents) in one currency unit. */
export const CENTS_PER_UNIT = 100;

/** Significant digits kept before rounding, enough for any price yet below binary float noise. */
const FLOAT_NOISE_DIGITS = 12;

/**
 * Converts an amount to whole cents, rounding half-up to the nearest cent (8.99 → 899,
 * 19.99 × 0.5 → 1000). Trimming to 12 significant digits first absorbs binary float noise
 * (8.99 × 100 = 898.999…, 9.995 = 9.99499…). A non-finite amount gives 0.
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  return Math.round(Number((amount * CENTS_PER_UNIT).toPrecision(FLOAT_NOISE_DIGITS)));
}

/** Converts whole cents back to an amount with two decimals (899 → 8.99). */
export function fromCents(cents: number): number {
  return Math.round(cents) / CENTS_PER_UNIT;
}

/** A computed amount (a discounted price, a percentage) rounded half-up to two decimals. */
export function roundToHundredths(amount: number): number {
  return fromCents(toCents(amount));
}
