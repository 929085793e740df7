import { makeAutoObservable } from 'mobx';
import { formatIsoDate } from '../../domain/dates/calendar-date';
import {
  type CustomDateMessage,
  DATE_FORMAT_MESSAGE,
  isAllowedCustomDateInput,
  sanitizeCustomDateInput,
  validateCustomDateRange,
} from '../../domain/dates/custom-date';
import { ALL_TIME_RANGE, customDateRange, type DateRangeChoice } from '../../domain/dates/date-range';

/**
 * The two text fields of a custom date range filter and their messages. The owning
 * view-model applies the range it gets from `validate()`; this class holds no I/O.
 */
export class CustomDateRangeFields {
  start = '';
  end = '';
  startError: CustomDateMessage | null = null;
  endError: CustomDateMessage | null = null;
  rangeError: CustomDateMessage | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /**
   * Typing or pasting keeps only what a date may hold (digits and hyphens, YYYY-MM-DD long):
   * a letter never reaches the field, and the format message says why it was refused.
   */
  setStart(text: string): void {
    this.start = sanitizeCustomDateInput(text);
    this.startError = isAllowedCustomDateInput(text.trim()) ? null : DATE_FORMAT_MESSAGE;
  }

  setEnd(text: string): void {
    this.end = sanitizeCustomDateInput(text);
    this.endError = isAllowedCustomDateInput(text.trim()) ? null : DATE_FORMAT_MESSAGE;
  }

  /** Shows a range adopted from the address: a custom one fills both fields, a preset leaves them. */
  show(range: DateRangeChoice): void {
    if (range.kind !== 'custom') return;
    this.start = formatIsoDate(range.start);
    this.end = formatIsoDate(range.end);
  }

  /**
   * Validates the fields (format, real date, order). Valid: clears the messages and returns the
   * range to apply. Invalid: sets the field messages and returns null.
   */
  validate(): DateRangeChoice | null {
    const result = validateCustomDateRange(this.start.trim(), this.end.trim());
    if (!result.ok) {
      this.startError = result.startMessage;
      this.endError = result.endMessage;
      this.rangeError = result.rangeMessage;
      return null;
    }
    this.clearErrors();
    return customDateRange(result.start, result.end) ?? ALL_TIME_RANGE;
  }

  clearErrors(): void {
    this.startError = null;
    this.endError = null;
    this.rangeError = null;
  }

  /** Empty fields, no messages. */
  reset(): void {
    this.start = '';
    this.end = '';
    this.clearErrors();
  }
}
