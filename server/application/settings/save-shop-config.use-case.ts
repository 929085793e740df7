import { type ShopConfigEntries } from '../../../src/contracts/shop-config.contract';
import { permissionsForPlan } from '../../../src/domain/plans/plan-permissions';
import { FLAG_ON } from '../../../src/domain/shop/flag-value';
import { AppError, notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type GetShopConfigsUseCase } from './get-shop-configs.use-case';
import { type SettingsRepository } from './settings-repository.port';

/** The flag that removes the "Powered by" line, which only plans with remove_branding may turn on (docs/product/plan-permissions.md). */
const REMOVE_POWERED_BY_KEY = 'is_remove_powered_by_show';

/** save_shop_config: the changes were checked by the shop config contract; all keys land together. */
export class SaveShopConfigUseCase {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly shops: ShopRepository,
    private readonly getShopConfigs: GetShopConfigsUseCase,
  ) {}

  async execute(shop: AuthenticatedShop, changes: Readonly<Record<string, string>>): Promise<ShopConfigEntries> {
    if (changes[REMOVE_POWERED_BY_KEY] === FLAG_ON) await this.requireRemoveBranding(shop);
    await this.settings.writeEntries(shop, 'shop_config', changes);
    return this.getShopConfigs.execute(shop);
  }

  private async requireRemoveBranding(shop: AuthenticatedShop): Promise<void> {
    const record = await this.shops.get(shop);
    if (!record) throw notFound('shop');
    if (!permissionsForPlan(record.pricingPlanId).removeBranding) {
      throw new AppError('conflict', `${REMOVE_POWERED_BY_KEY}: removing the branding needs a paid plan (remove_branding)`);
    }
  }
}
