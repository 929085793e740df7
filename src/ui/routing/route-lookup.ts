import { matchPath } from 'react-router-dom';
import { type AppRoute, APP_ROUTES } from './route-table';

export const NOT_FOUND_PATH = '/404';
export const LOAD_FAILED_PATH = '/400';

/** The app's route at `pathname` (case-insensitive, trailing slash ignored), or null for an unknown path. */
export function findRoute(pathname: string, routes: readonly AppRoute[] = APP_ROUTES): AppRoute | null {
  return routes.find((route) => matchPath({ path: route.path, caseSensitive: false, end: true }, pathname) !== null) ?? null;
}
