import { describe, expect, it } from 'vitest';
import { type ReferralFriend, type ReferralRepository } from '../../../../server/application/referrals/referral-repository.port';
import { ReferralSharePageUseCases } from '../../../../server/application/referrals/referral-share-page.use-case';
import { type SettingsRepository } from '../../../../server/application/settings/settings-repository.port';
import { type ShopRecord } from '../../../../server/application/shops/shop-repository.port';
import { DISCOUNT_TYPE_PERCENT } from '../../../../src/domain/validation/discount-type';

const SHOP = { id: 1, domain: 'linen.myshopify.com', name: 'Linen & Co', currencySymbol: '€', uninstalledAt: null } as unknown as ShopRecord;
const AT = new Date('2026-12-03T10:00:00Z');

/** Ann's row, claimed through advocate 555's link; Shopify had not made her code yet (a failure half-way). */
const ANN: ReferralFriend = {
  id: 7,
  advocateCustomerId: '555',
  advocateEmail: 'max@example.com',
  advocateName: 'Max',
  advocateAddressKey: '',
  advocateLocale: 'en',
  friendEmail: 'ann@example.com',
  friendLanguage: 'en',
  consentedAt: AT,
  code: 'FRIEND-ANNANNANNA',
  discountType: DISCOUNT_TYPE_PERCENT,
  value: 10,
  minimumOrder: 0,
  currencyCode: 'EUR',
  currencySymbol: '€',
  expiresAt: null,
  status: 'pending',
  createdAt: AT,
};

function sharePage(friend: ReferralFriend) {
  const referrals = {
    friendByEmail: () => Promise.resolve(friend),
    activateFriend: () => Promise.resolve(),
  } as unknown as ReferralRepository;
  const settings = { readDocument: () => Promise.resolve({ is_active: '1' }) } as unknown as SettingsRepository;
  return new ReferralSharePageUseCases({
    shops: { findByDomain: () => Promise.resolve(SHOP) },
    settings,
    referrals,
    shopify: { createDiscountCode: () => Promise.resolve({ id: 'gid://shopify/DiscountCodeNode/1' }), customer: () => Promise.resolve(null) },
    links: { advocateOf: (_shop, ref) => ref.split('-')[0] ?? null, codeFor: (_shop, advocateCustomerId) => `${advocateCustomerId}-signature` },
    storefrontUrl: (_shop, code) => `https://linen.example/discount/${code}`,
    conversionUrl: (_shop, link) => `https://app.example/referral_conversion?ref=${link.ref}&friend_code=${link.code}`,
    random: (count) => Array.from({ length: count }, () => 0),
    now: () => AT,
  });
}

describe('ReferralSharePageUseCases.claim', () => {
  it('links the follow-up page to the advocate whose friend the address is, not the link it was typed on', async () => {
    const answer = await sharePage(ANN).claim({ shop: SHOP.domain, ref: '501-other', email: 'ann@example.com', language: 'en' });
    expect(answer).toMatchObject({ state: 'claimed', conversion_url: 'https://app.example/referral_conversion?ref=555-signature&friend_code=FRIEND-ANNANNANNA' });
  });

  it('never shows a working code again', async () => {
    const answer = await sharePage({ ...ANN, status: 'active' }).claim({ shop: SHOP.domain, ref: '555-signature', email: 'ANN+again@example.com', language: 'en' });
    expect(answer).toEqual({ state: 'already_given' });
  });
});
