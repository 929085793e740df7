import { createHmac } from 'node:crypto';
import { type ShopifyAppConfig } from '../../../server/infrastructure/config/server-config';
import { type TestServer } from './test-server';

export const TEST_SHOPIFY_API_KEY = 'test-api-key-0123456789';
export const TEST_SHOPIFY_API_SECRET = 'test-api-secret-that-shopify-shares-with-the-app';
export const TEST_SHOPIFY_SCOPES = 'read_products,write_orders';
const TEST_TOKEN_ENCRYPTION_KEY = Buffer.from('5f'.repeat(32), 'hex');

/** A complete Shopify mode configuration for tests; override what a test is about. */
export function testShopifyApp(overrides: Partial<ShopifyAppConfig> = {}): ShopifyAppConfig {
  return {
    apiKey: TEST_SHOPIFY_API_KEY,
    apiSecret: TEST_SHOPIFY_API_SECRET,
    scopes: TEST_SHOPIFY_SCOPES,
    appUrl: 'https://reviews.example.com',
    tokenEncryptionKey: TEST_TOKEN_ENCRYPTION_KEY,
    channelwillSignSecret: 'test-channelwill-sign-secret',
    ...overrides,
  };
}

/** The Shopify mode configuration of the webhook tests, with the API secret the file signs its deliveries with. */
export function webhookShopifyApp(apiSecret: string): ShopifyAppConfig {
  return {
    apiKey: 'test-api-key',
    apiSecret,
    scopes: 'read_products,read_orders',
    appUrl: 'https://reviews.example',
    tokenEncryptionKey: Buffer.alloc(32, 7),
    channelwillSignSecret: null,
  };
}

/**
 * Posts webhooks to /webhooks as Shopify sends them: the raw body signed with HMAC-SHA256 under
 * `apiSecret`, and an event id of its own for each delivery (`<eventPrefix>-<n>`).
 */
export function signedWebhooks(server: () => Pick<TestServer, 'call'>, apiSecret: string, eventPrefix: string) {
  let events = 0;
  return (topic: string, shopDomain: string, payload: unknown, headers: Readonly<Record<string, string>> = {}) => {
    const body = JSON.stringify(payload);
    events += 1;
    return server().call('POST', '/webhooks', {
      body,
      headers: {
        'X-Shopify-Topic': topic,
        'X-Shopify-Shop-Domain': shopDomain,
        'X-Shopify-Event-Id': `${eventPrefix}-${events}`,
        'X-Shopify-Hmac-Sha256': createHmac('sha256', apiSecret).update(body, 'utf8').digest('base64'),
        ...headers,
      },
    });
  };
}
