import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, compareCalendarDates, toEpochDay, type CalendarDate } from '../../../src/domain/dates/calendar-date';
import { MS_PER_DAY } from '../../../src/domain/shared/time';
import { findStartOfDay, localDateAt, type UtcOffsetAt } from '../../../src/domain/dates/day-start-search';
import { recentCalendarDateArb } from './date-arbitraries';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const jan2: CalendarDate = { year: 2024, month: 1, day: 2 };

/** A synthetic zone that changes its offset once, at `transitionMs`. */
function oneTransitionZone(offsetBefore: number, offsetAfter: number, transitionMs: number): UtcOffsetAt {
  return (epochMs) => (epochMs < transitionMs ? offsetBefore : offsetAfter);
}

describe('localDateAt', () => {
  it('shifts the instant by the offset before taking the date', () => {
    const instant = Date.UTC(2024, 0, 1, 23, 30);
    expect(localDateAt(instant, () => 0)).toEqual({ year: 2024, month: 1, day: 1 });
    expect(localDateAt(instant, () => HOUR_MS)).toEqual(jan2);
    expect(localDateAt(Date.UTC(2024, 0, 2, 0, 30), () => -HOUR_MS)).toEqual({ year: 2024, month: 1, day: 1 });
  });
});

describe('findStartOfDay', () => {
  it('finds local midnight in a fixed-offset zone', () => {
    expect(findStartOfDay(jan2, () => 5.75 * HOUR_MS)).toBe(Date.UTC(2024, 0, 1, 18, 15));
  });

  it('finds the transition instant when a gap straddles midnight (23:30 jumps to 00:30)', () => {
    const transition = Date.UTC(2024, 0, 1, 23, 30);
    const zone = oneTransitionZone(0, HOUR_MS, transition);
    expect(findStartOfDay(jan2, zone)).toBe(transition);
  });

  it('gives a day skipped entirely the start of the following day', () => {
    const transition = Date.UTC(2024, 0, 1, 10);
    const zone = oneTransitionZone(-10 * HOUR_MS, 14 * HOUR_MS, transition);
    expect(findStartOfDay({ year: 2023, month: 12, day: 31 }, zone)).toBe(Date.UTC(2023, 11, 31, 10));
    expect(findStartOfDay({ year: 2024, month: 1, day: 1 }, zone)).toBe(transition);
    expect(findStartOfDay(jan2, zone)).toBe(transition);
    expect(findStartOfDay({ year: 2024, month: 1, day: 3 }, zone)).toBe(Date.UTC(2024, 0, 2, 10));
  });

  it('takes the first of two midnights when clocks fall back from 00:59 to 00:00', () => {
    const zone = oneTransitionZone(HOUR_MS, 0, Date.UTC(2024, 0, 2, 0));
    expect(findStartOfDay(jan2, zone)).toBe(Date.UTC(2024, 0, 1, 23));
  });

  it('returns an instant carrying the date right after one that does not, for any single change of offset', () => {
    const offsetArb = fc.integer({ min: -14 * 4, max: 14 * 4 }).map((quarters) => quarters * 15 * MINUTE_MS);
    fc.assert(
      fc.property(
        recentCalendarDateArb,
        offsetArb,
        offsetArb,
        fc.integer({ min: -30 * HOUR_MS, max: 30 * HOUR_MS }),
        (date, before, after, transitionFromMidnight) => {
          const zone = oneTransitionZone(before, after, toEpochDay(date) * MS_PER_DAY + transitionFromMidnight);
          const start = findStartOfDay(date, zone);
          expect(compareCalendarDates(localDateAt(start, zone), date)).toBeGreaterThanOrEqual(0);
          expect(compareCalendarDates(localDateAt(start - 1, zone), date)).toBeLessThan(0);
          if (after >= before) {
            // Wall time never goes back, so the day boundary is unique and days tile the timeline.
            expect(findStartOfDay(addDays(date, 1), zone)).toBeGreaterThanOrEqual(start);
          }
        },
      ),
    );
  });
});
