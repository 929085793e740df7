import { type Container } from 'inversify';
import { type AppConfig } from '../../src/application/config/app-config.port';
import { TOKENS } from '../../src/application/tokens';
import { createContainer } from '../../src/composition/create-container';

export const TEST_APP_CONFIG: AppConfig = {
  apiBaseUrl: '',
  newApiBaseUrl: '',
  storeApiBaseUrl: '',
  buildId: 'test',
};

/** The real container with every port bound to a fake from tests/fakes/ (and nothing touching I/O). */
export function createTestContainer(): Container {
  const container = createContainer();
  container.bind(TOKENS.AppConfig).toConstantValue(TEST_APP_CONFIG);
  return container;
}
