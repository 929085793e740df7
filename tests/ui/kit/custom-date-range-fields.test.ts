import { describe, expect, it } from 'vitest';
import { CustomDateRangeFields } from '../../../src/ui/kit/custom-date-range-fields';

describe('CustomDateRangeFields', () => {
  it('returns the trimmed, valid range and clears earlier messages', () => {
    const fields = new CustomDateRangeFields();
    fields.setStart('2026-02-30');
    expect(fields.validate()).toBeNull();
    fields.setStart(' 2026-02-01 ');
    fields.setEnd('2026-03-01');
    expect(fields.validate()).toEqual({ kind: 'custom', start: { year: 2026, month: 2, day: 1 }, end: { year: 2026, month: 3, day: 1 } });
    expect([fields.startError, fields.endError, fields.rangeError]).toEqual([null, null, null]);
  });

  it('sets a format message per invalid field (blank included) and the order message only when both are valid', () => {
    const fields = new CustomDateRangeFields();
    fields.setStart('2026-13-01');
    expect(fields.validate()).toBeNull();
    expect(fields.startError?.key).toBe('dateFormatError');
    expect(fields.endError?.key).toBe('dateFormatError');
    expect(fields.rangeError).toBeNull();

    fields.setStart('2026-03-05');
    fields.setEnd('2026-03-01');
    expect(fields.validate()).toBeNull();
    expect(fields.startError).toBeNull();
    expect(fields.endError).toBeNull();
    expect(fields.rangeError).toEqual({ key: 'dateRangeOrderError', values: { startDate: '2026-03-05', endDate: '2026-03-01' } });
  });

  it('shows a custom range from the address and leaves the fields for a preset', () => {
    const fields = new CustomDateRangeFields();
    fields.show({ kind: 'custom', start: { year: 2025, month: 1, day: 2 }, end: { year: 2025, month: 1, day: 9 } });
    expect([fields.start, fields.end]).toEqual(['2025-01-02', '2025-01-09']);
    fields.show({ kind: 'preset', code: 0 });
    expect([fields.start, fields.end]).toEqual(['2025-01-02', '2025-01-09']);
  });

  it('clears the messages alone, or everything on reset', () => {
    const fields = new CustomDateRangeFields();
    fields.setStart('2025-13');
    fields.setEnd('2025-01-01');
    fields.validate();
    fields.clearErrors();
    expect([fields.start, fields.startError]).toEqual(['2025-13', null]);
    fields.validate();
    fields.reset();
    expect([fields.start, fields.end, fields.startError, fields.endError, fields.rangeError]).toEqual(['', '', null, null, null]);
  });

  it('refuses letters and other characters as they are typed or pasted, and says which format it wants', () => {
    const fields = new CustomDateRangeFields();
    fields.setStart('2026-10-0a');
    expect(fields.start).toBe('2026-10-0');
    expect(fields.startError).toEqual({ key: 'dateFormatError', values: { format: 'YYYY-MM-DD' } });
    fields.setStart('2026-10-01');
    expect(fields.startError).toBeNull();
    fields.setEnd('Oct 31, 2026');
    expect(fields.end).toBe('312026');
    expect(fields.endError?.key).toBe('dateFormatError');
    fields.setEnd('2026-10-31');
    expect(fields.validate()).toEqual({ kind: 'custom', start: { year: 2026, month: 10, day: 1 }, end: { year: 2026, month: 10, day: 31 } });
  });
});
