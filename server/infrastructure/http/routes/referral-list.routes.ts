import { getReferrals } from '../../../../src/contracts/referral-list.contract';
import { dateRangeChoiceOf } from '../../../../src/contracts/date-range.fields';
import { REFERRAL_LIST_PAGE_SIZE } from '../../../../src/domain/referrals/referral-list';
import { type ReferralListUseCase } from '../../../application/referrals/referral-list.use-case';
import { ContractRoutes } from '../contract-routes';

/** The merchant's referrals list (docs/product/referrals-list.md); mounted at /api/v1/admin behind authentication. */
export function referralListRoutes(useCase: ReferralListUseCase) {
  return new ContractRoutes('/api/v1/admin').serve(getReferrals, (query, c) =>
    useCase.execute(c.get('shop'), {
      states: query.states ?? [],
      reasons: query.reasons ?? [],
      dateRange: dateRangeChoiceOf(query),
      page: query.page ?? 1,
      pageSize: query.page_size ?? REFERRAL_LIST_PAGE_SIZE,
    }),
  ).router;
}
