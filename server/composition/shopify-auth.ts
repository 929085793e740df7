import { type Logger } from 'pino';
import { CheckAccessScopesUseCase } from '../application/auth/check-access-scopes.use-case';
import { CompleteOAuthInstallUseCase } from '../application/auth/complete-oauth-install.use-case';
import { type CreditInstallReferralUseCase } from '../application/auth/credit-install-referral.use-case';
import { ExchangeOfflineAccessTokenUseCase } from '../application/auth/exchange-offline-access-token.use-case';
import { ShopInstaller } from '../application/auth/shop-installer';
import { ShopifyAccessTokenUseCase } from '../application/auth/shopify-access-token.use-case';
import { parseScopes } from '../application/auth/shopify-app';
import { ShopifyLogin } from '../application/auth/shopify-login.use-case';
import { AesGcmTokenCipher } from '../infrastructure/auth/aes-gcm-token-cipher';
import { type JoseAppTokens } from '../infrastructure/auth/jose-app-tokens';
import { JoseOAuthStates } from '../infrastructure/auth/jose-oauth-states';
import { type ShopifyAppConfig } from '../infrastructure/config/server-config';
import { type DatabaseHandle } from '../infrastructure/db/database';
import { DrizzleShopRepository } from '../infrastructure/db/drizzle-shop-repository';
import { DrizzleShopifyCredentialsRepository } from '../infrastructure/db/drizzle-shopify-credentials-repository';
import { DrizzleTransactions } from '../infrastructure/db/drizzle-transactions';
import { OAUTH_CALLBACK_PATH } from '../infrastructure/http/routes/oauth-callback.routes';
import { FetchShopifyOAuthGateway, type ShopifyAdminOrigin } from '../infrastructure/shopify/fetch-shopify-oauth-gateway';
import { HttpShopifyGateway, STARLING_APP_HANDLE } from '../infrastructure/shopify/http-shopify-gateway';
import { JoseSessionTokenVerifier } from '../infrastructure/shopify/jose-session-token-verifier';
import { HmacShopifyQuerySignatures } from '../infrastructure/shopify/shopify-query-hmac';

interface ShopifyAuthParts {
  readonly db: DatabaseHandle['db'];
  readonly shops: DrizzleShopRepository;
  readonly tokens: JoseAppTokens;
  readonly appTokenSecret: string;
  readonly adminOrigin: ShopifyAdminOrigin;
  readonly adminApiOrigin: ShopifyAdminOrigin;
  readonly logger: Logger;
  readonly now: () => Date;
  readonly creditReferral: CreditInstallReferralUseCase;
}

/** Shopify mode's sign-in: session tokens, token exchange, OAuth install and encrypted, refreshed grants. */
export function composeShopifyAuth(config: ShopifyAppConfig, parts: ShopifyAuthParts) {
  const { shops, tokens, now } = parts;
  const app = {
    apiKey: config.apiKey,
    requiredScopes: parseScopes(config.scopes),
    callbackUrl: `${config.appUrl.replace(/\/+$/, '')}${OAUTH_CALLBACK_PATH}`,
  };
  const cipher = new AesGcmTokenCipher(config.tokenEncryptionKey);
  const credentials = new DrizzleShopifyCredentialsRepository(parts.db, cipher);
  const gateway = new FetchShopifyOAuthGateway(config.apiKey, config.apiSecret, parts.adminOrigin);
  const states = new JoseOAuthStates(parts.appTokenSecret, now);
  const accessTokens = new ShopifyAccessTokenUseCase(credentials, gateway, now);
  const adminApi = new HttpShopifyGateway((shop) => accessTokens.accessTokenFor(shop), {
    baseUrlFor: parts.adminApiOrigin,
    themeAppIdentifiers: [STARLING_APP_HANDLE, config.apiKey],
  });
  const installTransactions = new DrizzleTransactions(parts.db, (tx) => ({
    shops: new DrizzleShopRepository(tx),
    credentials: new DrizzleShopifyCredentialsRepository(tx, cipher),
  }));
  const installer = new ShopInstaller(installTransactions, shops, adminApi, now, (domain, error) =>
    parts.logger.warn({ shop: domain, err: error }, 'Shopify shop info unavailable; the shop keeps its stored profile'),
  );
  const sessionTokens = new JoseSessionTokenVerifier(config.apiKey, config.apiSecret, now);
  const exchange = new ExchangeOfflineAccessTokenUseCase(app, sessionTokens, gateway, shops, credentials, installer, tokens, now);
  return {
    login: new ShopifyLogin(app, exchange, states),
    accessTokens,
    gateway: adminApi,
    endpoints: {
      completeInstall: new CompleteOAuthInstallUseCase(app, new HmacShopifyQuerySignatures(config.apiSecret), states, gateway, installer, parts.creditReferral, now),
      checkScopes: new CheckAccessScopesUseCase(app, credentials, states),
    },
  };
}
