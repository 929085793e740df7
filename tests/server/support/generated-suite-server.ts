import { afterAll, beforeAll } from 'vitest';
import { type DevelopmentInstagram, startDevelopmentInstagram } from '../../../server/infrastructure/instagram/development-instagram-server';
import { LoopbackKlaviyoServer } from '../../../server/infrastructure/klaviyo/loopback-klaviyo-server';
import { type FakeImportAppServers, startFakeImportAppServers } from '../../fakes/fake-import-app-servers';
import { FakeReviewImportStarter } from '../../fakes/fake-review-import-starter';
import { type TestDatabaseTarget } from './test-databases';
import { type TestServerOptions } from './test-server';
import { type TestServerContext, useTestServer } from './use-test-server';

const UNLIMITED = 1e9;

/**
 * One server for a suite generated from the contract list (contract-fuzz, tenant-walk): the apps
 * and services a valid request reaches stand on loopback as in their own suites, the storefront's
 * and public API's limits are out of reach (a 429 would end a walk early), and no request leaves
 * loopback whatever address it names.
 */
export function useGeneratedSuiteServer(target: TestDatabaseTarget, options: () => TestServerOptions = () => ({})): TestServerContext & { readonly instagram: DevelopmentInstagram } {
  let importApps: FakeImportAppServers;
  let instagram: DevelopmentInstagram;
  const klaviyo = new LoopbackKlaviyoServer({ acceptsKey: (key) => key.startsWith('pk_') });
  const realFetch = globalThis.fetch;
  beforeAll(async () => {
    [importApps, instagram] = await Promise.all([startFakeImportAppServers(), startDevelopmentInstagram(), klaviyo.start()]);
    globalThis.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') return Promise.reject(new TypeError(`fetch failed: ${url.hostname} is off loopback`));
      return realFetch(input, init);
    };
  });
  afterAll(async () => {
    globalThis.fetch = realFetch;
    await Promise.all([importApps.close(), instagram.close(), klaviyo.stop()]);
  });
  const ctx = useTestServer(target, () => ({
    reviewImportStarter: new FakeReviewImportStarter(),
    importApps: { dropshipmanApiUrl: importApps.dropshipmanUrl, judgemeApiUrl: importApps.judgemeUrl, okendoApiUrl: importApps.okendoUrl },
    klaviyoApiUrl: klaviyo.url,
    instagram: instagram.config,
    feedbackBoard: { boardUrl: 'https://feedback.example.com/board', ssoSecret: 'generated-suite-feedback-key' },
    storefrontLimits: {
      readsPerShopPerMinute: UNLIMITED,
      readsPerAddressPerMinute: UNLIMITED,
      reviewsPerAddressPerHour: UNLIMITED,
      reviewsPerShopPerHour: UNLIMITED,
      votesPerAddressPerMinute: UNLIMITED,
      beaconsPerAddressPerMinute: UNLIMITED,
      uploadsPerAddressPerHour: UNLIMITED,
      trustedProxyHops: 0,
    },
    publicApiLimits: { requestsPerKeyPerMinute: UNLIMITED, badKeysPerAddressPerTenMinutes: UNLIMITED, trustedProxyHops: 0 },
    affiliateReportLimits: { reportsPerAddressPerHour: UNLIMITED, trustedProxyHops: 0 },
    ...options(),
  }));
  return {
    get database() {
      return ctx.database;
    },
    get server() {
      return ctx.server;
    },
    get instagram() {
      return instagram;
    },
  };
}
