import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, roundToHundredths, toCents } from '../../../src/domain/shared/money';

describe('money in cents', () => {
  it('converts two-decimal amounts to exact cents', () => {
    expect(toCents(8.99)).toBe(899);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(99.99)).toBe(9999);
  });

  it('treats a non-number amount as zero', () => {
    expect(toCents(Number.NaN)).toBe(0);
    expect(toCents(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('round-trips any amount of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });

  it('rounds a computed price half-up to the cent despite float noise', () => {
    expect(roundToHundredths(9.99 * 0.8)).toBe(7.99);
    expect(roundToHundredths(19.99 * 0.5)).toBe(10);
    expect(roundToHundredths(1.005)).toBe(1.01);
    expect(roundToHundredths(Number.NaN)).toBe(0);
  });
});
