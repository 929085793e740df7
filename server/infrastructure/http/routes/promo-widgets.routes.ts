import { getAutoLeaveReviewSetting, getReferralOfferSetting, setAutoLeaveReviewSetting, setReferralSetting } from '../../../../src/contracts/promo-widgets.contract';
import { type OrderReviewSettingsUseCases, type ReferralSettingsUseCases } from '../../../application/storefront/promo-widget-settings-use-cases';
import { ContractRoutes } from '../contract-routes';

/** /display/referral's and /display/checkout's settings (docs/product/storefront.md#referral-and-checkout). */
export interface PromoWidgetsEndpoints {
  readonly referral: ReferralSettingsUseCases;
  readonly orderReview: OrderReviewSettingsUseCases;
}

export function promoWidgetsRoutes({ referral, orderReview }: PromoWidgetsEndpoints) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getReferralOfferSetting, (_request, c) => referral.get(c.get('shop')))
    .serve(setReferralSetting, (request, c) => referral.set(c.get('shop'), request))
    .serve(getAutoLeaveReviewSetting, (_request, c) => orderReview.get(c.get('shop')))
    .serve(setAutoLeaveReviewSetting, (request, c) => orderReview.set(c.get('shop'), request)).router;
}
