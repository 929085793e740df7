import { type ImportJobView } from '../domain/import/import-views';
import { answer, EMPTY_BODY, get, NO_PARAMS, post, schemasOf } from './contract';

const schema = schemasOf(() => import('./import-apps.schema'));

/** Imports from other apps and by hand (docs/product/import-apps.md). */
const IMPORT = '/api/v1/admin/import';

/** The shop's Dropshipman connection; the key itself never comes back, only its last characters. */
export interface DropshipmanConnection {
  readonly connected: boolean;
  /** '••••' and the key's last four characters; '' when not connected. */
  readonly key_hint: string;
  /** ISO 8601; null when not connected. */
  readonly connected_at: string | null;
}

/** A Shopify product Dropshipman links to an AliExpress product. */
export interface DropshipmanProductView {
  readonly shopify_product_id: string;
  readonly supplier_product_id: string;
  readonly supplier_title: string;
  /** Reviews the AliExpress product has, as Dropshipman counts them. */
  readonly review_count: number;
  /** When its reviews were last synced (ISO 8601); null when never. */
  readonly synced_at: string | null;
  /** The import that last synced it, for its progress; null when never. */
  readonly last_job_id: number | null;
}

export interface DropshipmanProductList {
  readonly products: readonly DropshipmanProductView[];
}

/** GET get_dropshipman_connection: whether the shop has connected Dropshipman. */
export const getDropshipmanConnection = get(`${IMPORT}/get_dropshipman_connection`, NO_PARAMS, answer<DropshipmanConnection>());

/** POST connect_dropshipman: tries the key against Dropshipman, then stores it for the shop. */
export const connectDropshipman = post(`${IMPORT}/connect_dropshipman`, schema('connectDropshipmanRequest'), answer<DropshipmanConnection>());

/** POST disconnect_dropshipman: forgets the key (what was synced stays). */
export const disconnectDropshipman = post(`${IMPORT}/disconnect_dropshipman`, EMPTY_BODY, answer<DropshipmanConnection>());

/** GET get_dropshipman_products: the linked products, each with whether it was synced. */
export const getDropshipmanProducts = get(`${IMPORT}/get_dropshipman_products`, NO_PARAMS, answer<DropshipmanProductList>());

/** POST sync_dropshipman_reviews: the chosen (or every) product's reviews become one import. */
export const syncDropshipmanReviews = post(`${IMPORT}/sync_dropshipman_reviews`, schema('syncDropshipmanRequest'), answer<ImportJobView>());

/** POST import_from_review_app: reads every review from another app's API with credentials used once, never stored. */
export const importFromReviewApp = post(`${IMPORT}/import_from_review_app`, schema('importFromReviewAppRequest'), answer<ImportJobView>());

/** POST add_manual_review: one review typed in by the merchant, through the import pipeline. */
export const addManualReview = post(`${IMPORT}/add_manual_review`, schema('addManualReviewRequest'), answer<ImportJobView>());
