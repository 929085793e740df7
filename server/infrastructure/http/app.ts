import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { type Logger } from 'pino';
import { type AppTokens } from '../../application/auth/app-token.port';
import { type Login } from '../../application/auth/login.port';
import { AppError } from '../../application/shared/app-error';
import { type GetUserInfoUseCase } from '../../application/shops/get-user-info.use-case';
import { type ShopRepository } from '../../application/shops/shop-repository.port';
import { authenticate } from './authenticate';
import { createErrorHandler } from './error-handler';
import { type HttpEnv } from './http-env';
import { loginRoutes } from './routes/login.routes';
import { userInfoRoutes } from './routes/user-info.routes';
import { securityHeaders } from './security-headers';
import { spaRoutes } from './spa';

export interface HttpDependencies {
  readonly logger: Logger;
  readonly distDir: string;
  readonly ping: () => Promise<boolean>;
  readonly tokens: AppTokens;
  readonly shops: ShopRepository;
  readonly login: Login;
  readonly getUserInfo: GetUserInfoUseCase;
}

/** The one HTTP surface: the API under /api, the picker's store API, webhooks and the admin. */
export function createHttpApp(deps: HttpDependencies) {
  const app = new Hono<HttpEnv>();
  app.use(async (c, next) => {
    c.set('requestId', randomUUID());
    await next();
  });
  app.use(securityHeaders);
  app.onError(createErrorHandler(deps.logger));

  app.get('/healthz', async (c) => {
    const healthy = await deps.ping().catch(() => false);
    return c.json({ status: healthy ? 'ok' : 'database unavailable' }, healthy ? 200 : 503);
  });

  const admin = new Hono<HttpEnv>();
  admin.route('/', loginRoutes(deps.login));
  admin.use(authenticate(deps.tokens, deps.shops));
  admin.route('/', userInfoRoutes(deps.getUserInfo));
  app.route('/api/v1/admin', admin);

  app.all('/api/*', () => {
    throw new AppError('notFound', 'path: no such API endpoint');
  });
  app.route('/', spaRoutes(deps.distDir));
  return app;
}
