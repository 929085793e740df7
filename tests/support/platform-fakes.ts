import { type Container } from 'inversify';
import { TOKENS } from '../../src/application/tokens';
import { FakeCustomerMessaging } from '../fakes/fake-customer-messaging';
import { FakeLoadingIndicator } from '../fakes/fake-loading-indicator';
import { FakeMonitoring } from '../fakes/fake-monitoring';
import { FakeNavMenu } from '../fakes/fake-nav-menu';
import { FakeSaveBar } from '../fakes/fake-save-bar';
import { FakeSessionTokenSource } from '../fakes/fake-session-token-source';
import { FakeToaster } from '../fakes/fake-toaster';
import { FakeTranslations } from '../fakes/fake-translations';

/** Platform, words and monitoring ports bound to fakes; get one back with `container.get<FakeToaster>(TOKENS.Toaster)`. */
export function bindPlatformFakes(container: Container): void {
  container.bind(TOKENS.SessionTokenSource).toConstantValue(new FakeSessionTokenSource());
  container.bind(TOKENS.Toaster).toConstantValue(new FakeToaster());
  container.bind(TOKENS.SaveBar).toConstantValue(new FakeSaveBar());
  container.bind(TOKENS.NavMenu).toConstantValue(new FakeNavMenu());
  container.bind(TOKENS.LoadingIndicator).toConstantValue(new FakeLoadingIndicator());
  container.bind(TOKENS.Translations).toConstantValue(new FakeTranslations());
  container.bind(TOKENS.Monitoring).toConstantValue(new FakeMonitoring());
  container.bind(TOKENS.CustomerMessaging).toConstantValue(new FakeCustomerMessaging());
}
