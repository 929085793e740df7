import { randomBytes } from 'node:crypto';
import { referralConversionUrl } from '../../src/contracts/referrals.contract';
import { ReferralSharePageUseCases } from '../application/referrals/referral-share-page.use-case';
import { shopUrlOf } from '../application/shops/shop-url';
import { DrizzleReferralRepository } from '../infrastructure/db/drizzle-referral-repository';
import { DEMO_STORE_PATH } from '../infrastructure/demo-storefront/demo-storefront.routes';
import { type AreaRoutes } from '../infrastructure/http/app';
import { DEFAULT_REFERRAL_PAGE_LIMITS, referralPageRoutes } from '../infrastructure/http/routes/referrals.routes';
import { DEFAULT_STOREFRONT_LIMITS } from '../infrastructure/http/routes/storefront.routes';
import { type Platform } from './platform';
import { composeReferralLinks } from './referral-links';

/**
 * The referral programme's public pages (docs/product/referrals.md): the friend's offer, code and
 * outcome. The order matching is the webhooks' (composition/webhooks.ts), the advocate's reward
 * e-mail the collect sender's (composition/collect-sending.ts).
 */
export function composeReferralPages(platform: Platform): AreaRoutes {
  const { options, db, shops, settings, now, origins } = platform;
  const useCases = new ReferralSharePageUseCases({
    shops,
    settings,
    referrals: new DrizzleReferralRepository(db),
    shopify: platform.shopifyGateway,
    links: composeReferralLinks(platform),
    // Shopify applies a code from its /discount/<code> address; the demo storefront from its own.
    storefrontUrl: (shop, code) =>
      options.shopify
        ? `${shopUrlOf(shop)}/discount/${encodeURIComponent(code)}`
        : `${origins.development}${DEMO_STORE_PATH}/checkout?${new URLSearchParams({ discount: code }).toString()}`,
    conversionUrl: (shop, link) => referralConversionUrl(origins.mailLinks, { shop: shop.domain, ...link }),
    random: (count) => [...randomBytes(count)],
    now,
  });
  const trustedProxyHops = (options.storefrontLimits ?? DEFAULT_STOREFRONT_LIMITS).trustedProxyHops;
  const routes = referralPageRoutes(useCases, { ...DEFAULT_REFERRAL_PAGE_LIMITS, trustedProxyHops }, platform.rateLimitStore);
  return { public: [{ base: '/', routes }] };
}
