import { type ShopRecord } from './shop-repository.port';

/** The shop's storefront: its own domain when it has one, else its myshopify.com domain. */
export function shopUrlOf(shop: Pick<ShopRecord, 'customDomain' | 'domain'>): string {
  return `https://${shop.customDomain || shop.domain}`;
}
