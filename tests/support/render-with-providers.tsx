import { AppProvider } from '@shopify/polaris';
import enPolaris from '@shopify/polaris/locales/en.json';
import { render, type RenderResult } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type i18n, type Resource, type ResourceKey } from 'i18next';
import { type Container } from 'inversify';
import { type ReactElement, StrictMode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { type ClassResolver, ResolverProvider } from '../../src/ui/kit/view-model-context';
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
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
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
 * Renders `router` inside the admin's providers, as AppRoot does: view-models and services from
 * `resolver`, the words of `language` (English by default) and Polaris, in React StrictMode.
 */
export function renderRouterWithProviders(
  router: ReturnType<typeof createMemoryRouter>,
  resolver: ClassResolver,
  language?: string,
): RenderResult & { readonly i18n: i18n } {
  const i18n = createTestI18n(language);
  // StrictMode, as `npm run dev` runs the admin: effects mount, unmount and mount again, so a
  // view-model that does not survive that fails every screen test rather than only in development.
  const result = render(
    <StrictMode>
      <ResolverProvider resolver={resolver}>
        <I18nextProvider i18n={i18n}>
          <AppProvider i18n={enPolaris} linkComponent={AdminLink}>
            <RouterProvider router={router} />
          </AppProvider>
        </I18nextProvider>
      </ResolverProvider>
    </StrictMode>,
  );
  return { ...result, i18n };
}

/** Renders one component the way the admin does (container, words, Polaris, a router), at `path`. */
export function renderWithProviders(element: ReactElement, options: ProvidersOptions = {}): RenderedWithProviders {
  const di = options.container ?? createTestContainer();
  // A data router, as the admin's, so useBlocker works; every path renders `element`.
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [options.path ?? '/'] });
  return { ...renderRouterWithProviders(router, createResolver(di), options.language), di };
}
