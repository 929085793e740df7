import { type FeedCoverage } from '../../../src/domain/compliance/compliance-facts';
import { type FeedCoverageSource } from '../../application/compliance/compliance-ports.port';

/**
 * The feed's coverage until the Google Shopping feed integration is wired in (issue 27): no feed,
 * so the feed rules report nothing. The feed's own adapter replaces it at merge.
 */
export class FeedNotEnabledCoverage implements FeedCoverageSource {
  coverage(): Promise<FeedCoverage> {
    return Promise.resolve({ enabled: false, lowRatingsIncluded: true, incentivisedLabelled: true });
  }
}
