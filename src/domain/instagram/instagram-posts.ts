/**
 * Instagram posts shown in the buyers' show (docs/product/instagram.md#posts): what an import
 * takes, how many products a post is tagged to, and which posts a product page shows.
 */

/** Posts one import takes at most (the newest first); a larger account imports in several goes. */
export const MAX_INSTAGRAM_IMPORT = 50;
/** Products one post may be tagged to. */
export const MAX_INSTAGRAM_POST_PRODUCTS = 20;
/** Posts the buyers' show carries, the newest first. */
export const MAX_STOREFRONT_INSTAGRAM_POSTS = 30;
/** The caption as the storefront shows it, at most this many characters. */
export const MAX_STOREFRONT_CAPTION_LENGTH = 300;

/** Instagram's media types: only those with a still image are imported (a video's cover, an album's first image). */
export type InstagramMediaType = 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';

/** The address of a media's still image, or null when Instagram gave none. */
export function stillImageOf(media: { readonly media_type: string; readonly media_url?: string | null; readonly thumbnail_url?: string | null }): string | null {
  const url = media.media_type === 'VIDEO' ? media.thumbnail_url : media.media_url;
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** The number of Shopify's product GID (`gid://shopify/Product/123` → '123'), what Liquid's `product.id` prints. */
export function productNumberOf(productId: string): string {
  return /(\d+)$/.exec(productId)?.[1] ?? productId;
}

/** A caption cut for the storefront at a word, with an ellipsis when cut. */
export function storefrontCaption(caption: string): string {
  const text = caption.trim();
  if (text.length <= MAX_STOREFRONT_CAPTION_LENGTH) return text;
  const cut = text.slice(0, MAX_STOREFRONT_CAPTION_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_STOREFRONT_CAPTION_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A long-lived token this close to its end is renewed on its next use (Instagram renews one at least a day old). */
export const INSTAGRAM_TOKEN_RENEWAL_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether the stored token should be renewed before it is used at `now`. */
export function tokenNeedsRenewal(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() - now.getTime() <= INSTAGRAM_TOKEN_RENEWAL_WINDOW_MS;
}
