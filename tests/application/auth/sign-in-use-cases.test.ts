import { describe, expect, it } from 'vitest';
import { AuthTokenStore } from '../../../src/application/auth/auth-token-store';
import { ExchangeSuperAdminSignUseCase } from '../../../src/application/auth/exchange-super-admin-sign.use-case';
import { LoginRefusedError, LoginUseCase } from '../../../src/application/auth/login.use-case';
import { InstallReferral } from '../../../src/application/auth/install-referral';
import { GetServerModeUseCase } from '../../../src/application/auth/server-mode.use-case';
import { ApiError } from '../../../src/application/http/api-error';
import { AppSessionStore } from '../../../src/application/session/app-session-store';
import { TOKENS } from '../../../src/application/tokens';
import { FakeAuthGateway, SIGNED_IN } from '../../fakes/fake-auth-gateway';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { FakeShopGateway, testUserInfo } from '../../fakes/fake-shop-gateway';
import { FakeUserSettings } from '../../fakes/fake-user-settings';
import { createTestContainer } from '../../support/test-container';

/** The real container with the sign-in and shop gateways replaced by their plain fakes, the user settings answered. */
function setUp() {
  const di = createTestContainer();
  const auth = new FakeAuthGateway();
  const shops = new FakeShopGateway();
  di.rebind(TOKENS.AuthGateway).toConstantValue(auth);
  di.rebind(TOKENS.ShopGateway).toConstantValue(shops);
  new FakeUserSettings().answer(di.get<FakeContractClient>(TOKENS.ContractClient));
  return { di, auth, shops };
}

describe('GetServerModeUseCase', () => {
  it('asks the server once per page, and again after a failed answer', async () => {
    const { di, auth } = setUp();
    const serverMode = di.get(GetServerModeUseCase);
    auth.config = new ApiError('network', 'Network Error');
    await expect(serverMode.execute()).rejects.toThrow('Network Error');
    auth.config = { mode: 'shopify', api_key: 'key', demo_shop: null };
    await expect(Promise.all([serverMode.execute(), serverMode.execute()])).resolves.toEqual([auth.config, auth.config]);
    expect(auth.configCalls).toBe(2);
  });
});

describe('LoginUseCase', () => {
  it('refuses a sign-in that gives no app token, and keeps none', async () => {
    const { di, auth } = setUp();
    auth.signInAnswer = { ...SIGNED_IN, shop_info: null };
    await expect(di.get(LoginUseCase).execute({ shop: 'acme.myshopify.com', embedded: false })).rejects.toBeInstanceOf(LoginRefusedError);
    expect(auth.signIns).toEqual([{ shop: 'acme.myshopify.com', url: expect.any(String) }]);
    expect(di.get(AuthTokenStore).read()).toBeNull();
  });
});

describe('LoginUseCase: what the sign-in tells the server', () => {
  it('the partner code the merchant arrived with (a malformed one is not kept), the page asked for, and the address', async () => {
    const { di, auth } = setUp();
    const referral = di.get(InstallReferral);
    referral.noteArrival(new URL('https://reviews.example/login?referral_code=PARTNER-7'));
    referral.noteArrival(new URL('https://reviews.example/plan?referral_code=%3Cscript%3E'));
    await di.get(LoginUseCase).execute({ shop: 'acme.myshopify.com', embedded: false, returnPath: '/reviewList' });
    expect(auth.signIns).toEqual([{ shop: 'acme.myshopify.com', referralCode: 'PARTNER-7', returnPath: '/reviewList', url: expect.stringMatching(/^https?:\/\//) }]);
  });
});

describe('ExchangeSuperAdminSignUseCase', () => {
  it('keeps the token under the shop the sign named by id, as get_user_info names it', async () => {
    const { di, auth, shops } = setUp();
    shops.info = testUserInfo({ myshopify_domain: 'named-by-id.myshopify.com' });
    await di.get(ExchangeSuperAdminSignUseCase).execute({ sign: '123.abc', shopifyShopId: '5', shop: null });
    expect(auth.superAdminSigns).toEqual([{ sign: '123.abc', shopifyShopId: '5' }]);
    expect(di.get(AuthTokenStore).read()).toEqual({ token: 'app-token', shop: 'named-by-id.myshopify.com' });
    expect(di.get(AppSessionStore).isSuperAdmin).toBe(true);
  });
});
