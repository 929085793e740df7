import { rotateReviewsApiKey } from '../../../../src/contracts/reviews-api-key.contract';
import { type RotateReviewsApiKeyUseCase } from '../../../application/shops/rotate-reviews-api-key.use-case';
import { ContractRoutes } from '../contract-routes';

/** POST /api/v1/admin/rotate_reviews_api_key; mount after authentication. */
export function reviewsApiKeyRoutes(rotate: RotateReviewsApiKeyUseCase) {
  return new ContractRoutes('/api/v1/admin').serve(rotateReviewsApiKey, (_request, c) => rotate.execute(c.get('shop'))).router;
}
