import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** An imported Instagram post the buyers' show carries (docs/product/instagram.md#storefront). */
export interface InstagramShowcasePost {
  readonly caption: string;
  readonly permalink: string;
  /** Our copy of its image (an upload key). */
  readonly imageKey: string;
  readonly username: string;
  /** Shopify product GIDs it is tagged to. */
  readonly productIds: readonly string[];
}

/** The shown (not hidden) posts, the newest first. */
export interface InstagramShowcaseSource {
  visiblePosts(shop: AuthenticatedShop, limit: number): Promise<readonly InstagramShowcasePost[]>;
}
