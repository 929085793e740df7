import { describe, expect, it } from 'vitest';
import {
  addressKey,
  advocateCode,
  comparableEmail,
  friendCode,
  isFriendCode,
  REFERRAL_CODE_LENGTH,
  referralRefusal,
  rewardMonth,
  type ReferralFacts,
} from '../../../src/domain/referrals/referral-rules';

const advocate = { customerId: '501', email: 'ada@example.com', addressKey: addressKey({ address1: '1 Elm Street', zip: '10115', countryCode: 'DE' }) };
const friend = { customerId: '777', email: 'bo@example.com', addressKey: addressKey({ address1: '9 Oak Road', zip: 'SW1A 1AA', countryCode: 'GB' }) };
const honest: ReferralFacts = { advocate, friend, friendAlreadyRewarded: false, advocateRewardsThisMonth: 0, monthlyCap: 3, programmeOn: true };

describe('referralRefusal', () => {
  it('rewards a friend who is someone else, below the cap', () => {
    expect(referralRefusal(honest)).toBeNull();
    expect(referralRefusal({ ...honest, advocateRewardsThisMonth: 2 })).toBeNull();
  });

  it('refuses the advocate ordering as their own friend under the same e-mail, however it is spelled', () => {
    expect(referralRefusal({ ...honest, friend: { ...friend, email: ' ADA@example.com ' } })).toBe('self_referral_email');
    expect(referralRefusal({ ...honest, advocate: { ...advocate, email: 'ada.lovelace@gmail.com' }, friend: { ...friend, email: 'AdaLovelace+ref@googlemail.com' } })).toBe('self_referral_email');
  });

  it('refuses the same Shopify customer on both sides', () => {
    expect(referralRefusal({ ...honest, friend: { ...friend, customerId: '501' } })).toBe('self_referral_customer');
  });

  it('refuses an order shipped to the advocate’s address', () => {
    const same = addressKey({ address1: '1 elm street.', zip: '10115', countryCode: 'de' });
    expect(referralRefusal({ ...honest, friend: { ...friend, addressKey: same } })).toBe('self_referral_address');
  });

  it('refuses a second reward for the same friend', () => {
    expect(referralRefusal({ ...honest, friendAlreadyRewarded: true })).toBe('friend_already_rewarded');
  });

  it('refuses a reward once the merchant switched the offer off', () => {
    expect(referralRefusal({ ...honest, programmeOn: false })).toBe('programme_off');
  });

  it('refuses a reward past the advocate’s monthly cap', () => {
    expect(referralRefusal({ ...honest, advocateRewardsThisMonth: 3 })).toBe('advocate_monthly_cap');
  });

  it('never matches on what one side does not know', () => {
    const unknown = { customerId: null, email: '', addressKey: '' };
    expect(referralRefusal({ ...honest, advocate: unknown, friend: unknown })).toBeNull();
    expect(referralRefusal({ ...honest, advocate: { ...unknown, customerId: '' }, friend: { ...unknown, customerId: '' } })).toBeNull();
  });
});

describe('comparableEmail', () => {
  it('drops a +tag everywhere and dots only where the mailbox ignores them', () => {
    expect(comparableEmail('Jane.Doe+x@Example.com')).toBe('jane.doe@example.com');
    expect(comparableEmail('jane.doe@gmail.com')).toBe('janedoe@gmail.com');
    expect(comparableEmail('not an address')).toBe('');
    expect(comparableEmail('+tag@example.com')).toBe('');
  });
});

describe('addressKey', () => {
  it('is empty without a street line and ignores case and punctuation', () => {
    expect(addressKey(null)).toBe('');
    expect(addressKey({ address1: '  ', zip: '10115' })).toBe('');
    expect(addressKey({ address1: '12 Main St.', zip: '0150', countryCode: 'NO' })).toBe(addressKey({ address1: '12 main st', zip: '0150', countryCode: 'no' }));
    expect(addressKey({ address1: '12 Main St', zip: '0150' })).not.toBe(addressKey({ address1: '12 Main St', zip: '0151' }));
  });
});

describe('codes', () => {
  it('draws friend and advocate codes from the random numbers with their prefixes', () => {
    const numbers = Array.from({ length: REFERRAL_CODE_LENGTH }, (_, index) => index);
    expect(friendCode(numbers)).toBe('FRIEND-ABCDEFGHJK');
    expect(advocateCode(numbers)).toBe('THANKS-ABCDEFGHJK');
    expect(() => friendCode([1, 2])).toThrow(RangeError);
    expect(isFriendCode(' friend-abcdefghjk')).toBe(true);
    expect(isFriendCode('REVIEW-ABCDEFGHJK')).toBe(false);
  });

  it('counts rewards by UTC calendar month', () => {
    expect(rewardMonth(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12');
    expect(rewardMonth(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01');
  });
});
