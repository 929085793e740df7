import { z } from 'zod';
import { parseIsoDate } from '../domain/dates/calendar-date';
import {
  ALL_TIME_RANGE,
  customDateRange,
  DATE_RANGE_ALL_TIME,
  type DateRangeChoice,
  PRESET_DATE_RANGE_CODES,
  type PresetDateRangeCode,
  presetDateRange,
  toDateRangeQuery,
} from '../domain/dates/date-range';
import { numericCode, one, quoted } from './fields';

/**
 * The date-range part of a list query, one rule for every list (docs/product/lists.md): a preset
 * `date_range`, or a custom `start_date` and `end_date` (YYYY-MM-DD, shop-local days, inclusive)
 * that win over it; none is all time. Spread {@link dateRangeFields} into the query's object and
 * add {@link checkDateRange} with `.superRefine`; read the choice with {@link dateRangeChoiceOf}.
 */

const PRESET_CODES = [...PRESET_DATE_RANGE_CODES].sort((a, b) => a - b);
const PRESET_MEANINGS = '0 (all time), 1 (today), 2 (last 7 days), 3 (last 30 days), 4 (last 90 days), 5 (last 12 months)';

/** A real day as YYYY-MM-DD (2025-02-30 is refused), kept as its text. */
const isoDate = z.unknown().transform((raw, context): string => {
  if (typeof raw === 'string' && parseIsoDate(raw) !== null) return raw;
  context.addIssue({ code: 'custom', message: `${quoted(raw)} is not a date (YYYY-MM-DD)` });
  return z.NEVER;
});

export const dateRangeFields = {
  // An empty date_range (`date_range=`) is all time, as if absent.
  date_range: one(z.preprocess((raw) => (raw === '' ? DATE_RANGE_ALL_TIME : raw), numericCode(PRESET_CODES, PRESET_MEANINGS))).optional(),
  start_date: one(isoDate).optional(),
  end_date: one(isoDate).optional(),
};

/** The date-range fields of a validated query (or of the values the admin sends). */
export interface DateRangeValues {
  readonly date_range?: PresetDateRangeCode | undefined;
  readonly start_date?: string | undefined;
  readonly end_date?: string | undefined;
}

/** start_date and end_date come together, the start on or before the end; the field at fault is named. */
export function checkDateRange(values: DateRangeValues, context: z.RefinementCtx): void {
  const { start_date: start, end_date: end } = values;
  if (start === undefined && end === undefined) return;
  if (start === undefined) context.addIssue({ code: 'custom', path: ['start_date'], message: 'is required with end_date' });
  else if (end === undefined) context.addIssue({ code: 'custom', path: ['end_date'], message: 'is required with start_date' });
  else if (start > end) context.addIssue({ code: 'custom', path: ['start_date'], message: 'must not be after end_date' });
}

/**
 * The choice the values name. A start or end date makes it a custom range; one that is not
 * usable (alone, not a date, after the end: never once {@link checkDateRange} passed) is all time.
 */
export function dateRangeChoiceOf(values: DateRangeValues): DateRangeChoice {
  if (values.start_date !== undefined || values.end_date !== undefined) {
    const start = parseIsoDate(values.start_date ?? '');
    const end = parseIsoDate(values.end_date ?? '');
    return (start && end && customDateRange(start, end)) || ALL_TIME_RANGE;
  }
  return values.date_range === undefined ? ALL_TIME_RANGE : presetDateRange(values.date_range);
}

/** The values that name a choice, all time left out. */
export function dateRangeValuesOf(choice: DateRangeChoice): DateRangeValues {
  return choice.kind === 'preset' && choice.code === DATE_RANGE_ALL_TIME ? {} : toDateRangeQuery(choice);
}
