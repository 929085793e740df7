/** Shopify's product statuses; UNLISTED (reachable by direct link only) exists from API 2025-10. */
export const PRODUCT_STATUSES = ['ACTIVE', 'DRAFT', 'ARCHIVED', 'UNLISTED'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
