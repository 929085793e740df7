import { CheckoutReferralLinkUseCase } from '../application/storefront/checkout-referral-link.use-case';
import { type AreaRoutes } from '../infrastructure/http/app';
import { rateLimiter } from '../infrastructure/http/rate-limiters';
import { CHECKOUT_API_BASE, checkoutReferralRoutes } from '../infrastructure/http/routes/checkout-referral.routes';
import { DEFAULT_STOREFRONT_LIMITS } from '../infrastructure/http/routes/storefront.routes';
import { JoseCheckoutSessionTokenVerifier } from '../infrastructure/shopify/jose-checkout-session-token-verifier';
import { type Platform } from './platform';
import { composeReferralLinks } from './referral-links';

/**
 * What the checkout UI extension asks the app (docs/product/referral-invites.md#checkout-prompt):
 * the buyer's referral share link. Only in Shopify mode: the extension runs in Shopify's checkout,
 * and its session token is signed with the app's API secret, which development store mode has not.
 */
export function composeCheckoutExtension(platform: Platform): AreaRoutes {
  const { options, shops, settings, now } = platform;
  if (!options.shopify) return {};
  const limits = options.storefrontLimits ?? DEFAULT_STOREFRONT_LIMITS;
  const useCase = new CheckoutReferralLinkUseCase(
    new JoseCheckoutSessionTokenVerifier(options.shopify.apiKey, options.shopify.apiSecret, now),
    shops,
    settings,
    composeReferralLinks(platform),
  );
  const routes = checkoutReferralRoutes({
    useCase,
    byAddress: rateLimiter(platform.rateLimitStore, 'checkout-address', limits.readsPerAddressPerMinute, 60),
    trustedProxyHops: limits.trustedProxyHops,
  });
  return { public: [{ base: CHECKOUT_API_BASE, routes }] };
}
