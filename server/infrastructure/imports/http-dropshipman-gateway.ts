import {
  type DropshipmanGateway,
  type DropshipmanLinkedProduct,
  type DropshipmanPage,
  type DropshipmanReview,
} from '../../application/imports/dropshipman-gateway.port';
import { IMPORT_ORIGIN_NAMES } from '../../../src/domain/import/imported-review';
import { endpoint, field, getAppJson, listOf, numberOf, requiredList, textOf } from './app-api-request';

/** Items per page asked of Dropshipman. */
export const DROPSHIPMAN_PAGE_SIZE = 100;

const NAME = IMPORT_ORIGIN_NAMES.dropshipman;
const REFUSAL = { credential: 'api_key' } as const;

/**
 * Dropshipman's partner API (docs/product/import-apps.md#dropshipman-api): the key as a bearer
 * token, `GET /api/v1/linked-products` and `GET /api/v1/linked-products/{supplier id}/reviews`,
 * each paged with `page` and `per_page` and answering `next_page` (null on the last page).
 */
export class HttpDropshipmanGateway implements DropshipmanGateway {
  constructor(private readonly baseUrl: string) {}

  async linkedProducts(apiKey: string, page: number): Promise<DropshipmanPage<DropshipmanLinkedProduct>> {
    const answer = await this.get(apiKey, '/api/v1/linked-products', page);
    return {
      items: requiredList(NAME, answer, 'products')
        .map((product) => ({
          shopifyProductId: textOf(field(product, 'shopify_product_id')),
          supplierProductId: textOf(field(product, 'supplier_product_id')),
          supplierTitle: textOf(field(product, 'supplier_title')),
          reviewCount: numberOf(field(product, 'review_count')),
        }))
        .filter((product) => product.shopifyProductId !== '' && product.supplierProductId !== ''),
      nextPage: nextPageOf(answer, page),
    };
  }

  async reviews(apiKey: string, supplierProductId: string, page: number): Promise<DropshipmanPage<DropshipmanReview>> {
    const answer = await this.get(apiKey, `/api/v1/linked-products/${encodeURIComponent(supplierProductId)}/reviews`, page);
    return {
      items: requiredList(NAME, answer, 'reviews').map((review) => ({
        id: textOf(field(review, 'id')),
        rating: numberOf(field(review, 'rating')),
        body: textOf(field(review, 'content')),
        authorName: textOf(field(review, 'buyer_name')),
        country: textOf(field(review, 'buyer_country')),
        commentedAt: textOf(field(review, 'created_at')),
        photoUrls: listOf(field(review, 'images')).map(textOf),
        videoUrls: listOf(field(review, 'videos')).map(textOf),
      })),
      nextPage: nextPageOf(answer, page),
    };
  }

  private get(apiKey: string, path: string, page: number): Promise<unknown> {
    return getAppJson(NAME, endpoint(this.baseUrl, path, { page, per_page: DROPSHIPMAN_PAGE_SIZE }), { Authorization: `Bearer ${apiKey}` }, REFUSAL);
  }
}

/** The next page, only when it moves forward (a page that names itself would loop). */
function nextPageOf(answer: unknown, page: number): number | null {
  const next = numberOf(field(answer, 'next_page'));
  return Number.isInteger(next) && next > page ? next : null;
}
