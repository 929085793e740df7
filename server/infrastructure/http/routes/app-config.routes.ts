import { getAppConfig, type PublicAppConfig } from '../../../../src/contracts/app-config.contract';
import { DEMO_SHOP_DOMAIN } from '../../../../src/domain/shop/shop-domain';
import { ContractRoutes } from '../contract-routes';

export function publicAppConfig(shopifyApiKey: string | null): PublicAppConfig {
  return shopifyApiKey
    ? { mode: 'shopify', api_key: shopifyApiKey, demo_shop: null }
    : { mode: 'development', api_key: null, demo_shop: DEMO_SHOP_DOMAIN };
}

/** The mode, the client id and the demo shop, for the admin's sign-in; mounted at /api/v1. */
export function appConfigRoutes(shopifyApiKey: string | null) {
  const config = publicAppConfig(shopifyApiKey);
  return new ContractRoutes('/api/v1').serve(getAppConfig, () => config).router;
}
