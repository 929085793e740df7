import { AppProvider } from '@shopify/polaris';
import enPolaris from '@shopify/polaris/locales/en.json';
import { render, type RenderResult } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type i18n, type Resource, type ResourceKey } from 'i18next';
import { type Container } from 'inversify';
import { type ReactElement, type ReactNode, StrictMode } from 'react';
import { Route, type RouteObject, Routes, UNSAFE_createMemoryHistory as createMemoryHistory, useRoutes } from 'react-router-dom';
import { TranslationProvider } from '../../src/ui/kit/use-translation';
import { type ClassResolver, ResolverProvider } from '../../src/ui/kit/view-model-context';
import { AdminRouter } from '../../src/ui/routing/admin-router';
import { AdminRouterView } from '../../src/ui/routing/admin-router-view';
import { AdminLink } from '../../src/ui/shell/admin-link';
import { createResolver } from '../../src/composition/create-container';
import { createTestContainer } from './test-container';

const LOCALES_DIR = join(import.meta.dirname, '../../public/locales');

/** An i18next instance with every namespace of `language` read from public/locales (synchronously). */
export function createTestI18n(language = 'en'): i18n {
  const resources: Resource = {};
  for (const lang of new Set([language, 'en'])) {
    resources[lang] = {};
    for (const file of readdirSync(join(LOCALES_DIR, lang))) {
      resources[lang][file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(LOCALES_DIR, lang, file), 'utf8')) as ResourceKey;
    }
  }
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    resources,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export interface ProvidersOptions {
  readonly container?: Container;
  readonly language?: string;
  readonly path?: string;
}

export interface RenderedWithProviders extends RenderResult {
  readonly container: HTMLElement;
  readonly di: Container;
  readonly i18n: i18n;
}

/**
 * Renders `routes` under `router` inside the admin's providers, as AppRoot does: view-models and
 * services from `resolver`, the words of `language` (English by default) and Polaris, in React StrictMode.
 */
export function renderRouterWithProviders(
  router: AdminRouter,
  routes: ReactNode,
  resolver: ClassResolver,
  language?: string,
): RenderResult & { readonly i18n: i18n } {
  const i18n = createTestI18n(language);
  // StrictMode, as `npm run dev` runs the admin: effects mount, unmount and mount again, so a
  // view-model that does not survive that fails every screen test rather than only in development.
  const result = render(
    <StrictMode>
      <ResolverProvider resolver={resolver}>
        <TranslationProvider i18n={i18n}>
          <AppProvider i18n={enPolaris} linkComponent={AdminLink}>
            <AdminRouterView router={router}>{routes}</AdminRouterView>
          </AppProvider>
        </TranslationProvider>
      </ResolverProvider>
    </StrictMode>,
  );
  return { ...result, i18n };
}

/** A router over a memory history at `path` that admits every address at once (no guard). */
export function createOpenTestRouter(path = '/'): AdminRouter {
  const router = new AdminRouter(createMemoryHistory({ initialEntries: [path] }), () => ({ kind: 'show', missingHost: false }));
  router.start();
  return router;
}

/** Renders one component the way the admin does (container, words, Polaris, the admin's router), at `path`. */
export function renderWithProviders(element: ReactElement, options: ProvidersOptions = {}): RenderedWithProviders {
  const di = options.container ?? createTestContainer();
  // Every path renders `element`; leaving with unsaved changes asks, as in the admin.
  const routes = (
    <Routes>
      <Route path="*" element={element} />
    </Routes>
  );
  return { ...renderRouterWithProviders(createOpenTestRouter(options.path), routes, createResolver(di), options.language), di };
}

function RoutesOf({ routes }: { readonly routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders a route list the way the admin does, at `path`; returns the router to follow or move it. */
export function renderRoutes(routes: RouteObject[], path: string, container: Container, language?: string): RenderResult & { readonly router: AdminRouter } {
  const router = createOpenTestRouter(path);
  return { ...renderRouterWithProviders(router, <RoutesOf routes={routes} />, createResolver(container), language), router };
}
