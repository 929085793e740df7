import { type ReviewRequestProductsGateway } from '../../application/collect/review-request-products-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import { getReviewRequestProducts, saveReviewRequestProducts } from '../../contracts/review-request-products.contract';
import { type ReviewRequestProductSettings, type ReviewRequestProductsView } from '../../domain/collect/review-request-products';

/** get/save_review_request_products through their contracts. */
export class HttpReviewRequestProductsGateway implements ReviewRequestProductsGateway {
  constructor(private readonly client: ContractClient) {}

  load(): Promise<ReviewRequestProductsView> {
    return this.client.call(getReviewRequestProducts, {});
  }

  save(changes: Partial<ReviewRequestProductSettings>): Promise<ReviewRequestProductsView> {
    const { excluded_product_ids: products, excluded_collection_ids: collections, ...rest } = changes;
    return this.client.call(saveReviewRequestProducts, {
      ...rest,
      ...(products ? { excluded_product_ids: [...products] } : {}),
      ...(collections ? { excluded_collection_ids: [...collections] } : {}),
    });
  }
}
