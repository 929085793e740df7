import {
  type ReferralClaimAnswer,
  type ReferralConversionAnswer,
  type ReferralOfferAnswer,
} from '../../../src/contracts/referrals.contract';
import { suppressionAddress } from '../../../src/domain/collect/unsubscribe';
import { resolveAdminLanguage, type AdminLanguage } from '../../../src/domain/i18n/languages';
import { addressKey, friendCode, REFERRAL_CODE_LENGTH, sameEmail } from '../../../src/domain/referrals/referral-rules';
import { reviewDiscountExpiry } from '../../../src/domain/collect/review-discount';
import { isFlagOn } from '../../../src/domain/shop/flag-value';
import { rewardLabel, type ReferralSettings } from '../../../src/domain/storefront/promo-widget-settings';
import { DISCOUNT_TYPE_FIXED } from '../../../src/domain/validation/discount-type';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type RandomNumbers } from '../shared/random-numbers';
import { discountRequest } from '../shopify/discount-code-request';
import { type ShopRecord } from '../shops/shop-repository.port';
import { type ShopifyGateway } from '../shopify/shopify-gateway.port';
import { type IssueReferralLinkUseCase } from '../storefront/issue-referral-link.use-case';
import { readReferralSettings } from '../storefront/promo-widget-settings-use-cases';
import { type ReferralCode, type ReferralFriend, type ReferralRepository } from './referral-repository.port';

export interface SharePageParts {
  readonly shops: { findByDomain(domain: string): Promise<ShopRecord | null> };
  readonly settings: SettingsRepository;
  readonly referrals: ReferralRepository;
  readonly shopify: Pick<ShopifyGateway, 'createDiscountCode' | 'customer'>;
  /** The advocate a share code names, when this shop signed it, and an advocate's share code. */
  readonly links: Pick<IssueReferralLinkUseCase, 'advocateOf' | 'codeFor'>;
  /** The storefront with the code applied at checkout. */
  readonly storefrontUrl: (shop: ShopRecord, code: string) => string;
  /** /referral_conversion for the friend's code, in their language. */
  readonly conversionUrl: (shop: ShopRecord, link: { readonly ref: string; readonly code: string; readonly lang: AdminLanguage }) => string;
  readonly random: RandomNumbers;
  readonly now: () => Date;
}

interface SharedLink {
  readonly shop: ShopRecord;
  readonly owner: AuthenticatedShop;
  readonly advocateCustomerId: string;
  readonly offer: ReferralSettings;
}

/**
 * The friend's side of a referral (docs/product/referrals.md#the-friend): the offer behind a share
 * link, the friend's code and what came of it. The shop is the one the link's signature covers;
 * a link whose signature does not match its shop, or a shop whose offer is off, is not found.
 */
export class ReferralSharePageUseCases {
  constructor(private readonly parts: SharePageParts) {}

  async offer(request: { readonly shop: string; readonly ref: string }): Promise<ReferralOfferAnswer> {
    const link = await this.open(request.shop, request.ref);
    return offerAnswer(link.shop, link.offer);
  }

  /**
   * The friend's code for their e-mail: a new one claimed, then created in Shopify (idempotent by
   * code: a retry after a failure, or a concurrent claim, completes and shows the same code). An
   * address whose code works already is told so, without the code. The advocate's own address is
   * refused and recorded; Shopify is asked who the advocate is only for a new friend.
   */
  async claim(request: { readonly shop: string; readonly ref: string; readonly email: string; readonly language: AdminLanguage }): Promise<ReferralClaimAnswer> {
    const link = await this.open(request.shop, request.ref);
    const friendEmail = suppressionAddress(request.email);
    const existing = await this.parts.referrals.friendByEmail(link.owner, friendEmail);
    // A working code was shown when it was made; showing it again would hand it to whoever types the address.
    if (existing?.status === 'active') return { state: 'already_given' };
    const friend = existing ?? (await this.claimNew(link, friendEmail, request.language));
    if (friend === 'self_referral_email') return { state: 'refused', reason: friend };
    if (friend.status === 'pending') {
      const { id } = await this.parts.shopify.createDiscountCode(link.owner, discountRequest('Referral friend', friend));
      await this.parts.referrals.activateFriend(link.owner, friend.id, id);
    }
    return {
      state: 'claimed',
      code: friend.code,
      friend_reward: rewardText(friend),
      minimum_order: minimumText(friend),
      expires_at: friend.expiresAt?.toISOString() ?? null,
      shop_url: this.parts.storefrontUrl(link.shop, friend.code),
      // The friend's row may be another advocate's (the address was claimed through their link first).
      conversion_url: this.parts.conversionUrl(link.shop, { ref: this.parts.links.codeFor(link.owner, friend.advocateCustomerId), code: friend.code, lang: request.language }),
    };
  }

  /** What came of the friend's code; a code that is not this link's advocate's is not found. */
  async conversion(request: { readonly shop: string; readonly ref: string; readonly code: string }): Promise<ReferralConversionAnswer> {
    const link = await this.open(request.shop, request.ref, { evenIfOff: true });
    const friend = await this.parts.referrals.friendByCode(link.owner, request.code.trim().toUpperCase());
    if (!friend || friend.advocateCustomerId !== link.advocateCustomerId) throw notFound('referral code');
    const outcome = await this.parts.referrals.friendOutcome(link.owner, friend.id);
    return {
      shop_name: link.shop.name,
      code: friend.code,
      friend_reward: rewardText(friend),
      state: outcome === null ? 'waiting' : outcome.state === 'rewarded' ? 'rewarded' : 'counted',
      order_name: outcome?.orderName ?? '',
      language: resolveAdminLanguage(friend.friendLanguage),
      shop_url: this.parts.storefrontUrl(link.shop, friend.code),
    };
  }

  private async claimNew(link: SharedLink, friendEmail: string, language: AdminLanguage): Promise<ReferralFriend | 'self_referral_email'> {
    const { referrals, shopify, now } = this.parts;
    const advocate = await shopify.customer(link.owner, link.advocateCustomerId);
    const at = now();
    if (advocate && sameEmail(advocate.email, friendEmail)) {
      await referrals.recordShareRefusal(link.owner, { advocateCustomerId: link.advocateCustomerId, friendEmail, reason: 'self_referral_email', at });
      return 'self_referral_email';
    }
    const currency = await referrals.currency(link.owner);
    const { offer } = link;
    return referrals.claimFriend(link.owner, {
      advocateCustomerId: link.advocateCustomerId,
      advocateEmail: advocate?.email ?? '',
      advocateName: advocate?.firstName ?? '',
      advocateAddressKey: addressKey(advocate?.defaultAddress),
      advocateLocale: advocate?.locale ?? '',
      friendEmail,
      friendLanguage: language,
      consentedAt: at,
      code: friendCode(this.parts.random(REFERRAL_CODE_LENGTH)),
      discountType: offer.friend_discount_type,
      value: offer.friend_discount_value,
      minimumOrder: offer.friend_minimum_order,
      currencyCode: currency.code,
      currencySymbol: currency.symbol,
      expiresAt: reviewDiscountExpiry(at, offer.friend_expiry_days),
      createdAt: at,
    });
  }

  private async open(domain: string, ref: string, options: { readonly evenIfOff?: boolean } = {}): Promise<SharedLink> {
    const shop = await this.parts.shops.findByDomain(domain);
    if (!shop || shop.uninstalledAt) throw notFound('referral link');
    const owner: AuthenticatedShop = { id: shop.id, domain: shop.domain };
    const advocateCustomerId = this.parts.links.advocateOf(owner, ref);
    if (advocateCustomerId === null) throw notFound('referral link');
    const offer = await readReferralSettings(this.parts.settings, owner);
    if (!options.evenIfOff && !isFlagOn(offer.is_active)) throw notFound('referral offer');
    return { shop, owner, advocateCustomerId, offer };
  }
}

function offerAnswer(shop: ShopRecord, offer: ReferralSettings): ReferralOfferAnswer {
  return {
    shop_name: shop.name,
    friend_reward: rewardLabel(offer.friend_discount_type, offer.friend_discount_value, shop.currencySymbol),
    minimum_order: offer.friend_minimum_order > 0 ? amountText(offer.friend_minimum_order, shop.currencySymbol) : '',
    expiry_days: offer.friend_expiry_days,
    bg_color: offer.bg_color,
    text_color: offer.text_color,
    button_bg_color: offer.button_bg_color,
    button_text_color: offer.button_text_color,
  };
}

function amountText(amount: number, currencySymbol: string): string {
  return rewardLabel(DISCOUNT_TYPE_FIXED, amount, currencySymbol);
}

function rewardText(code: Pick<ReferralCode, 'discountType' | 'value' | 'currencySymbol'>): string {
  return rewardLabel(code.discountType, code.value, code.currencySymbol);
}

function minimumText(code: Pick<ReferralCode, 'minimumOrder' | 'currencySymbol'>): string {
  return code.minimumOrder > 0 ? amountText(code.minimumOrder, code.currencySymbol) : '';
}
