import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canStartOffer,
  applyDiscountFetchFailure,
  BIG_DISCOUNT_TAG,
  DEFAULT_DISCOUNT_PRICE,
  DEFAULT_DISCOUNT_VALUE,
  DISCOUNT_MODAL_INTERVAL_MS,
  type DiscountInfo,
  discountedPrice,
  discountLabel,
  discountPercentOff,
  emptyDiscountInfo,
  expireDiscountIfDue,
  isBigDiscount,
  isDiscountActive,
  isDiscountTabVisible,
  isPlanPath,
  mapDiscountResponse,
  MAX_PLAN_TIP_MODES,
  PLAN_PATH,
  remainingDiscountMs,
  shouldShowDiscountModal,
  showsMaxPlanTip,
} from '../../../src/domain/discount/discount-offer';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const MINUTE_MS = 60_000;

const activeOffer: DiscountInfo = {
  show: true,
  discountVal: 0.8,
  price: 9.99,
  time: 600,
  getTime: NOW,
  mode: 2,
  tag: '',
  isTriggerable: true,
};

describe('discount defaults', () => {
  it('defaults to paying 80% of 9.99 per month', () => {
    expect(DEFAULT_DISCOUNT_VALUE).toBe(0.8);
    expect(DEFAULT_DISCOUNT_PRICE).toBe(9.99);
    expect(emptyDiscountInfo(NOW)).toEqual({
      show: false,
      discountVal: 0.8,
      price: 9.99,
      time: 0,
      getTime: NOW,
      mode: undefined,
      tag: '',
      isTriggerable: false,
    });
  });
});

describe('mapDiscountResponse', () => {
  it('maps every server field', () => {
    const data = {
      is_get_discount: 1,
      discount_remaining: 600,
      discount_value: 0.7,
      original_price: 29.99,
      trigger_mode: 3,
      tag: 'Big',
      is_triggerable: 1,
    };
    expect(mapDiscountResponse(data, NOW)).toEqual({
      show: true,
      discountVal: 0.7,
      price: 29.99,
      time: 600,
      getTime: NOW,
      mode: 3,
      tag: 'Big',
      isTriggerable: true,
    });
  });

  it('accepts numeric strings and booleans from the server', () => {
    const data = {
      is_get_discount: '1',
      discount_remaining: '120',
      discount_value: '0.5',
      original_price: '19.99',
      trigger_mode: '4',
      is_triggerable: true,
    };
    expect(mapDiscountResponse(data, NOW)).toMatchObject({
      show: true,
      time: 120,
      discountVal: 0.5,
      price: 19.99,
      mode: 4,
      isTriggerable: true,
    });
  });

  it('falls back to the defaults for missing fields', () => {
    expect(mapDiscountResponse({}, NOW)).toEqual(emptyDiscountInfo(NOW));
  });

  it.each([null, undefined, 'oops', 42, [1, 2]])('gives the empty offer for non-object data %j', (data) => {
    expect(mapDiscountResponse(data, NOW)).toEqual(emptyDiscountInfo(NOW));
  });

  it.each([-0.1, 1.01, 80, 'abc', null])('uses the default value 0.8 for an invalid discount_value %j', (value) => {
    expect(mapDiscountResponse({ discount_value: value }, NOW).discountVal).toBe(0.8);
  });

  it.each([0, 1])('accepts the edge discount_value %j (0-1 is valid)', (value) => {
    expect(mapDiscountResponse({ discount_value: value }, NOW).discountVal).toBe(value);
  });

  it.each([0, -5, 'free', null])('uses the default price 9.99 for an invalid original_price %j', (value) => {
    expect(mapDiscountResponse({ original_price: value }, NOW).price).toBe(9.99);
  });

  it('does not show an offer the server marks as not granted', () => {
    expect(mapDiscountResponse({ is_get_discount: 0, discount_remaining: 600 }, NOW).show).toBe(false);
    expect(mapDiscountResponse({ is_get_discount: 2, discount_remaining: 600 }, NOW).show).toBe(false);
  });

  it('does not show an offer with no time left', () => {
    expect(mapDiscountResponse({ is_get_discount: 1, discount_remaining: 0 }, NOW)).toMatchObject({ show: false, time: 0 });
    expect(mapDiscountResponse({ is_get_discount: 1, discount_remaining: -3 }, NOW)).toMatchObject({ show: false, time: 0 });
    expect(mapDiscountResponse({ is_get_discount: 1 }, NOW).show).toBe(false);
  });

  it('keeps a non-string tag out', () => {
    expect(mapDiscountResponse({ tag: 5 }, NOW).tag).toBe('');
  });

  it('never throws on arbitrary data and always yields a value within 0-1 and a positive price', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        const info = mapDiscountResponse(data, NOW);
        expect(info.discountVal).toBeGreaterThanOrEqual(0);
        expect(info.discountVal).toBeLessThanOrEqual(1);
        expect(info.price).toBeGreaterThan(0);
        expect(info.time).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('applyDiscountFetchFailure', () => {
  it('updates only the trigger flag when the failure data carries is_triggerable', () => {
    expect(applyDiscountFetchFailure(activeOffer, { is_triggerable: 0 })).toEqual({ ...activeOffer, isTriggerable: false });
    const notTriggerable = { ...activeOffer, isTriggerable: false };
    expect(applyDiscountFetchFailure(notTriggerable, { is_triggerable: '1' })).toEqual(activeOffer);
  });

  it('leaves the offer unchanged when the failure data has no is_triggerable', () => {
    expect(applyDiscountFetchFailure(activeOffer, { other: 1 })).toBe(activeOffer);
    expect(applyDiscountFetchFailure(activeOffer, undefined)).toBe(activeOffer);
    expect(applyDiscountFetchFailure(activeOffer, 'Network Error')).toBe(activeOffer);
  });
});

describe('discount label and price', () => {
  it('reads 0.8 as "20% off" (the merchant pays 80%)', () => {
    expect(discountPercentOff(0.8)).toBe(20);
    expect(discountLabel(0.8)).toEqual({ key: 'discountPercentOff', values: { percent: '20' } });
  });

  it.each([
    [0.85, '15'],
    [0.7, '30'],
    [0.875, '12.5'],
    [0.5, '50'],
    [0.9, '10'],
    [0.99, '1'],
    [1, '0'],
    [0, '100'],
  ])('labels %s as %s%% off without float artefacts or trailing zeros', (value, percent) => {
    expect(discountLabel(value).values.percent).toBe(percent);
  });

  it('never shows more than two decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (value) => {
        expect(discountLabel(value).values.percent).toMatch(/^\d{1,3}(\.\d{1,2})?$/);
        expect(Math.abs(discountPercentOff(value) - (1 - value) * 100)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('prices the default offer at 7.99 (9.99 x 0.8, to the cent)', () => {
    expect(discountedPrice({ price: 9.99, discountVal: 0.8 })).toBe(7.99);
  });

  it.each([
    [29.99, 0.7, 20.99],
    [19.99, 0.5, 10],
    [10, 0.85, 8.5],
    [9.99, 1, 9.99],
  ])('prices %s at %s as %s', (price, value, expected) => {
    expect(discountedPrice({ price, discountVal: value })).toBe(expected);
  });

  it('never charges more than the original price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (cents, value) => {
        const price = cents / 100;
        expect(discountedPrice({ price, discountVal: value })).toBeLessThanOrEqual(price);
      }),
    );
  });

  it('recognises the big offer by its tag', () => {
    expect(BIG_DISCOUNT_TAG).toBe('Big');
    expect(isBigDiscount({ tag: 'Big' })).toBe(true);
    expect(isBigDiscount({ tag: 'Small' })).toBe(false);
  });
});

describe('remaining time and expiry', () => {
  it('counts the remaining time down from when the offer was fetched', () => {
    expect(remainingDiscountMs(activeOffer, NOW)).toBe(600_000);
    expect(remainingDiscountMs(activeOffer, NOW + 1230)).toBe(598_770);
    expect(remainingDiscountMs(activeOffer, NOW + 700_000)).toBe(0);
    expect(remainingDiscountMs({ time: Number.NaN, getTime: NOW }, NOW)).toBe(0);
  });

  it('is active while shown and time remains', () => {
    expect(isDiscountActive(activeOffer, NOW + 599_999)).toBe(true);
    expect(isDiscountActive(activeOffer, NOW + 600_000)).toBe(false);
    expect(isDiscountActive({ ...activeOffer, show: false }, NOW)).toBe(false);
  });

  it('keeps the offer while time remains', () => {
    expect(expireDiscountIfDue(activeOffer, NOW + 599_999)).toEqual({ expired: false, offer: activeOffer });
  });

  it('clears the offer at countdown zero and asks to refetch it and refresh the plans', () => {
    const expiry = expireDiscountIfDue(activeOffer, NOW + 600_000);
    expect(expiry).toEqual({
      expired: true,
      offer: emptyDiscountInfo(NOW + 600_000),
      refetchOffer: true,
      refreshPlanList: true,
    });
    expect(expiry.offer.show).toBe(false);
  });

  it('does not expire an offer that is not shown (no refetch loop)', () => {
    const hidden = emptyDiscountInfo(NOW);
    expect(expireDiscountIfDue(hidden, NOW + 1)).toEqual({ expired: false, offer: hidden });
  });

  it('expires exactly when the remaining time reaches zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 86_400 }), fc.integer({ min: 0, max: 200_000_000 }), (seconds, elapsed) => {
        const offer = { ...activeOffer, time: seconds };
        expect(expireDiscountIfDue(offer, NOW + elapsed).expired).toBe(elapsed >= seconds * 1000);
      }),
    );
  });
});

describe('floating discount tab', () => {
  it('is hidden on /plan only', () => {
    expect(PLAN_PATH).toBe('/plan');
    expect(isDiscountTabVisible('/plan')).toBe(false);
    expect(isDiscountTabVisible('/')).toBe(true);
    expect(isDiscountTabVisible('/display')).toBe(true);
    expect(isDiscountTabVisible('/planner')).toBe(true);
    expect(isDiscountTabVisible('/settings/plan')).toBe(true);
  });

  it('treats /plan with a query, hash, trailing slash or other case as /plan', () => {
    expect(isPlanPath('/plan?source=navigation')).toBe(true);
    expect(isPlanPath('/plan#top')).toBe(true);
    expect(isPlanPath('/plan/')).toBe(true);
    expect(isPlanPath('/Plan')).toBe(true);
    expect(isPlanPath('')).toBe(false);
  });
});

describe('discount modal', () => {
  const base = { path: '/', discountActive: true, lastShownAtMs: undefined, nowMs: NOW };

  it('waits 10 minutes between showings', () => {
    expect(DISCOUNT_MODAL_INTERVAL_MS).toBe(10 * MINUTE_MS);
  });

  it('shows when a discount is active and it was never shown', () => {
    expect(shouldShowDiscountModal(base)).toBe(true);
  });

  it('does not show without an active discount', () => {
    expect(shouldShowDiscountModal({ ...base, discountActive: false })).toBe(false);
  });

  it('does not show on /plan', () => {
    expect(shouldShowDiscountModal({ ...base, path: '/plan?source=navigation' })).toBe(false);
  });

  it('shows again exactly 10 minutes after it was last shown, not before', () => {
    expect(shouldShowDiscountModal({ ...base, lastShownAtMs: NOW - 10 * MINUTE_MS + 1 })).toBe(false);
    expect(shouldShowDiscountModal({ ...base, lastShownAtMs: NOW - 10 * MINUTE_MS })).toBe(true);
    expect(shouldShowDiscountModal({ ...base, lastShownAtMs: NOW - 10 * MINUTE_MS - 1 })).toBe(true);
    expect(shouldShowDiscountModal({ ...base, lastShownAtMs: NOW })).toBe(false);
  });

  it('ignores an invalid or future last-shown time', () => {
    expect(shouldShowDiscountModal({ ...base, lastShownAtMs: Number.NaN })).toBe(true);
    expect(shouldShowDiscountModal({ ...base, lastShownAtMs: NOW + MINUTE_MS })).toBe(true);
  });

  it('shows at most once per 10 minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * MINUTE_MS }), (elapsed) => {
        const shows = shouldShowDiscountModal({ ...base, lastShownAtMs: NOW - elapsed });
        expect(shows).toBe(elapsed >= 10 * MINUTE_MS);
      }),
    );
  });
});

describe('maximum-plan tip', () => {
  it('shows for trigger modes 1, 3 and 4 only', () => {
    expect(MAX_PLAN_TIP_MODES).toEqual([1, 3, 4]);
    expect([0, 1, 2, 3, 4, 5].filter((mode) => showsMaxPlanTip(mode))).toEqual([1, 3, 4]);
    expect(showsMaxPlanTip(undefined)).toBe(false);
  });
});

describe('canStartOffer', () => {
  it('lets a button start the offer only while none runs and the server says one may start', () => {
    expect(canStartOffer({ isTriggerable: true, show: false })).toBe(true);
    expect(canStartOffer({ isTriggerable: true, show: true })).toBe(false);
    expect(canStartOffer({ isTriggerable: false, show: false })).toBe(false);
  });
});
