import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_PAGE_STATE,
  FLAG_OFF,
  FLAG_ON,
  isFlagOn,
  readFlagValue,
  formatFlag,
  parseFlag,
  STANDARD_FLAG_FORMAT_OFF,
  STANDARD_FLAG_FORMAT_ON,
  toSettingsRecord,
} from '../../../src/domain/shop/flag-value';

describe('flag values', () => {
  it("uses '2' as the default page state", () => {
    expect(DEFAULT_PAGE_STATE).toBe('2');
  });

  it("reads '1' as on and '2' as off, also when sent as numbers or with spaces", () => {
    expect(parseFlag('1', STANDARD_FLAG_FORMAT_OFF)).toBe(true);
    expect(parseFlag(1, STANDARD_FLAG_FORMAT_OFF)).toBe(true);
    expect(parseFlag(' 1 ', STANDARD_FLAG_FORMAT_OFF)).toBe(true);
    expect(parseFlag('2', STANDARD_FLAG_FORMAT_ON)).toBe(false);
    expect(parseFlag(2, STANDARD_FLAG_FORMAT_ON)).toBe(false);
  });

  it("falls back to the flag's default for any other value", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string().filter((value) => !['1', '2'].includes(value.trim())),
          fc.integer().filter((value) => value !== 1 && value !== 2),
          fc.constantFrom(null, undefined, true, false, 1.5, {}),
        ),
        (raw) => {
          expect(parseFlag(raw, STANDARD_FLAG_FORMAT_OFF)).toBe(false);
          expect(parseFlag(raw, STANDARD_FLAG_FORMAT_ON)).toBe(true);
        },
      ),
    );
  });

  it("writes the server's exact strings", () => {
    expect(formatFlag(true, STANDARD_FLAG_FORMAT_OFF)).toBe('1');
    expect(formatFlag(false, STANDARD_FLAG_FORMAT_ON)).toBe('2');
  });
});

describe('settings records', () => {
  it('accepts an object or a JSON string holding one', () => {
    expect(toSettingsRecord({ a: '1' })).toEqual({ a: '1' });
    expect(toSettingsRecord('{"a":"1"}')).toEqual({ a: '1' });
  });

  it('gives an empty record for anything else', () => {
    for (const raw of ['{', '[1]', '"x"', 'null', '', null, undefined, 3, [], true]) {
      expect(toSettingsRecord(raw)).toEqual({});
    }
  });
});

describe('reading one flag value strictly', () => {
  it('uses the server values "1" for on and "2" for off', () => {
    expect(FLAG_ON).toBe('1');
    expect(FLAG_OFF).toBe('2');
  });

  it.each([
    ['1', '1'],
    ['2', '2'],
    [1, '1'],
    [2, '2'],
    [' 1 ', '1'],
  ])('reads %j as flag %s', (raw, expected) => {
    expect(readFlagValue(raw)).toBe(expected);
  });

  it.each([undefined, null, '', '0', '3', '11', 0, 3, 1.5, true, false, {}, []])('treats %j as not set', (raw) => {
    expect(readFlagValue(raw)).toBeUndefined();
    expect(isFlagOn(raw)).toBe(false);
  });

  it('is on only for "1"', () => {
    expect(isFlagOn('1')).toBe(true);
    expect(isFlagOn(1)).toBe(true);
    expect(isFlagOn('2')).toBe(false);
  });

  it('never throws and is on only for a value that reads as "1"', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        expect(isFlagOn(raw)).toBe(readFlagValue(raw) === '1');
      }),
    );
  });
});
