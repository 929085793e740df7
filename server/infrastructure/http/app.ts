import { randomUUID } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { type Logger } from 'pino';
import { exchangeSuperAdminSign, login as loginContract, oauthCallback } from '../../../src/contracts/auth.contract';
import { AppError } from '../../application/shared/app-error';
import { compressLargeAnswers } from './compression';
import { createErrorHandler } from './error-handler';
import { limitBody } from './limit-body';
import { type HttpEnv } from './http-env';
import { appConfigRoutes } from './routes/app-config.routes';
import { monitoringRoutes } from './routes/monitoring.routes';
import { REVIEW_FILE_UPLOAD_PATH } from './routes/imports.routes';
import { noStoreAnswers, securityHeaders } from './security-headers';
import { byShopDomain, byShopId, limitSignIns, type ShopNamedBy, type SignInLimiters, shopInJsonBody, shopInQuery } from './sign-in-limits';
import { spaRoutes } from './spa';

/** Routes mounted at a base path of their own. */
export interface RouteMount {
  readonly base: string;
  readonly routes: Hono<HttpEnv>;
  /** A page mounted at its base: `<base>/` is redirected there (Liquid's routes.root_url ends with a slash). */
  readonly redirectTrailingSlash?: boolean;
}

/** What one area of the product serves (server/composition/<area>.ts builds it). */
export interface AreaRoutes {
  /** Under /api/v1/admin, answered without an app token: the ways to sign in. */
  readonly signIn?: readonly Hono<HttpEnv>[];
  /** Under /api/v1/admin, for a signed-in shop. */
  readonly admin?: readonly Hono<HttpEnv>[];
  /** For a signed-in shop at another of the spec's API bases (/api/v1/product, /api/v1/bff, /admin/v1/merchant). */
  readonly signedIn?: readonly RouteMount[];
  /** Without an app token: webhooks, the app proxy, public pages, uploads; each checks what it needs. */
  readonly public?: readonly RouteMount[];
}

/** The frame around the areas' routes: headers, limits, errors, health, the admin's pages. */
export interface HttpAppFrame {
  readonly logger: Logger;
  readonly distDir: string;
  readonly ping: () => Promise<boolean>;
  /** The Shopify client id; null in development store mode (public: /api/v1/app_config, index.html). */
  readonly shopifyApiKey: string | null;
  /** Origins besides our own that may frame /resource_picker (PICKER_HOST_ORIGINS); none by default. */
  readonly pickerHostOrigins: readonly string[];
  /** Counters of the sign-in routes' rate limits (docs/product/api.md#rate-limits). */
  readonly signInLimiters: SignInLimiters;
  /** Authenticates the admin's requests (the app token, and in Shopify mode the granted scopes). */
  readonly signedIn: MiddlewareHandler<HttpEnv>;
  /** Called after every request that may have changed data: the storefront sync looks at its queue. */
  readonly afterWrite: () => void;
  /** Every area's routes, mounted in this order inside each kind. */
  readonly areas: readonly AreaRoutes[];
}

/** No admin call needs more; uploads and webhooks set their own limits. */
const API_BODY_LIMIT_BYTES = 1024 * 1024;

const apiBodyLimit = limitBody(API_BODY_LIMIT_BYTES, `body: must be at most ${API_BODY_LIMIT_BYTES} bytes`);
/** The review file's upload sets its own, larger limit (imports.routes.ts). */
const apiBodyLimitButFileUpload: MiddlewareHandler = (c, next) => (c.req.path === REVIEW_FILE_UPLOAD_PATH ? next() : apiBodyLimit(c, next));

/** The one HTTP surface: the API under /api, the picker's store API, webhooks and the admin. */
export function createHttpApp(frame: HttpAppFrame) {
  const app = new Hono<HttpEnv>();
  app.use(async (c, next) => {
    c.set('requestId', randomUUID());
    await next();
  });
  app.use(securityHeaders({ pickerHostOrigins: frame.pickerHostOrigins }));
  app.onError(createErrorHandler(frame.logger));

  app.use(async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') frame.afterWrite();
  });

  app.get('/healthz', async (c) => {
    const healthy = await frame.ping().catch(() => false);
    return c.json({ status: healthy ? 'ok' : 'database unavailable' }, healthy ? 200 : 503);
  });

  app.use('/api/*', noStoreAnswers(), ...compressLargeAnswers());
  app.use('/store/*', noStoreAnswers(), ...compressLargeAnswers());
  app.use('/admin/v1/*', noStoreAnswers());
  app.use('/api/*', apiBodyLimitButFileUpload);
  // Every way in without an app token is rate limited: by address, and by the shop it names.
  const limitedSignIn = (path: string, shopNamedBy: ShopNamedBy) => app.use(path, limitSignIns(frame.signInLimiters, shopNamedBy));
  limitedSignIn(loginContract.path, shopInJsonBody('shop', byShopDomain));
  limitedSignIn(exchangeSuperAdminSign.path, shopInJsonBody('shopify_shop_id', byShopId));
  limitedSignIn(oauthCallback.path, shopInQuery('shop', byShopDomain));

  app.route('/api/v1/admin', adminApi(frame));
  app.route('/api/v1', appConfigRoutes(frame.shopifyApiKey));
  for (const [base, routes] of signedInBases(frame)) app.route(base, routes);
  app.route('/api/v1/monitoring', monitoringRoutes(frame.logger));
  for (const mount of frame.areas.flatMap((area) => area.public ?? [])) {
    if (mount.redirectTrailingSlash) app.get(`${mount.base}/`, (c) => c.redirect(`${mount.base}${new URL(c.req.url).search}`, 308));
    app.route(mount.base, mount.routes);
  }

  app.all('/api/*', () => {
    throw new AppError('notFound', 'path: no such API endpoint');
  });
  app.route('/', spaRoutes(frame.distDir, frame.shopifyApiKey));
  return app;
}

/** /api/v1/admin: the sign-in endpoints, then everything else for a signed-in shop. */
function adminApi(frame: HttpAppFrame): Hono<HttpEnv> {
  const admin = new Hono<HttpEnv>();
  for (const routes of frame.areas.flatMap((area) => area.signIn ?? [])) admin.route('/', routes);
  admin.use(frame.signedIn);
  for (const routes of frame.areas.flatMap((area) => area.admin ?? [])) admin.route('/', routes);
  return admin;
}

/** The spec's other signed-in API bases, one router (one authentication) per base. */
function signedInBases(frame: HttpAppFrame): Map<string, Hono<HttpEnv>> {
  const bases = new Map<string, Hono<HttpEnv>>();
  for (const mount of frame.areas.flatMap((area) => area.signedIn ?? [])) {
    let base = bases.get(mount.base);
    if (!base) {
      base = new Hono<HttpEnv>().use(frame.signedIn);
      bases.set(mount.base, base);
    }
    base.route('/', mount.routes);
  }
  return bases;
}
