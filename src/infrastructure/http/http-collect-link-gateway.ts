import { type CollectLinkGateway } from '../../application/collect/collect-link-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import { getReviewRequestLink, type ReviewRequestLink } from '../../contracts/collect-link.contract';

/** get_review_request_link through its contract. */
export class HttpCollectLinkGateway implements CollectLinkGateway {
  constructor(private readonly client: ContractClient) {}

  reviewRequestLink(): Promise<ReviewRequestLink> {
    return this.client.call(getReviewRequestLink, {});
  }
}
