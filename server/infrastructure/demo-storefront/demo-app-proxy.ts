import { createHmac } from 'node:crypto';
import { type Context } from 'hono';
import { DEMO_SHOP_DOMAIN } from '../../../src/domain/shop/shop-domain';
import { APP_PROXY_PREFIX } from '../../../src/contracts/storefront.contract';
import { clientAddress } from '../http/client-address';
import { signAppProxyQuery } from '../shopify/app-proxy-signature';

/**
 * Development store mode has no Shopify API secret: the demo storefront's proxy and the proxy
 * routes share one derived from the app token secret.
 */
export function developmentProxySecret(appTokenSecret: string): string {
  return createHmac('sha256', appTokenSecret).update('starling demo app proxy').digest('hex');
}

/** The demo storefront's shopper, signed in to the demo store (Shopify's numeric customer id). */
export const DEMO_CUSTOMER_ID = '7001';

/** That shopper as the development store's Admin API answers for them (the referral programme's advocate). */
export const DEMO_CUSTOMER = {
  email: 'sam.shopper@example.com',
  firstName: 'Sam',
  locale: 'en',
  defaultAddress: { address1: '12 Harbour Street', zip: '2000', countryCode: 'AU' },
} as const;

/**
 * What Shopify's app proxy does for a store: `/apps/starling/<name>` is forwarded to our
 * `/proxy/<name>` with the shop, a timestamp and the signature added to the query, and the
 * shopper's address appended to X-Forwarded-For. The proxy routes verify it as they verify
 * Shopify's, so the demo storefront runs the production path.
 */
export async function forwardAsAppProxy(c: Context, subpath: string, secret: string, now: Date, forward: (request: Request) => Promise<Response> | Response): Promise<Response> {
  const incoming = new URL(c.req.url);
  const signed = signAppProxyQuery(incoming.searchParams, DEMO_SHOP_DOMAIN, secret, now, DEMO_CUSTOMER_ID);
  const target = new URL(`${APP_PROXY_PREFIX}/${subpath}?${signed.toString()}`, incoming.origin);
  const headers = new Headers(c.req.raw.headers);
  headers.set('X-Forwarded-For', clientAddress(c, 0));
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  const response = await forward(
    new Request(target, { method: c.req.method, headers, ...(hasBody ? { body: await c.req.arrayBuffer() } : {}) }),
  );
  return new Response(response.body, response);
}
