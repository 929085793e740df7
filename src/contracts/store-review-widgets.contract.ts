import { type SideTabSettings, type StoreReviewSettings } from '../domain/storefront/store-review-widgets';
import { answer, get, NO_PARAMS, post, schemasOf } from './contract';

/** Store reviews and the side tab, edited on /display/storeReview and /display/tab (docs/product/storefront.md#store-reviews). */

const schema = schemasOf(() => import('./store-review-widgets.schema'));

/** GET get_store_review_setting: the store-review block's settings, each its default until saved. */
export const getStoreReviewSettings = get('/api/v1/admin/get_store_review_setting', NO_PARAMS, answer<StoreReviewSettings>());

/** POST set_store_review_setting: a partial save; answers the whole object. */
export const setStoreReviewSettings = post('/api/v1/admin/set_store_review_setting', schema('setStoreReviewSettingsRequest'), answer<StoreReviewSettings>());

/** GET get_sidetab_settings. */
export const getSideTabSettings = get('/api/v1/admin/get_sidetab_settings', NO_PARAMS, answer<SideTabSettings>());

/** POST set_sidetab_settings: a partial save; answers the whole object. */
export const setSideTabSettings = post('/api/v1/admin/set_sidetab_settings', schema('setSideTabSettingsRequest'), answer<SideTabSettings>());

/** POST create_sidetab_review_page: the shop's "Reviews" page (made once), and the side tab linked to it. */
export const createSideTabReviewPage = post('/api/v1/admin/create_sidetab_review_page', NO_PARAMS, answer<{ readonly url: string; readonly settings: SideTabSettings }>());
