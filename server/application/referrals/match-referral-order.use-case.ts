import {
  advocateCode,
  advocateRewardKey,
  comparableEmail,
  isFriendCode,
  REFERRAL_CODE_LENGTH,
  referralRefusal,
  rewardMonth,
  type ReferralRefusalReason,
} from '../../../src/domain/referrals/referral-rules';
import { reviewDiscountExpiry } from '../../../src/domain/collect/review-discount';
import { isDeliverableEmail } from '../../../src/domain/collect/unsubscribe';
import { isFlagOn } from '../../../src/domain/shop/flag-value';
import { type ReferralSettings } from '../../../src/domain/storefront/promo-widget-settings';
import { type CollectMailWrites } from '../collect/collect-mail-queue.port';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type ReferralMatchWrites } from './referral-repository.port';
import { type RandomNumbers } from '../shared/random-numbers';
import { readReferralSettings } from '../storefront/promo-widget-settings-use-cases';
import { type ShopRecord } from '../shops/shop-repository.port';

/** What an order says about who placed it and which codes it used (from Shopify's order payload). */
export interface OrderReferral {
  readonly orderId: string;
  readonly orderName: string;
  /** Shopify's numeric customer id; null for a guest checkout. */
  readonly customerId: string | null;
  readonly email: string;
  /** addressKey() of the shipping address, else the billing address. */
  readonly addressKey: string;
  readonly discountCodes: readonly string[];
  /** The order's total (null when Shopify sent none) and its currency ('' when not given: the friend's code's). */
  readonly total: number | null;
  readonly currencyCode: string;
}

export type ReferralMatchOutcome =
  | { readonly referral: 'none' }
  | { readonly referral: 'already_matched' }
  | { readonly referral: 'rewarded'; readonly conversion_id: number }
  | { readonly referral: 'refused'; readonly conversion_id: number; readonly reason: ReferralRefusalReason };

/** Runs inside the webhook's transaction, on its writes. */
export type ReferralMatch = (writes: { readonly referrals: ReferralMatchWrites; readonly mails: CollectMailWrites }, shopId: number) => Promise<ReferralMatchOutcome>;

/**
 * orders/create with a friend's code (docs/product/referrals.md#conversions): the conversion is
 * recorded, rewarded or refused with its reason, and a reward's advocate code and e-mail queued,
 * all in the webhook's transaction. The mail path creates the advocate's code in Shopify when it
 * sends the e-mail, so no Admin API call is made while the transaction holds its locks.
 */
export class MatchReferralOrderUseCase {
  constructor(
    private readonly shops: { findByDomain(domain: string): Promise<ShopRecord | null> },
    private readonly settings: SettingsRepository,
    private readonly random: RandomNumbers,
    private readonly now: () => Date,
  ) {}

  /** Read before the transaction (settings, not rows it writes); null when the order used no friend's code. */
  async prepare(shopDomain: string, order: OrderReferral): Promise<ReferralMatch | null> {
    const codes = order.discountCodes.filter(isFriendCode).map((code) => code.trim().toUpperCase());
    if (codes.length === 0) return null;
    const shop = await this.shops.findByDomain(shopDomain);
    if (!shop) return null;
    const offer = await readReferralSettings(this.settings, { id: shop.id, domain: shop.domain });
    const at = this.now();
    const rewardCode = advocateCode(this.random(REFERRAL_CODE_LENGTH));
    return (writes, shopId) => this.match(writes, shopId, order, codes, { offer, at, rewardCode });
  }

  private async match(
    { referrals, mails }: Parameters<ReferralMatch>[0],
    shopId: number,
    order: OrderReferral,
    codes: readonly string[],
    context: { readonly offer: ReferralSettings; readonly at: Date; readonly rewardCode: string },
  ): Promise<ReferralMatchOutcome> {
    let friend = null;
    for (const code of codes) {
      friend = await referrals.lockFriendByCode(shopId, code);
      if (friend) break;
    }
    if (!friend) return { referral: 'none' };
    if (await referrals.orderMatched(shopId, order.orderId)) return { referral: 'already_matched' };
    const month = rewardMonth(context.at);
    const buyer = { customerId: order.customerId ?? '', emailKey: comparableEmail(order.email), addressKey: order.addressKey };
    const friendAlreadyRewarded = await referrals.friendRewarded(shopId, friend.id, buyer);
    const advocateRewardsThisMonth = await referrals.lockAdvocateMonth(shopId, friend.advocateCustomerId, month);
    const reason = referralRefusal({
      advocate: { customerId: friend.advocateCustomerId, email: friend.advocateEmail, addressKey: friend.advocateAddressKey },
      friend: { customerId: order.customerId, email: order.email, addressKey: order.addressKey },
      friendAlreadyRewarded,
      advocateRewardsThisMonth,
      monthlyCap: context.offer.advocate_monthly_cap,
      programmeOn: isFlagOn(context.offer.is_active),
    });
    const base = { friendId: friend.id, advocateCustomerId: friend.advocateCustomerId, friendEmail: friend.friendEmail, orderId: order.orderId, orderName: order.orderName, buyer, rewardMonth: month, orderTotal: order.total, orderCurrencyCode: order.currencyCode || friend.currencyCode };
    if (reason) {
      const id = await referrals.insertConversion(shopId, { ...base, outcome: { state: 'refused', reason } });
      return { referral: 'refused', conversion_id: id, reason };
    }
    const { offer } = context;
    const id = await referrals.insertConversion(shopId, {
      ...base,
      outcome: {
        state: 'rewarded',
        code: context.rewardCode,
        discountType: offer.advocate_discount_type,
        value: offer.advocate_discount_value,
        minimumOrder: offer.advocate_minimum_order,
        currencyCode: friend.currencyCode,
        currencySymbol: friend.currencySymbol,
        expiresAt: reviewDiscountExpiry(context.at, offer.advocate_expiry_days),
      },
    });
    await referrals.countAdvocateReward(shopId, friend.advocateCustomerId, month);
    if (isDeliverableEmail(friend.advocateEmail)) {
      await mails.schedule(shopId, [
        { key: advocateRewardKey(id), type: 'advocate_reward', orderId: null, reviewId: null, step: null, recipient: friend.advocateEmail, dueAt: context.at },
      ]);
    }
    return { referral: 'rewarded', conversion_id: id };
  }
}
