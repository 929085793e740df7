import { createMiddleware } from 'hono/factory';
import { type AppTokens } from '../../application/auth/app-token.port';
import { AppError } from '../../application/shared/app-error';
import { type ShopRepository } from '../../application/shops/shop-repository.port';
import { type HttpEnv } from './http-env';

/** Tells the admin to fetch a fresh authorization and retry (spec §4, authorization retry). */
export const UNAUTHORIZED_RETRY_HEADER = 'X-Shopify-API-Request-Failure-Unauthorized';

const unauthorized = (why: string) => new AppError('unauthorized', why, { [UNAUTHORIZED_RETRY_HEADER]: '1' });

/** Resolves the tenant from the Bearer app token; every route after it is scoped to that shop. */
export function authenticate(tokens: AppTokens, shops: ShopRepository) {
  return createMiddleware<HttpEnv>(async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Authorization: a Bearer token is required');
    const shop = await tokens.verify(match[1]);
    if (!shop) throw unauthorized('Authorization: the token is invalid or expired');
    const record = await shops.get(shop);
    if (!record || record.uninstalledAt) throw unauthorized('Authorization: the shop is not installed');
    c.set('shop', shop);
    await next();
  });
}
