import { Navigate, redirect, type RouteObject } from 'react-router-dom';
import { type ClassResolver } from '../kit/view-model-context';
import { AppLayout } from '../shell/app-layout';
import { ConnectingScreen } from './connecting.screen';
import { GuardedRoot, type RootLoaderData } from './guarded-root';
import { RouteErrorScreen } from './route-error.screen';
import { RouteGuardViewModel } from './route-guard.view-model';
import { NOT_FOUND_PATH } from './route-lookup';
import { type AppRoute, APP_ROUTES } from './route-table';
import { ScreenWarmup } from './screen-warmup';

function toRouteObject(route: AppRoute): RouteObject {
  return { path: route.path, lazy: route.load };
}

/**
 * The admin's route tree: a guarded root (its loader runs the guard before every navigation),
 * the signed-in routes inside the shell's layout, the public routes on their own, and `*` → /404.
 */
export function createAppRoutes(resolver: ClassResolver, routes: readonly AppRoute[] = APP_ROUTES): RouteObject[] {
  const guard = resolver.resolve(RouteGuardViewModel);
  const warmup = resolver.resolve(ScreenWarmup);
  let lastPathname: string | null = null;
  return [
    {
      id: 'root',
      loader: async ({ request }): Promise<RootLoaderData | Response> => {
        const url = new URL(request.url);
        // Entering a screen (not a change of its own address, a filter, which the screen reads
        // itself): its first read starts once the guard admits it, alongside the session's load.
        const entering = url.pathname !== lastPathname;
        lastPathname = url.pathname;
        const decision = await guard.check(url, () => {
          if (entering) warmup.start(resolver, routes, url);
        });
        if (decision.kind === 'redirect') {
          lastPathname = null;
          return redirect(decision.to);
        }
        return { missingHost: decision.kind === 'missing-host' };
      },
      // The guard decides on every navigation, not only when the query changes.
      shouldRevalidate: () => true,
      element: <GuardedRoot guard={guard} />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <ConnectingScreen />,
      children: [
        { element: <AppLayout />, children: routes.filter((route) => route.access === 'signed-in').map(toRouteObject) },
        ...routes.filter((route) => route.access === 'public').map(toRouteObject),
        { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
      ],
    },
  ];
}
