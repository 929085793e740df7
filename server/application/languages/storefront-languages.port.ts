import { type StorefrontLanguage } from '../../../src/contracts/languages.contract';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/**
 * The shop's storefront languages: a stored list in development store mode; in Shopify mode an
 * adapter reading the shop's published locales takes its place.
 */
export interface StorefrontLanguages {
  list(shop: AuthenticatedShop): Promise<readonly StorefrontLanguage[]>;
}
