import { type ReviewRequestProductSettings, type ReviewRequestProductsView } from '../../domain/collect/review-request-products';

/**
 * Which products get review requests (docs/product/collect-auto.md#products). A refused save
 * rejects with an ApiError whose message names the field.
 */
export interface ReviewRequestProductsGateway {
  load(): Promise<ReviewRequestProductsView>;
  save(changes: Partial<ReviewRequestProductSettings>): Promise<ReviewRequestProductsView>;
}
