import { Hono } from 'hono';
import { type SetupGuideUseCases } from '../../../application/guide/setup-guide-use-cases';
import { type ShopSettingsUseCases } from '../../../application/settings/shop-settings-use-cases';
import { type HttpEnv } from '../http-env';
import { bannerDisplayRoutes } from './banner-display.routes';
import { languagesRoutes, type LanguagesUseCases } from './languages.routes';
import { setupGuideRoutes } from './setup-guide.routes';
import { shopConfigRoutes } from './shop-config.routes';
import { storefrontStatusRoutes } from './storefront-status.routes';
import { userSettingsRoutes } from './user-settings.routes';

/** The shop settings calls of /api/v1/admin every screen needs; mount after authentication. */
export function shopSettingsRoutes(useCases: ShopSettingsUseCases & LanguagesUseCases & { readonly setupGuide: SetupGuideUseCases }) {
  return new Hono<HttpEnv>()
    .route('/', shopConfigRoutes(useCases))
    .route('/', setupGuideRoutes(useCases))
    .route('/', userSettingsRoutes(useCases))
    .route('/', languagesRoutes(useCases))
    .route('/', bannerDisplayRoutes(useCases))
    .route('/', storefrontStatusRoutes(useCases));
}
