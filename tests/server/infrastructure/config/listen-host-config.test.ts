import { describe, expect, it } from 'vitest';
import { developmentStoreExposure, loadServerConfig } from '../../../../server/infrastructure/config/server-config';

// A fixed secret keeps loadServerConfig from writing one into DATA_DIR.
const environment = { APP_TOKEN_SECRET: 'an-app-token-secret-of-at-least-32-characters' };
const SHOPIFY = {
  ...environment,
  SHOPIFY_API_KEY: 'key',
  SHOPIFY_API_SECRET: 'secret',
  TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};

describe('where the server listens', () => {
  it('in development store mode (anyone signs in as any shop): loopback only unless HOST says otherwise', () => {
    expect(loadServerConfig(environment)).toMatchObject({ mode: 'development-store', host: '127.0.0.1' });
    expect(loadServerConfig({ ...environment, HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0' });
  });

  it('in Shopify mode: every interface unless HOST says otherwise', () => {
    expect(loadServerConfig(SHOPIFY)).toMatchObject({ mode: 'shopify', host: null });
    expect(loadServerConfig({ ...SHOPIFY, HOST: '10.0.0.5' })).toMatchObject({ host: '10.0.0.5' });
  });

  it('says at start where a development store is reachable, warning only when that is beyond this machine', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost']) {
      expect(developmentStoreExposure({ mode: 'development-store', host })).toMatch(/^Development store mode .* listens on .* only/);
    }
    expect(developmentStoreExposure({ mode: 'development-store', host: '0.0.0.0' })).toMatch(/^Warning: .* listens on 0\.0\.0\.0: whoever reaches it/);
    expect(developmentStoreExposure({ mode: 'development-store', host: null })).toMatch(/^Warning: .* listens on every interface/);
    expect(developmentStoreExposure({ mode: 'shopify', host: null })).toBeNull();
  });
});
