import { type PlanLimitDetails } from '../../../src/contracts/error-codes';
import { findPlan, PLAN_NAME_FREE } from '../../../src/domain/plans/plan-catalog';
import { isWidgetChangeAllowed, storefrontWidgetLimitForPlan } from '../../../src/domain/plans/widget-allowance';
import { COUNTED_STOREFRONT_WIDGETS, isWidgetSwitchedOn } from '../../../src/domain/storefront/widget-registry';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { AppError, notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';
import { readShopWidgetSettings, settingsDocumentsOf } from './shop-widget-settings';
import { type WidgetAllowance } from './widget-allowance.port';

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
    // Each counted widget's switches, read as the widgets list reads them.
    const documents = settingsDocumentsOf(await readShopWidgetSettings(this.settings, shop));
    return COUNTED_STOREFRONT_WIDGETS.filter((widget) => isWidgetSwitchedOn(widget, documents)).length;
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
