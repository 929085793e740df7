import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DISCOUNT_TYPE_FIXED, DISCOUNT_TYPE_PERCENT } from '../../../src/domain/validation/discount-type';
import { validateDiscountValue } from '../../../src/domain/validation/discount-value';

const limitError = { ok: false, key: 'discountValueLimit', values: {} };
const aboveZeroError = { ok: false, key: 'enterIntegerThanZero', values: {} };
const twoDecimalsError = { ok: false, key: 'onlyTwoDecimal', values: {} };

describe('percent discount value (type 1)', () => {
  it.each([[100], ['100'], [99.99], [0.01], [Number.MIN_VALUE], [50], [' 50 '], [12.345], ['12.345']])(
    'accepts %j: more than 0 and at most 100, decimals allowed',
    (input) => {
      expect(validateDiscountValue(DISCOUNT_TYPE_PERCENT, input)).toEqual({ ok: true });
    },
  );

  it.each([[0], ['0'], [-0], ['-0'], [-5], [100.01], ['101'], [1e6]])('rejects %j as out of range', (input) => {
    expect(validateDiscountValue(DISCOUNT_TYPE_PERCENT, input)).toEqual(limitError);
  });

  it.each([[''], ['  '], [null], [undefined], ['abc'], ['1e2'], [Number.NaN], ['NaN'], [Number.POSITIVE_INFINITY], ['Infinity']])(
    'rejects the unusable entry %j with the range message',
    (input) => {
      expect(validateDiscountValue(DISCOUNT_TYPE_PERCENT, input)).toEqual(limitError);
    },
  );

  it('accepts every value just above 0 up to exactly 100', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, minExcluded: true, noNaN: true }), (value) => {
        expect(validateDiscountValue(DISCOUNT_TYPE_PERCENT, value).ok).toBe(true);
      }),
    );
  });

  it('rejects every value just above 100', () => {
    fc.assert(
      fc.property(fc.double({ min: 100, minExcluded: true, noNaN: true }), (value) => {
        expect(validateDiscountValue(DISCOUNT_TYPE_PERCENT, value)).toEqual(limitError);
      }),
    );
  });

  it('rejects zero and every negative value', () => {
    fc.assert(
      fc.property(fc.double({ max: 0, noNaN: true }), (value) => {
        expect(validateDiscountValue(DISCOUNT_TYPE_PERCENT, value)).toEqual(limitError);
      }),
    );
  });
});

describe('fixed discount value (type 2)', () => {
  it.each([[0.01], ['0.01'], [1.5], [1.55], ['1.50'], ['1.500'], [150], ['1000000'], ['5.']])(
    'accepts %j: more than 0 with at most two decimals, no upper limit',
    (input) => {
      expect(validateDiscountValue(DISCOUNT_TYPE_FIXED, input)).toEqual({ ok: true });
    },
  );

  it.each([[0], ['0'], ['0.00'], [-0], ['-0'], [-1], [-1.555], [''], ['  '], [null], [undefined], ['abc'], ['1e-3'], [Number.NaN], [Number.NEGATIVE_INFINITY], [Number.POSITIVE_INFINITY], ['Infinity']])(
    'asks for a number greater than zero for %j',
    (input) => {
      expect(validateDiscountValue(DISCOUNT_TYPE_FIXED, input)).toEqual(aboveZeroError);
    },
  );

  it.each([[0.001], ['0.001'], [1.555], ['1.505'], [1e-7], ['10.0001']])('rejects %j for having more than two decimals', (input) => {
    expect(validateDiscountValue(DISCOUNT_TYPE_FIXED, input)).toEqual(twoDecimalsError);
  });

  it('accepts any positive amount of whole cents, as a number or as typed text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e11 }), (cents) => {
        expect(validateDiscountValue(DISCOUNT_TYPE_FIXED, cents / 100).ok).toBe(true);
        expect(validateDiscountValue(DISCOUNT_TYPE_FIXED, (cents / 100).toFixed(2)).ok).toBe(true);
      }),
    );
  });

  it('rejects any positive amount with a third decimal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }).filter((thousandths) => thousandths % 10 !== 0),
        (thousandths) => {
          expect(validateDiscountValue(DISCOUNT_TYPE_FIXED, thousandths / 1000)).toEqual(twoDecimalsError);
        },
      ),
    );
  });
});
