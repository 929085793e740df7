import { Suspense, useEffect } from 'react';
import { Outlet, useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { MissingHostScreen } from '../errors/missing-host.screen';
import { useService } from '../kit/view-model-context';
import { ConnectingScreen } from './connecting.screen';
import { LOAD_FAILED_PATH } from './route-lookup';
import { type RouteGuardViewModel } from './route-guard.view-model';
import { StaleBundleRecovery, watchFailedAssets } from './stale-bundle-recovery';

export interface RootLoaderData {
  readonly missingHost: boolean;
}

/** The root of every route: the guard's page (missing host), page views, and failed-asset recovery. */
export function GuardedRoot({ guard }: { readonly guard: RouteGuardViewModel }) {
  const { missingHost } = useLoaderData<RootLoaderData>();
  const { pathname, search } = useLocation();
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

  if (missingHost) return <MissingHostScreen />;
  return (
    <Suspense fallback={<ConnectingScreen />}>
      <Outlet />
    </Suspense>
  );
}
