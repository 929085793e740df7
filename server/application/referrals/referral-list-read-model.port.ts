import { type ReferralListItem, type ReferralState, type ReferralSummary } from '../../../src/domain/referrals/referral-list';
import { type ReferralRefusalReason } from '../../../src/domain/referrals/referral-rules';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** The instants a list's days cover: from inclusive, before exclusive; null: all time. */
export interface ReferralInterval {
  readonly from: Date;
  readonly before: Date;
}

export interface ReferralListQuery {
  /** Empty: every state. */
  readonly states: readonly ReferralState[];
  /** Empty: any reason (and rewarded rows). */
  readonly reasons: readonly ReferralRefusalReason[];
  readonly interval: ReferralInterval | null;
  readonly offset: number;
  readonly limit: number;
}

/** The referrals list's reads (docs/product/referrals-list.md), every one scoped to the shop. */
export interface ReferralListReadModel {
  page(shop: AuthenticatedShop, query: ReferralListQuery): Promise<{ readonly items: readonly ReferralListItem[]; readonly total: number }>;
  summary(shop: AuthenticatedShop, interval: ReferralInterval | null): Promise<ReferralSummary>;
}
