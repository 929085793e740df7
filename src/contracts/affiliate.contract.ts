import { type AffiliateReportType } from '../domain/affiliate/affiliate-report';
import { answer, get, NO_PARAMS, post, schemasOf } from './contract';
import { type ShopSign } from './auth.contract';

/**
 * The affiliate tracking report (docs/product/public-pages.md#campaign-tracking): the signed-in
 * admin gets a short-lived sign for its shop, then posts the campaign the merchant arrived from
 * with it. The report takes no app token: the sign is its credential and names the shop.
 */

const schema = schemasOf(() => import('./affiliate.schema'));

/** What the report answers: whether it was new (a report already kept for the same shop, app and campaign is not kept twice). */
export interface AffiliateReportReceipt {
  readonly type: AffiliateReportType;
  readonly duplicate: boolean;
}

/** GET get_affiliate_sign: a sign (purpose `affiliate`) for the signed-in shop, usable once within five minutes. */
export const getAffiliateSign = get('/api/v1/admin/get_affiliate_sign', NO_PARAMS, answer<ShopSign>());

/** POST the affiliate tracking report: type, content, source, medium, campaign, shop, sign, sign_time, app_id. */
export const reportAffiliateCampaign = post('/api/v1/public/affiliate/report', schema('affiliateReportRequest'), answer<AffiliateReportReceipt>());
