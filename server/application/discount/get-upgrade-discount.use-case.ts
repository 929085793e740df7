import { type UpgradeDiscountOffer } from '../../../src/contracts/discount.contract';
import { DEFAULT_DISCOUNT_PRICE, DEFAULT_DISCOUNT_VALUE } from '../../../src/domain/discount/discount-offer';
import { AppError, notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type ShopRepository } from '../shops/shop-repository.port';
import { readTriggeredOffer, UPGRADE_OFFER_DOCUMENT, upgradeOfferState, type UpgradeOfferState } from './upgrade-offer';

function offerAnswer(state: UpgradeOfferState): UpgradeDiscountOffer {
  const running = state.running;
  return {
    is_get_discount: running ? 1 : 0,
    discount_remaining: running?.remainingSeconds ?? 0,
    discount_value: running?.discountValue ?? DEFAULT_DISCOUNT_VALUE,
    original_price: DEFAULT_DISCOUNT_PRICE,
    trigger_mode: running?.mode ?? 0,
    tag: '',
    is_triggerable: state.triggerable ? 1 : 0,
  };
}

/**
 * GET get_upgrade_discount: shops on an upgrade-prompt plan (Free, Import) get the new-install
 * offer for their first 7 days, then the one offer they may start; paid plans get none.
 */
export class GetUpgradeDiscountUseCase {
  constructor(
    private readonly shops: ShopRepository,
    private readonly settings: SettingsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async execute(shop: AuthenticatedShop): Promise<UpgradeDiscountOffer> {
    const record = await this.shops.get(shop);
    if (!record) throw notFound('shop');
    return offerAnswer(upgradeOfferState(record, await readTriggeredOffer(this.settings, shop), this.now()));
  }

  /**
   * POST activate_upgrade_discount: starts the shop's one offer, remembering what started it.
   * A shop that may not start one is refused (409) with is_triggerable in the envelope's data.
   */
  async activate(shop: AuthenticatedShop, request: { readonly trigger_mode: number }): Promise<UpgradeDiscountOffer> {
    const record = await this.shops.get(shop);
    if (!record) throw notFound('shop');
    const now = this.now();
    const state = upgradeOfferState(record, await readTriggeredOffer(this.settings, shop), now);
    if (!state.triggerable) throw new AppError('conflict', 'trigger_mode: this shop cannot start an offer now');
    await this.settings.writeDocument(shop, UPGRADE_OFFER_DOCUMENT, { trigger_mode: request.trigger_mode, started_at: now.toISOString() });
    return offerAnswer(upgradeOfferState(record, { mode: request.trigger_mode, startedAt: now }, now));
  }
}
