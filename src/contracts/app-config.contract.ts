import { answer, get, NO_PARAMS } from './contract';

/** What the admin must know before anyone signs in (public: no secret in it). */
export interface PublicAppConfig {
  readonly mode: 'development' | 'shopify';
  /** The Shopify client id, which the store-admin-hosted app page is addressed by. */
  readonly api_key: string | null;
  /** The seeded demo store the login page offers in development store mode. */
  readonly demo_shop: string | null;
}

/** GET /api/v1/app_config: the server's mode, the client id and the demo shop, for the sign-in. */
export const getAppConfig = get('/api/v1/app_config', NO_PARAMS, answer<PublicAppConfig>());
