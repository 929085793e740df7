import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../../../server/infrastructure/config/server-config';

// A fixed secret keeps loadServerConfig from writing one into DATA_DIR.
const environment = { APP_TOKEN_SECRET: 'an-app-token-secret-of-at-least-32-characters' };

describe('INSTAGRAM_APP_ID, INSTAGRAM_APP_SECRET and INSTAGRAM_API_URL', () => {
  it('leave Instagram unconfigured when neither is set (development store mode then starts the loopback Instagram)', () => {
    expect(loadServerConfig(environment).instagram).toBeNull();
  });

  it("reach Instagram's own hosts by default, or one stand-in origin", () => {
    expect(loadServerConfig({ ...environment, INSTAGRAM_APP_ID: '123', INSTAGRAM_APP_SECRET: 'secret' }).instagram).toEqual({
      appId: '123',
      appSecret: 'secret',
      authorizeOrigin: 'https://www.instagram.com',
      oauthOrigin: 'https://api.instagram.com',
      graphOrigin: 'https://graph.instagram.com',
    });
    expect(loadServerConfig({ ...environment, INSTAGRAM_APP_ID: '123', INSTAGRAM_APP_SECRET: 'secret', INSTAGRAM_API_URL: 'http://127.0.0.1:9999/' }).instagram).toMatchObject({
      authorizeOrigin: 'http://127.0.0.1:9999',
      oauthOrigin: 'http://127.0.0.1:9999',
      graphOrigin: 'http://127.0.0.1:9999',
    });
  });

  it.each([{ INSTAGRAM_APP_ID: '123' }, { INSTAGRAM_APP_SECRET: 'secret' }])('stop the start-up when only one is set: %j', (values) => {
    expect(() => loadServerConfig({ ...environment, ...values })).toThrow('Configuration: INSTAGRAM_APP_ID and INSTAGRAM_APP_SECRET must be set together');
  });
});
