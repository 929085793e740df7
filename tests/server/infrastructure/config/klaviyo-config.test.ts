import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../../../server/infrastructure/config/server-config';

// A fixed secret keeps loadServerConfig from writing one into DATA_DIR.
const environment = { APP_TOKEN_SECRET: 'an-app-token-secret-of-at-least-32-characters' };
const shopifyMode = { ...environment, SHOPIFY_API_KEY: 'key', SHOPIFY_API_SECRET: 'secret', TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32) };

describe('KLAVIYO_API_URL', () => {
  it('is the loopback stand-in (null) in development store mode, and Klaviyo itself in Shopify mode', () => {
    expect(loadServerConfig(environment).klaviyoApiUrl).toBeNull();
    expect(loadServerConfig(shopifyMode).klaviyoApiUrl).toBe('https://a.klaviyo.com');
  });

  it('points both modes elsewhere when set, and stops the start-up on an address that is not one', () => {
    expect(loadServerConfig({ ...environment, KLAVIYO_API_URL: 'http://127.0.0.1:9911' }).klaviyoApiUrl).toBe('http://127.0.0.1:9911');
    expect(loadServerConfig({ ...shopifyMode, KLAVIYO_API_URL: 'https://klaviyo.proxy.example' }).klaviyoApiUrl).toBe('https://klaviyo.proxy.example');
    expect(() => loadServerConfig({ ...environment, KLAVIYO_API_URL: 'not a url' })).toThrow(/^Configuration: KLAVIYO_API_URL/);
  });
});
