import { type Logger } from 'pino';
import { DevelopmentStoreLogin } from './application/auth/development-store-login.use-case';
import { GetUserInfoUseCase } from './application/shops/get-user-info.use-case';
import { JoseAppTokens } from './infrastructure/auth/jose-app-tokens';
import { type ShopifyAppConfig } from './infrastructure/config/server-config';
import { type DatabaseHandle } from './infrastructure/db/database';
import { DrizzleSettingsRepository } from './infrastructure/db/drizzle-settings-repository';
import { DrizzleShopRepository } from './infrastructure/db/drizzle-shop-repository';
import { createHttpApp } from './infrastructure/http/app';

export interface CompositionOptions {
  readonly database: DatabaseHandle;
  readonly logger: Logger;
  readonly appTokenSecret: string;
  readonly distDir: string;
  /** Null in development store mode. */
  readonly shopify: ShopifyAppConfig | null;
  readonly now?: () => Date;
}

/** Wires every port to its adapter; main.ts and the HTTP tests both build the app here. */
export function composeServer(options: CompositionOptions) {
  const now = options.now ?? (() => new Date());
  const { db } = options.database;
  const shops = new DrizzleShopRepository(db);
  const settings = new DrizzleSettingsRepository(db);
  const tokens = new JoseAppTokens(options.appTokenSecret, now);
  const app = createHttpApp({
    logger: options.logger,
    distDir: options.distDir,
    ping: () => options.database.ping(),
    tokens,
    shops,
    login: new DevelopmentStoreLogin(shops, tokens),
    getUserInfo: new GetUserInfoUseCase(shops, settings, now),
  });
  return { app, shops, settings, tokens };
}
