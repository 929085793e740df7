import { type Container } from 'inversify';
import { type AppConfig } from '../../src/application/config/app-config.port';
import { TOKENS } from '../../src/application/tokens';
import { createContainer } from '../../src/composition/create-container';
import { FakePickerCatalog } from '../fakes/fake-picker-catalog';
import { FakePickerEvents } from '../fakes/fake-picker-events';
import { bindAdapterFakes } from './adapter-fakes';
import { bindPlatformFakes } from './platform-fakes';

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
  bindAdapterFakes(container);
  bindPlatformFakes(container);
  container.bind(TOKENS.PickerCatalog).toConstantValue(new FakePickerCatalog());
  container.bind(TOKENS.PickerEvents).toConstantValue(new FakePickerEvents());
  return container;
}
