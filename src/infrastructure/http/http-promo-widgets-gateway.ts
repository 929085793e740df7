import { type PromoWidgetsGateway } from '../../application/display/promo-widgets-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import { getAutoLeaveReviewSetting, getReferralOfferSetting, setAutoLeaveReviewSetting, setReferralSetting } from '../../contracts/promo-widgets.contract';
import { previewWidget } from '../../contracts/widget-settings.contract';
import { type OrderReviewSettings, type ReferralSettings } from '../../domain/storefront/promo-widget-settings';

/** The referral and order review settings calls of the admin API, through their contracts. */
export class HttpPromoWidgetsGateway implements PromoWidgetsGateway {
  constructor(private readonly client: ContractClient) {}

  referral(): Promise<ReferralSettings> {
    return this.client.call(getReferralOfferSetting, {});
  }

  saveReferral(changes: Partial<ReferralSettings>): Promise<ReferralSettings> {
    return this.client.call(setReferralSetting, changes);
  }

  orderReview(): Promise<OrderReviewSettings> {
    return this.client.call(getAutoLeaveReviewSetting, {});
  }

  saveOrderReview(changes: Partial<OrderReviewSettings>): Promise<OrderReviewSettings> {
    return this.client.call(setAutoLeaveReviewSetting, changes);
  }

  async previewReferral(settings: ReferralSettings): Promise<string> {
    return (await this.client.call(previewWidget, { widget: 'referral', settings: {}, referral: settings })).html;
  }

  async previewOrderReview(settings: OrderReviewSettings): Promise<string> {
    return (await this.client.call(previewWidget, { widget: 'checkout', settings: {}, order_review: settings })).html;
  }
}
