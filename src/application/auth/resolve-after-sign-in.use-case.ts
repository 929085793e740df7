import { GUIDE_ROUTE } from '../../domain/guide/guide-login';
import { AUTH_PATH, RETURN_PATH_PARAM } from './auth-routes';

export const HOME_PATH = '/';
export const PLAN_PATH = '/plan';
export const CHANNELWILL_PATH = '/integrated/channelwill';
export const REVIEW_LIST_PATH = '/reviewList';

/**
 * What the platform and the sign-in add to /auth's query; the rest belongs to the page the merchant
 * was going to ("the cleaned query").
 */
export const AUTH_QUERY_PARAMS: readonly string[] = [
  'shop', 'host', 'hmac', 'code', 'timestamp', 'session', 'id_token', 'embedded', 'locale', 'state',
  'sign', 'sign_time', 'shopify_shop_id', 'charge_id', RETURN_PATH_PARAM,
];

export interface SignInDestination {
  readonly to: string;
  /** Router state for the destination (`charge_id` for the dashboard's billing confirmation). */
  readonly state?: { readonly charge_id: string };
}

export interface AfterSignInInput {
  readonly query: URLSearchParams;
  readonly guideRequired: boolean;
}

/** The page the merchant asked for (the guard's `path`), only ever a path of this app; default /. */
export function requestedPath(query: URLSearchParams): string {
  const path = query.get(RETURN_PATH_PARAM);
  // A protocol-relative or absolute address would leave the app: an open redirect.
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return HOME_PATH;
  const pathname = path.split(/[?#]/, 1)[0] ?? HOME_PATH;
  return pathname.toLowerCase() === AUTH_PATH ? HOME_PATH : pathname;
}

/** docs/product/overview.md "After sign-in at /auth": the seven rules, first match wins. */
export function resolveAfterSignIn({ query, guideRequired }: AfterSignInInput): SignInDestination {
  const path = requestedPath(query);
  const chargeId = query.get('charge_id');
  if (guideRequired) return { to: GUIDE_ROUTE };
  if (query.get('action') === 'channelwill' && chargeId) return { to: withQuery(CHANNELWILL_PATH, cleanedQuery(query)) };
  if (chargeId) return { to: HOME_PATH, state: { charge_id: chargeId } };
  if (samePath(path, PLAN_PATH)) {
    const plan = new URLSearchParams({ source: 'navigation' });
    const discount = query.get('discount');
    if (discount !== null) plan.set('discount', discount);
    return { to: withQuery(PLAN_PATH, plan) };
  }
  if (samePath(path, CHANNELWILL_PATH)) return { to: withQuery(CHANNELWILL_PATH, cleanedQuery(query)) };
  const reviewId = query.get('id');
  if (samePath(path, REVIEW_LIST_PATH) && reviewId) return { to: withQuery(REVIEW_LIST_PATH, new URLSearchParams({ id: reviewId })) };
  return { to: path };
}

export function cleanedQuery(query: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...query].filter(([key]) => !AUTH_QUERY_PARAMS.includes(key)));
}

function samePath(path: string, route: string): boolean {
  return path.replace(/\/+$/, '').toLowerCase() === route.toLowerCase();
}

function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
