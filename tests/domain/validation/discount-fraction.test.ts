import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateDiscountFraction } from '../../../src/domain/validation/discount-fraction';

const invalidInput = { ok: false, key: 'invalidInput', values: {} };

describe('validateDiscountFraction', () => {
  it.each([[0], [-0], [1], [0.8], ['0.8'], [' 1 '], ['0']])('accepts the multiplier %j (both ends of 0-1 included)', (input) => {
    expect(validateDiscountFraction(input)).toEqual({ ok: true });
  });

  it.each([[-0.0001], [1.0001], [2], ['80'], ['-0.5'], [''], [null], [undefined], ['abc'], ['8e-1'], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'rejects %j as invalid input',
    (input) => {
      expect(validateDiscountFraction(input)).toEqual(invalidInput);
    },
  );

  it('accepts every value from 0 to 1', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (value) => {
        expect(validateDiscountFraction(value).ok).toBe(true);
      }),
    );
  });

  it('rejects every value just outside 0-1', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ max: -Number.MIN_VALUE, noNaN: true }), fc.double({ min: 1, minExcluded: true, noNaN: true })),
        (value) => {
          expect(validateDiscountFraction(value)).toEqual(invalidInput);
        },
      ),
    );
  });
});
