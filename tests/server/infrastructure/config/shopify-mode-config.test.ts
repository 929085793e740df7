import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../../../server/infrastructure/config/server-config';

const shopifyEnvironment = {
  SHOPIFY_API_KEY: 'key',
  SHOPIFY_API_SECRET: 'secret',
  APP_TOKEN_SECRET: 'an-app-token-secret-of-at-least-32-characters',
};

describe('Shopify mode configuration', () => {
  it('will not start without a 32-byte TOKEN_ENCRYPTION_KEY', () => {
    expect(() => loadServerConfig(shopifyEnvironment)).toThrow('Configuration: TOKEN_ENCRYPTION_KEY is required');
    expect(() => loadServerConfig({ ...shopifyEnvironment, TOKEN_ENCRYPTION_KEY: 'short' })).toThrow(
      /^Configuration: TOKEN_ENCRYPTION_KEY must be 32 bytes/,
    );
  });

  it('reads the key and the optional super-admin sign secret', () => {
    const key = randomBytes(32);
    const config = loadServerConfig({ ...shopifyEnvironment, TOKEN_ENCRYPTION_KEY: key.toString('hex') });
    expect(config.mode).toBe('shopify');
    expect(config.shopify?.tokenEncryptionKey).toEqual(key);
    expect(config.shopify?.channelwillSignSecret).toBeNull();
    const withSigns = loadServerConfig({ ...shopifyEnvironment, TOKEN_ENCRYPTION_KEY: key.toString('base64'), CHANNELWILL_SIGN_SECRET: 'cw' });
    expect(withSigns.shopify?.channelwillSignSecret).toBe('cw');
  });
});
