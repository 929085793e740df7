import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDER_REVIEW_SETTINGS,
  DEFAULT_REFERRAL_SETTINGS,
  referralRewardProblems,
  referralWidgetView,
  rewardLabel,
} from '../../../src/domain/storefront/promo-widget-settings';
import { documentOverDefaults } from '../../../src/domain/storefront/settings-document';
import { DISCOUNT_TYPE_FIXED, DISCOUNT_TYPE_PERCENT } from '../../../src/domain/validation/discount-type';

describe('the referral rewards', () => {
  it('follow the discount rule of their own type', () => {
    expect(referralRewardProblems(DEFAULT_REFERRAL_SETTINGS)).toEqual([]);
    expect(referralRewardProblems({ ...DEFAULT_REFERRAL_SETTINGS, friend_discount_value: 100, advocate_discount_value: 0.5 })).toEqual([]);
    expect(referralRewardProblems({ ...DEFAULT_REFERRAL_SETTINGS, friend_discount_value: 120 })).toEqual([{ field: 'friend_discount_value', key: 'discountValueLimit' }]);
    expect(referralRewardProblems({ ...DEFAULT_REFERRAL_SETTINGS, advocate_discount_value: 0 })).toEqual([{ field: 'advocate_discount_value', key: 'discountValueLimit' }]);
    // A fixed amount may be any size above zero, in cents at most.
    expect(referralRewardProblems({ ...DEFAULT_REFERRAL_SETTINGS, friend_discount_type: DISCOUNT_TYPE_FIXED, friend_discount_value: 250 })).toEqual([]);
    expect(referralRewardProblems({ ...DEFAULT_REFERRAL_SETTINGS, friend_discount_type: DISCOUNT_TYPE_FIXED, friend_discount_value: 5.555 })).toEqual([{ field: 'friend_discount_value', key: 'onlyTwoDecimal' }]);
    expect(referralRewardProblems({ ...DEFAULT_REFERRAL_SETTINGS, advocate_discount_type: DISCOUNT_TYPE_FIXED, advocate_discount_value: Number.NaN })).toEqual([
      { field: 'advocate_discount_value', key: 'enterIntegerThanZero' },
    ]);
  });

  it('read as shoppers see them: a percentage, or the currency and the amount with cents only when present', () => {
    expect(rewardLabel(DISCOUNT_TYPE_PERCENT, 10, '$')).toBe('10%');
    expect(rewardLabel(DISCOUNT_TYPE_FIXED, 5, '€')).toBe('€5');
    expect(rewardLabel(DISCOUNT_TYPE_FIXED, 7.5, '$')).toBe('$7.50');
  });
});

describe('the referral card as the storefront draws it', () => {
  it("fills the title with the friend's reward and the description with the shopper's, placeholders as the discount templates spell them", () => {
    const view = referralWidgetView(
      { ...DEFAULT_REFERRAL_SETTINGS, advocate_discount_type: DISCOUNT_TYPE_FIXED, advocate_discount_value: 5, title_text: ' Friends get {{Discount_amount}} ', description_text: 'You get {{currency}}{{Discount_amount}} {{other}}' },
      '£',
    );
    expect(view).toMatchObject({ friend_reward: '10%', advocate_reward: '£5', title: 'Friends get 10%', description: 'You get £5 {{other}}' });
  });

  it("leaves the texts empty when the merchant wrote none, so the storefront's own words in each language apply", () => {
    expect(referralWidgetView(DEFAULT_REFERRAL_SETTINGS, '$')).toMatchObject({ title: '', description: '' });
  });
});

describe('stored settings over the defaults', () => {
  it('keep a saved field of the right type and fall back for anything else', () => {
    expect(documentOverDefaults(DEFAULT_ORDER_REVIEW_SETTINGS, { heading_text: 'Rate it', star_color: 7, extra: 'x' })).toEqual({ ...DEFAULT_ORDER_REVIEW_SETTINGS, heading_text: 'Rate it' });
    expect(documentOverDefaults(DEFAULT_ORDER_REVIEW_SETTINGS, undefined)).toEqual(DEFAULT_ORDER_REVIEW_SETTINGS);
  });
});

describe('the referral offer’s minimum orders, expiries and cap', () => {
  it('names each field out of range', () => {
    expect(referralRewardProblems({ ...DEFAULT_REFERRAL_SETTINGS, friend_minimum_order: 49.99, advocate_minimum_order: 0 })).toEqual([]);
    expect(referralRewardProblems({ ...DEFAULT_REFERRAL_SETTINGS, friend_minimum_order: -1 })).toEqual([{ field: 'friend_minimum_order', key: 'minimumOrderRange' }]);
    expect(referralRewardProblems({ ...DEFAULT_REFERRAL_SETTINGS, advocate_minimum_order: 10.555 })).toEqual([{ field: 'advocate_minimum_order', key: 'minimumOrderRange' }]);
    expect(referralRewardProblems({ ...DEFAULT_REFERRAL_SETTINGS, friend_expiry_days: 366 })).toEqual([{ field: 'friend_expiry_days', key: 'expiryDaysRange' }]);
    expect(referralRewardProblems({ ...DEFAULT_REFERRAL_SETTINGS, advocate_expiry_days: 1.5 })).toEqual([{ field: 'advocate_expiry_days', key: 'expiryDaysRange' }]);
    expect(referralRewardProblems({ ...DEFAULT_REFERRAL_SETTINGS, advocate_monthly_cap: 0 })).toEqual([{ field: 'advocate_monthly_cap', key: 'monthlyCapRange' }]);
    expect(referralRewardProblems({ ...DEFAULT_REFERRAL_SETTINGS, advocate_monthly_cap: 101 })).toEqual([{ field: 'advocate_monthly_cap', key: 'monthlyCapRange' }]);
  });
});
