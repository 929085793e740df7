import { type ReferralListItem, type ReferralSummary } from '../domain/referrals/referral-list';
import { answer, get, schemasOf } from './contract';

/** The merchant's referrals list (docs/product/referrals-list.md). */

const schema = schemasOf(() => import('./referral-list.schema'));

export interface ReferralListPage {
  readonly list: readonly ReferralListItem[];
  readonly total: number;
  /** The figures of the chosen days, whatever the state and reason filters. */
  readonly summary: ReferralSummary;
}

/**
 * GET get_referrals: newest first; `states` and `reasons` (each repeatable) narrow the rows, the
 * date range (`date_range` or `start_date` + `end_date`, shop-local days) the rows and the figures.
 */
export const getReferrals = get('/api/v1/admin/get_referrals', schema('getReferralsRequest'), answer<ReferralListPage>());
