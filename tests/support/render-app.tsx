import { type RenderResult } from '@testing-library/react';
import { type i18n } from 'i18next';
import { type Container } from 'inversify';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { AuthTokenStore } from '../../src/application/auth/auth-token-store';
import { TOKENS } from '../../src/application/tokens';
import { createResolver } from '../../src/composition/create-container';
import { getUserSettings } from '../../src/contracts/settings.contract';
import { getUserInfo } from '../../src/contracts/shop.contract';
import { RouterNavigator } from '../../src/infrastructure/browser/router-navigator';
import { AdminRouter } from '../../src/ui/routing/admin-router';
import { AppRoutes, routeAdmission } from '../../src/ui/routing/app-routes';
import { type AppRoute } from '../../src/ui/routing/route-table';
import { type FakeContractClient } from '../fakes/fake-contract-client';
import { TEST_SHOP, testUserInfo } from '../fakes/fake-shop-gateway';
import { testUserSettings } from '../fakes/fake-user-settings';
import { renderRouterWithProviders } from './render-with-providers';
import { createTestContainer } from './test-container';

/** A stored app token for {@link TEST_SHOP}, and the calls loading its session makes. */
export function signInTestShop(di: Container): void {
  di.get(AuthTokenStore).save({ token: 'test-app-token', shop: TEST_SHOP });
  di.get<FakeContractClient>(TOKENS.ContractClient).on(getUserInfo, testUserInfo()).on(getUserSettings, testUserSettings());
}

export interface RenderAppOptions {
  readonly container?: Container;
  readonly language?: string;
  /** Sets the fakes up before the routes are built (the browser's address, the API's answers…). */
  readonly setup?: (di: Container) => void;
  /** Starts with a stored token and a session the fake API answers (see {@link signInTestShop}). */
  readonly signedIn?: boolean;
  /** Another route table (a test that breaks one screen's chunk). */
  readonly routes?: readonly AppRoute[];
}

export interface RenderedApp extends RenderResult {
  readonly di: Container;
  readonly i18n: i18n;
  readonly router: AdminRouter;
}

/**
 * Renders the admin's real route table at `path` over the test container, with the admin's router
 * on a memory history that the Navigator port drives (so `navigate` and `back` really move between screens).
 */
export function renderApp(path: string, options: RenderAppOptions = {}): RenderedApp {
  const di = options.container ?? createTestContainer();
  if (options.signedIn) signInTestShop(di);
  options.setup?.(di);
  const navigator = new RouterNavigator();
  di.rebind(TOKENS.Navigator).toConstantValue(navigator);
  const resolver = createResolver(di);
  const router = new AdminRouter(createMemoryHistory({ initialEntries: [path] }), routeAdmission(resolver, options.routes));
  router.start();
  navigator.attach(router);
  return { ...renderRouterWithProviders(router, <AppRoutes routes={options.routes} />, resolver, options.language), di, router };
}
