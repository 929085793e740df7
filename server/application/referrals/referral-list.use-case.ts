import { type ReferralListPage } from '../../../src/contracts/referral-list.contract';
import { type DateRangeChoice } from '../../../src/domain/dates/date-range';
import { type ReferralState } from '../../../src/domain/referrals/referral-list';
import { type ReferralRefusalReason } from '../../../src/domain/referrals/referral-rules';
import { resolveInterval } from '../collect/collect-orders-use-cases';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRecord } from '../shops/shop-repository.port';
import { type ReferralListReadModel } from './referral-list-read-model.port';

export interface ReferralListRequest {
  readonly states: readonly ReferralState[];
  readonly reasons: readonly ReferralRefusalReason[];
  readonly dateRange: DateRangeChoice;
  readonly page: number;
  readonly pageSize: number;
}

/**
 * get_referrals (docs/product/referrals-list.md): a page of what the referrals came to, newest
 * first, and the programme's figures over the same days in the shop's zone.
 */
export class ReferralListUseCase {
  constructor(
    private readonly readModel: ReferralListReadModel,
    private readonly shops: { get(shop: AuthenticatedShop): Promise<ShopRecord | null> },
    private readonly now: () => Date,
  ) {}

  async execute(shop: AuthenticatedShop, request: ReferralListRequest): Promise<ReferralListPage> {
    const record = await this.shops.get(shop);
    const span = resolveInterval(request.dateRange, this.now(), record?.timeZone ?? 'UTC');
    const interval = span === null ? null : { from: new Date(span.startMs), before: new Date(span.endMs) };
    const [page, summary] = await Promise.all([
      this.readModel.page(shop, {
        states: [...new Set(request.states)],
        reasons: [...new Set(request.reasons)],
        interval,
        offset: (request.page - 1) * request.pageSize,
        limit: request.pageSize,
      }),
      this.readModel.summary(shop, interval),
    ]);
    return { list: page.items, total: page.total, summary };
  }
}
