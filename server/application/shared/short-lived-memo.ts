/**
 * Remembers an answer per key for a few seconds: a worker sending a batch of one shop's e-mails
 * reads the shop and its settings once, and still sees a change within `ttlMs`.
 */
export class ShortLivedMemo<Key, Value> {
  private readonly entries = new Map<Key, { readonly value: Promise<Value>; readonly until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get(key: Key, load: () => Promise<Value>): Promise<Value> {
    const at = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.until > at) return entry.value;
    if (this.entries.size > 1_000) this.entries.clear();
    const value = load();
    this.entries.set(key, { value, until: at + this.ttlMs });
    // A failed read is not remembered.
    value.catch(() => this.entries.delete(key));
    return value;
  }
}
