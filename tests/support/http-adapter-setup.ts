import { AuthTokenStore } from '../../src/application/auth/auth-token-store';
import { BearerTokenProvider } from '../../src/application/auth/bearer-token-provider';
import { type AppConfig } from '../../src/application/config/app-config.port';
import { ApiError } from '../../src/application/http/api-error';
import { FakeBrowserEnvironment } from '../fakes/fake-browser-environment';
import { FakeClock } from '../fakes/fake-clock';
import { FakeKeyValueStorage } from '../fakes/fake-key-value-storage';
import { FakeSessionTokenSource } from '../fakes/fake-session-token-source';
import { FakeToaster } from '../fakes/fake-toaster';

/** What the HTTP adapter tests (FetchApiClient, FetchFileDownloader) share: config, the shop and the token sources. */
export const HTTP_TEST_CONFIG: AppConfig = { apiBaseUrl: 'https://api.test', newApiBaseUrl: 'https://new-api.test', storeApiBaseUrl: '', buildId: 'test' };
export const HTTP_TEST_SHOP = 'demo-store.myshopify.com';

export interface TokenSetupOptions {
  /** The admin's address; defaults to the reviews list of HTTP_TEST_SHOP. */
  readonly url?: string;
  /** Embedded in the Shopify admin (App Bridge session tokens). */
  readonly bridge?: boolean;
  readonly sessionToken?: string;
}

/** An empty token store, session tokens, the browser and the BearerTokenProvider over them. */
export function createTokenSetup(options: TokenSetupOptions = {}) {
  const clock = new FakeClock();
  const store = new AuthTokenStore(new FakeKeyValueStorage(clock), clock);
  const bridge = options.bridge ?? false;
  const sessionTokens = new FakeSessionTokenSource(bridge, options.sessionToken ?? 'session-token-1');
  const browser = new FakeBrowserEnvironment({ url: options.url ?? `https://admin.test/reviewList?shop=${HTTP_TEST_SHOP}`, appBridge: bridge });
  const tokens = new BearerTokenProvider(store, sessionTokens, browser, new FakeToaster());
  return { clock, store, sessionTokens, browser, tokens };
}

/** The ApiError a call rejects with; anything else (or success) fails the test. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}
