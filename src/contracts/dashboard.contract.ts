import { type ReviewActivity, type ReviewAnomalyKind } from '../domain/dashboard/review-anomalies';
import { answer, get, NO_PARAMS, post, schemasOf } from './contract';

const schema = schemasOf(() => import('./dashboard.schema'));

/** The dashboard's own calls: its ad, recommended apps and review anomalies (docs/product/dashboard-and-guide.md). */

/** The words of an ad or an app in one language. */
export interface PromotionWords {
  readonly title: string;
  readonly desc: string;
  readonly btn_text: string;
}

/** One of our partners' promotions. `image` is a path on this server (shipped with the admin). */
export interface Ad extends PromotionWords {
  readonly id: number;
  readonly url: string;
  readonly image: string;
  /** The words in other admin languages; a language missing here shows the English words. */
  readonly translations: Readonly<Partial<Record<string, PromotionWords>>>;
}

export interface AdList {
  readonly list: readonly Ad[];
}

/** GET get_ads?category=1: the ads of a placement, in rotation order. */
export const getAds = get('/api/v1/admin/get_ads', schema('getAdsRequest'), answer<AdList>());

export interface AdClick {
  readonly ad_id: number;
  /** The shop's clicks on this ad so far, this one included. */
  readonly clicks: number;
}

/** POST set_ad_click {ad_id}: counts a click of the shop on the ad; an unknown ad is a 404. */
export const setAdClick = post('/api/v1/admin/set_ad_click', schema('setAdClickRequest'), answer<AdClick>());

/** A partner app worth installing. `logo` is a path on this server. */
export interface RecommendedApp {
  readonly url: string;
  readonly logo: string;
  readonly name: string;
  readonly desc: string;
  /** `desc` in other admin languages; a missing one shows `desc`. */
  readonly desc_translations: Readonly<Partial<Record<string, string>>>;
}

export interface RecommendedAppList {
  readonly list: readonly RecommendedApp[];
}

/** GET /admin/v1/merchant/get_recommend_app_list: the apps the dashboard recommends. */
export const getRecommendAppList = get('/admin/v1/merchant/get_recommend_app_list', NO_PARAMS, answer<RecommendedAppList>());

export interface ReviewAnomalies {
  /** What the dashboard's anomalies banner names; empty when the last week looks usual. */
  readonly anomalies: readonly ReviewAnomalyKind[];
  readonly activity: ReviewActivity;
}

/** GET get_review_anomalies: the last 7 days' reviews against the 4 weeks before. */
export const getReviewAnomalies = get('/api/v1/admin/get_review_anomalies', NO_PARAMS, answer<ReviewAnomalies>());
