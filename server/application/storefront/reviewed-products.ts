import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ReviewSharing } from './review-sharing.port';

/**
 * Whose reviews a view shows: these products' (a product and, in a group, its fellow members), or
 * (null) every review of the shop, store reviews too (the side tab). Named before the reads, so
 * each read walks its products' own index (docs/decisions/0082-facet-counts-kept-on-write.md).
 */
export type ReviewedProducts = readonly string[] | null;

/** The products whose reviews `productId`'s views show; null (the whole shop's) stays null. */
export function reviewedProducts(sharing: ReviewSharing, shop: AuthenticatedShop, productId: string | null): Promise<ReviewedProducts> {
  return productId === null ? Promise.resolve(null) : sharing.productsSharingReviews(shop, productId);
}
