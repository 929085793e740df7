import { VALID, invalid, type ValidationResult } from './validation-result';

/** Binary multiples, as operating systems and browsers report file sizes: 1 KB = 1024 bytes. */
export const BYTES_PER_KILOBYTE = 1024;

export const FILE_SIZE_UNITS = ['KB', 'MB', 'GB'] as const;
export type FileSizeUnit = (typeof FILE_SIZE_UNITS)[number];

export const FILE_SIZE_UNIT_BYTES: Readonly<Record<FileSizeUnit, number>> = {
  KB: BYTES_PER_KILOBYTE,
  MB: BYTES_PER_KILOBYTE ** 2,
  GB: BYTES_PER_KILOBYTE ** 3,
};

export interface FileSizeLimit {
  /** A positive finite number, e.g. 5 or 1.5. */
  readonly amount: number;
  readonly unit: FileSizeUnit;
}

/**
 * Message keys of the file size rule (English text for the locale files):
 * - 'fileSizeExceeded': "The file must be {{limit}} or smaller."
 * - 'fileSizeUnreadable': "The file size could not be read. Choose the file again."
 */
export type FileSizeErrorKey = 'fileSizeExceeded' | 'fileSizeUnreadable';

/** @throws RangeError when the limit is not a positive finite amount of a known unit (a programming error). */
export function fileSizeLimitInBytes(limit: FileSizeLimit): number {
  const unitBytes = FILE_SIZE_UNIT_BYTES[limit.unit] as number | undefined;
  if (unitBytes === undefined || !Number.isFinite(limit.amount) || limit.amount <= 0) {
    throw new RangeError(`Invalid file size limit: ${String(limit.amount)} ${String(limit.unit)}`);
  }
  return limit.amount * unitBytes;
}

/** The limit as shown in messages, e.g. "5 MB" or "1.5 GB". */
export function formatFileSizeLimit(limit: FileSizeLimit): string {
  return `${String(limit.amount)} ${limit.unit}`;
}

/**
 * A file exactly at the limit passes. A size that is not a finite, non-negative number
 * (a broken file object) fails as unreadable rather than slipping through.
 * @throws RangeError for an invalid limit, see fileSizeLimitInBytes.
 */
export function checkFileSize(sizeInBytes: number, limit: FileSizeLimit): ValidationResult<FileSizeErrorKey> {
  const maxBytes = fileSizeLimitInBytes(limit);
  if (!Number.isFinite(sizeInBytes) || sizeInBytes < 0) return invalid('fileSizeUnreadable');
  if (sizeInBytes > maxBytes) return invalid('fileSizeExceeded', { limit: formatFileSizeLimit(limit) });
  return VALID;
}
