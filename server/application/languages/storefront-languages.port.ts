import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** A language the shop's storefront is published in. */
export interface StorefrontLanguage {
  /** Storefront locale code, e.g. 'en' or 'pt-BR'. */
  readonly locale: string;
  readonly name: string;
  /** The shop's default storefront language. */
  readonly primary: boolean;
}

/**
 * The shop's storefront languages: a stored list in development store mode; in Shopify mode an
 * adapter reading the shop's published locales takes its place.
 */
export interface StorefrontLanguages {
  list(shop: AuthenticatedShop): Promise<readonly StorefrontLanguage[]>;
}
