/** Shopify's ids as this app reads and writes them: products as GIDs, customers as their numbers. */

/** Liquid writes a product's number (`product.id`); the database keeps Shopify's GID. */
export function productGid(productNumber: string): string {
  return `gid://shopify/Product/${productNumber}`;
}

/** The product's number in a GID (what Liquid calls `product.id`), or null when the id is not a product GID. */
export function productNumber(gid: string): string | null {
  return /^gid:\/\/shopify\/Product\/([1-9]\d{0,19})$/.exec(gid)?.[1] ?? null;
}

/** The Admin API's GID of a customer known by number (an order's or the app proxy's customer id). */
export function customerGid(customerNumber: string): string {
  return `gid://shopify/Customer/${customerNumber}`;
}

/** The customer's number in a GID (a checkout session token's `sub`), or null when the id is not a customer GID. */
export function customerNumber(gid: string): string | null {
  return /^gid:\/\/shopify\/Customer\/([1-9]\d{0,19})$/.exec(gid)?.[1] ?? null;
}

/** A signed-in shopper's customer id as the app proxy sends it (`logged_in_customer_id`), or null when it is not one. */
export function shopifyCustomerId(raw: string | undefined | null): string | null {
  return raw !== undefined && raw !== null && /^[1-9]\d{0,19}$/.test(raw) ? raw : null;
}
