import { type Clock } from '../../src/application/shell/clock.port';
import { type KeyValueStorage } from '../../src/application/storage/key-value-storage.port';

interface Entry {
  readonly value: unknown;
  readonly expiresAt: number | null;
}

/** In-memory storage with the real adapter's TTL rule (an entry lapses `ttlSeconds` after it is set). */
export class FakeKeyValueStorage implements KeyValueStorage {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly clock: Clock = { now: () => Date.now() }) {}

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== null && this.clock.now() >= entry.expiresAt) {
      this.entries.delete(key);
      return undefined;
    }
    return structuredClone(entry.value) as T;
  }

  set(key: string, value: unknown, ttlSeconds?: number): void {
    const expiresAt = ttlSeconds === undefined ? null : this.clock.now() + ttlSeconds * 1000;
    this.entries.set(key, { value: structuredClone(value), expiresAt });
  }

  remove(key: string): void {
    this.entries.delete(key);
  }

  /** The keys currently stored (expired ones included until read). */
  keys(): string[] {
    return [...this.entries.keys()];
  }
}
