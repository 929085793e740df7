import { describe, expect, it } from 'vitest';
import { AuthTokenStore } from '../../../src/application/auth/auth-token-store';
import { BearerTokenProvider } from '../../../src/application/auth/bearer-token-provider';
import { FakeBrowserEnvironment, type FakeBrowserSetup } from '../../fakes/fake-browser-environment';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeKeyValueStorage } from '../../fakes/fake-key-value-storage';
import { FakeSessionTokenSource } from '../../fakes/fake-session-token-source';
import { FakeToaster } from '../../fakes/fake-toaster';

const SHOP = 'demo-store.myshopify.com';

function setup(options: FakeBrowserSetup & { readonly bridge?: boolean; readonly storedByEarlierPage?: string } = {}) {
  const clock = new FakeClock();
  const storage = new FakeKeyValueStorage(clock);
  if (options.storedByEarlierPage) new AuthTokenStore(storage, clock).save({ token: options.storedByEarlierPage, shop: SHOP });
  const store = new AuthTokenStore(storage, clock);
  const sessionTokens = new FakeSessionTokenSource(options.bridge ?? false, 'bridge-id-token');
  const browser = new FakeBrowserEnvironment({ url: 'https://admin.test/', ...options });
  const toaster = new FakeToaster();
  return { store, sessionTokens, browser, toaster, clock, provider: new BearerTokenProvider(store, sessionTokens, browser, toaster) };
}

describe('BearerTokenProvider (the product docs order)', () => {
  it('1. prefers the app token this page signed in with, even with a bridge', async () => {
    const { provider, store, sessionTokens } = setup({ bridge: true, storedByEarlierPage: 'old-token' });
    store.save({ token: 'this-page-token', shop: SHOP });
    await expect(provider.token()).resolves.toBe('this-page-token');
    expect(sessionTokens.calls).toBe(0);
  });

  it('2. without a bridge, uses the token an earlier page stored', async () => {
    const { provider } = setup({ storedByEarlierPage: 'stored-token', inFrame: true, url: 'https://admin.test/?id_token=host-token' });
    await expect(provider.token()).resolves.toBe('stored-token');
  });

  it('2. with a bridge, ignores a stored token (storage is shared by every shop on the origin)', async () => {
    const { provider } = setup({ bridge: true, storedByEarlierPage: 'other-shop-token' });
    await expect(provider.token()).resolves.toBe('bridge-id-token');
  });

  it('ignores a stored token older than one day', async () => {
    const { provider, clock } = setup({ storedByEarlierPage: 'stored-token' });
    clock.advance(86_400_000);
    await expect(provider.token()).resolves.toBeNull();
  });

  it('3. in a frame without a bridge, uses the id token the host put in the launch URL, after the URL changed', async () => {
    const { provider, browser } = setup({ inFrame: true, url: 'https://admin.test/?id_token=host-token' });
    browser.visit('/reviewList');
    await expect(provider.token()).resolves.toBe('host-token');
  });

  it('3. ignores an id_token in the URL outside a frame (a link cannot plant a token)', async () => {
    const { provider } = setup({ inFrame: false, url: 'https://admin.test/?id_token=planted' });
    await expect(provider.token()).resolves.toBeNull();
  });

  it('4. asks the bridge for a fresh id token on every call', async () => {
    const { provider, sessionTokens } = setup({ bridge: true, inFrame: true, url: 'https://admin.test/?id_token=host-token' });
    sessionTokens.token = 'first';
    await expect(provider.token()).resolves.toBe('first');
    sessionTokens.token = 'second';
    await expect(provider.token()).resolves.toBe('second');
  });

  it('4. on localhost adopts an id_token query parameter and keeps it after the URL loses it', async () => {
    const { provider, browser } = setup({ url: 'http://localhost:3000/?id_token=dev-token' });
    await expect(provider.token()).resolves.toBe('dev-token');
    browser.visit('/settings');
    await expect(provider.token()).resolves.toBe('dev-token');
  });

  it('4. adopts no id_token parameter on another host', async () => {
    const { provider } = setup({ url: 'https://admin.test/?id_token=dev-token' });
    await expect(provider.token()).resolves.toBeNull();
  });

  it('toasts the message when the bridge fails to give a token, and sends none', async () => {
    const { provider, sessionTokens, toaster } = setup({ bridge: true });
    sessionTokens.failure = new Error('App Bridge: idToken timed out');
    await expect(provider.token()).resolves.toBeNull();
    expect(toaster.shown).toEqual([{ content: 'App Bridge: idToken timed out', error: true }]);
  });
});
