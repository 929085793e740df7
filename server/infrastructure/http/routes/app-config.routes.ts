import { Hono } from 'hono';
import { DEMO_SHOP_DOMAIN } from '../../../../src/domain/shop/shop-domain';
import { ok } from '../envelope';
import { type HttpEnv } from '../http-env';

/** What the admin must know before anyone signs in (public: no secret in it). */
export interface PublicAppConfig {
  readonly mode: 'development' | 'shopify';
  /** The Shopify client id, which the store-admin-hosted app page is addressed by. */
  readonly api_key: string | null;
  /** The seeded demo store the login page offers in development store mode. */
  readonly demo_shop: string | null;
}

export function publicAppConfig(shopifyApiKey: string | null): PublicAppConfig {
  return shopifyApiKey
    ? { mode: 'shopify', api_key: shopifyApiKey, demo_shop: null }
    : { mode: 'development', api_key: null, demo_shop: DEMO_SHOP_DOMAIN };
}

/** GET /api/v1/app_config: the mode, the client id and the demo shop, for the admin's sign-in. */
export function appConfigRoutes(shopifyApiKey: string | null) {
  const config = publicAppConfig(shopifyApiKey);
  return new Hono<HttpEnv>().get('/app_config', (c) => ok(c, config));
}
