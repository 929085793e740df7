import { reaction } from 'mobx';
import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';
import { Router } from 'react-router-dom';
import { type AdminRouter, type ShownLocation } from './admin-router';
import { ConnectingScreen } from './connecting.screen';
import { RouteErrorBoundary } from './route-error.screen';

interface AdminRoute {
  readonly router: AdminRouter;
  /** The address the screens draw (it follows the router's in a transition, see below). */
  readonly shown: ShownLocation;
}

const AdminRouteContext = createContext<AdminRoute | null>(null);

export function useAdminRoute(): AdminRoute {
  const route = useContext(AdminRouteContext);
  if (!route) throw new Error('useAdminRoute needs an AdminRouterView above it.');
  return route;
}

/**
 * react-router's routes under the address the admin router admitted ("Connecting to Shopify ..."
 * until the first). A new address is drawn in a transition, as react-router's own routers do: a
 * screen still waiting for its words keeps the page as it was instead of blanking the shell.
 */
export function AdminRouterView({ router, children }: { readonly router: AdminRouter; readonly children: ReactNode }) {
  const [shown, setShown] = useState(router.shown);
  useEffect(() => reaction(() => router.shown, (next) => startTransition(() => setShown(next)), { fireImmediately: true }), [router]);

  if (!shown) return <ConnectingScreen />;
  return (
    <AdminRouteContext.Provider value={{ router, shown }}>
      <Router location={shown.location} navigationType={shown.action} navigator={router.navigator}>
        <RouteErrorBoundary locationKey={shown.location.key}>{children}</RouteErrorBoundary>
      </Router>
    </AdminRouteContext.Provider>
  );
}
