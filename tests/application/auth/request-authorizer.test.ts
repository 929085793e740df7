import { describe, expect, it, vi } from 'vitest';
import { AuthTokenStore } from '../../../src/application/auth/auth-token-store';
import { type LoginRequestBody, RequestAuthorizer } from '../../../src/application/auth/request-authorizer';
import { type LoginResponse } from '../../../src/contracts/auth.contract';
import { SIGNED_IN as SIGNED_IN_ANSWER } from '../../fakes/fake-auth-gateway';
import { FakeBrowserEnvironment } from '../../fakes/fake-browser-environment';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeKeyValueStorage } from '../../fakes/fake-key-value-storage';
import { FakeSessionTokenSource } from '../../fakes/fake-session-token-source';

const SIGNED_IN: LoginResponse = { ...SIGNED_IN_ANSWER, shop_info: { token: 'new-app-token', shopify_plan: 'basic' } };

function setup(url = 'https://admin.test/?shop=demo-store.myshopify.com') {
  const clock = new FakeClock();
  const store = new AuthTokenStore(new FakeKeyValueStorage(clock), clock);
  const sessionTokens = new FakeSessionTokenSource(true, 'session-token');
  const authorizer = new RequestAuthorizer(sessionTokens, store, new FakeBrowserEnvironment({ url }));
  return { store, sessionTokens, authorizer };
}

describe('RequestAuthorizer', () => {
  it('exchanges a session token for an app token and stores it with the shop', async () => {
    const { authorizer, store } = setup();
    const signIn = vi.fn((_body: LoginRequestBody) => Promise.resolve(SIGNED_IN));
    await authorizer.authorize(signIn);
    expect(signIn).toHaveBeenCalledWith({ shop: 'demo-store.myshopify.com', session_token: 'session-token' });
    expect(store.read()).toEqual({ token: 'new-app-token', shop: 'demo-store.myshopify.com' });
  });

  it('prefers the stored shop to the query parameter', async () => {
    const { authorizer, store } = setup('https://admin.test/?shop=other.myshopify.com');
    store.save({ token: 'old', shop: 'demo-store.myshopify.com' });
    const signIn = vi.fn((_body: LoginRequestBody) => Promise.resolve(SIGNED_IN));
    await authorizer.authorize(signIn);
    expect(signIn.mock.calls[0]?.[0].shop).toBe('demo-store.myshopify.com');
  });

  it('fails with "Failed to authorize request." when no shop is known or the shop parameter is not a shop domain', async () => {
    for (const url of ['https://admin.test/', 'https://admin.test/?shop=evil.example.com']) {
      const { authorizer } = setup(url);
      const signIn = vi.fn(() => Promise.resolve(SIGNED_IN));
      await expect(authorizer.authorize(signIn)).rejects.toThrow('Failed to authorize request.');
      expect(signIn).not.toHaveBeenCalled();
    }
  });

  it('fails with "Failed to authorize request." when the auth callback fails', async () => {
    const { authorizer, store } = setup();
    await expect(authorizer.authorize(() => Promise.reject(new Error('500')))).rejects.toThrow('Failed to authorize request.');
    expect(store.read()).toBeNull();
  });

  it('shares one authorization between concurrent callers and starts a new one afterwards', async () => {
    const { authorizer, sessionTokens } = setup();
    const signIn = vi.fn(() => Promise.resolve(SIGNED_IN));
    await Promise.all([authorizer.authorize(signIn), authorizer.authorize(signIn)]);
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(sessionTokens.calls).toBe(1);
    await authorizer.authorize(signIn);
    expect(signIn).toHaveBeenCalledTimes(2);
  });
});
