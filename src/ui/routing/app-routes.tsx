import { useMemo } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { type ClassResolver, useService } from '../kit/view-model-context';
import { AppLayout } from '../shell/app-layout';
import { type Admission, type Admit } from './admin-router';
import { GuardedRoot } from './guarded-root';
import { RouteGuardViewModel } from './route-guard.view-model';
import { findRoute, NOT_FOUND_PATH } from './route-lookup';
import { loadScreen, RouteScreen } from './route-screens';
import { type AppRoute, APP_ROUTES } from './route-table';
import { ScreenWarmup } from './screen-warmup';

/**
 * How the admin router admits an address: the guard decides (docs/product/auth-and-session.md
 * "The route guard") while the screen's chunk loads alongside, and the address is shown once both are done.
 */
export function routeAdmission(resolver: ClassResolver, routes: readonly AppRoute[] = APP_ROUTES): Admit {
  const guard = resolver.resolve(RouteGuardViewModel);
  const warmup = resolver.resolve(ScreenWarmup);
  let lastPathname: string | null = null;
  return async (url): Promise<Admission> => {
    // Entering a screen (not a change of its own address, a filter, which the screen reads
    // itself): its first read starts once the guard admits it, alongside the session's load.
    const entering = url.pathname !== lastPathname;
    lastPathname = url.pathname;
    const route = findRoute(url.pathname, routes);
    const screen = route ? loadScreen(route) : Promise.resolve();
    // A redirect does not wait for the screen it leaves, nor report its failure.
    screen.catch(() => undefined);
    const decision = await guard.check(url, () => {
      if (entering) warmup.start(resolver, routes, url);
    });
    if (decision.kind === 'redirect') {
      lastPathname = null;
      return decision;
    }
    if (decision.kind === 'missing-host') return { kind: 'show', missingHost: true };
    await screen;
    return { kind: 'show', missingHost: false };
  };
}

function toRouteObject(route: AppRoute): RouteObject {
  return { path: route.path, element: <RouteScreen route={route} /> };
}

/** The admin's route tree: the signed-in routes inside the shell's layout, the public routes on their own, and `*` → /404. */
export function AppRoutes({ routes = APP_ROUTES }: { readonly routes?: readonly AppRoute[] }) {
  const guard = useService(RouteGuardViewModel);
  const tree = useMemo<RouteObject[]>(
    () => [
      {
        element: <GuardedRoot guard={guard} />,
        children: [
          { element: <AppLayout />, children: routes.filter((route) => route.access === 'signed-in').map(toRouteObject) },
          ...routes.filter((route) => route.access === 'public').map(toRouteObject),
          { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
        ],
      },
    ],
    [guard, routes],
  );
  return useRoutes(tree);
}
