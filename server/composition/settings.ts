import { SetupGuideUseCases } from '../application/guide/setup-guide-use-cases';
import { SavedViewsUseCases } from '../application/lists/saved-views-use-cases';
import { GetSelfDefinedWordsUseCase } from '../application/languages/get-self-defined-words.use-case';
import { GetStorefrontLanguagesUseCase } from '../application/languages/get-storefront-languages.use-case';
import { GetStorefrontWordDefaultsUseCase } from '../application/languages/get-storefront-word-defaults.use-case';
import { SaveSelfDefinedWordsUseCase } from '../application/languages/save-self-defined-words.use-case';
import { type StorefrontWordCatalog } from '../application/languages/storefront-word-catalog.port';
import { NpsSurveyUseCases } from '../application/nps/nps-survey-use-cases';
import { createShopSettingsUseCases } from '../application/settings/shop-settings-use-cases';
import { RefreshThemeAppStatusUseCase } from '../application/shopify/refresh-theme-app-status.use-case';
import { DrizzleNpsResponseRepository } from '../infrastructure/db/drizzle-nps-response-repository';
import { DrizzleSavedViewRepository } from '../infrastructure/db/drizzle-saved-view-repository';
import { DrizzleSettingsRepository } from '../infrastructure/db/drizzle-settings-repository';
import { DrizzleSetupGuideRepository } from '../infrastructure/db/drizzle-setup-guide-repository';
import { DrizzleTransactions } from '../infrastructure/db/drizzle-transactions';
import { type AreaRoutes } from '../infrastructure/http/app';
import { type LanguagesUseCases } from '../infrastructure/http/routes/languages.routes';
import { npsRoutes } from '../infrastructure/http/routes/nps.routes';
import { savedViewsRoutes } from '../infrastructure/http/routes/saved-views.routes';
import { shopSettingsRoutes } from '../infrastructure/http/routes/shop-settings.routes';
import { DevelopmentStoreStorefrontLanguages } from '../infrastructure/shopify/development-store-storefront-languages';
import { ShopifyStorefrontLanguages } from '../infrastructure/shopify/shopify-storefront-languages';
import { type Platform } from './platform';

/** The shop's settings, languages and words, the setup guide, the lists' saved views and the NPS survey. */
export function composeSettings(platform: Platform, storefrontWords: StorefrontWordCatalog): AreaRoutes {
  const { options, db, shops, settings, shopifyGateway, now } = platform;
  const shopSettings = createShopSettingsUseCases({
    shops,
    settings,
    settingsTransactions: platform.settingsWrites,
    shopify: shopifyGateway,
    now,
  });
  const setupGuide = new SetupGuideUseCases({
    shops,
    settings,
    guides: new DrizzleSetupGuideRepository(db),
    getShopConfigs: shopSettings.getShopConfigs,
    themeAppStatus: new RefreshThemeAppStatusUseCase(shops, shopifyGateway),
    developmentStore: options.shopify === null,
    now,
    guideCompleted: (shop, group) => options.logger.info({ shopId: shop.id, group, event: 'setup_guide_completed' }, 'setup guide completed'),
  });
  const savedViews = new SavedViewsUseCases(new DrizzleSavedViewRepository(db), new DrizzleTransactions(db, (tx) => ({ views: new DrizzleSavedViewRepository(tx) })));
  const nps = new NpsSurveyUseCases(
    settings,
    new DrizzleTransactions(db, (tx) => ({ responses: new DrizzleNpsResponseRepository(tx), settings: new DrizzleSettingsRepository(tx) })),
  );
  return { admin: [shopSettingsRoutes({ ...shopSettings, ...composeLanguages(platform, storefrontWords), setupGuide }), savedViewsRoutes(savedViews), npsRoutes(nps)] };
}

/** The storefront's languages and its own words, served with the shop settings; each words save queues the storefront sync. */
function composeLanguages(platform: Platform, storefrontWords: StorefrontWordCatalog): LanguagesUseCases {
  const { settings, shopifyGateway } = platform;
  const getSelfDefinedWords = new GetSelfDefinedWordsUseCase(settings);
  return {
    getStorefrontLanguages: new GetStorefrontLanguagesUseCase(
      platform.shopifyAuth ? new ShopifyStorefrontLanguages(shopifyGateway) : new DevelopmentStoreStorefrontLanguages(settings),
    ),
    getSelfDefinedWords,
    saveSelfDefinedWords: new SaveSelfDefinedWordsUseCase(platform.settingsWithQueue, getSelfDefinedWords, storefrontWords),
    getStorefrontWordDefaults: new GetStorefrontWordDefaultsUseCase(storefrontWords),
  };
}
