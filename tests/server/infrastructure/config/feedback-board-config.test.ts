import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../../../server/infrastructure/config/server-config';

// A fixed secret keeps loadServerConfig from writing one into DATA_DIR.
const environment = { APP_TOKEN_SECRET: 'an-app-token-secret-of-at-least-32-characters' };

describe('CANNY_BOARD_URL and CANNY_SSO_SECRET', () => {
  it('leave the feedback board unconfigured when neither is set', () => {
    expect(loadServerConfig(environment).feedbackBoard).toBeNull();
  });

  it('configure the board together', () => {
    const config = loadServerConfig({ ...environment, CANNY_BOARD_URL: 'https://feedback.example.com/board', CANNY_SSO_SECRET: 'sso-key' });
    expect(config.feedbackBoard).toEqual({ boardUrl: 'https://feedback.example.com/board', ssoSecret: 'sso-key' });
  });

  it.each([{ CANNY_BOARD_URL: 'https://feedback.example.com/board' }, { CANNY_SSO_SECRET: 'sso-key' }])('stop the start-up when only one is set: %j', (values) => {
    expect(() => loadServerConfig({ ...environment, ...values })).toThrow('Configuration: CANNY_BOARD_URL and CANNY_SSO_SECRET are set together or not at all');
  });

  it('refuse a board address that is not http(s), naming the variable', () => {
    expect(() => loadServerConfig({ ...environment, CANNY_BOARD_URL: 'javascript:alert(1)', CANNY_SSO_SECRET: 'sso-key' })).toThrow(/^Configuration: CANNY_BOARD_URL must be the http\(s\) address/);
  });
});
