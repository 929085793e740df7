import { observer } from 'mobx-react-lite';
import { createContext, type ReactNode, useContext } from 'react';
import { Router } from 'react-router-dom';
import { type AdminRouter } from './admin-router';
import { ConnectingScreen } from './connecting.screen';

const AdminRouterContext = createContext<AdminRouter | null>(null);

export function useAdminRouter(): AdminRouter {
  const router = useContext(AdminRouterContext);
  if (!router) throw new Error('useAdminRouter needs an AdminRouterView above it.');
  return router;
}

/** react-router's routes under the address the admin router admitted ("Connecting to Shopify ..." until the first). */
export const AdminRouterView = observer(function AdminRouterView({ router, children }: { readonly router: AdminRouter; readonly children: ReactNode }) {
  const shown = router.shown;
  if (!shown) return <ConnectingScreen />;
  return (
    <AdminRouterContext.Provider value={router}>
      <Router location={shown.location} navigationType={shown.action} navigator={router.navigator}>
        {children}
      </Router>
    </AdminRouterContext.Provider>
  );
});
