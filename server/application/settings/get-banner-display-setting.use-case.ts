import { type BannerDisplaySetting } from '../../../src/contracts/banners.contract';
import { parseBannerStatus, serializeBannerStatus } from '../../../src/domain/shop/banner-status-flags';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type SettingsRepository } from './settings-repository.port';

/** Every banner status flag, '1' (shown, the default) or '2' (dismissed). */
export class GetBannerDisplaySettingUseCase {
  constructor(private readonly settings: SettingsRepository) {}

  async execute(shop: AuthenticatedShop): Promise<BannerDisplaySetting> {
    return serializeBannerStatus(parseBannerStatus(await this.settings.readEntries(shop, 'banner_status')));
  }
}
