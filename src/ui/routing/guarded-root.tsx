import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { MissingHostScreen } from '../errors/missing-host.screen';
import { useService } from '../kit/view-model-context';
import { useAdminRoute } from './admin-router-view';
import { ConnectingScreen } from './connecting.screen';
import { RouteErrorBoundary, RouteErrorScreen } from './route-error.screen';
import { LOAD_FAILED_PATH } from './route-lookup';
import { type RouteGuardViewModel } from './route-guard.view-model';
import { StaleBundleRecovery, watchFailedAssets } from './stale-bundle-recovery';

/** The root of every route: the guard's page (missing host), a failed route's page, page views, and failed-asset recovery. */
export function GuardedRoot({ guard }: { readonly guard: RouteGuardViewModel }) {
  const { shown } = useAdminRoute();
  const { pathname, search, key } = useLocation();
  const recovery = useService(StaleBundleRecovery);
  const navigate = useNavigate();

  useEffect(() => guard.routeChanged(pathname), [guard, pathname]);
  useEffect(
    () =>
      watchFailedAssets(window, () => {
        if (!recovery.reopen(`${pathname}${search}`)) void navigate(LOAD_FAILED_PATH);
      }),
    [recovery, navigate, pathname, search],
  );

  if (shown.missingHost) return <MissingHostScreen />;
  if (shown.failure) return <RouteErrorScreen error={shown.failure.error} />;
  return (
    <RouteErrorBoundary locationKey={key}>
      <Suspense fallback={<ConnectingScreen />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
