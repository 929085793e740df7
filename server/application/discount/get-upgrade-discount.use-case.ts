import { type UpgradeDiscountOffer } from '../../../src/contracts/discount.contract';
import { DEFAULT_DISCOUNT_PRICE, DEFAULT_DISCOUNT_VALUE } from '../../../src/domain/discount/discount-offer';
import { findPlan, PLAN_NAME_FREE } from '../../../src/domain/plans/plan-catalog';
import { shouldShowUpgradePrompt } from '../../../src/domain/plans/upgrade-prompt';
import { MS_PER_DAY, MS_PER_SECOND } from '../../../src/domain/shared/time';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';

/** A shop on Free or Import is offered the upgrade discount for this long after installing. */
export const NEW_INSTALL_OFFER_DAYS = 7;
/** trigger_mode of the new-install offer; it applies to every paid plan, so the admin shows the maximum-plan tip. */
export const NEW_INSTALL_TRIGGER_MODE = 1;

/**
 * GET get_upgrade_discount: shops on an upgrade-prompt plan (Free, Import) get the new-install
 * offer for their first 7 days, counted from the install time; paid plans get none.
 */
export class GetUpgradeDiscountUseCase {
  constructor(
    private readonly shops: ShopRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async execute(shop: AuthenticatedShop): Promise<UpgradeDiscountOffer> {
    const record = await this.shops.get(shop);
    if (!record) throw notFound('shop');
    const eligible = shouldShowUpgradePrompt(findPlan(record.pricingPlanId)?.name ?? PLAN_NAME_FREE);
    const endsAt = record.installedAt.getTime() + NEW_INSTALL_OFFER_DAYS * MS_PER_DAY;
    const remaining = eligible ? Math.max(0, Math.floor((endsAt - this.now().getTime()) / MS_PER_SECOND)) : 0;
    const offered = remaining > 0;
    return {
      is_get_discount: offered ? 1 : 0,
      discount_remaining: remaining,
      discount_value: DEFAULT_DISCOUNT_VALUE,
      original_price: DEFAULT_DISCOUNT_PRICE,
      trigger_mode: offered ? NEW_INSTALL_TRIGGER_MODE : 0,
      tag: '',
      is_triggerable: eligible && !offered ? 1 : 0,
    };
  }
}
