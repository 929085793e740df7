import { Suspense } from 'react';
import { type i18n } from 'i18next';
import { TranslationProvider } from '../kit/use-translation';
import { type ClassResolver, ResolverProvider } from '../kit/view-model-context';
import { type AdminRouter } from '../routing/admin-router';
import { AdminRouterView } from '../routing/admin-router-view';
import { AppRoutes } from '../routing/app-routes';
import { ConnectingScreen } from '../routing/connecting.screen';
import { PolarisAppProvider } from './polaris-app-provider';

export interface AppRootProps {
  readonly resolver: ClassResolver;
  readonly i18n: i18n;
  readonly router: AdminRouter;
}

/** Everything every screen needs above it: the container, the words, Polaris, the router. */
export function AppRoot({ resolver, i18n, router }: AppRootProps) {
  return (
    <ResolverProvider resolver={resolver}>
      <TranslationProvider i18n={i18n}>
        <PolarisAppProvider>
          <Suspense fallback={<ConnectingScreen />}>
            <AdminRouterView router={router}>
              <AppRoutes />
            </AdminRouterView>
          </Suspense>
        </PolarisAppProvider>
      </TranslationProvider>
    </ResolverProvider>
  );
}
