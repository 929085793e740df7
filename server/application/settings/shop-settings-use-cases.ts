import { type ShopRepository } from '../shops/shop-repository.port';
import { RefreshThemeAppStatusUseCase } from '../shopify/refresh-theme-app-status.use-case';
import { type ShopifyGateway } from '../shopify/shopify-gateway.port';
import { ThemeAppStatusReads } from '../shopify/theme-app-status-reads.use-case';
import { GetBannerDisplaySettingUseCase } from './get-banner-display-setting.use-case';
import { GetShopConfigsUseCase } from './get-shop-configs.use-case';
import { GetUserSettingsUseCase } from './get-user-settings.use-case';
import { SaveShopConfigUseCase } from './save-shop-config.use-case';
import { SaveUserSettingsUseCase } from './save-user-settings.use-case';
import { SetBannerDisplaySettingUseCase } from './set-banner-display-setting.use-case';
import { type Transactions } from '../shared/transactions.port';
import { type SettingsRepository, type SettingsWrites } from './settings-repository.port';

export interface ShopSettingsPorts {
  readonly shops: ShopRepository;
  readonly settings: SettingsRepository;
  readonly settingsTransactions: Transactions<SettingsWrites>;
  readonly shopify: ShopifyGateway;
  readonly now: () => Date;
}

/**
 * The use-cases behind the shop settings calls every screen needs (docs/product/settings.md); the
 * setup guide reads them (server/application/guide). The storefront's languages and words are
 * served beside them but built by the composition: languages/ reads the settings, not the reverse.
 */
export function createShopSettingsUseCases(ports: ShopSettingsPorts) {
  const { shops, settings, settingsTransactions, shopify, now } = ports;
  const getShopConfigs = new GetShopConfigsUseCase(settings, shops, now);
  const getUserSettings = new GetUserSettingsUseCase(shops, settings);
  const getBannerDisplaySetting = new GetBannerDisplaySettingUseCase(settings);
  const refreshThemeAppStatus = new RefreshThemeAppStatusUseCase(shops, shopify);
  return {
    getShopConfigs,
    saveShopConfig: new SaveShopConfigUseCase(settings, shops, getShopConfigs),
    getUserSettings,
    saveUserSettings: new SaveUserSettingsUseCase(settingsTransactions, getUserSettings),
    getBannerDisplaySetting,
    setBannerDisplaySetting: new SetBannerDisplaySettingUseCase(settings, getBannerDisplaySetting),
    themeAppStatus: new ThemeAppStatusReads(shops, refreshThemeAppStatus),
  };
}

export type ShopSettingsUseCases = ReturnType<typeof createShopSettingsUseCases>;
