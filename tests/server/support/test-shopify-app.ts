import { type ShopifyAppConfig } from '../../../server/infrastructure/config/server-config';

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
