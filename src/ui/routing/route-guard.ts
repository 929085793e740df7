import { AUTH_PATH, LOGIN_ROUTE, RETURN_PATH_PARAM } from '../../application/auth/auth-routes';
import { HOST_PARAM } from '../../application/session/embedding';
import { INSTAGRAM_CALLBACK_PATH } from '../../contracts/instagram.contract';
import { type RouteAccess } from './route-table';
import { NOT_FOUND_PATH } from './route-lookup';

export interface GuardInput {
  readonly pathname: string;
  readonly query: URLSearchParams;
  /** Access of the route at `pathname`; null when the app has no such route. */
  readonly access: RouteAccess | null;
  /** Framed by a host that gave no `host` (decided once per page load). */
  readonly hostMissing: boolean;
  /** The route is one a sister app frames without `host` (the resource picker): no missing-host page. */
  readonly framedBySisterApps?: boolean;
  readonly inFrame: boolean;
  readonly hasAppBridge: boolean;
  /** Inside the store admin (App Bridge and the admin's frame or host). */
  readonly embedded: boolean;
  readonly hasStoredToken: boolean;
}

export type GuardDecision =
  | { readonly kind: 'render'; readonly needsSession: boolean }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'missing-host' };

/** docs/product/auth-and-session.md "The route guard", in order; the first rule that applies decides. */
export function decideRoute(input: GuardInput): GuardDecision {
  if (input.hostMissing && !input.framedBySisterApps) return { kind: 'missing-host' };
  if (input.access === null) return { kind: 'redirect', to: NOT_FOUND_PATH };
  const { query } = input;
  // Instagram's own `code` comes back to /ins_auth (docs/product/instagram.md#connecting): not a Shopify sign-in.
  if ((query.has('code') || query.has('hmac')) && !query.has('sign') && !isAuth(input.pathname) && !isPath(input.pathname, INSTAGRAM_CALLBACK_PATH)) {
    const authQuery = new URLSearchParams(query);
    authQuery.set(RETURN_PATH_PARAM, input.pathname);
    return { kind: 'redirect', to: `${AUTH_PATH}?${authQuery.toString()}` };
  }
  const embeddedByHost = input.inFrame || query.get('embedded') === '1';
  if (embeddedByHost && query.has(HOST_PARAM) && !input.hasAppBridge) return { kind: 'redirect', to: NOT_FOUND_PATH };
  if (input.access === 'signed-in') {
    if (!input.embedded && !input.hasStoredToken) return { kind: 'redirect', to: LOGIN_ROUTE };
    return { kind: 'render', needsSession: true };
  }
  return { kind: 'render', needsSession: false };
}

function isAuth(pathname: string): boolean {
  return isPath(pathname, AUTH_PATH);
}

function isPath(pathname: string, path: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() === path;
}
