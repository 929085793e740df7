import { BillingUseCases } from '../application/billing/billing-use-cases';
import { DEVELOPMENT_BILLING_PATH, DevelopmentBillingConfirmation, DevelopmentBillingGateway } from '../application/billing/development-billing';
import { RecordUsageChargesUseCase } from '../application/billing/record-usage-charges.use-case';
import { GetUpgradeDiscountUseCase } from '../application/discount/get-upgrade-discount.use-case';
import { PricingPlansUseCases } from '../application/plans/pricing-plans.use-case';
import { DrizzleBillingChargeRepository } from '../infrastructure/db/drizzle-billing-charge-repository';
import { DrizzleStorefrontSyncQueue } from '../infrastructure/db/drizzle-storefront-sync-queue';
import { DrizzleTransactions } from '../infrastructure/db/drizzle-transactions';
import { DrizzleUsageRecordRepository } from '../infrastructure/db/drizzle-usage-record-repository';
import { type AreaRoutes } from '../infrastructure/http/app';
import { developmentBillingRoutes } from '../infrastructure/http/routes/development-billing.routes';
import { discountRoutes } from '../infrastructure/http/routes/discount.routes';
import { plansRoutes } from '../infrastructure/http/routes/plans.routes';
import { ShopifyBillingGateway } from '../infrastructure/shopify/shopify-billing-gateway';
import { type Platform } from './platform';

/**
 * Plans, billing and the upgrade offer (docs/decisions/0054-billing-behind-a-gateway-port.md): Shopify's
 * Billing API, or our simulated confirmation page in development store mode.
 */
export function composeBilling(platform: Platform): { readonly routes: AreaRoutes; readonly recordUsageCharges: RecordUsageChargesUseCase } {
  const { options, db, shops, settings, shopifyAuth, now } = platform;
  const gateway = shopifyAuth ? new ShopifyBillingGateway(shopifyAuth.gateway.graphql.bind(shopifyAuth.gateway)) : new DevelopmentBillingGateway(settings);
  const charges = new DrizzleBillingChargeRepository(db);
  const plans = new PricingPlansUseCases(shops, settings, charges, now);
  const billing = new BillingUseCases({
    gateway,
    charges,
    writes: new DrizzleTransactions(db, (tx) => ({ charges: new DrizzleBillingChargeRepository(tx), storefront: new DrizzleStorefrontSyncQueue(tx) })),
    settings,
    shops,
    discounts: plans,
    returnUrl: (shop) => `${options.shopify ? platform.origins.app : platform.origins.development}/auth?${new URLSearchParams({ shop: shop.domain }).toString()}`,
    now,
  });
  return {
    routes: {
      admin: [discountRoutes(new GetUpgradeDiscountUseCase(shops, settings, now)), plansRoutes({ plans, billing })],
      public: options.shopify
        ? []
        : [{ base: DEVELOPMENT_BILLING_PATH, routes: developmentBillingRoutes(new DevelopmentBillingConfirmation(shops, charges, settings)), redirectTrailingSlash: true }],
    },
    // E-mails bought past the quota (docs/product/plans-and-limits.md#spending-limit-and-usage-charges), billed after each claim.
    recordUsageCharges: new RecordUsageChargesUseCase(new DrizzleUsageRecordRepository(db), charges, gateway),
  };
}
