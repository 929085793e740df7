import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlainRecord, isServerTruthy, readJsonRecord, toFiniteNumber } from '../../../src/domain/shared/server-values';

describe('reading loosely typed server values', () => {
  it.each([true, 1, '1', 'true', ' TRUE '])('reads %j as yes', (value) => {
    expect(isServerTruthy(value)).toBe(true);
  });

  it.each([false, 0, 2, '2', '0', 'yes', '', null, undefined, {}])('reads %j as no', (value) => {
    expect(isServerTruthy(value)).toBe(false);
  });

  it('reads numbers and numeric strings, and nothing else, as finite numbers', () => {
    expect(toFiniteNumber(12)).toBe(12);
    expect(toFiniteNumber(' 3.5 ')).toBe(3.5);
    expect(toFiniteNumber('')).toBeUndefined();
    expect(toFiniteNumber('  ')).toBeUndefined();
    expect(toFiniteNumber('12px')).toBeUndefined();
    expect(toFiniteNumber(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(toFiniteNumber(null)).toBeUndefined();
  });

  it('tells a JSON object from arrays and primitives', () => {
    expect(isPlainRecord({ a: 1 })).toBe(true);
    expect(isPlainRecord([])).toBe(false);
    expect(isPlainRecord(null)).toBe(false);
    expect(isPlainRecord('{}')).toBe(false);
  });

  it('reads a settings object sent as an object, as JSON, or as double-encoded JSON', () => {
    expect(readJsonRecord({ a: '1' })).toEqual({ a: '1' });
    expect(readJsonRecord('{"a":"1"}')).toEqual({ a: '1' });
    expect(readJsonRecord(JSON.stringify('{"a":"1"}'))).toEqual({ a: '1' });
  });

  it('gives undefined for anything that is not a settings object, and never throws', () => {
    expect(readJsonRecord('[1]')).toBeUndefined();
    expect(readJsonRecord('{broken')).toBeUndefined();
    expect(readJsonRecord(42)).toBeUndefined();
    fc.assert(fc.property(fc.anything(), (value) => {
      expect(() => readJsonRecord(value)).not.toThrow();
    }));
    fc.assert(fc.property(fc.string(), (text) => {
      expect(() => readJsonRecord(text)).not.toThrow();
    }));
  });
});
