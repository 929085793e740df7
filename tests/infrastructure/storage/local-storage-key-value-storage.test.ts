// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalStorageKeyValueStorage, STORAGE_KEY_PREFIX } from '../../../src/infrastructure/storage/local-storage-key-value-storage';
import { FakeClock } from '../../fakes/fake-clock';

let clock: FakeClock;
let storage: LocalStorageKeyValueStorage;

beforeEach(() => {
  window.localStorage.clear();
  clock = new FakeClock();
  storage = new LocalStorageKeyValueStorage(() => window.localStorage, () => clock.now());
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LocalStorageKeyValueStorage', () => {
  it('keeps values under the product-name prefix and reads them back', () => {
    storage.set('settings', { lang: 'de', flags: [1, 2] });
    expect(STORAGE_KEY_PREFIX).toBe('starling-reviews:');
    expect(window.localStorage.getItem('starling-reviews:settings')).not.toBeNull();
    expect(window.localStorage.getItem('settings')).toBeNull();
    expect(storage.get('settings')).toEqual({ lang: 'de', flags: [1, 2] });
  });

  it('does not see keys of other apps on the origin', () => {
    window.localStorage.setItem('settings', JSON.stringify({ value: 'theirs', expiresAt: null }));
    expect(storage.get('settings')).toBeUndefined();
  });

  it('reads an entry as absent once its TTL has passed, and drops it', () => {
    storage.set('auth_token', 'token', 86_400);
    clock.advance(86_400_000 - 1);
    expect(storage.get('auth_token')).toBe('token');
    clock.advance(1);
    expect(storage.get('auth_token')).toBeUndefined();
    expect(window.localStorage.getItem('starling-reviews:auth_token')).toBeNull();
  });

  it('keeps an entry without a TTL', () => {
    storage.set('guide', 'step-2');
    clock.advance(365 * 86_400_000);
    expect(storage.get('guide')).toBe('step-2');
  });

  it('reads a corrupt entry as absent and drops it', () => {
    window.localStorage.setItem('starling-reviews:broken', '{not json');
    window.localStorage.setItem('starling-reviews:old-format', JSON.stringify('bare value'));
    expect(storage.get('broken')).toBeUndefined();
    expect(storage.get('old-format')).toBeUndefined();
    expect(window.localStorage.getItem('starling-reviews:broken')).toBeNull();
  });

  it('removes an entry', () => {
    storage.set('settings', 1);
    storage.remove('settings');
    expect(storage.get('settings')).toBeUndefined();
  });

  it('swallows a full storage with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const quotaLimited = new LocalStorageKeyValueStorage(() => full, () => clock.now());
    expect(() => quotaLimited.set('settings', 'x'.repeat(10))).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reads as absent when the browser refuses storage (a blocked third-party frame)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = new LocalStorageKeyValueStorage(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    }, () => clock.now());
    expect(refused.get('settings')).toBeUndefined();
    expect(() => refused.set('settings', 1)).not.toThrow();
  });
});
