import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { notFound } from '../../application/shared/app-error';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import {
  type AdvocateReward,
  type FriendOutcome,
  type NewConversion,
  type NewReferralFriend,
  type ReferralBuyer,
  type ReferralFriend,
  type ReferralMatchWrites,
  type ReferralRepository,
} from '../../application/referrals/referral-repository.port';
import { type ShopCurrency } from '../../application/shops/shop-currency.port';
import { friendEmailKey, rewardMonth, type ReferralRefusalReason } from '../../../src/domain/referrals/referral-rules';
import { parseDiscountType, DISCOUNT_TYPE_PERCENT } from '../../../src/domain/validation/discount-type';
import { type AppDatabase } from './database';
import { shopCurrency } from './shop-currency';
import { referralAdvocateMonths, referralConversions, referralFriends } from './schema';

type FriendRow = typeof referralFriends.$inferSelect;

function friendOf(row: FriendRow): ReferralFriend {
  return {
    id: row.id,
    advocateCustomerId: row.advocateCustomerId,
    advocateEmail: row.advocateEmail,
    advocateName: row.advocateName,
    advocateAddressKey: row.advocateAddressKey,
    advocateLocale: row.advocateLocale,
    friendEmail: row.friendEmail,
    friendLanguage: row.friendLanguage,
    consentedAt: row.consentedAt,
    code: row.code,
    discountType: parseDiscountType(row.discountType) ?? DISCOUNT_TYPE_PERCENT,
    value: Number(row.value),
    minimumOrder: Number(row.minimumOrder),
    currencyCode: row.currencyCode,
    currencySymbol: row.currencySymbol,
    expiresAt: row.expiresAt,
    status: row.status,
    createdAt: row.createdAt,
  };
}

const friendOfShop = (shopId: number) => eq(referralFriends.shopId, shopId);

/** referral_friends and referral_conversions (docs/product/referrals.md); every statement scoped by shop_id. */
export class DrizzleReferralRepository implements ReferralRepository, ReferralMatchWrites {
  constructor(private readonly db: AppDatabase) {}

  currency(shop: AuthenticatedShop): Promise<ShopCurrency> {
    return shopCurrency(this.db, shop);
  }

  async friendByEmail(shop: AuthenticatedShop, friendEmail: string): Promise<ReferralFriend | null> {
    const [row] = await this.db.select().from(referralFriends).where(and(friendOfShop(shop.id), eq(referralFriends.friendEmailKey, friendEmailKey(friendEmail))));
    return row ? friendOf(row) : null;
  }

  async friendByCode(shop: AuthenticatedShop, code: string): Promise<ReferralFriend | null> {
    const [row] = await this.db.select().from(referralFriends).where(and(friendOfShop(shop.id), eq(referralFriends.code, code)));
    return row ? friendOf(row) : null;
  }

  /** Two statements, as the review discounts' claim: a concurrent claim's INSERT waits, does nothing, and the SELECT reads the first row. */
  async claimFriend(shop: AuthenticatedShop, friend: NewReferralFriend): Promise<ReferralFriend> {
    await this.db
      .insert(referralFriends)
      .values({ ...friend, friendEmailKey: friendEmailKey(friend.friendEmail), shopId: shop.id, status: 'pending' })
      .onConflictDoNothing({ target: [referralFriends.shopId, referralFriends.friendEmailKey] });
    const claimed = await this.friendByEmail(shop, friend.friendEmail);
    if (!claimed) throw notFound('referral friend');
    return claimed;
  }

  async activateFriend(shop: AuthenticatedShop, friendId: number, shopifyDiscountId: string): Promise<void> {
    await this.db
      .update(referralFriends)
      .set({ status: 'active', shopifyDiscountId })
      .where(and(friendOfShop(shop.id), eq(referralFriends.id, friendId)));
  }

  async recordShareRefusal(
    shop: AuthenticatedShop,
    refusal: { readonly advocateCustomerId: string; readonly friendEmail: string; readonly reason: ReferralRefusalReason; readonly at: Date },
  ): Promise<void> {
    await this.db.insert(referralConversions).values({
      shopId: shop.id,
      advocateCustomerId: refusal.advocateCustomerId,
      friendEmail: refusal.friendEmail,
      state: 'refused',
      refusalReason: refusal.reason,
      rewardMonth: rewardMonth(refusal.at),
      createdAt: refusal.at,
    });
  }

  async friendOutcome(shop: AuthenticatedShop, friendId: number): Promise<FriendOutcome | null> {
    const [row] = await this.db
      .select({ state: referralConversions.state, orderName: referralConversions.orderName })
      .from(referralConversions)
      .where(and(eq(referralConversions.shopId, shop.id), eq(referralConversions.friendId, friendId), isNotNull(referralConversions.orderId)))
      .orderBy(desc(referralConversions.id))
      .limit(1);
    return row ?? null;
  }

  async advocateReward(shop: AuthenticatedShop, conversionId: number): Promise<AdvocateReward | null> {
    const [row] = await this.db
      .select({ conversion: referralConversions, friend: referralFriends })
      .from(referralConversions)
      .innerJoin(referralFriends, and(eq(referralFriends.shopId, referralConversions.shopId), eq(referralFriends.id, referralConversions.friendId)))
      .where(and(eq(referralConversions.shopId, shop.id), eq(referralConversions.id, conversionId), eq(referralConversions.state, 'rewarded')));
    const conversion = row?.conversion;
    if (!row || !conversion?.rewardCode || !conversion.rewardStatus) return null;
    return {
      conversionId,
      advocateEmail: row.friend.advocateEmail,
      advocateName: row.friend.advocateName,
      advocateLocale: row.friend.advocateLocale,
      code: conversion.rewardCode,
      discountType: parseDiscountType(conversion.rewardDiscountType) ?? DISCOUNT_TYPE_PERCENT,
      value: Number(conversion.rewardValue),
      minimumOrder: Number(conversion.rewardMinimumOrder ?? 0),
      currencySymbol: conversion.currencySymbol,
      expiresAt: conversion.rewardExpiresAt,
      status: conversion.rewardStatus,
      createdAt: conversion.createdAt,
    };
  }

  async activateReward(shop: AuthenticatedShop, conversionId: number, shopifyDiscountId: string): Promise<void> {
    await this.db
      .update(referralConversions)
      .set({ rewardStatus: 'active', shopifyDiscountId })
      .where(and(eq(referralConversions.shopId, shop.id), eq(referralConversions.id, conversionId)));
  }

  // The order matching's writes, in the webhook's transaction.

  async lockFriendByCode(shopId: number, code: string): Promise<ReferralFriend | null> {
    const [row] = await this.db.select().from(referralFriends).where(and(friendOfShop(shopId), eq(referralFriends.code, code))).for('update');
    return row ? friendOf(row) : null;
  }

  async orderMatched(shopId: number, orderId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: referralConversions.id })
      .from(referralConversions)
      .where(and(eq(referralConversions.shopId, shopId), eq(referralConversions.orderId, orderId)));
    return row !== undefined;
  }

  async friendRewarded(shopId: number, friendId: number, buyer: ReferralBuyer): Promise<boolean> {
    const sameBuyer = [
      eq(referralConversions.friendId, friendId),
      buyer.customerId === '' ? undefined : eq(referralConversions.buyerCustomerId, buyer.customerId),
      buyer.emailKey === '' ? undefined : eq(referralConversions.buyerEmailKey, buyer.emailKey),
      buyer.addressKey === '' ? undefined : eq(referralConversions.buyerAddressKey, buyer.addressKey),
    ];
    const [row] = await this.db
      .select({ id: referralConversions.id })
      .from(referralConversions)
      .where(and(eq(referralConversions.shopId, shopId), eq(referralConversions.state, 'rewarded'), or(...sameBuyer)))
      .limit(1);
    return row !== undefined;
  }

  async lockAdvocateMonth(shopId: number, advocateCustomerId: string, month: string): Promise<number> {
    await this.db.insert(referralAdvocateMonths).values({ shopId, advocateCustomerId, month }).onConflictDoNothing();
    const [row] = await this.db
      .select({ rewards: referralAdvocateMonths.rewards })
      .from(referralAdvocateMonths)
      .where(and(eq(referralAdvocateMonths.shopId, shopId), eq(referralAdvocateMonths.advocateCustomerId, advocateCustomerId), eq(referralAdvocateMonths.month, month)))
      .for('update');
    return row?.rewards ?? 0;
  }

  async countAdvocateReward(shopId: number, advocateCustomerId: string, month: string): Promise<void> {
    await this.db
      .update(referralAdvocateMonths)
      .set({ rewards: sql`${referralAdvocateMonths.rewards} + 1` })
      .where(and(eq(referralAdvocateMonths.shopId, shopId), eq(referralAdvocateMonths.advocateCustomerId, advocateCustomerId), eq(referralAdvocateMonths.month, month)));
  }

  async insertConversion(shopId: number, conversion: NewConversion): Promise<number> {
    const { outcome } = conversion;
    const reward =
      outcome.state === 'rewarded'
        ? {
            rewardCode: outcome.code,
            rewardDiscountType: outcome.discountType,
            rewardValue: outcome.value,
            rewardMinimumOrder: outcome.minimumOrder,
            currencyCode: outcome.currencyCode,
            currencySymbol: outcome.currencySymbol,
            rewardExpiresAt: outcome.expiresAt,
            rewardStatus: 'pending' as const,
          }
        : { refusalReason: outcome.reason };
    const [row] = await this.db
      .insert(referralConversions)
      .values({
        shopId,
        friendId: conversion.friendId,
        advocateCustomerId: conversion.advocateCustomerId,
        friendEmail: conversion.friendEmail,
        orderId: conversion.orderId,
        orderName: conversion.orderName,
        buyerCustomerId: conversion.buyer.customerId,
        buyerEmailKey: conversion.buyer.emailKey,
        buyerAddressKey: conversion.buyer.addressKey,
        orderTotal: conversion.orderTotal,
        orderCurrencyCode: conversion.orderCurrencyCode,
        state: outcome.state,
        rewardMonth: conversion.rewardMonth,
        ...reward,
      })
      .returning({ id: referralConversions.id });
    if (!row) throw notFound('referral conversion');
    return row.id;
  }
}
