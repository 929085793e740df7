import { type PlanLimitDetails } from '../../../src/contracts/error-codes';
import { findPlan, PLAN_NAME_FREE } from '../../../src/domain/plans/plan-catalog';
import { type CountedStorefrontWidget, isWidgetChangeAllowed, storefrontWidgetLimitForPlan } from '../../../src/domain/plans/widget-allowance';
import { FLAG_ON } from '../../../src/domain/shop/flag-value';
import { carouselIsOn } from '../../../src/domain/storefront/showcase-settings';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { AppError, notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';
import { readShopWidgetSettings, type ShopWidgetSettings } from './shop-widget-settings';
import { type WidgetAllowance } from './widget-allowance.port';

/** Each counted widget's switch, read as the widgets list reads it. */
function isSwitchedOn(saved: ShopWidgetSettings): Readonly<Record<CountedStorefrontWidget, boolean>> {
  return {
    reviews: saved.widget.is_activate_reviews === FLAG_ON,
    // The storefront shows Q&A when both its switches are on: the widgets list's and the Q&A page's.
    qa: saved.widget.is_qa_active === FLAG_ON && saved.qa.is_active === 1,
    storeReview: saved.widget.is_active_store_review === FLAG_ON,
    summary: saved.summary.is_active === FLAG_ON,
    shows: saved.buyersShow.is_active === FLAG_ON,
    carousel: carouselIsOn(saved.cardCarousel) === FLAG_ON,
    tab: saved.sideTab.is_active === FLAG_ON,
    referral: saved.referral.is_active === FLAG_ON,
    checkout: saved.orderReview.is_active === FLAG_ON,
  };
}

/** The allowance over the shop's saved widget settings and its plan. */
export class StorefrontWidgetAllowance implements WidgetAllowance {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly shops: Pick<ShopRepository, 'get' | 'hold'>,
  ) {}

  async switchedOn(shop: AuthenticatedShop): Promise<number> {
    // Two saves at once, each switching one widget on, must not both count five and both land.
    await this.shops.hold(shop);
    return this.count(shop);
  }

  private async count(shop: AuthenticatedShop): Promise<number> {
    return Object.values(isSwitchedOn(await readShopWidgetSettings(this.settings, shop))).filter(Boolean).length;
  }

  async ensureWithin(shop: AuthenticatedShop, before: number, field: string): Promise<void> {
    const after = await this.count(shop);
    if (after <= before) return;
    const record = await this.shops.get(shop);
    if (!record) throw notFound('shop');
    const limit = storefrontWidgetLimitForPlan(record.pricingPlanId);
    if (limit === null || isWidgetChangeAllowed(before, after, limit)) return;
    const plan = findPlan(record.pricingPlanId)?.name ?? PLAN_NAME_FREE;
    const details: PlanLimitDetails = { plan_limit: 'storefront_widgets', allowed: limit, plan_name: plan };
    throw new AppError('planLimit', `${field}: the ${plan} plan shows at most ${limit} storefront widgets at once; switch one off or upgrade your plan`, null, details);
  }
}
