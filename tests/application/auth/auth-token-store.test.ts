import { describe, expect, it } from 'vitest';
import { AuthTokenStore } from '../../../src/application/auth/auth-token-store';
import { AUTH_TOKEN_STORAGE_TTL_SECONDS } from '../../../src/domain/auth/auth-token-storage';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeKeyValueStorage } from '../../fakes/fake-key-value-storage';

const AUTH = { token: 'app-token', shop: 'demo-store.myshopify.com' };
const TTL_MS = AUTH_TOKEN_STORAGE_TTL_SECONDS * 1000;

function setup() {
  const clock = new FakeClock();
  const storage = new FakeKeyValueStorage(clock);
  return { clock, storage, store: new AuthTokenStore(storage, clock), nextPage: () => new AuthTokenStore(storage, clock) };
}

describe('AuthTokenStore', () => {
  it('reads back what it saved, in this page and in a later one', () => {
    const { store, nextPage } = setup();
    expect(store.read()).toBeNull();
    store.save(AUTH);
    expect(store.read()).toEqual(AUTH);
    expect(nextPage().read()).toEqual(AUTH);
  });

  it('tells the token this page saved from one an earlier page saved', () => {
    const { store, nextPage } = setup();
    store.save(AUTH);
    expect(store.readSavedByThisPage()).toEqual(AUTH);
    expect(nextPage().readSavedByThisPage()).toBeNull();
  });

  it('forgets the token one day after saving it', () => {
    const { store, clock, nextPage } = setup();
    store.save(AUTH);
    clock.advance(TTL_MS - 1);
    expect(nextPage().read()).toEqual(AUTH);
    expect(store.readSavedByThisPage()).toEqual(AUTH);
    clock.advance(1);
    expect(nextPage().read()).toBeNull();
    expect(store.read()).toBeNull();
  });

  it('clears the token for this page and later ones', () => {
    const { store, nextPage } = setup();
    store.save(AUTH);
    store.clear();
    expect(store.read()).toBeNull();
    expect(nextPage().read()).toBeNull();
  });

  it('reads a malformed stored entry as no token', () => {
    const { storage, store } = setup();
    storage.set('auth_token', { token: 42, shop: 'x' });
    expect(store.read()).toBeNull();
    storage.set('auth_token', 'just-a-string');
    expect(store.read()).toBeNull();
  });
});
