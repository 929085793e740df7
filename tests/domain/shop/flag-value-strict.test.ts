import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FLAG_OFF, FLAG_ON, isFlagOn, readFlagValue } from '../../../src/domain/shop/flag-value';

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
