import { describe, expect, it } from 'vitest';
import { parseDiscountType } from '../../../src/domain/validation/discount-type';

describe('parseDiscountType', () => {
  it.each([
    [1, 1],
    ['1', 1],
    [' 1 ', 1],
    [2, 2],
    ['2', 2],
  ])('reads %j as discount type %d (1 percent, 2 fixed)', (value, expected) => {
    expect(parseDiscountType(value)).toBe(expected);
  });

  it.each([[0], [3], ['3'], [''], ['percent'], [null], [undefined], [true], [1.5]])('rejects %j', (value) => {
    expect(parseDiscountType(value)).toBeUndefined();
  });
});
