import { emailsBoughtThisPeriod } from '../../../src/domain/plans/email-usage-charges';
import { type UserInfo } from '../../../src/contracts/shop.contract';
import { emailSendQuotaForPlan, nextEmailQuotaReset } from '../../../src/domain/plans/email-quota';
import { reviewDisplayLimitForPlan } from '../../../src/domain/plans/feature-matrix';
import { findPlan, planSavingPercent, PLAN_NAME_FREE } from '../../../src/domain/plans/plan-catalog';
import { permissionsForPlan, serializePlanPermissions } from '../../../src/domain/plans/plan-permissions';
import { DEFAULT_OVERAGE_NUM } from '../../../src/domain/plans/review-quota';
import { effectiveNpsFlag } from '../../../src/domain/shop/nps-survey';
import { parseShopConfig, serializeShopConfig } from '../../../src/domain/shop/shop-config-flags';
import { roundToHundredths } from '../../../src/domain/shared/money';
import { reviewsHiddenByPlan } from './reviews-hidden-by-plan';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { daysSinceInstall } from './days-since-install';
import { type ShopRepository } from './shop-repository.port';
import { themeEditorUrl } from './theme-editor-links';

const BILLING_INTERVAL = { monthly: 'EVERY_30_DAYS', yearly: 'ANNUAL' } as const;

/**
 * What the user info shows that other areas keep: the composition reads it from the settings and
 * the billing preferences, so the shop's area imports neither (docs/decisions/0060).
 */
export interface UserInfoSources {
  /** The shop's flags: its stored shop_config entries. */
  shopConfig(shop: AuthenticatedShop): Promise<Readonly<Record<string, string>>>;
  /** Whether e-mails past the quota are bought as usage charges (the billing preferences). */
  usageChargeEnabled(shop: AuthenticatedShop): Promise<boolean>;
}

/** The whole shop/user entity of docs/product/spec-map.md §3, for get_user_info. */
export class GetUserInfoUseCase {
  constructor(
    private readonly shops: ShopRepository,
    private readonly sources: UserInfoSources,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async execute(shop: AuthenticatedShop): Promise<UserInfo> {
    const [record, activity, storedConfig, usageChargeEnabled] = await Promise.all([
      this.shops.get(shop),
      this.shops.activity(shop),
      this.sources.shopConfig(shop),
      this.sources.usageChargeEnabled(shop),
    ]);
    if (!record) throw notFound('shop');
    const hidden = await reviewsHiddenByPlan(this.shops, shop, record.pricingPlanId);
    const plan = findPlan(record.pricingPlanId);
    const prices = plan?.pricePerMonth ?? null;
    const displayLimit = reviewDisplayLimitForPlan(record.pricingPlanId);
    const permissions = permissionsForPlan(record.pricingPlanId);
    const now = this.now();
    const days = daysSinceInstall(record.installedAt, now);

    return {
      id: record.id,
      name: record.name,
      owner: record.owner,
      email: record.email,
      myshopify_domain: record.domain,
      domain: record.customDomain || record.domain,
      shopify_plan: record.shopifyPlan,
      currency_symbol: record.currencySymbol,
      /** The shop's IANA zone: list filters count days in it, so the admin prints dates in it too. */
      time_zone: record.timeZone,
      reviews_api_key: record.reviewsApiKey,
      plan_name: plan?.name ?? PLAN_NAME_FREE,
      discount_remaining: 0,
      upgrade_method: '',
      order_requests: activity.orderRequests,
      days,
      install_time: record.installedAt.toISOString(),
      pricing_plan_id: record.pricingPlanId,
      amount: prices?.original ?? 0,
      discount_amount: prices ? roundToHundredths(prices.original - prices.newUser) : 0,
      permissions: serializePlanPermissions(permissions),
      tier_level: 1,
      is_super_admin: record.isSuperAdmin || shop.superAdmin ? 1 : 0,
      email_quota_info: {
        // -1: the plan sends without limit (UNLIMITED_EMAIL_QUOTA); the field is a number on every plan.
        email_send_quota_count: emailSendQuotaForPlan(record.pricingPlanId),
        email_send_quota_used_count: record.emailQuotaUsed,
        next_email_quota_reset_time: nextEmailQuotaReset(record.installedAt, now).toISOString(),
        is_enabled_usage_charge: usageChargeEnabled ? 1 : 0,
        usage_charge_add_email_quota: emailsBoughtThisPeriod(record.emailQuotaExtra, record.emailQuotaResetAt, now),
      },
      overage: {
        isShow: hidden.hiddenReviews > 0,
        num: displayLimit ?? DEFAULT_OVERAGE_NUM,
      },
      price: {
        originalPrice: prices?.original ?? 0,
        actualPrice: prices?.newUser ?? 0,
        discount: planSavingPercent(record.pricingPlanId) ?? 0,
        paidMonthsNumber: 0,
        interval: BILLING_INTERVAL[plan?.interval ?? 'monthly'],
      },
      reviewsCountInfo: {
        max: activity.maxReviewsOnOneProduct,
        limit: displayLimit ?? 0,
        hidden: hidden.hiddenReviews,
        hiddenProducts: hidden.products,
        hiddenProductIds: hidden.productIds,
      },
      isDisableThemeEmbeds: record.themeEmbedEnabled ? 0 : 1,
      themeEmbedsUrl: themeEditorUrl(record.domain),
      shopConfig: {
        ...serializeShopConfig(parseShopConfig(storedConfig)),
        is_show_nps: effectiveNpsFlag(storedConfig.is_show_nps, { daysSinceInstall: days, reviewCount: activity.reviewCount }),
      },
      permissionsData: { remove_branding: permissions.removeBranding },
    };
  }
}
