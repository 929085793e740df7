import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type GetBannerDisplaySettingUseCase } from './get-banner-display-setting.use-case';
import { type SettingsRepository } from './settings-repository.port';

/** The changes were checked against BANNER_STATUS_RULES; all keys land together. */
export class SetBannerDisplaySettingUseCase {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly getBannerDisplaySetting: GetBannerDisplaySettingUseCase,
  ) {}

  async execute(shop: AuthenticatedShop, changes: Readonly<Record<string, string>>): Promise<Readonly<Record<string, unknown>>> {
    await this.settings.writeEntries(shop, 'banner_status', changes);
    return this.getBannerDisplaySetting.execute(shop);
  }
}
