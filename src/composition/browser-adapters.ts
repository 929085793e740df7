import { type Container } from 'inversify';
import { BearerTokenProvider } from '../application/auth/bearer-token-provider';
import { RequestAuthorizer } from '../application/auth/request-authorizer';
import { type AppConfig } from '../application/config/app-config.port';
import { type BrowserEnvironment } from '../application/navigation/browser-environment.port';
import { type ContractClient } from '../application/http/contract-client.port';
import { type FileDownloader } from '../application/http/file-downloader.port';
import { type FileSaver } from '../application/platform/file-saver.port';
import { type Navigator } from '../application/navigation/navigator.port';
import { type PickerCatalog } from '../application/picker/picker-catalog.port';
import { TOKENS } from '../application/tokens';
import { bindPlatformAdapters } from './platform-adapters';
import { isSlowConnection } from '../infrastructure/browser/network-connection';
import { RouterNavigator } from '../infrastructure/browser/router-navigator';
import { SystemClock } from '../infrastructure/browser/system-clock';
import { WindowBrowserEnvironment } from '../infrastructure/browser/window-browser-environment';
import { onWindowFocus } from '../infrastructure/browser/window-focus-events';
import { MobxRequestCache } from '../infrastructure/cache/mobx-request-cache';
import { ApiContractClient } from '../infrastructure/http/api-contract-client';
import { FetchApiClient } from '../infrastructure/http/fetch-api-client';
import { bindCampaignTracking } from './campaign-tracking';
import { bindHttpGateways } from './http-gateways';
import { lazyPort } from './lazy-port';
import { JsCookieJar } from '../infrastructure/storage/js-cookie-jar';
import { LocalStorageKeyValueStorage } from '../infrastructure/storage/local-storage-key-value-storage';
import { PostMessagePickerEvents } from '../infrastructure/picker/post-message-picker-events';

export interface BrowserAdapterSetup {
  readonly window: Window;
  readonly config: AppConfig;
}

/** Adapters the composition root still has to finish wiring. */
export interface BrowserAdapters {
  /** Call `navigator.attach(router)` once the router is created. */
  readonly navigator: RouterNavigator;
  /** Resolves once the platform's adapters (App Bridge or standalone) are bound. */
  readonly platformBound: Promise<void>;
}

/** Binds every port to its real adapter for the running admin. */
export function bindBrowserAdapters(container: Container, setup: BrowserAdapterSetup): BrowserAdapters {
  const { window } = setup;
  const navigator = new RouterNavigator();
  const clock = new SystemClock();
  container.bind(TOKENS.AppConfig).toConstantValue(setup.config);
  // Before the platform's adapters: the words start in the language this browser kept.
  container.bind(TOKENS.KeyValueStorage).toConstantValue(new LocalStorageKeyValueStorage(() => window.localStorage, () => clock.now()));
  const platformBound = bindPlatformAdapters(container, setup);
  container.bind(TOKENS.Clock).toConstantValue(clock);
  container.bind(TOKENS.Navigator).toConstantValue(navigator);
  // Created now, so it remembers the address the page was loaded with.
  container.bind(TOKENS.BrowserEnvironment).toConstantValue(new WindowBrowserEnvironment(window));
  container.bind(TOKENS.CookieJar).toConstantValue(new JsCookieJar(window.location.protocol === 'https:'));
  container
    .bind(TOKENS.RequestCache)
    .toConstantValue(new MobxRequestCache({ onFocus: (listener) => onWindowFocus(window, listener), isSlowNetwork: () => isSlowConnection(window.navigator) }));
  container
    .bind(TOKENS.ApiClient)
    .toDynamicValue(
      (context) =>
        new FetchApiClient({
          config: setup.config,
          fetch: window.fetch.bind(window),
          tokens: context.get(BearerTokenProvider),
          authorizer: context.get(RequestAuthorizer),
          navigator: context.get<Navigator>(TOKENS.Navigator),
          browser: context.get<BrowserEnvironment>(TOKENS.BrowserEnvironment),
        }),
    )
    .inSingletonScope();
  container
    .bind(TOKENS.ContractClient)
    .toDynamicValue((context) => new ApiContractClient(context.get(TOKENS.ApiClient)))
    .inSingletonScope();
  // The public pages' calls come with the first one.
  container.bind(TOKENS.PublicContractClient).toConstantValue(
    lazyPort<ContractClient>(
      () =>
        import('../infrastructure/http/public-fetch-api-client').then(
          ({ PublicFetchApiClient }) => new ApiContractClient(new PublicFetchApiClient({ config: setup.config, fetch: window.fetch.bind(window) })),
        ),
      { call: true },
    ),
  );
  bindHttpGateways(container);
  bindCampaignTracking(container);
  // Only the exports download files: the downloader comes with the first one.
  container
    .bind(TOKENS.FileDownloader)
    .toDynamicValue((context) => {
      const tokens = context.get(BearerTokenProvider);
      return lazyPort<FileDownloader>(
        () =>
          import('../infrastructure/http/fetch-file-downloader').then(
            ({ FetchFileDownloader, saveWithLink }) =>
              new FetchFileDownloader({ config: setup.config, fetch: window.fetch.bind(window), tokens, save: saveWithLink(window.document, URL) }),
          ),
        { download: true },
      );
    })
    .inSingletonScope();
  // Only the import report is made in the browser: the saver comes with it.
  container
    .bind(TOKENS.FileSaver)
    .toConstantValue(
      lazyPort<FileSaver>(() => import('../infrastructure/browser/link-file-saver').then(({ LinkFileSaver }) => new LinkFileSaver(window.document, URL)), {
        saveText: true,
      }),
    );
  container
    .bind(TOKENS.PickerCatalog)
    .toDynamicValue((context) => {
      const tokens = context.get(BearerTokenProvider);
      // Only the resource picker lists the store: its adapter comes with the picker.
      return lazyPort<PickerCatalog>(
        () =>
          import('../infrastructure/picker/http-picker-catalog').then(
            ({ HttpPickerCatalog }) =>
              new HttpPickerCatalog({ fetch: window.fetch.bind(window), baseUrl: setup.config.storeApiBaseUrl, adminToken: () => tokens.token() }),
          ),
        { appInfo: true, list: true },
      );
    })
    .inSingletonScope();
  container.bind(TOKENS.PickerEvents).toConstantValue(new PostMessagePickerEvents(window));
  return { navigator, platformBound };
}
