import { answer, EMPTY_BODY, get, NO_PARAMS, post, schemasOf } from './contract';

/**
 * The Instagram integration (docs/product/instagram.md): the merchant connects an account through
 * Instagram's OAuth, imports posts into the buyers' show and tags each to products.
 */

const schema = schemasOf(() => import('./instagram.schema'));

const ADMIN = '/api/v1/admin';

/** The admin's public page Instagram sends the merchant back to, with `code` and `state`. */
export const INSTAGRAM_CALLBACK_PATH = '/ins_auth';
/** The admin's Instagram screen. */
export const INSTAGRAM_PAGE_PATH = '/integrated/instagram';

export interface InstagramAccountView {
  readonly connected: boolean;
  /** '' when not connected. */
  readonly username: string;
  /** Instagram's id of the account; '' when not connected. */
  readonly account_id: string;
  /** ISO 8601; null when not connected. */
  readonly connected_at: string | null;
  /** When the long-lived token stops working (ISO 8601); null when not connected or unknown. */
  readonly token_expires_at: string | null;
}

/** A product a post is tagged to, as the resource picker chose it. */
export interface InstagramTaggedProduct {
  readonly id: string;
  readonly title: string;
}

/** An imported post: our copy of its image, its caption and link, and the products it is tagged to. */
export interface InstagramPostView {
  readonly id: number;
  /** Instagram's id of the media. */
  readonly media_id: string;
  readonly caption: string;
  readonly permalink: string;
  /** Our copy of the image (/upload/…). */
  readonly image_url: string;
  /** ISO 8601: when it was posted on Instagram. */
  readonly posted_at: string;
  /** Hidden posts stay imported but the storefront does not show them. */
  readonly hidden: boolean;
  readonly products: readonly InstagramTaggedProduct[];
}

export interface InstagramPostList {
  readonly posts: readonly InstagramPostView[];
}

/** A post of the connected account as Instagram lists it, before or after its import. */
export interface InstagramMediaView {
  readonly media_id: string;
  readonly caption: string;
  readonly permalink: string;
  /** Instagram's address of its still image (shown in the admin only, never stored). */
  readonly preview_url: string;
  readonly posted_at: string;
  readonly imported: boolean;
}

export interface InstagramMediaList {
  readonly media: readonly InstagramMediaView[];
}

export interface InstagramConnected {
  readonly username: string;
  /** The admin's Instagram page for the shop (in the Shopify admin, or this server's in development). */
  readonly return_url: string;
}

export interface InstagramImportResult {
  /** Posts imported now (those imported before are left as they are). */
  readonly imported: number;
  /** Posts left out because Instagram gave no usable image for them. */
  readonly skipped: number;
  readonly posts: readonly InstagramPostView[];
}

/** GET get_instagram: the shop's connected account, if any. */
export const getInstagram = get(`${ADMIN}/get_instagram`, NO_PARAMS, answer<InstagramAccountView>());

/** GET get_instagram_authorize_url: Instagram's authorize address with a signed state naming the shop (10 minutes). */
export const getInstagramAuthorizeUrl = get(`${ADMIN}/get_instagram_authorize_url`, NO_PARAMS, answer<{ readonly url: string }>());

/** POST /api/v1/public/instagram/connect: /ins_auth hands Instagram's code and our state back; no session, the verified state names the shop. */
export const connectInstagram = post('/api/v1/public/instagram/connect', schema('connectInstagramRequest'), answer<InstagramConnected>());

/** GET get_instagram_media: the connected account's latest posts, each with whether it was imported. */
export const getInstagramMedia = get(`${ADMIN}/get_instagram_media`, NO_PARAMS, answer<InstagramMediaList>());

/** POST import_instagram_posts: copies the chosen posts (or the latest ones) into the buyers' show. */
export const importInstagramPosts = post(`${ADMIN}/import_instagram_posts`, schema('importInstagramPostsRequest'), answer<InstagramImportResult>());

/** GET get_instagram_posts: the imported posts, the newest first. */
export const getInstagramPosts = get(`${ADMIN}/get_instagram_posts`, NO_PARAMS, answer<InstagramPostList>());

/** POST tag_instagram_post: the products the post shows (replaces the list). */
export const tagInstagramPost = post(`${ADMIN}/tag_instagram_post`, schema('tagInstagramPostRequest'), answer<InstagramPostView>());

/** POST set_instagram_post_hidden: hides a post from the storefront, or shows it again. */
export const setInstagramPostHidden = post(`${ADMIN}/set_instagram_post_hidden`, schema('setInstagramPostHiddenRequest'), answer<InstagramPostView>());

/** POST remove_instagram_post: deletes the imported post and our copy of its image. */
export const removeInstagramPost = post(`${ADMIN}/remove_instagram_post`, schema('removeInstagramPostRequest'), answer<InstagramPostList>());

/** POST disconnect_instagram: forgets the account and its token, and removes every imported post. */
export const disconnectInstagram = post(`${ADMIN}/disconnect_instagram`, EMPTY_BODY, answer<InstagramAccountView>());
