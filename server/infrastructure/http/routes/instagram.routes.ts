import { type Hono } from 'hono';
import {
  connectInstagram,
  disconnectInstagram,
  getInstagram,
  getInstagramAuthorizeUrl,
  getInstagramMedia,
  getInstagramPosts,
  importInstagramPosts,
  removeInstagramPost,
  setInstagramPostHidden,
  tagInstagramPost,
} from '../../../../src/contracts/instagram.contract';
import { type InstagramConnectionUseCases } from '../../../application/instagram/instagram-connection-use-cases';
import { type InstagramPostUseCases } from '../../../application/instagram/instagram-post-use-cases';
import { ContractRoutes } from '../contract-routes';
import { type HttpEnv } from '../http-env';
import { publicOrigin } from '../public-origin';
import { limitedByAddress, rateLimiter, type RateLimitStore } from '../rate-limiters';

/** Connections one address may finish per ten minutes (each costs two calls to Instagram). */
export const DEFAULT_INSTAGRAM_CONNECTS_PER_ADDRESS = 20;

/** The admin's Instagram endpoints (docs/product/instagram.md). */
export function instagramRoutes(connection: InstagramConnectionUseCases, posts: InstagramPostUseCases, configuredOrigin: string | null) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getInstagram, (_request, c) => connection.account(c.get('shop')))
    .serve(getInstagramAuthorizeUrl, (_request, c) => connection.authorizeUrl(c.get('shop'), publicOrigin(c, configuredOrigin)))
    .serve(disconnectInstagram, (_request, c) => connection.disconnect(c.get('shop')))
    .serve(getInstagramMedia, (_request, c) => posts.media(c.get('shop')))
    .serve(importInstagramPosts, ({ media_ids }, c) => posts.import(c.get('shop'), media_ids))
    .serve(getInstagramPosts, (_request, c) => posts.posts(c.get('shop')))
    .serve(tagInstagramPost, ({ id, products }, c) => posts.tag(c.get('shop'), id, products))
    .serve(setInstagramPostHidden, ({ id, hidden }, c) => posts.setHidden(c.get('shop'), id, hidden))
    .serve(removeInstagramPost, ({ id }, c) => posts.remove(c.get('shop'), id)).router;
}

/** /ins_auth's call, mounted at the root without a session: the signed state is the credential and names the shop. */
export function publicInstagramRoutes(
  connection: InstagramConnectionUseCases,
  configuredOrigin: string | null,
  limits: { readonly limitStore: RateLimitStore; readonly trustedProxyHops: number },
): Hono<HttpEnv> {
  const connects = rateLimiter(limits.limitStore, 'instagram-connect-address', DEFAULT_INSTAGRAM_CONNECTS_PER_ADDRESS, 600);
  const routes = new ContractRoutes('');
  routes.router.use(connectInstagram.path, limitedByAddress(connects, limits.trustedProxyHops, 'Instagram connections'));
  return routes.serve(connectInstagram, ({ code, state }, c) => connection.connect(code, state, publicOrigin(c, configuredOrigin))).router;
}
