import { type Container } from 'inversify';
import { TOKENS } from '../../src/application/tokens';
import { bindCampaignTracking } from '../../src/composition/campaign-tracking';
import { bindHttpGateways } from '../../src/composition/http-gateways';
import { MobxRequestCache } from '../../src/infrastructure/cache/mobx-request-cache';
import { ApiContractClient } from '../../src/infrastructure/http/api-contract-client';
import { FakeApiClient } from '../fakes/fake-api-client';
import { FakeContractClient } from '../fakes/fake-contract-client';
import { FakeBrowserEnvironment } from '../fakes/fake-browser-environment';
import { FakeClock } from '../fakes/fake-clock';
import { FakeCookieJar } from '../fakes/fake-cookie-jar';
import { FakeFileDownloader } from '../fakes/fake-file-downloader';
import { FakeFileSaver } from '../fakes/fake-file-saver';
import { FakeKeyValueStorage } from '../fakes/fake-key-value-storage';
import { FakeNavigator } from '../fakes/fake-navigator';

/** Window focus on demand, for the request cache's refetch-on-focus. */
export class ManualFocus {
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  focus(): void {
    for (const listener of this.listeners) listener();
  }
}

export interface TestRequestCacheOptions {
  readonly focus?: ManualFocus;
  readonly slowNetwork?: boolean;
  /** Off unless asked for, so a failing query fails at once. */
  readonly retry?: boolean;
}

/** The real request cache, with retries off and focus driven by the test. */
export function createTestRequestCache(options: TestRequestCacheOptions = {}): MobxRequestCache {
  const focus = options.focus ?? new ManualFocus();
  return new MobxRequestCache({ onFocus: focus.subscribe, isSlowNetwork: () => options.slowNetwork ?? false, retry: options.retry ?? false });
}

/**
 * HTTP, cache, storage, cookies, browser, navigation and clock: fakes (and the real request cache
 * and HTTP gateways). Get one back with e.g. `container.get<FakeContractClient>(TOKENS.ContractClient)`
 * (`TOKENS.PublicContractClient` for the public pages' calls).
 */
export function bindAdapterFakes(container: Container): void {
  const clock = new FakeClock();
  container.bind(TOKENS.Clock).toConstantValue(clock);
  const api = new FakeApiClient();
  container.bind(TOKENS.ApiClient).toConstantValue(api);
  // Typed answers per contract; a contract without one is answered by path through the FakeApiClient.
  container.bind(TOKENS.ContractClient).toConstantValue(new FakeContractClient(new ApiContractClient(api)));
  // The public pages' calls: answered per contract too, apart from the admin's.
  container.bind(TOKENS.PublicContractClient).toConstantValue(new FakeContractClient());
  // The real HTTP gateways over the fake contract client: tests answer per contract, typed.
  bindHttpGateways(container);
  bindCampaignTracking(container);
  container.bind(TOKENS.FileDownloader).toConstantValue(new FakeFileDownloader());
  container.bind(TOKENS.FileSaver).toConstantValue(new FakeFileSaver());
  container.bind(TOKENS.RequestCache).toConstantValue(createTestRequestCache());
  container.bind(TOKENS.KeyValueStorage).toConstantValue(new FakeKeyValueStorage(clock));
  container.bind(TOKENS.CookieJar).toConstantValue(new FakeCookieJar());
  container.bind(TOKENS.BrowserEnvironment).toConstantValue(new FakeBrowserEnvironment());
  container.bind(TOKENS.Navigator).toConstantValue(new FakeNavigator());
}
