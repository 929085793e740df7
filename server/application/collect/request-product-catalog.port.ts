import { type RequestProductFacts } from '../../../src/domain/collect/review-request-products';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** What the filter needs to know of the shop's catalog (products, their collections and prices). */
export interface RequestProductCatalog {
  /** The facts of the given products the catalog knows; an unknown id is absent from the answer. */
  factsOf(shop: AuthenticatedShop, productIds: readonly string[]): Promise<readonly RequestProductFacts[]>;
  /** The titles of the given products and collections the catalog knows, by id. */
  titlesOf(shop: AuthenticatedShop, ids: { readonly productIds: readonly string[]; readonly collectionIds: readonly string[] }): Promise<Readonly<Record<string, string>>>;
}
