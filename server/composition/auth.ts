import { CreditingLogin } from '../application/auth/crediting-login';
import { DevelopmentStoreLogin } from '../application/auth/development-store-login.use-case';
import { ExchangeSuperAdminSignUseCase } from '../application/auth/exchange-super-admin-sign.use-case';
import { IssueChannelwillSignUseCase } from '../application/auth/issue-channelwill-sign.use-case';
import { readBillingPreferences } from '../application/billing/billing-preferences';
import { GetUserInfoUseCase, type UserInfoSources } from '../application/shops/get-user-info.use-case';
import { GetFeedbackBoardUseCase } from '../application/shops/get-feedback-board.use-case';
import { RotateReviewsApiKeyUseCase } from '../application/shops/rotate-reviews-api-key.use-case';
import { CannyFeedbackBoard } from '../infrastructure/auth/canny-feedback-board';
import { HmacShopSigns } from '../infrastructure/auth/hmac-shop-signs';
import { DrizzleTransactions } from '../infrastructure/db/drizzle-transactions';
import { DrizzleUsedSignRepository } from '../infrastructure/db/drizzle-used-sign-repository';
import { type AreaRoutes } from '../infrastructure/http/app';
import { userInfoRoutes } from '../infrastructure/http/routes/get-user-info.routes';
import { feedbackBoardRoutes } from '../infrastructure/http/routes/feedback-board.routes';
import { loginRoutes } from '../infrastructure/http/routes/login.routes';
import { oauthCallbackRoutes } from '../infrastructure/http/routes/oauth-callback.routes';
import { reviewsApiKeyRoutes } from '../infrastructure/http/routes/reviews-api-key.routes';
import { channelwillSignRoutes, superAdminSignInRoutes } from '../infrastructure/http/routes/super-admin.routes';
import { channelwillSignsFor } from './integrations';
import { type Platform } from './platform';

/** Signing in (development store login or Shopify's session token, the super admin's sign), the OAuth install, the shop's user info, API key and feedback board. */
export function composeAuth(platform: Platform): AreaRoutes {
  const { options, db, shops, settings, tokens, shopifyAuth, now } = platform;
  // Super-admin signs only in Shopify mode; Channelwill's also in development store mode (channelwillSignsFor).
  const shopSigns = options.shopify?.channelwillSignSecret ? new HmacShopSigns(options.shopify.channelwillSignSecret) : null;
  const login = new CreditingLogin(shopifyAuth?.login ?? new DevelopmentStoreLogin(shops, tokens), platform.creditReferral);
  const exchangeSign = new ExchangeSuperAdminSignUseCase(
    shopSigns,
    shops,
    new DrizzleTransactions(db, (tx) => ({ usedSigns: new DrizzleUsedSignRepository(tx) })),
    tokens,
    now,
  );
  const userInfoSources: UserInfoSources = {
    shopConfig: (shop) => settings.readEntries(shop, 'shop_config'),
    usageChargeEnabled: async (shop) => (await readBillingPreferences(settings, shop)).usageChargeEnabled,
  };
  return {
    signIn: [loginRoutes(login), superAdminSignInRoutes(exchangeSign)],
    admin: [
      channelwillSignRoutes(new IssueChannelwillSignUseCase(channelwillSignsFor(options), now)),
      userInfoRoutes(new GetUserInfoUseCase(shops, userInfoSources, now)),
      reviewsApiKeyRoutes(new RotateReviewsApiKeyUseCase(shops)),
      feedbackBoardRoutes(new GetFeedbackBoardUseCase(shops, options.feedbackBoard ? new CannyFeedbackBoard(options.feedbackBoard, now) : null)),
    ],
    public: shopifyAuth ? [{ base: '/api/v1/auth', routes: oauthCallbackRoutes(shopifyAuth.endpoints.completeInstall) }] : [],
  };
}
