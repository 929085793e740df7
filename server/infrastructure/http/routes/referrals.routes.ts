import { claimReferral, getReferralConversion, getReferralOffer } from '../../../../src/contracts/referrals.contract';
import { type ReferralSharePageUseCases } from '../../../application/referrals/referral-share-page.use-case';
import { ContractRoutes } from '../contract-routes';
import { limitedByAddress, rateLimiter, type RateLimitStore } from '../rate-limiters';

/** How often one address may use the referral pages' endpoints (docs/product/referrals.md#the-friend). */
export interface ReferralPageLimits {
  readonly readsPerAddressPerMinute: number;
  /** Each new claim makes a discount code in Shopify: kept well under what a person needs. */
  readonly claimsPerAddressPerHour: number;
  readonly trustedProxyHops: number;
}

export const DEFAULT_REFERRAL_PAGE_LIMITS: Omit<ReferralPageLimits, 'trustedProxyHops'> = { readsPerAddressPerMinute: 60, claimsPerAddressPerHour: 20 };

/**
 * The public endpoints of /referral_share_link and /referral_conversion, mounted at the root: no
 * session; the share link's shop and signed code are the credential.
 */
export function referralPageRoutes(useCases: ReferralSharePageUseCases, limits: ReferralPageLimits, limitStore: RateLimitStore) {
  const reads = rateLimiter(limitStore, 'referral-page-address', limits.readsPerAddressPerMinute, 60);
  const claims = rateLimiter(limitStore, 'referral-claim-address', limits.claimsPerAddressPerHour, 3600);
  const routes = new ContractRoutes('');
  routes.router.use(getReferralOffer.path, limitedByAddress(reads, limits.trustedProxyHops, 'requests'));
  routes.router.use(getReferralConversion.path, limitedByAddress(reads, limits.trustedProxyHops, 'requests'));
  routes.router.use(claimReferral.path, limitedByAddress(claims, limits.trustedProxyHops, 'claims'));
  routes
    .serve(getReferralOffer, (request) => useCases.offer(request))
    .serve(claimReferral, (request) => useCases.claim(request))
    .serve(getReferralConversion, (request) => useCases.conversion(request));
  return routes.router;
}
