import { createMiddleware } from 'hono/factory';
import { type AppTokens } from '../../application/auth/app-token.port';
import { authorizationRetry as unauthorized, scopesMissing } from '../../application/auth/authorization-retry';
import { type CheckAccessScopesUseCase } from '../../application/auth/check-access-scopes.use-case';
import { type ShopRepository } from '../../application/shops/shop-repository.port';
import { type HttpEnv } from './http-env';

/**
 * Resolves the tenant from the Bearer app token; every route after it is scoped to that shop.
 * In Shopify mode (`checkScopes` given) a shop whose grant lacks a required scope must authorize again.
 */
export function authenticate(tokens: AppTokens, shops: ShopRepository, checkScopes: CheckAccessScopesUseCase | null = null) {
  return createMiddleware<HttpEnv>(async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Authorization: a Bearer token is required');
    const verified = await tokens.verify(match[1]);
    if (!verified) throw unauthorized('Authorization: the token is invalid or expired');
    const { shop } = verified;
    const record = await shops.get(shop);
    if (!record || record.uninstalledAt) throw unauthorized('Authorization: the shop is not installed');
    // Uninstalling keeps the shop row, so a token from before a reinstall still names this shop.
    if (verified.installedAt.getTime() < record.installedAt.getTime()) {
      throw unauthorized('Authorization: the token was issued before the app was last installed');
    }
    const reauthorization = checkScopes ? await checkScopes.execute(shop) : null;
    if (reauthorization) throw scopesMissing(reauthorization);
    c.set('shop', shop);
    await next();
  });
}
