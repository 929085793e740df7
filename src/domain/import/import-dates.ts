import { type DateOrder } from './import-job';

/**
 * Dates in review files (docs/product/import-formats.md#dates): ISO dates and datetimes, "… UTC"
 * style stamps, slash dates in either day order, and Unix seconds or milliseconds. A date without
 * a zone is read as UTC, and one without a time as noon UTC (DATE_ONLY_HOUR).
 */

/** Slash dates read both ways with no evidence either way: read day first (most of the world). */
export const DEFAULT_DATE_ORDER: DateOrder = 'dmy';

export type DateOrderEvidence = 'dmy' | 'mdy' | 'either' | 'none';

const ISO_DATE =
  /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(z|utc|gmt|[+-]\d{2}(?::?\d{2})?)?$/i;
const SLASH_DATE = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})(?:[T ,]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?)?\s*(z|utc|gmt)?$/i;
const UNIX_SECONDS = /^\d{9,10}$/;
const UNIX_MILLISECONDS = /^\d{12,13}$/;
const MONTHS_IN_YEAR = 12;
const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60_000;
const HALF_DAY_HOURS = 12;
/**
 * A date without a time is read as noon UTC: it then falls on the same calendar day in every
 * time zone from UTC−12 to UTC+11, so the shop sees the day the file says.
 */
export const DATE_ONLY_HOUR = 12;

interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
  /** Minutes east of UTC. */
  readonly offset: number;
}

/** The instant a review file's date cell names, as ISO 8601, or null when it names none. */
export function parseImportDate(text: string, order: DateOrder | null): string | null {
  const value = text.trim();
  if (value === '') return null;
  if (UNIX_SECONDS.test(value)) return new Date(Number(value) * MS_PER_SECOND).toISOString();
  if (UNIX_MILLISECONDS.test(value)) return new Date(Number(value)).toISOString();
  const parts = isoParts(value) ?? slashParts(value, order);
  return parts === null ? null : instantOf(parts);
}

/** What one date cell says about the file's day order ('none': not a slash date). */
export function dateOrderEvidence(text: string): DateOrderEvidence {
  const match = SLASH_DATE.exec(text.trim());
  if (match === null) return 'none';
  const first = Number(match[1]);
  const second = Number(match[3]);
  if (first > MONTHS_IN_YEAR && second > MONTHS_IN_YEAR) return 'none';
  if (first > MONTHS_IN_YEAR) return 'dmy';
  if (second > MONTHS_IN_YEAR) return 'mdy';
  return 'either';
}

/**
 * The file's day order from its cells' evidence: one side only → that order; no slash dates →
 * null; only dates that read both ways → DEFAULT_DATE_ORDER, ambiguous (the merchant confirms);
 * both sides → the majority (day first on a tie), ambiguous.
 */
export function decideDateOrder(evidence: Iterable<DateOrderEvidence>): { order: DateOrder | null; ambiguous: boolean } {
  let dmy = 0;
  let mdy = 0;
  let either = 0;
  for (const item of evidence) {
    if (item === 'dmy') dmy += 1;
    else if (item === 'mdy') mdy += 1;
    else if (item === 'either') either += 1;
  }
  if (dmy > 0 && mdy > 0) return { order: mdy > dmy ? 'mdy' : 'dmy', ambiguous: true };
  if (dmy > 0) return { order: 'dmy', ambiguous: false };
  if (mdy > 0) return { order: 'mdy', ambiguous: false };
  if (either > 0) return { order: DEFAULT_DATE_ORDER, ambiguous: true };
  return { order: null, ambiguous: false };
}

function isoParts(value: string): DateParts | null {
  const match = ISO_DATE.exec(value);
  if (match === null) return null;
  return {
    year: Number(match[1]),
    month: Number(match[2]),
    day: Number(match[3]),
    hour: match[4] === undefined ? DATE_ONLY_HOUR : Number(match[4]),
    minute: Number(match[5] ?? 0),
    second: Number(match[6] ?? 0),
    millisecond: Number((match[7] ?? '0').padEnd(3, '0').slice(0, 3)),
    offset: offsetMinutes(match[8]),
  };
}

function slashParts(value: string, order: DateOrder | null): DateParts | null {
  const match = SLASH_DATE.exec(value);
  if (match === null) return null;
  const first = Number(match[1]);
  const second = Number(match[3]);
  // A date that reads only one way is read that way, whatever the file's order says.
  const dayFirst = first > MONTHS_IN_YEAR || (second <= MONTHS_IN_YEAR && (order ?? DEFAULT_DATE_ORDER) === 'dmy');
  const hour = match[5] === undefined ? DATE_ONLY_HOUR : hourOf(Number(match[5]), match[8]);
  if (hour === null) return null;
  return {
    year: Number(match[4]),
    month: dayFirst ? second : first,
    day: dayFirst ? first : second,
    hour,
    minute: Number(match[6] ?? 0),
    second: Number(match[7] ?? 0),
    millisecond: 0,
    offset: 0,
  };
}

function hourOf(hour: number, meridiem: string | undefined): number | null {
  if (meridiem === undefined) return hour;
  if (hour < 1 || hour > HALF_DAY_HOURS) return null;
  return (hour % HALF_DAY_HOURS) + (meridiem.toLowerCase() === 'pm' ? HALF_DAY_HOURS : 0);
}

/** Minutes east of UTC of a zone ISO_DATE matched (Z, UTC, GMT, ±HH, ±HHMM, ±HH:MM). */
function offsetMinutes(zone: string | undefined): number {
  if (zone === undefined || /^(z|utc|gmt)$/i.test(zone)) return 0;
  const minutes = Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3).replace(':', '') || 0);
  return zone.startsWith('-') ? -minutes : minutes;
}

/** The instant, or null when a part is out of range (31 February, 25:00). */
function instantOf(parts: DateParts): string | null {
  const { year, month, day, hour, minute, second, millisecond, offset } = parts;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const local = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millisecond));
  if (local.getUTCFullYear() !== year || local.getUTCMonth() !== month - 1 || local.getUTCDate() !== day) return null;
  return new Date(local.getTime() - offset * MS_PER_MINUTE).toISOString();
}
