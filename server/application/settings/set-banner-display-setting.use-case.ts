import { type BannerDisplaySetting } from '../../../src/contracts/banners.contract';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type GetBannerDisplaySettingUseCase } from './get-banner-display-setting.use-case';
import { type SettingsRepository } from './settings-repository.port';

/** The changes were checked by the contract (banner keys, '1' or '2'); all keys land together. */
export class SetBannerDisplaySettingUseCase {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly getBannerDisplaySetting: GetBannerDisplaySettingUseCase,
  ) {}

  async execute(shop: AuthenticatedShop, changes: Readonly<Record<string, string>>): Promise<BannerDisplaySetting> {
    await this.settings.writeEntries(shop, 'banner_status', changes);
    return this.getBannerDisplaySetting.execute(shop);
  }
}
