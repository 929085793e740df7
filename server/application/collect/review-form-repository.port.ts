import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** A product as the review form shows it. */
export interface ReviewFormProduct {
  /** Shopify's product GID. */
  readonly productId: string;
  readonly title: string;
  readonly imageUrl: string | null;
  readonly imageAlt: string;
}

/** An order as its review form needs it (docs/product/collect-link.md). */
export interface ReviewFormOrder {
  readonly id: string;
  readonly name: string;
  readonly customerName: string;
  readonly customerEmail: string;
  /** Its products in the order's own order, each once. */
  readonly products: readonly ReviewFormProduct[];
  /** Products of the order that already have a review from it. */
  readonly reviewedProductIds: ReadonlySet<string>;
}

/** What the review form reads, always of one shop. */
export interface ReviewFormRepository {
  order(shop: AuthenticatedShop, orderId: string): Promise<ReviewFormOrder | null>;
  /** The shop's active products by title, for the shop link's product choice. */
  products(shop: AuthenticatedShop, limit: number): Promise<readonly ReviewFormProduct[]>;
}
