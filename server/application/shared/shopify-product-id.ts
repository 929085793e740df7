/** Liquid writes a product's number (`product.id`); the database keeps Shopify's GID. */
export function productGid(productNumber: string): string {
  return `gid://shopify/Product/${productNumber}`;
}

/** The product's number in a GID (what Liquid calls `product.id`), or null when the id is not a product GID. */
export function productNumber(gid: string): string | null {
  return /^gid:\/\/shopify\/Product\/([1-9]\d{0,19})$/.exec(gid)?.[1] ?? null;
}
