import '@shopify/polaris/build/esm/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { type AppConfig } from './application/config/app-config.port';
import { bindBrowserAdapters } from './composition/browser-adapters';
import { createContainer, createResolver } from './composition/create-container';
import { I18nextTranslations } from './infrastructure/i18n/i18next-translations';
import { AdminRouter } from './ui/routing/admin-router';
import { routeAdmission } from './ui/routing/app-routes';
import { AppRoot } from './ui/shell/app-root';

/** The API, the new API and the picker's store API are served by the same origin as the admin. */
const config: AppConfig = { apiBaseUrl: '', newApiBaseUrl: '', storeApiBaseUrl: '', buildId: __BUILD_ID__ };

async function boot(): Promise<void> {
  const container = createContainer();
  const { navigator, platformBound } = bindBrowserAdapters(container, { window, config });
  const translations = container.get(I18nextTranslations);
  await platformBound;
  const resolver = createResolver(container);
  // The router starts at once: the guard's session read, the screen's code, its words and its
  // first read go out while the first words load, not after them.
  const router = new AdminRouter(createBrowserHistory(), routeAdmission(resolver));
  router.start();
  navigator.attach(router);
  await translations.ready;
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element to mount the app in.');
  createRoot(root).render(
    <StrictMode>
      <AppRoot resolver={resolver} i18n={translations.i18n} router={router} />
    </StrictMode>,
  );
}

void boot();
