import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FILE_SIZE_UNITS,
  type FileSizeLimit,
  type FileSizeUnit,
  checkFileSize,
  fileSizeLimitInBytes,
  formatFileSizeLimit,
} from '../../../src/domain/validation/file-size';

describe('fileSizeLimitInBytes', () => {
  it.each([
    [1, 'KB', 1024],
    [5, 'MB', 5 * 1024 * 1024],
    [2, 'GB', 2 * 1024 * 1024 * 1024],
    [1.5, 'MB', 1.5 * 1024 * 1024],
  ] as const)('counts %d %s as %d bytes (binary multiples)', (amount, unit, bytes) => {
    expect(fileSizeLimitInBytes({ amount, unit })).toBe(bytes);
  });

  const invalidLimits: readonly (readonly [FileSizeLimit])[] = [
    [{ amount: 0, unit: 'MB' }],
    [{ amount: -1, unit: 'MB' }],
    [{ amount: Number.NaN, unit: 'MB' }],
    [{ amount: Number.POSITIVE_INFINITY, unit: 'MB' }],
    [{ amount: 1, unit: 'TB' as FileSizeUnit }],
  ];
  it.each(invalidLimits)('refuses the invalid limit %j', (limit) => {
    expect(() => fileSizeLimitInBytes(limit)).toThrow(RangeError);
    expect(() => checkFileSize(1, limit)).toThrow(RangeError);
  });
});

describe('checkFileSize', () => {
  it('accepts a file exactly at the limit and rejects one byte more, naming the limit', () => {
    const limit: FileSizeLimit = { amount: 5, unit: 'MB' };
    expect(checkFileSize(5 * 1024 * 1024, limit)).toEqual({ ok: true });
    expect(checkFileSize(5 * 1024 * 1024 - 1, limit)).toEqual({ ok: true });
    expect(checkFileSize(5 * 1024 * 1024 + 1, limit)).toEqual({
      ok: false,
      key: 'fileSizeExceeded',
      values: { limit: '5 MB' },
    });
  });

  it('treats 1 KB as 1024 bytes, not 1000', () => {
    expect(checkFileSize(1000, { amount: 1, unit: 'KB' }).ok).toBe(true);
    expect(checkFileSize(1024, { amount: 1, unit: 'KB' }).ok).toBe(true);
    expect(checkFileSize(1025, { amount: 1, unit: 'KB' }).ok).toBe(false);
  });

  it('treats 1 GB as 1024 MB', () => {
    expect(checkFileSize(1024 ** 3, { amount: 1, unit: 'GB' }).ok).toBe(true);
    expect(checkFileSize(1024 ** 3 + 1, { amount: 1, unit: 'GB' })).toEqual({
      ok: false,
      key: 'fileSizeExceeded',
      values: { limit: '1 GB' },
    });
  });

  it('accepts an empty file', () => {
    expect(checkFileSize(0, { amount: 1, unit: 'KB' })).toEqual({ ok: true });
  });

  it.each([[Number.NaN], [-1], [Number.POSITIVE_INFINITY]])('reports the unreadable size %d', (size) => {
    expect(checkFileSize(size, { amount: 1, unit: 'GB' })).toEqual({ ok: false, key: 'fileSizeUnreadable', values: {} });
  });

  it('formats a fractional limit for the message', () => {
    expect(formatFileSizeLimit({ amount: 1.5, unit: 'MB' })).toBe('1.5 MB');
  });

  it('accepts up to the limit and rejects beyond it, for every unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.constantFrom(...FILE_SIZE_UNITS),
        fc.integer({ min: 0, max: 2 ** 40 }),
        (amount, unit, bytes) => {
          const maxBytes = amount * { KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[unit];
          expect(checkFileSize(bytes, { amount, unit }).ok).toBe(bytes <= maxBytes);
          expect(checkFileSize(maxBytes, { amount, unit }).ok).toBe(true);
          expect(checkFileSize(maxBytes + 1, { amount, unit }).ok).toBe(false);
        },
      ),
    );
  });
});
