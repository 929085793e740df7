import { describe, expect, it } from 'vitest';
import { AuthTokenStore } from '../../../src/application/auth/auth-token-store';
import { CompleteAuthUseCase } from '../../../src/application/auth/complete-auth.use-case';
import { AppSessionStore } from '../../../src/application/session/app-session-store';
import { COOKIES } from '../../../src/application/storage/cookie-names';
import { STORAGE_KEYS } from '../../../src/application/storage/storage-keys';
import { TOKENS } from '../../../src/application/tokens';
import { getAppConfig } from '../../../src/contracts/app-config.contract';
import { exchangeSuperAdminSign, login, type LoginResponse } from '../../../src/contracts/auth.contract';
import { getUserSettings } from '../../../src/contracts/settings.contract';
import { getUserInfo } from '../../../src/contracts/shop.contract';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { FakeBrowserEnvironment } from '../../fakes/fake-browser-environment';
import { type FakeCookieJar } from '../../fakes/fake-cookie-jar';
import { type FakeKeyValueStorage } from '../../fakes/fake-key-value-storage';
import { type FakeSessionTokenSource } from '../../fakes/fake-session-token-source';
import { type FakeTranslations } from '../../fakes/fake-translations';
import { testUserInfo } from '../../fakes/fake-shop-gateway';
import { testUserSettings } from '../../fakes/fake-user-settings';
import { createTestContainer } from '../../support/test-container';

const SHOP = 'acme.myshopify.com';
const signedIn = (skipInstall: 0 | 1): LoginResponse => ({
  is_authorization_required: false,
  redirect_url: '',
  shop_info: { token: 'app-token', shopify_plan: 'basic' },
  shop_settings_info: { skip_install: skipInstall, is_selected_plan: 1 },
});
const userInfo = testUserInfo({ name: 'Acme', myshopify_domain: SHOP, domain: 'acme.example', plan_name: 'Growth', permissions: '{"remove_branding":true}' });

function setUp(options: { mode?: 'development' | 'shopify'; embedded?: boolean; launch?: string } = {}) {
  const di = createTestContainer();
  const api = di.get<FakeContractClient>(TOKENS.ContractClient);
  api
    .on(getAppConfig, { mode: options.mode ?? 'development', api_key: options.mode === 'shopify' ? 'key123' : null, demo_shop: null })
    .on(login, signedIn(1))
    .on(getUserInfo, userInfo)
    .on(getUserSettings, testUserSettings({ backend_lang: 'de' }));
  const browser = new FakeBrowserEnvironment({ url: options.launch ?? 'https://app.example/auth', appBridge: options.embedded ?? false });
  di.rebind(TOKENS.BrowserEnvironment).toConstantValue(browser);
  const tokens = di.get<FakeSessionTokenSource>(TOKENS.SessionTokenSource);
  tokens.available = options.embedded ?? false;
  const session = di.get(AppSessionStore);
  session.setEmbedded(options.embedded ?? false);
  return { di, api, browser, session, useCase: di.get(CompleteAuthUseCase) };
}

const run = (ctx: ReturnType<typeof setUp>, search: string) => ctx.useCase.execute(new URLSearchParams(search));

describe('/auth', () => {
  it('signs a standalone shop in (development store mode), saves the token, loads the session and its language', async () => {
    const ctx = setUp({ launch: 'https://app.example/auth?shop=acme.myshopify.com&utm_source=blog&utm_medium=post' });
    expect(await run(ctx, 'shop=acme.myshopify.com&path=/reviewList&id=7')).toEqual({ kind: 'navigate', destination: { to: '/reviewList?id=7' } });
    // The page asked for comes back after an authorization round trip; the address is where the sign-in began.
    expect(ctx.api.callsTo(login)[0]).toEqual({ shop: SHOP, redirect_url: '/reviewList', url: 'https://app.example/auth?shop=acme.myshopify.com&utm_source=blog&utm_medium=post' });
    expect(ctx.di.get(AuthTokenStore).read()).toEqual({ token: 'app-token', shop: SHOP });
    expect(ctx.session.shop).toEqual({ name: 'Acme', domain: SHOP, planName: 'Growth', timeZone: 'UTC' });
    expect(ctx.session.language).toBe('de');
    expect(ctx.di.get<FakeTranslations>(TOKENS.Translations).changes).toEqual(['de']);
    const cookies = ctx.di.get<FakeCookieJar>(TOKENS.CookieJar);
    expect(cookies.get(COOKIES.permissions.name)).toBe('{"remove_branding":true}');
    expect(JSON.parse(cookies.get(COOKIES.shopInfo.name) ?? '{}')).toMatchObject({ myshopify_domain: SHOP, plan_name: 'Growth' });
  });

  it('signs an embedded shop in with the platform session token', async () => {
    const ctx = setUp({ embedded: true, mode: 'shopify' });
    await run(ctx, 'shop=acme.myshopify.com&host=x');
    expect(ctx.api.callsTo(login)[0]).toEqual({ shop: SHOP, session_token: 'fake-session-token', redirect_url: '/', url: 'https://app.example/auth' });
  });

  it('finds the shop in the embedding host when the query has none', async () => {
    const ctx = setUp({ embedded: true });
    await run(ctx, `host=${btoa('admin.shopify.com/store/acme')}`);
    expect(ctx.api.callsTo(login)[0]).toMatchObject({ shop: SHOP });
  });

  it('sends a sign-in without a shop outside the admin to /login', async () => {
    const ctx = setUp();
    expect(await run(ctx, 'path=/plan')).toEqual({ kind: 'navigate', destination: { to: '/login' } });
    expect(ctx.api.calls).toEqual([]);
  });

  it('goes to the guide when the shop has not finished it, and says so to the shell', async () => {
    const ctx = setUp();
    ctx.api.on(login, signedIn(0));
    expect(await run(ctx, 'shop=acme.myshopify.com&path=/plan')).toEqual({ kind: 'navigate', destination: { to: '/guide' } });
    expect(ctx.session.isInGuide).toBe(true);
  });

  it('marks a first entry when the sign-in arrives at /', async () => {
    const ctx = setUp();
    await run(ctx, 'shop=acme.myshopify.com&path=/plan');
    const storage = ctx.di.get<FakeKeyValueStorage>(TOKENS.KeyValueStorage);
    expect(storage.get(STORAGE_KEYS.firstEntry)).toBeUndefined();
    await run(ctx, 'shop=acme.myshopify.com');
    expect(storage.get(STORAGE_KEYS.firstEntry)).toBe(true);
  });

  it('sends a standalone sign-in in Shopify mode to the app page inside the store admin', async () => {
    const ctx = setUp({ mode: 'shopify' });
    expect(await run(ctx, 'shop=acme.myshopify.com')).toEqual({ kind: 'left' });
    expect(ctx.browser.assigned).toEqual([{ url: 'https://admin.shopify.com/store/acme/apps/key123', top: true }]);
    expect(ctx.api.callsTo(login)).toEqual([]);
  });

  it('sends the whole window to Shopify when the shop must authorize the app', async () => {
    const ctx = setUp({ embedded: true });
    ctx.api.on(login, { ...signedIn(1), is_authorization_required: true, redirect_url: 'https://acme.myshopify.com/admin/oauth/authorize?x=1' });
    expect(await run(ctx, 'shop=acme.myshopify.com')).toEqual({ kind: 'left' });
    expect(ctx.browser.assigned).toEqual([{ url: 'https://acme.myshopify.com/admin/oauth/authorize?x=1', top: true }]);
    expect(ctx.di.get(AuthTokenStore).read()).toBeNull();
  });

  it('exchanges a support sign for a token in super-admin mode', async () => {
    const ctx = setUp();
    ctx.api.on(exchangeSuperAdminSign, signedIn(1));
    expect(await run(ctx, 'sign=123.abc&shopify_shop_id=5&path=/reviewList')).toEqual({ kind: 'navigate', destination: { to: '/reviewList' } });
    expect(ctx.api.callsTo(exchangeSuperAdminSign)[0]).toEqual({ sign: '123.abc', shopify_shop_id: '5' });
    expect(ctx.api.callsTo(login)).toEqual([]);
    expect(ctx.session.isSuperAdmin).toBe(true);
    expect(ctx.di.get(AuthTokenStore).read()).toEqual({ token: 'app-token', shop: SHOP });
  });

  it('fails with the server message when the login is refused', async () => {
    const ctx = setUp();
    ctx.api.fail(login, 'shop: must be a myshopify.com domain');
    await expect(run(ctx, 'shop=acme.myshopify.com')).rejects.toThrow('shop: must be a myshopify.com domain');
  });
});
