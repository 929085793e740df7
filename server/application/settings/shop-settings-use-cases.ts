import { GetSelfDefinedWordsUseCase } from '../languages/get-self-defined-words.use-case';
import { GetStorefrontLanguagesUseCase } from '../languages/get-storefront-languages.use-case';
import { SaveSelfDefinedWordsUseCase, type StorefrontWordsWrites } from '../languages/save-self-defined-words.use-case';
import { type StorefrontLanguages } from '../languages/storefront-languages.port';
import { GetStorefrontWordDefaultsUseCase } from '../languages/get-storefront-word-defaults.use-case';
import { type StorefrontWordCatalog } from '../languages/storefront-word-catalog.port';
import { GetAppBlockStatusUseCase } from '../shopify/get-app-block-status.use-case';
import { GetAppEmbedsStatusUseCase } from '../shopify/get-app-embeds-status.use-case';
import { type ShopRepository } from '../shops/shop-repository.port';
import { RefreshThemeAppStatusUseCase } from '../shopify/refresh-theme-app-status.use-case';
import { type ShopifyGateway } from '../shopify/shopify-gateway.port';
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
  readonly storefrontLanguages: StorefrontLanguages;
  readonly storefrontWords: StorefrontWordCatalog;
  /** The storefront words' saves, each with the storefront sync it queues. */
  readonly storefrontWordsWrites: Transactions<StorefrontWordsWrites>;
  readonly shopify: ShopifyGateway;
  readonly now: () => Date;
}

/** The use-cases behind the shop settings calls every screen needs (docs/product/settings.md); the setup guide reads them (server/application/guide). */
export function createShopSettingsUseCases(ports: ShopSettingsPorts) {
  const { shops, settings, settingsTransactions, storefrontLanguages, storefrontWords, storefrontWordsWrites, shopify, now } = ports;
  const getShopConfigs = new GetShopConfigsUseCase(settings, shops, now);
  const getUserSettings = new GetUserSettingsUseCase(shops, settings);
  const getSelfDefinedWords = new GetSelfDefinedWordsUseCase(settings);
  const getBannerDisplaySetting = new GetBannerDisplaySettingUseCase(settings);
  const refreshThemeAppStatus = new RefreshThemeAppStatusUseCase(shops, shopify);
  return {
    getShopConfigs,
    saveShopConfig: new SaveShopConfigUseCase(settings, shops, getShopConfigs),
    getUserSettings,
    saveUserSettings: new SaveUserSettingsUseCase(settingsTransactions, getUserSettings),
    getStorefrontLanguages: new GetStorefrontLanguagesUseCase(storefrontLanguages),
    getSelfDefinedWords,
    saveSelfDefinedWords: new SaveSelfDefinedWordsUseCase(storefrontWordsWrites, getSelfDefinedWords, storefrontWords),
    getStorefrontWordDefaults: new GetStorefrontWordDefaultsUseCase(storefrontWords),
    getBannerDisplaySetting,
    setBannerDisplaySetting: new SetBannerDisplaySettingUseCase(settings, getBannerDisplaySetting),
    getAppEmbedsStatus: new GetAppEmbedsStatusUseCase(shops, refreshThemeAppStatus),
    getAppBlockStatus: new GetAppBlockStatusUseCase(shops, refreshThemeAppStatus),
  };
}

export type ShopSettingsUseCases = ReturnType<typeof createShopSettingsUseCases>;
