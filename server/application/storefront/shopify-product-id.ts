/** Liquid writes a product's number (`product.id`); the database keeps Shopify's GID. */
export function productGid(productNumber: string): string {
  return `gid://shopify/Product/${productNumber}`;
}
