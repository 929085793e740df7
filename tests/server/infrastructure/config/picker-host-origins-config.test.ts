import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../../../server/infrastructure/config/server-config';

// A fixed secret keeps loadServerConfig from writing one into DATA_DIR.
const environment = { APP_TOKEN_SECRET: 'an-app-token-secret-of-at-least-32-characters' };

describe('PICKER_HOST_ORIGINS', () => {
  it('is empty by default', () => {
    expect(loadServerConfig(environment).pickerHostOrigins).toEqual([]);
    expect(loadServerConfig({ ...environment, PICKER_HOST_ORIGINS: ' , ' }).pickerHostOrigins).toEqual([]);
  });

  it('reads a comma-separated list of https origins, trimmed, lower-cased and without repeats', () => {
    const config = loadServerConfig({ ...environment, PICKER_HOST_ORIGINS: 'https://sister.example, https://Other-App.example:8443/,https://sister.example' });
    expect(config.pickerHostOrigins).toEqual(['https://sister.example', 'https://other-app.example:8443']);
  });

  it.each(['http://sister.example', 'sister.example', 'https://sister.example/picker', 'https://*.sister.example', "https://sister.example 'unsafe-inline'", 'https://a.example;script-src', '*'])(
    'refuses %j at start-up, naming the variable',
    (value) => {
      expect(() => loadServerConfig({ ...environment, PICKER_HOST_ORIGINS: `https://ok.example,${value}` })).toThrow(/^Configuration: PICKER_HOST_ORIGINS must list https origins/);
    },
  );
});
