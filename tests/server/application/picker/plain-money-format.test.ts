import { describe, expect, it } from 'vitest';
import { plainMoneyFormat } from '../../../../server/application/picker/plain-money-format';

describe('the picker’s price format', () => {
  it.each([
    ['${{amount}}', '${{amount}}'],
    ['<span class=money>&euro;{{amount}}</span>', '€{{amount}}'],
    ['<span class="money">{{amount_with_comma_separator}} &#8364;</span>', '{{amount_with_comma_separator}} €'],
    ['&#x24;{{amount}} &amp; more', '${{amount}} & more'],
    ['&unknown;{{amount}}', '&unknown;{{amount}}'],
    ['  Rs. {{amount}}  ', 'Rs. {{amount}}'],
  ])('%s → %s', (format, plain) => {
    expect(plainMoneyFormat(format)).toBe(plain);
  });
});
