import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { type ReferralInterval, type ReferralListQuery, type ReferralListReadModel } from '../../application/referrals/referral-list-read-model.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type ReferralListItem, type ReferralSummary } from '../../../src/domain/referrals/referral-list';
import { REFERRAL_REFUSAL_REASONS, type ReferralRefusalReason } from '../../../src/domain/referrals/referral-rules';
import { type AppDatabase } from './database';
import { referralConversions, referralFriends, shops } from './schema';

type Timed = typeof referralConversions.createdAt | typeof referralFriends.createdAt;

function within(column: Timed, interval: ReferralInterval | null): SQL | undefined {
  return interval === null ? undefined : and(gte(column, interval.from), lt(column, interval.before));
}

const isReason = (value: string | null): value is ReferralRefusalReason => (REFERRAL_REFUSAL_REASONS as readonly (string | null)[]).includes(value);

/** referral_conversions and referral_friends as the merchant's list reads them (docs/product/referrals-list.md); every statement scoped by shop_id. */
export class DrizzleReferralListReadModel implements ReferralListReadModel {
  constructor(private readonly db: AppDatabase) {}

  async page(shop: AuthenticatedShop, query: ReferralListQuery) {
    const where = and(
      eq(referralConversions.shopId, shop.id),
      query.states.length > 0 ? inArray(referralConversions.state, [...query.states]) : undefined,
      query.reasons.length > 0 ? inArray(referralConversions.refusalReason, [...query.reasons]) : undefined,
      within(referralConversions.createdAt, query.interval),
    );
    const [counted] = await this.db.select({ total: count() }).from(referralConversions).where(where);
    const rows = await this.db
      .select({
        id: referralConversions.id,
        createdAt: referralConversions.createdAt,
        state: referralConversions.state,
        refusalReason: referralConversions.refusalReason,
        friendEmail: referralConversions.friendEmail,
        advocateCustomerId: referralConversions.advocateCustomerId,
        advocateName: referralFriends.advocateName,
        advocateEmail: referralFriends.advocateEmail,
        orderName: referralConversions.orderName,
        orderTotal: referralConversions.orderTotal,
        orderCurrencyCode: referralConversions.orderCurrencyCode,
        rewardCode: referralConversions.rewardCode,
        rewardStatus: referralConversions.rewardStatus,
      })
      .from(referralConversions)
      .leftJoin(referralFriends, and(eq(referralFriends.shopId, referralConversions.shopId), eq(referralFriends.id, referralConversions.friendId)))
      .where(where)
      .orderBy(desc(referralConversions.createdAt), desc(referralConversions.id))
      .offset(query.offset)
      .limit(query.limit);
    const items = rows.map(
      (row): ReferralListItem => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        state: row.state,
        refusal_reason: isReason(row.refusalReason) ? row.refusalReason : null,
        friend_email: row.friendEmail,
        advocate_customer_id: row.advocateCustomerId,
        advocate_name: row.advocateName ?? '',
        advocate_email: row.advocateEmail ?? '',
        order_name: row.orderName,
        order_total: row.orderTotal === null ? null : Number(row.orderTotal),
        currency_code: row.orderCurrencyCode,
        reward_code: row.rewardCode,
        reward_status: row.rewardStatus,
      }),
    );
    return { items, total: counted?.total ?? 0 };
  }

  async summary(shop: AuthenticatedShop, interval: ReferralInterval | null): Promise<ReferralSummary> {
    const [conversions] = await this.db
      .select({
        shareRefusals: sql<number>`count(*) filter (where ${referralConversions.orderId} is null)`.mapWith(Number),
        conversions: sql<number>`count(*) filter (where ${referralConversions.orderId} is not null)`.mapWith(Number),
        revenue: sql<string>`coalesce(sum(${referralConversions.orderTotal}) filter (where ${referralConversions.orderId} is not null), 0)`,
        rewards: sql<number>`count(*) filter (where ${referralConversions.state} = 'rewarded')`.mapWith(Number),
        refusals: sql<number>`count(*) filter (where ${referralConversions.state} = 'refused')`.mapWith(Number),
      })
      .from(referralConversions)
      .where(and(eq(referralConversions.shopId, shop.id), within(referralConversions.createdAt, interval)));
    const [friends] = await this.db
      .select({ friends: count() })
      .from(referralFriends)
      .where(and(eq(referralFriends.shopId, shop.id), within(referralFriends.createdAt, interval)));
    const [currency] = await this.db.select({ code: shops.currencyCode }).from(shops).where(eq(shops.id, shop.id));
    const friendCount = friends?.friends ?? 0;
    return {
      shares: friendCount + (conversions?.shareRefusals ?? 0),
      friends: friendCount,
      conversions: conversions?.conversions ?? 0,
      revenue: Number(conversions?.revenue ?? 0),
      rewards_issued: conversions?.rewards ?? 0,
      refusals: conversions?.refusals ?? 0,
      currency: currency?.code ?? '',
    };
  }
}
