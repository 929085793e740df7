import { cors } from 'hono/cors';
import { type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getCheckoutReferralLink } from '../../../../src/contracts/promo-widgets.contract';
import { type CheckoutReferralLinkUseCase } from '../../../application/storefront/checkout-referral-link.use-case';
import { ContractRoutes } from '../contract-routes';
import { limitedByAddress } from '../rate-limiters';

export const CHECKOUT_API_BASE = '/api/v1/checkout';

/** How long a browser may keep the preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

export interface CheckoutReferralEndpoint {
  readonly useCase: CheckoutReferralLinkUseCase;
  /** Requests per buyer address (no app token here, so it is limited like the storefront's reads). */
  readonly byAddress: RateLimiterAbstract;
  /** Proxies of ours in front of the server (TRUSTED_PROXY_HOPS). */
  readonly trustedProxyHops: number;
}

/**
 * The checkout UI extension's endpoint (docs/product/referral-invites.md#checkout-prompt). The
 * extension runs in a web worker whose origin Shopify does not fix, so Shopify asks servers to
 * answer any origin (`Access-Control-Allow-Origin: *`); nothing is trusted from the origin, only
 * from the session token, and no cookie is read.
 */
export function checkoutReferralRoutes({ useCase, byAddress, trustedProxyHops }: CheckoutReferralEndpoint) {
  const routes = new ContractRoutes(CHECKOUT_API_BASE);
  routes.router.use(cors({ origin: '*', allowMethods: ['GET', 'OPTIONS'], allowHeaders: ['Authorization'], maxAge: PREFLIGHT_MAX_AGE_SECONDS }));
  routes.router.use(limitedByAddress(byAddress, trustedProxyHops, 'checkout requests'));
  return routes.serve(getCheckoutReferralLink, (_request, c) => useCase.execute(bearerToken(c.req.header('Authorization')))).router;
}

function bearerToken(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? '';
}
