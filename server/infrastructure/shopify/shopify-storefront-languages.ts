import { type StorefrontLanguage } from '../../../src/contracts/languages.contract';
import { type StorefrontLanguages } from '../../application/languages/storefront-languages.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type ShopifyGateway } from '../../application/shopify/shopify-gateway.port';

/** Shopify mode: the shop's published locales, read through the Admin API gateway. */
export class ShopifyStorefrontLanguages implements StorefrontLanguages {
  constructor(private readonly shopify: ShopifyGateway) {}

  list(shop: AuthenticatedShop): Promise<readonly StorefrontLanguage[]> {
    return this.shopify.shopLocales(shop);
  }
}
