import { type Context, type Hono } from 'hono';
import { cors } from 'hono/cors';
import { bookmarkImport, createBookmarkToken, importMarketplaceUrl } from '../../../../src/contracts/import-sources.contract';
import { type MarketplaceImportUseCases } from '../../../application/imports/marketplace-import-use-cases';
import { addressKey, clientAddress } from '../client-address';
import { ContractRoutes } from '../contract-routes';
import { type HttpEnv } from '../http-env';
import { consumeOrRefuse, rateLimiter, type RateLimitStore } from '../rate-limiters';

/** How often one address may send through the bookmarklet (docs/product/import-marketplaces.md#token). */
export interface BookmarkImportLimits {
  readonly sendsPerAddressPerMinute: number;
  readonly trustedProxyHops: number;
}

export const DEFAULT_BOOKMARK_SENDS_PER_ADDRESS_PER_MINUTE = 20;

export interface PublicBookmarkImportDependencies {
  readonly useCases: MarketplaceImportUseCases;
  readonly limits: BookmarkImportLimits;
  readonly limitStore: RateLimitStore;
}

/** The admin's marketplace imports; mounted at /api/v1/admin after authentication. */
export function importSourcesRoutes(useCases: MarketplaceImportUseCases): Hono<HttpEnv> {
  return new ContractRoutes('/api/v1/admin')
    .serve(createBookmarkToken, (request, c) => useCases.createBookmarkToken(c.get('shop'), request))
    .serve(importMarketplaceUrl, (request, c) => useCases.importFromUrl(c.get('shop'), request)).router;
}

/**
 * The bookmarklet's endpoint, mounted at the root: called from the marketplace's page, so any
 * origin may call it, without cookies (the token in the body is the credential).
 */
export function publicBookmarkImportRoutes(deps: PublicBookmarkImportDependencies): Hono<HttpEnv> {
  const sends = rateLimiter(deps.limitStore, 'bookmark-import-address', deps.limits.sendsPerAddressPerMinute, 60);
  const address = (c: Context<HttpEnv>) => addressKey(clientAddress(c, deps.limits.trustedProxyHops));
  const routes = new ContractRoutes('');
  // A browser asks before a public page calls a server on a private address (a development or
  // in-house install): allowed, the token being the credential either way.
  routes.router.use(bookmarkImport.path, async (c, next) => {
    await next();
    if (c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Private-Network') === 'true') c.header('Access-Control-Allow-Private-Network', 'true');
  });
  routes.router.use(bookmarkImport.path, cors({ origin: '*', allowMethods: ['POST'], allowHeaders: ['Content-Type'], credentials: false, maxAge: 600 }), async (c, next) => {
    if (c.req.method === 'POST') await consumeOrRefuse(sends, address(c), 'address', 'bookmarklet sends');
    await next();
  });
  routes.serve(bookmarkImport, (request) => deps.useCases.importFromBookmarklet(request));
  return routes.router;
}
