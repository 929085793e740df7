/** Shopify's product statuses; UNLISTED (reachable by direct link only) exists from API 2025-10. */
export const PRODUCT_STATUSES = ['ACTIVE', 'DRAFT', 'ARCHIVED', 'UNLISTED'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Statuses whose product page a shopper cannot open (a 404 on the storefront); UNLISTED pages open by link. */
export const PRODUCT_STATUSES_OFF_STOREFRONT = ['DRAFT', 'ARCHIVED'] as const satisfies readonly ProductStatus[];
