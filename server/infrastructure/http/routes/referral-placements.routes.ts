import { getReferralWidgetsSetting, setReferralWidgetsSetting } from '../../../../src/contracts/referral-placements.contract';
import { type ReferralPlacementsUseCases } from '../../../application/storefront/referral-placements-use-cases';
import { ContractRoutes } from '../contract-routes';

/** /settings/referral_widgets (docs/product/referral-invites.md#placements). */
export function referralPlacementsRoutes(placements: ReferralPlacementsUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getReferralWidgetsSetting, (_request, c) => placements.get(c.get('shop')))
    .serve(setReferralWidgetsSetting, (request, c) => placements.set(c.get('shop'), request)).router;
}
