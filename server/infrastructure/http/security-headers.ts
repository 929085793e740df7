import { createMiddleware } from 'hono/factory';
import { parseShopDomain } from '../../../src/domain/shop/shop-domain';

/**
 * Embedded pages may be framed only by the shop's own admin (platform facts: frame-ancestors
 * with the shop from the validated `shop` parameter); anything else may not be framed at all.
 */
export function frameAncestorsFor(shopParameter: string | undefined): string {
  const shop = parseShopDomain(shopParameter);
  return shop ? `frame-ancestors https://${shop} https://admin.shopify.com;` : "frame-ancestors 'none';";
}

export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  if ((c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) {
    c.header('Content-Security-Policy', frameAncestorsFor(c.req.query('shop')));
  }
});
