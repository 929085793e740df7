import { type OrderReviewSettings, type ReferralSettings } from '../domain/storefront/promo-widget-settings';
import { CHECKOUT_REFERRAL_LINK_PATH, type ReferralLink } from '../domain/storefront/checkout-referral-prompt';
import { answer, get, NO_PARAMS, post, schemasOf } from './contract';
import { STOREFRONT_ENDPOINTS } from './storefront-paths';

/**
 * The referral widget's and the order review prompt's settings, edited on /display/referral and
 * /display/checkout (docs/product/storefront.md#referral-and-checkout), and the storefront's
 * referral link.
 */

const schema = schemasOf(() => import('./promo-widgets.schema'));

/** GET get_referral_offer_setting: the referral offer and its widget, defaults until saved. */
export const getReferralOfferSetting = get('/api/v1/admin/get_referral_offer_setting', NO_PARAMS, answer<ReferralSettings>());

/** POST set_referral_setting: a partial save; each reward must pass the discount rule of its type (422 naming the field). */
export const setReferralSetting = post('/api/v1/admin/set_referral_setting', schema('setReferralSettingRequest'), answer<ReferralSettings>());

/** GET get_auto_leave_review_setting: the order review prompt (thank-you and order pages). */
export const getAutoLeaveReviewSetting = get('/api/v1/admin/get_auto_leave_review_setting', NO_PARAMS, answer<OrderReviewSettings>());

/** POST set_auto_leave_review_setting: a partial save. */
export const setAutoLeaveReviewSetting = post('/api/v1/admin/set_auto_leave_review_setting', schema('setAutoLeaveReviewSettingRequest'), answer<OrderReviewSettings>());

/** GET referral_link (app proxy): the code the shopper shares as `?ref=`; 404 while the offer is off. */
export const getReferralLink = get(`/proxy/${STOREFRONT_ENDPOINTS.referralLink}`, NO_PARAMS, answer<ReferralLink>());

/**
 * GET /api/v1/checkout/referral_link: the checkout extension's request for the buyer's share link,
 * with the checkout's session token as `Authorization: Bearer`; 401 for a token that does not
 * verify, 404 while the offer or the checkout card is off, no code for a buyer not signed in.
 */
export const getCheckoutReferralLink = get(CHECKOUT_REFERRAL_LINK_PATH, NO_PARAMS, answer<ReferralLink>());
