import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countDecimalPlaces, decimalAsTyped, parseNumericInput } from '../../../src/domain/validation/numeric-input';

describe('parseNumericInput', () => {
  it.each([[''], ['   '], ['\t\n'], [null], [undefined]])('treats %j as a blank field', (input) => {
    expect(parseNumericInput(input)).toEqual({ ok: false, reason: 'blank' });
  });

  it.each([['abc'], ['12abc'], ['1e2'], ['1E-3'], ['Infinity'], ['-Infinity'], ['NaN'], ['1,5'], ['1,000'], ['--1'], ['.'], ['+'], ['1.2.3'], ['0x10']])(
    'rejects %j typed into a field as not a number (no exponent, separators or words)',
    (input) => {
      expect(parseNumericInput(input)).toEqual({ ok: false, reason: 'notANumber' });
    },
  );

  it('rejects a NaN number as not a number', () => {
    expect(parseNumericInput(Number.NaN)).toEqual({ ok: false, reason: 'notANumber' });
  });

  it.each([[Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY], ['9'.repeat(400)]])(
    'rejects %s as not finite',
    (input) => {
      expect(parseNumericInput(input)).toEqual({ ok: false, reason: 'notFinite' });
    },
  );

  it.each([
    [' 12 ', 12, 0],
    ['+4', 4, 0],
    ['-3', -3, 0],
    ['5.', 5, 0],
    ['.5', 0.5, 1],
    ['1.05', 1.05, 2],
    ['0.001', 0.001, 3],
    ['1.50', 1.5, 1],
    ['1.500', 1.5, 1],
    ['7.000', 7, 0],
  ])('reads the text %j as %d with %d significant decimals', (input, value, decimalPlaces) => {
    expect(parseNumericInput(input)).toEqual({ ok: true, value, decimalPlaces });
  });

  it('counts decimals typed beyond what a double can hold', () => {
    const parsed = parseNumericInput('0.10000000000000000001');
    expect(parsed).toEqual({ ok: true, value: 0.1, decimalPlaces: 20 });
  });

  it('keeps negative zero from text and from a number', () => {
    const fromText = parseNumericInput('-0');
    const fromNumber = parseNumericInput(-0);
    expect(fromText.ok && Object.is(fromText.value, -0)).toBe(true);
    expect(fromNumber.ok && Object.is(fromNumber.value, -0)).toBe(true);
  });

  it('passes any finite number through unchanged', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const parsed = parseNumericInput(value);
        expect(parsed.ok && Object.is(parsed.value, value)).toBe(true);
      }),
    );
  });

  it('reads whole cents typed with two decimals as at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        const parsed = parseNumericInput((cents / 100).toFixed(2));
        expect(parsed.ok && parsed.decimalPlaces <= 2 && parsed.value === cents / 100).toBe(true);
      }),
    );
  });
});

describe('countDecimalPlaces', () => {
  it.each([
    [12, 0],
    [0.1, 1],
    [0.29, 2],
    [-0.125, 3],
    [1e-7, 7],
    [1.5e-7, 8],
    [1e21, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('counts the decimals of %d as %d', (value, expected) => {
    expect(countDecimalPlaces(value)).toBe(expected);
  });

  it('never counts binary rounding noise: n/100 has at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(countDecimalPlaces(cents / 100)).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('sees a third decimal in any thousandth that is not a whole cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }).filter((thousandths) => thousandths % 10 !== 0),
        (thousandths) => {
          expect(countDecimalPlaces(thousandths / 1000)).toBe(3);
        },
      ),
    );
  });
});

describe('decimalAsTyped', () => {
  it('keeps the number a merchant typed, a half-typed decimal included', () => {
    expect(decimalAsTyped(' 12.5 ')).toBe(12.5);
    expect(decimalAsTyped('5.')).toBe(5);
    expect(decimalAsTyped('.25')).toBe(0.25);
    expect(decimalAsTyped('0')).toBe(0);
  });

  it('keeps text that is no unsigned decimal as NaN, for the field’s rule to refuse', () => {
    for (const text of ['', '  ', '.', '-5', '+5', '1e2', '1,5', '1.2.3', 'ten', '1234567890']) expect(decimalAsTyped(text)).toBeNaN();
  });
});
