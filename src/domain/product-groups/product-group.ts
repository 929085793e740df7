/**
 * Product groups: products that share their reviews (docs/product/product-groups.md). A group
 * has a name and at least two products; a product belongs to at most one group.
 */

export const PRODUCT_GROUP_NAME_MAX_LENGTH = 100;
export const PRODUCT_GROUP_MIN_PRODUCTS = 2;
export const PRODUCT_GROUP_MAX_PRODUCTS = 50;
/** The longest product title kept with a member (Shopify's own limit is 255). */
export const PRODUCT_GROUP_TITLE_MAX_LENGTH = 255;
export const PRODUCT_GROUP_LIST_PAGE_SIZE = 20;
/** The largest page get_product_groups answers: the reviews list's group filter reads one. */
export const PRODUCT_GROUP_LIST_MAX_PAGE_SIZE = PRODUCT_GROUP_LIST_PAGE_SIZE * 5;
export const PRODUCT_GROUP_LIST_MAX_PAGE = 10_000;

/** A member as the resource picker gave it: the product's GID, its title and image then. */
export interface ProductGroupProduct {
  readonly id: string;
  readonly title: string;
  readonly image_url: string | null;
}

/** The group's published reviews over all its products. */
export interface ProductGroupReviews {
  readonly review_count: number;
  /** Average to one decimal; null without reviews. */
  readonly average_rating: number | null;
}

export interface ProductGroup extends ProductGroupReviews {
  readonly id: number;
  readonly name: string;
  readonly products: readonly ProductGroupProduct[];
}

/** A row of /settings/product_groups. */
export interface ProductGroupListItem extends ProductGroupReviews {
  readonly id: number;
  readonly name: string;
  readonly product_count: number;
  /** The first few products' titles, in the group's order. */
  readonly product_titles: readonly string[];
}

/** How many titles a list row names. */
export const PRODUCT_GROUP_LIST_TITLES = 3;

/**
 * The products a group's change redraws on the storefront: those added, removed and kept (each
 * once, in first-seen order). A product's reviews and rating change with any of the three.
 */
export function productsTouchedByGroupChange(before: readonly string[], after: readonly string[]): string[] {
  return [...new Set([...before, ...after])];
}
