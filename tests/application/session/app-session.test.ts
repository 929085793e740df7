import { describe, expect, it } from 'vitest';
import { type AppSession } from '../../../src/application/session/app-session.port';
import { AppSessionStore } from '../../../src/application/session/app-session-store';
import { isEmbeddedContext, isHostMissing } from '../../../src/application/session/embedding';
import { LoadSessionUseCase } from '../../../src/application/session/load-session.use-case';
import { COOKIES } from '../../../src/application/storage/cookie-names';
import { TOKENS } from '../../../src/application/tokens';
import { getUserSettings, type UserSettings } from '../../../src/contracts/settings.contract';
import { getUserInfo } from '../../../src/contracts/shop.contract';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { FakeBrowserEnvironment } from '../../fakes/fake-browser-environment';
import { type FakeCookieJar } from '../../fakes/fake-cookie-jar';
import { type FakeMonitoring } from '../../fakes/fake-monitoring';
import { testUserInfo } from '../../fakes/fake-shop-gateway';
import { testUserSettings } from '../../fakes/fake-user-settings';
import { createTestContainer } from '../../support/test-container';

describe('the app session', () => {
  it('is one instance, under its token and its class', () => {
    const di = createTestContainer();
    di.get(AppSessionStore).markSuperAdmin();
    expect(di.get<AppSession>(TOKENS.AppSession)).toBe(di.get(AppSessionStore));
    expect(di.get<AppSession>(TOKENS.AppSession).isSuperAdmin).toBe(true);
  });

  it('loads the shop, its user id for monitoring and its language; no campaign kept, nothing reported', async () => {
    const di = createTestContainer();
    di.get<FakeContractClient>(TOKENS.ContractClient)
      .on(getUserInfo, testUserInfo({ name: 'Acme', myshopify_domain: 'acme.myshopify.com', domain: 'acme.example', plan_name: 'Free', is_super_admin: 1, time_zone: 'Asia/Tokyo' }))
      // A language this admin does not have (stored by an older one) falls back to English.
      .on(getUserSettings, { ...testUserSettings(), backend_lang: 'xx' } as unknown as UserSettings);
    await di.get(LoadSessionUseCase).execute();
    const session = di.get(AppSessionStore);
    expect(session.shop).toEqual({ name: 'Acme', domain: 'acme.myshopify.com', planName: 'Free', timeZone: 'Asia/Tokyo' });
    expect(session.isSuperAdmin).toBe(true);
    expect(session.language).toBe('en');
    expect(di.get<FakeMonitoring>(TOKENS.Monitoring).user).toBe('acme.myshopify.com');
    const cookies = di.get<FakeCookieJar>(TOKENS.CookieJar);
    expect(cookies.get(COOKIES.permissions.name)).toBe('{"remove_branding":false}');
    expect(cookies.get(COOKIES.utm.name)).toBeUndefined();
    expect(di.get<FakeContractClient>(TOKENS.PublicContractClient).calls).toEqual([]);
  });

  it.each([
    [{ appBridge: true, url: 'https://a.test/?host=x' }, true, false],
    [{ appBridge: true, inFrame: true, url: 'https://a.test/?host=x' }, true, false],
    [{ appBridge: true, url: 'https://a.test/login' }, false, false],
    [{ appBridge: false, url: 'https://a.test/?host=x' }, false, false],
    [{ appBridge: true, inFrame: true, url: 'https://a.test/?shop=a.myshopify.com' }, true, true],
  ])('%j: embedded %s, host missing %s', (setup, embedded, hostMissing) => {
    const browser = new FakeBrowserEnvironment(setup);
    expect(isEmbeddedContext(browser)).toBe(embedded);
    expect(isHostMissing(browser)).toBe(hostMissing);
  });
});
