import { developmentProxySecret } from '../../../server/infrastructure/demo-storefront/demo-app-proxy';
import { signAppProxyQuery } from '../../../server/infrastructure/shopify/app-proxy-signature';
import { TEST_APP_TOKEN_SECRET, type TestServer } from './test-server';

/** The secret development store mode's proxy routes verify with (there is no Shopify API secret). */
export const TEST_PROXY_SECRET = developmentProxySecret(TEST_APP_TOKEN_SECRET);

/** A storefront call as Shopify's app proxy forwards it: signed for `shopDomain`, from `address`. */
export function proxyCall(
  server: TestServer,
  shopDomain: string,
  method: 'GET' | 'POST',
  name: string,
  options: { readonly query?: Record<string, string>; readonly body?: unknown; readonly address?: string; readonly headers?: Record<string, string>; readonly at?: Date; readonly customer?: string } = {},
) {
  const query = signAppProxyQuery(new URLSearchParams(options.query ?? {}), shopDomain, TEST_PROXY_SECRET, options.at ?? new Date(), options.customer);
  return server.call(method, `/proxy/${name}?${query.toString()}`, {
    ...(options.body === undefined ? {} : { body: options.body }),
    headers: { 'X-Forwarded-For': options.address ?? '203.0.113.7', ...options.headers },
  });
}
