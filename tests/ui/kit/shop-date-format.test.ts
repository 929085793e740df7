import { describe, expect, it } from 'vitest';
import { formatShopDate } from '../../../src/ui/kit/shop-date-format';

// 03:30 UTC on 1 November is still 31 October in New York (UTC-4 in October, daylight time).
const LATE_OCTOBER_IN_NEW_YORK = '2026-11-01T03:30:00Z';

describe('formatShopDate', () => {
  it('prints the day in the shop’s time zone, not the browser’s', () => {
    expect(formatShopDate(LATE_OCTOBER_IN_NEW_YORK, { language: 'en', timeZone: 'America/New_York' })).toBe('Oct 31, 2026');
    expect(formatShopDate(LATE_OCTOBER_IN_NEW_YORK, { language: 'en', timeZone: 'Europe/Berlin' })).toBe('Nov 1, 2026');
    expect(formatShopDate(LATE_OCTOBER_IN_NEW_YORK, { language: 'en', timeZone: 'UTC' })).toBe('Nov 1, 2026');
  });

  it('prints it in the admin language', () => {
    const context = { timeZone: 'America/New_York' };
    expect(formatShopDate(LATE_OCTOBER_IN_NEW_YORK, { ...context, language: 'de' })).toBe('31.10.2026');
    expect(formatShopDate(LATE_OCTOBER_IN_NEW_YORK, { ...context, language: 'ja' })).toBe('2026/10/31');
    expect(formatShopDate('2026-11-22T12:00:00Z', { ...context, language: 'de' })).toBe('22.11.2026');
    expect(formatShopDate('2026-11-22T12:00:00Z', { ...context, language: 'en' })).not.toBe('11/22/2026');
  });

  it('falls back to the browser’s zone for an unknown one, and prints nothing for a non-date', () => {
    expect(formatShopDate('2026-06-15T12:00:00Z', { language: 'en', timeZone: 'Mars/Olympus_Mons' })).toMatch(/2026/);
    expect(formatShopDate('not a date', { language: 'en', timeZone: 'UTC' })).toBe('');
  });
});
