import { parseShopDomain } from '../../domain/shop/shop-domain';

const MYSHOPIFY_SUFFIX = '.myshopify.com';
/** `admin.shopify.com/store/{store}` — the address merchants copy from their browser. */
const ADMIN_STORE_URL = /^admin\.shopify\.com\/store\/([^/?#]+)/i;

/**
 * The shop domain a merchant means by what they typed: `name`, `name.myshopify.com`, or an admin
 * address (`https://admin.shopify.com/store/name/...`, `https://name.myshopify.com/admin`).
 * Null when it names no shop.
 */
export function shopDomainFromInput(input: string): string | null {
  const address = input.trim().replace(/^https?:\/\//i, '');
  const store = ADMIN_STORE_URL.exec(address)?.[1];
  const host = store ?? address.split(/[/?#]/, 1)[0] ?? '';
  return parseShopDomain(host.includes('.') ? host : `${host}${MYSHOPIFY_SUFFIX}`);
}

/** The store's handle in admin addresses: `name` of `name.myshopify.com`. */
export function storeHandle(shopDomain: string): string {
  return shopDomain.endsWith(MYSHOPIFY_SUFFIX) ? shopDomain.slice(0, -MYSHOPIFY_SUFFIX.length) : shopDomain;
}

/** The app's page hosted inside the store admin (where Shopify mode sends standalone sign-ins). */
export function adminHostedAppUrl(shopDomain: string, apiKey: string): string {
  return `https://admin.shopify.com/store/${encodeURIComponent(storeHandle(shopDomain))}/apps/${encodeURIComponent(apiKey)}`;
}

/**
 * The shop an embedding host names in `host`: base64 of `admin.shopify.com/store/{store}` or of
 * `{shop}/admin`. Null when it names none.
 */
export function shopDomainFromHost(host: string | null): string | null {
  if (!host) return null;
  let decoded: string;
  try {
    decoded = atob(host.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  return shopDomainFromInput(decoded);
}
