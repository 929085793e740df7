import { ReferralListUseCase } from '../application/referrals/referral-list.use-case';
import { DrizzleReferralListReadModel } from '../infrastructure/db/drizzle-referral-list-read-model';
import { type AreaRoutes } from '../infrastructure/http/app';
import { referralListRoutes } from '../infrastructure/http/routes/referral-list.routes';
import { type Platform } from './platform';

/** The merchant's referrals list (docs/product/referrals-list.md). */
export function composeReferralList({ db, shops, now }: Platform): AreaRoutes {
  return { admin: [referralListRoutes(new ReferralListUseCase(new DrizzleReferralListReadModel(db), shops, now))] };
}
