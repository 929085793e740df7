import { describe, expect, it } from 'vitest';
import { dateOrderEvidence, decideDateOrder, DEFAULT_DATE_ORDER, parseImportDate } from '../../../src/domain/import/import-dates';

describe('parseImportDate', () => {
  it.each([
    ['2024-03-05', '2024-03-05T12:00:00.000Z'],
    ['2024-03-05T14:02:11Z', '2024-03-05T14:02:11.000Z'],
    ['2024-03-05T14:02:11.905Z', '2024-03-05T14:02:11.905Z'],
    ['2024-03-05T14:02:11', '2024-03-05T14:02:11.000Z'],
    ['2024-03-05T14:02:11+02:00', '2024-03-05T12:02:11.000Z'],
    ['2024-03-05 14:02:11 -0400', '2024-03-05T18:02:11.000Z'],
    ['2024-03-05 14:02:11 +0530', '2024-03-05T08:32:11.000Z'],
    ['2024-03-05T14:02:11+05', '2024-03-05T09:02:11.000Z'],
    ['2024-03-05 14:02:11 GMT', '2024-03-05T14:02:11.000Z'],
    ['2024-03-05 14:02:11 UTC', '2024-03-05T14:02:11.000Z'],
    ['2024-03-05 14:02', '2024-03-05T14:02:00.000Z'],
    ['2024/03/05', '2024-03-05T12:00:00.000Z'],
    ['  2024-03-05  ', '2024-03-05T12:00:00.000Z'],
    ['1709647331', '2024-03-05T14:02:11.000Z'],
    ['1709647331000', '2024-03-05T14:02:11.000Z'],
  ])('reads %s', (text, iso) => {
    expect(parseImportDate(text, null)).toBe(iso);
  });

  it('reads slash, dot and dash dates in the order given, with an optional time', () => {
    expect(parseImportDate('05/03/2024', 'dmy')).toBe('2024-03-05T12:00:00.000Z');
    expect(parseImportDate('05/03/2024', 'mdy')).toBe('2024-05-03T12:00:00.000Z');
    expect(parseImportDate('5.3.2024 14:02', 'dmy')).toBe('2024-03-05T14:02:00.000Z');
    expect(parseImportDate('3-5-2024 14:02:11', 'mdy')).toBe('2024-03-05T14:02:11.000Z');
    expect(parseImportDate('3/5/2024 2:02 PM', 'mdy')).toBe('2024-03-05T14:02:00.000Z');
    expect(parseImportDate('3/5/2024 12:30 am', 'mdy')).toBe('2024-03-05T00:30:00.000Z');
  });

  it('reads a date that reads one way only that way, whatever the order, and day first with no order', () => {
    expect(parseImportDate('25/03/2024', 'mdy')).toBe('2024-03-25T12:00:00.000Z');
    expect(parseImportDate('03/25/2024', 'dmy')).toBe('2024-03-25T12:00:00.000Z');
    expect(parseImportDate('04/03/2024', null)).toBe(`2024-03-04T12:00:00.000Z`);
    expect(DEFAULT_DATE_ORDER).toBe('dmy');
  });

  it.each(['', 'yesterday', '2024-02-30', '31/02/2024', '2024-03-05 25:00', '13/13/2024', '3/5/2024 13:00 PM', '2024-03-05 +25x', '12345'])(
    'refuses %j',
    (text) => {
      expect(parseImportDate(text, 'dmy')).toBeNull();
    },
  );
});

describe('the day order of slash dates', () => {
  it('tells what each cell says', () => {
    expect(dateOrderEvidence('25/03/2024')).toBe('dmy');
    expect(dateOrderEvidence('03/25/2024 10:00')).toBe('mdy');
    expect(dateOrderEvidence('03/04/2024')).toBe('either');
    expect(dateOrderEvidence('2024-03-04')).toBe('none');
    expect(dateOrderEvidence('')).toBe('none');
    expect(dateOrderEvidence('25/25/2024')).toBe('none');
  });

  it('decides: one side only, none, only ambiguous, or conflicting by majority', () => {
    expect(decideDateOrder(['either', 'dmy', 'none'])).toEqual({ order: 'dmy', ambiguous: false });
    expect(decideDateOrder(['mdy', 'either'])).toEqual({ order: 'mdy', ambiguous: false });
    expect(decideDateOrder(['none', 'none'])).toEqual({ order: null, ambiguous: false });
    expect(decideDateOrder([])).toEqual({ order: null, ambiguous: false });
    expect(decideDateOrder(['either', 'either'])).toEqual({ order: 'dmy', ambiguous: true });
    expect(decideDateOrder(['mdy', 'mdy', 'dmy'])).toEqual({ order: 'mdy', ambiguous: true });
    expect(decideDateOrder(['mdy', 'dmy'])).toEqual({ order: 'dmy', ambiguous: true });
  });
});
