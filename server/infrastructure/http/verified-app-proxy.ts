import { createMiddleware } from 'hono/factory';
import { parseShopDomain } from '../../../src/domain/shop/shop-domain';
import { AppError } from '../../application/shared/app-error';
import { type ShopRepository } from '../../application/shops/shop-repository.port';
import { checkAppProxySignature } from '../shopify/app-proxy-signature';
import { type HttpEnv } from './http-env';

/**
 * The storefront's public endpoints serve only requests Shopify's app proxy signed: the tenant is
 * the shop the verified signature names (docs/product/storefront.md#public-endpoints), never a
 * parameter of the shopper's choosing.
 */
export function verifiedAppProxy(secret: string, shops: ShopRepository, now: () => Date) {
  return createMiddleware<HttpEnv>(async (c, next) => {
    const check = checkAppProxySignature(new URL(c.req.url).searchParams, secret, now());
    if (!check.ok) throw new AppError('unauthorized', check.problem);
    const domain = parseShopDomain(check.shop);
    const record = domain ? await shops.findByDomain(domain) : null;
    if (!record || record.uninstalledAt) throw new AppError('notFound', 'shop: the app is not installed in this shop');
    c.set('shop', { id: record.id, domain: record.domain });
    c.set('proxiedShopRecord', record);
    await next();
  });
}
