import { appReturnPath } from '../../../src/domain/auth/return-path';

/** What the auth use-cases need to know about the app registered with Shopify. */
export interface ShopifyApp {
  readonly apiKey: string;
  /** Scopes the app needs; a shop that granted fewer is asked to authorize again. */
  readonly requiredScopes: readonly string[];
  /** Where Shopify sends the merchant back after the OAuth authorize screen. */
  readonly callbackUrl: string;
}

/** 'read_products, write_orders' → ['read_products', 'write_orders']. */
export function parseScopes(scopes: string): string[] {
  return scopes
    .split(',')
    .map((scope) => scope.trim())
    .filter(Boolean);
}

/**
 * Required scopes the grant lacks. As on Shopify, a write scope includes its read scope
 * (`write_products` grants `read_products`, also for `unauthenticated_` scopes).
 */
export function missingScopes(required: readonly string[], granted: readonly string[]): string[] {
  const held = new Set(granted);
  for (const scope of granted) held.add(scope.replace(/^(unauthenticated_)?write_/, '$1read_'));
  return required.filter((scope) => !held.has(scope));
}

/** Shopify's OAuth authorize screen for an offline grant (no `grant_options[]`). */
export function authorizeUrl(app: ShopifyApp, shop: string, state: string): string {
  const query = new URLSearchParams({
    client_id: app.apiKey,
    scope: app.requiredScopes.join(','),
    redirect_uri: app.callbackUrl,
    state,
  });
  return `https://${shop}/admin/oauth/authorize?${query.toString()}`;
}

/** The app inside the shop's admin, where the merchant lands after installing: at one of its pages (`/` its dashboard). */
export function embeddedAppUrl(app: ShopifyApp, shop: string, returnPath = '/'): string {
  const page = appReturnPath(returnPath);
  return `https://${shop}/admin/apps/${encodeURIComponent(app.apiKey)}${page === '/' ? '' : page}`;
}
