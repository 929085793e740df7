import { type Hono } from 'hono';
import { getReviewRequestLink } from '../../../../src/contracts/collect-link.contract';
import { type GetReviewRequestLinkUseCase } from '../../../application/collect/get-review-request-link.use-case';
import { ContractRoutes } from '../contract-routes';
import { type HttpEnv } from '../http-env';

/** /collect/review_request_link's endpoint (docs/product/collect-link.md). */
export function collectLinkRoutes(getLink: GetReviewRequestLinkUseCase): Hono<HttpEnv> {
  return new ContractRoutes('/api/v1/admin').serve(getReviewRequestLink, (_request, c) => getLink.execute(c.get('shop'))).router;
}
