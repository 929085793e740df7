import { type ReviewRequestProductsView } from '../domain/collect/review-request-products';
import { answer, get, NO_PARAMS, post, schemasOf } from './contract';

/** Which products get review requests, edited on /collect/review_request_product (docs/product/collect-auto.md#products). */

const schema = schemasOf(() => import('./review-request-products.schema'));

/** GET get_review_request_products: the shop's choice with the chosen items' titles, the defaults (every product) until saved. */
export const getReviewRequestProducts = get('/api/v1/admin/get_review_request_products', NO_PARAMS, answer<ReviewRequestProductsView>());

/** POST save_review_request_products: a partial save; a bad field is refused (422 naming it) and nothing changes. */
export const saveReviewRequestProducts = post('/api/v1/admin/save_review_request_products', schema('saveReviewRequestProductsRequest'), answer<ReviewRequestProductsView>());
