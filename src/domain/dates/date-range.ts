import { compareCalendarDates, formatIsoDate, parseIsoDate, type CalendarDate } from './calendar-date';

/** Date range choice codes sent as date_range (docs/product/spec-map.md §3). */
export const DATE_RANGE_ALL_TIME = 0;
export const DATE_RANGE_TODAY = 1;
export const DATE_RANGE_LAST_7_DAYS = 2;
export const DATE_RANGE_LAST_30_DAYS = 3;
export const DATE_RANGE_LAST_90_DAYS = 4;
export const DATE_RANGE_LAST_12_MONTHS = 5;

/** Every preset code, in the order the choices are listed to the user. */
export const PRESET_DATE_RANGE_CODES = [
  DATE_RANGE_TODAY,
  DATE_RANGE_LAST_7_DAYS,
  DATE_RANGE_LAST_30_DAYS,
  DATE_RANGE_LAST_90_DAYS,
  DATE_RANGE_LAST_12_MONTHS,
  DATE_RANGE_ALL_TIME,
] as const;

export type PresetDateRangeCode = (typeof PRESET_DATE_RANGE_CODES)[number];

/** Query parameter names (docs/product/spec-map.md §5, §7): custom ranges send start_date and end_date, else date_range. */
export const DATE_RANGE_PARAM = 'date_range';
export const START_DATE_PARAM = 'start_date';
export const END_DATE_PARAM = 'end_date';

export interface PresetDateRange {
  readonly kind: 'preset';
  readonly code: PresetDateRangeCode;
}

/** Inclusive local dates, start on or before end (see customDateRange). */
export interface CustomDateRange {
  readonly kind: 'custom';
  readonly start: CalendarDate;
  readonly end: CalendarDate;
}

export type DateRangeChoice = PresetDateRange | CustomDateRange;

export const ALL_TIME_RANGE: PresetDateRange = { kind: 'preset', code: DATE_RANGE_ALL_TIME };
export const DEFAULT_ANALYTICS_RANGE: PresetDateRange = { kind: 'preset', code: DATE_RANGE_LAST_30_DAYS };

export function presetDateRange(code: PresetDateRangeCode): PresetDateRange {
  return { kind: 'preset', code };
}

/** A custom range, or null when start is after end. */
export function customDateRange(start: CalendarDate, end: CalendarDate): CustomDateRange | null {
  return compareCalendarDates(start, end) > 0 ? null : { kind: 'custom', start, end };
}

export function isPresetDateRangeCode(value: unknown): value is PresetDateRangeCode {
  return PRESET_DATE_RANGE_CODES.some((code) => code === value);
}

/** The request form of a choice: { date_range } for presets, { start_date, end_date } (YYYY-MM-DD) for custom. */
export type DateRangeQuery =
  | { readonly date_range: PresetDateRangeCode }
  | { readonly start_date: string; readonly end_date: string };

export function toDateRangeQuery(choice: DateRangeChoice): DateRangeQuery {
  return choice.kind === 'preset'
    ? { date_range: choice.code }
    : { start_date: formatIsoDate(choice.start), end_date: formatIsoDate(choice.end) };
}

/**
 * Why a query holds no usable range:
 * - 'missing': none of date_range, start_date, end_date is present;
 * - 'unknownDateRange': date_range is not one of the preset codes;
 * - 'incompleteCustomRange': only one of start_date and end_date is present;
 * - 'invalidDate': start_date or end_date is not a real YYYY-MM-DD date;
 * - 'startAfterEnd': start_date is later than end_date.
 */
export type DateRangeQueryError = 'missing' | 'unknownDateRange' | 'incompleteCustomRange' | 'invalidDate' | 'startAfterEnd';

export type DateRangeQueryResult =
  | { readonly ok: true; readonly choice: DateRangeChoice }
  | { readonly ok: false; readonly error: DateRangeQueryError };

/** A repeated parameter counts by its first value, as URLSearchParams.get would read it. */
function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? (value as readonly unknown[])[0] : value;
}

const DECIMAL_CODE_PATTERN = /^\d$/;

function readPresetCode(value: unknown): PresetDateRangeCode | null {
  const candidate = typeof value === 'string' && DECIMAL_CODE_PATTERN.test(value) ? Number(value) : value;
  // find, not a type guard: returns the canonical code, so -0 from JSON becomes 0.
  return PRESET_DATE_RANGE_CODES.find((code) => code === candidate) ?? null;
}

function readDate(value: unknown): CalendarDate | null {
  return typeof value === 'string' ? parseIsoDate(value) : null;
}

/**
 * Reads a choice back from query parameters (strings from a URL or numbers from JSON). A present
 * start_date or end_date makes it a custom range and date_range is then ignored. Never throws.
 */
export function parseDateRangeQuery(params: Readonly<Record<string, unknown>>): DateRangeQueryResult {
  const rawStart = firstValue(params[START_DATE_PARAM]);
  const rawEnd = firstValue(params[END_DATE_PARAM]);
  if (rawStart !== undefined || rawEnd !== undefined) {
    if (rawStart === undefined || rawEnd === undefined) return { ok: false, error: 'incompleteCustomRange' };
    const start = readDate(rawStart);
    const end = readDate(rawEnd);
    if (start === null || end === null) return { ok: false, error: 'invalidDate' };
    const choice = customDateRange(start, end);
    return choice === null ? { ok: false, error: 'startAfterEnd' } : { ok: true, choice };
  }
  const rawCode = firstValue(params[DATE_RANGE_PARAM]);
  if (rawCode === undefined) return { ok: false, error: 'missing' };
  const code = readPresetCode(rawCode);
  return code === null ? { ok: false, error: 'unknownDateRange' } : { ok: true, choice: presetDateRange(code) };
}

/** get_analytics: no range in the query means the default (last 30 days); a malformed one stays an error. */
export function parseAnalyticsDateRangeQuery(params: Readonly<Record<string, unknown>>): DateRangeQueryResult {
  const result = parseDateRangeQuery(params);
  return !result.ok && result.error === 'missing' ? { ok: true, choice: DEFAULT_ANALYTICS_RANGE } : result;
}
