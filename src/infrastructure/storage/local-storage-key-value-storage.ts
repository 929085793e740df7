import { type KeyValueStorage } from '../../application/storage/key-value-storage.port';

/** docs/product/plans-and-limits.md: storage keys carry the product name, so nothing else on the origin collides with ours. */
export const STORAGE_KEY_PREFIX = 'starling-reviews:';

interface Entry {
  readonly value: unknown;
  /** Epoch ms after which the entry reads as absent; null keeps it. */
  readonly expiresAt: number | null;
}

/**
 * `localStorage` with a key prefix and per-entry TTLs. The admin runs in a cross-site frame where
 * the browser may refuse storage or run out of room: such failures are warned about, never thrown.
 */
export class LocalStorageKeyValueStorage implements KeyValueStorage {
  constructor(
    private readonly storage: () => Storage,
    private readonly now: () => number,
  ) {}

  get<T>(key: string): T | undefined {
    const text = this.attempt('read', () => this.storage().getItem(STORAGE_KEY_PREFIX + key));
    if (text === undefined || text === null) return undefined;
    const entry = parseEntry(text);
    if (!entry || (entry.expiresAt !== null && this.now() >= entry.expiresAt)) {
      this.remove(key);
      return undefined;
    }
    return entry.value as T;
  }

  set(key: string, value: unknown, ttlSeconds?: number): void {
    const entry: Entry = { value, expiresAt: ttlSeconds === undefined ? null : this.now() + ttlSeconds * 1000 };
    this.attempt('write', () => this.storage().setItem(STORAGE_KEY_PREFIX + key, JSON.stringify(entry)));
  }

  remove(key: string): void {
    this.attempt('remove', () => this.storage().removeItem(STORAGE_KEY_PREFIX + key));
  }

  private attempt<R>(what: string, work: () => R): R | undefined {
    try {
      return work();
    } catch (error) {
      console.warn(`Browser storage: could not ${what} an entry`, error);
      return undefined;
    }
  }
}

function parseEntry(text: string): Entry | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || !('value' in parsed)) return null;
  const { value, expiresAt } = parsed as { value: unknown; expiresAt?: unknown };
  if (expiresAt !== null && typeof expiresAt !== 'number') return null;
  return { value, expiresAt };
}
