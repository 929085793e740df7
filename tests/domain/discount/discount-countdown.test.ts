import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COUNTDOWN_TICK_MS, countdownParts, formatCountdown } from '../../../src/domain/discount/discount-countdown';

describe('discount countdown', () => {
  it('ticks every 10 ms, one centisecond', () => {
    expect(COUNTDOWN_TICK_MS).toBe(10);
  });

  it.each([
    [600_000, '10:00:00'],
    [61_230, '01:01:23'],
    [59_999, '00:59:99'],
    [60_000, '01:00:00'],
    [10, '00:00:01'],
    [9, '00:00:00'],
    [0, '00:00:00'],
    [5_999_990, '99:59:99'],
  ])('shows %i ms as %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });

  it('shows zero for negative or invalid times', () => {
    expect(formatCountdown(-1)).toBe('00:00:00');
    expect(formatCountdown(-600_000)).toBe('00:00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
    expect(formatCountdown(Number.POSITIVE_INFINITY)).toBe('00:00:00');
  });

  it('keeps counting minutes past 99 instead of capping', () => {
    expect(formatCountdown(6_000_000)).toBe('100:00:00');
    expect(formatCountdown(24 * 60 * 60 * 1000)).toBe('1440:00:00');
  });

  it('drops partial centiseconds', () => {
    expect(formatCountdown(1234.9)).toBe('00:01:23');
  });

  it('splits any time into parts that add back up to the whole centiseconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 60 * 60 * 1000 }), (ms) => {
        const { minutes, seconds, centiseconds } = countdownParts(ms);
        expect(seconds).toBeLessThan(60);
        expect(centiseconds).toBeLessThan(100);
        expect(minutes * 60_000 + seconds * 1000 + centiseconds * 10).toBe(ms - (ms % 10));
        expect(formatCountdown(ms)).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
      }),
    );
  });

  it('never goes up as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 7_200_000 }), fc.integer({ min: 0, max: 100_000 }), (ms, elapsed) => {
        const total = (value: number) => {
          const parts = countdownParts(value);
          return parts.minutes * 6000 + parts.seconds * 100 + parts.centiseconds;
        };
        expect(total(ms - elapsed)).toBeLessThanOrEqual(total(ms));
      }),
    );
  });
});
