import { type ReviewRequestLink } from '../../contracts/collect-link.contract';

/** The shop's own review link and its QR code (docs/product/collect-link.md). Failures reject with an ApiError. */
export interface CollectLinkGateway {
  reviewRequestLink(): Promise<ReviewRequestLink>;
}
