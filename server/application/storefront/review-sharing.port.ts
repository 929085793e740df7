import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** Products that show the same reviews: a product group's members (docs/product/product-groups.md#storefront). */
export interface ReviewSharing {
  /** The product itself and, when it is in a group, every other member; each once. */
  productsSharingReviews(shop: AuthenticatedShop, productId: string): Promise<readonly string[]>;
  /** Whether the shop has any product group: without one, every product shows only its own reviews. */
  hasProductGroups(shop: AuthenticatedShop): Promise<boolean>;
}
