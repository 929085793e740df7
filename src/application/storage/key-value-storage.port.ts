/** Browser storage; keys are prefixed with the product name by the adapter. */
export interface KeyValueStorage {
  get<T>(key: string): T | undefined;
  /** Stores `value`; after `ttlSeconds` it reads as absent. */
  set(key: string, value: unknown, ttlSeconds?: number): void;
  remove(key: string): void;
}
