import { type ReferralRefusalReason } from '../../../src/domain/referrals/referral-rules';
import { type DiscountType } from '../../../src/domain/validation/discount-type';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopCurrency } from '../shops/shop-currency.port';

/** A reward code as kept until Shopify holds it ('pending') and after ('active'). */
export interface ReferralCode {
  readonly code: string;
  readonly discountType: DiscountType;
  readonly value: number;
  /** 0: no minimum order. */
  readonly minimumOrder: number;
  readonly currencySymbol: string;
  readonly expiresAt: Date | null;
  readonly status: 'pending' | 'active';
  readonly createdAt: Date;
}

/** One row of referral_friends (docs/product/referrals.md#the-friend). */
export interface ReferralFriend extends ReferralCode {
  readonly id: number;
  readonly advocateCustomerId: string;
  readonly advocateEmail: string;
  readonly advocateName: string;
  readonly advocateAddressKey: string;
  readonly advocateLocale: string;
  readonly friendEmail: string;
  readonly friendLanguage: string;
  readonly consentedAt: Date;
  readonly currencyCode: string;
}

export type NewReferralFriend = Omit<ReferralFriend, 'id' | 'status'>;

/** What came of a friend's code, for /referral_conversion. */
export interface FriendOutcome {
  readonly state: 'rewarded' | 'refused';
  readonly orderName: string;
}

/** A rewarded conversion's advocate side: whom the reward e-mail goes to and with which code. */
export interface AdvocateReward extends ReferralCode {
  readonly conversionId: number;
  readonly advocateEmail: string;
  readonly advocateName: string;
  readonly advocateLocale: string;
}

/** The public pages' and the reward issuer's reads and writes, every call scoped to the shop. */
export interface ReferralRepository {
  currency(shop: AuthenticatedShop): Promise<ShopCurrency>;
  /** The friend holding this address, compared as comparableEmail() (`jane+1@gmail.com` is `jane@gmail.com`). */
  friendByEmail(shop: AuthenticatedShop, friendEmail: string): Promise<ReferralFriend | null>;
  friendByCode(shop: AuthenticatedShop, code: string): Promise<ReferralFriend | null>;
  /**
   * Claims the friend's one code unless the e-mail has one already; either way answers the row the
   * e-mail holds, so two concurrent claims agree on one code.
   */
  claimFriend(shop: AuthenticatedShop, friend: NewReferralFriend): Promise<ReferralFriend>;
  activateFriend(shop: AuthenticatedShop, friendId: number, shopifyDiscountId: string): Promise<void>;
  /** A friend refused on the share page (no code was made), kept with its reason. */
  recordShareRefusal(shop: AuthenticatedShop, refusal: { readonly advocateCustomerId: string; readonly friendEmail: string; readonly reason: ReferralRefusalReason; readonly at: Date }): Promise<void>;
  /** The latest order that used the friend's code; null while none has. */
  friendOutcome(shop: AuthenticatedShop, friendId: number): Promise<FriendOutcome | null>;
  advocateReward(shop: AuthenticatedShop, conversionId: number): Promise<AdvocateReward | null>;
  activateReward(shop: AuthenticatedShop, conversionId: number, shopifyDiscountId: string): Promise<void>;
}

/** Who placed a friend's order, as the one-reward-per-friend check compares it ('' where unknown). */
export interface ReferralBuyer {
  readonly customerId: string;
  /** comparableEmail() of the order's e-mail. */
  readonly emailKey: string;
  readonly addressKey: string;
}

/** A new row of referral_conversions as the order matching writes it. */
export interface NewConversion {
  readonly friendId: number;
  readonly advocateCustomerId: string;
  readonly friendEmail: string;
  readonly orderId: string;
  readonly orderName: string;
  readonly buyer: ReferralBuyer;
  readonly orderTotal: number | null;
  readonly orderCurrencyCode: string;
  readonly rewardMonth: string;
  readonly outcome:
    | { readonly state: 'refused'; readonly reason: ReferralRefusalReason }
    | {
        readonly state: 'rewarded';
        readonly code: string;
        readonly discountType: DiscountType;
        readonly value: number;
        readonly minimumOrder: number;
        readonly currencyCode: string;
        readonly currencySymbol: string;
        readonly expiresAt: Date | null;
      };
}

/**
 * The order matching's writes, inside the webhook's transaction (docs/product/referrals.md#conversions).
 * The locks make concurrent orders decide one after the other: the friend's row, then the
 * advocate's month (always in that order, so two transactions never wait on each other).
 */
export interface ReferralMatchWrites {
  /** The friend whose code this is, locked (FOR UPDATE) until the transaction ends; null: no friend's code. */
  lockFriendByCode(shopId: number, code: string): Promise<ReferralFriend | null>;
  /** Whether this order was matched already (a copy of the same order under another event id). */
  orderMatched(shopId: number, orderId: string): Promise<boolean>;
  /**
   * Whether the friend already earned a reward: under this code, or as the same buyer (customer id,
   * comparable e-mail or address) under any code of the shop.
   */
  friendRewarded(shopId: number, friendId: number, buyer: ReferralBuyer): Promise<boolean>;
  /** The advocate's rewards in the month, their row locked until the transaction ends. */
  lockAdvocateMonth(shopId: number, advocateCustomerId: string, month: string): Promise<number>;
  countAdvocateReward(shopId: number, advocateCustomerId: string, month: string): Promise<void>;
  /** The new conversion's id. */
  insertConversion(shopId: number, conversion: NewConversion): Promise<number>;
}
