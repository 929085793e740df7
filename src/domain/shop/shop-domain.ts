/** Shopify's own check for a shop's permanent domain (platform facts: shop domain check). */
export const SHOP_DOMAIN_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9-_]*\.myshopify\.com$/;

/** The seeded demo store of development store mode. */
export const DEMO_SHOP_DOMAIN = 'demo-store.myshopify.com';

/**
 * The shop's `*.myshopify.com` domain in lower case, from what a merchant typed or a query
 * carried (surrounding spaces, an https:// prefix and a trailing slash are tolerated); null
 * for anything else.
 */
export function parseShopDomain(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const candidate = input
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  return SHOP_DOMAIN_PATTERN.test(candidate) ? candidate : null;
}
