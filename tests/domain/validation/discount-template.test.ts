import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DISCOUNT_TYPE_FIXED, DISCOUNT_TYPE_PERCENT } from '../../../src/domain/validation/discount-type';
import { fillDiscountTemplate, formatDiscountAmount } from '../../../src/domain/validation/discount-template';

const template = 'Get {{currency}}{{Discount_amount}} off your next order';

describe('fillDiscountTemplate', () => {
  it('renders a percent discount with a blank currency and a % on the amount', () => {
    expect(fillDiscountTemplate(template, { type: DISCOUNT_TYPE_PERCENT, amount: 10, currencySymbol: '$' })).toBe(
      'Get 10% off your next order',
    );
  });

  it('renders a fixed discount with the currency symbol', () => {
    expect(fillDiscountTemplate(template, { type: DISCOUNT_TYPE_FIXED, amount: 10, currencySymbol: '$' })).toBe(
      'Get $10 off your next order',
    );
    expect(fillDiscountTemplate(template, { type: DISCOUNT_TYPE_FIXED, amount: '10.5', currencySymbol: '€' })).toBe(
      'Get €10.50 off your next order',
    );
  });

  it('replaces every occurrence of both placeholders', () => {
    const repeated = '{{Discount_amount}} / {{currency}}{{Discount_amount}} / {{currency}}';
    expect(fillDiscountTemplate(repeated, { type: DISCOUNT_TYPE_FIXED, amount: 5, currencySymbol: '£' })).toBe('5 / £5 / £');
  });

  it('leaves unknown, differently cased and spaced placeholders as they are', () => {
    const other = '{{code}} {{ currency }} {{discount_amount}} {{Currency}}';
    expect(fillDiscountTemplate(other, { type: DISCOUNT_TYPE_FIXED, amount: 5, currencySymbol: '$' })).toBe(other);
  });

  it('inserts the currency literally, even when it looks like a replacement pattern', () => {
    expect(fillDiscountTemplate('{{currency}}{{Discount_amount}}', { type: DISCOUNT_TYPE_FIXED, amount: 3, currencySymbol: "$&$'$$" })).toBe(
      "$&$'$$3",
    );
  });

  it('keeps markup in values as plain text, leaving escaping to the renderer', () => {
    expect(fillDiscountTemplate('{{currency}}', { type: DISCOUNT_TYPE_FIXED, amount: 3, currencySymbol: '<b>&euro;</b>' })).toBe(
      '<b>&euro;</b>',
    );
  });

  it('renders an unreadable amount as nothing rather than a raw placeholder', () => {
    expect(fillDiscountTemplate(template, { type: DISCOUNT_TYPE_FIXED, amount: 'abc', currencySymbol: '$' })).toBe(
      'Get $ off your next order',
    );
  });

  it('never leaves a known placeholder behind in a template made of plain text and placeholders', () => {
    const piece = fc.oneof(fc.constant('{{Discount_amount}}'), fc.constant('{{currency}}'), fc.string().filter((s) => !s.includes('{') && !s.includes('}')));
    fc.assert(
      fc.property(fc.array(piece), fc.constantFrom(DISCOUNT_TYPE_PERCENT, DISCOUNT_TYPE_FIXED), fc.integer({ min: 1, max: 1000 }), (pieces, type, amount) => {
        const filled = fillDiscountTemplate(pieces.join(''), { type, amount, currencySymbol: '$' });
        expect(filled).not.toContain('{{Discount_amount}}');
        expect(filled).not.toContain('{{currency}}');
      }),
    );
  });
});

describe('formatDiscountAmount', () => {
  it.each([
    [DISCOUNT_TYPE_PERCENT, 10, '10%'],
    [DISCOUNT_TYPE_PERCENT, '12.50', '12.5%'],
    [DISCOUNT_TYPE_PERCENT, -0, '0%'],
    [DISCOUNT_TYPE_FIXED, 10, '10'],
    [DISCOUNT_TYPE_FIXED, 10.5, '10.50'],
    [DISCOUNT_TYPE_FIXED, '7.25', '7.25'],
    [DISCOUNT_TYPE_FIXED, '', ''],
    [DISCOUNT_TYPE_PERCENT, Number.NaN, ''],
  ] as const)('formats type %d amount %j as %j', (type, amount, expected) => {
    expect(formatDiscountAmount(type, amount)).toBe(expected);
  });
});
