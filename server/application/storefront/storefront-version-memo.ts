import { type ShopRecord } from '../shops/shop-repository.port';

/** Even with the version unchanged, an answer is read again after this long: a write that changed the storefront without counting it shows within the storefront's own cache time. */
const MAX_AGE_MS = 60_000;
/** Past this many answers the memo starts again empty (a process serving many shops). */
const MAX_ENTRIES = 20_000;

/**
 * What a process remembers of a shop's storefront between requests: answers that change only
 * with a storefront change (the review widget's settings, the products sharing reviews with a
 * product), each kept with the shop's `storefrontVersion` it was read under. The storefront's
 * requests read the shop's record anyway (the app proxy's check), so a remembered answer is
 * used only while that record's version is the same: a change counted in another process is
 * seen by the next request here (docs/decisions/0085-storefront-reads-remember-by-version.md).
 */
export class StorefrontVersionMemo {
  private readonly entries = new Map<string, { readonly version: number; readonly readAt: number; readonly value: Promise<unknown> }>();

  constructor(private readonly nowMs: () => number = () => Date.now()) {}

  get<T>(record: ShopRecord, what: string, read: () => Promise<T>): Promise<T> {
    const key = `${record.id}:${what}`;
    const at = this.nowMs();
    const entry = this.entries.get(key);
    if (entry && entry.version === record.storefrontVersion && at - entry.readAt < MAX_AGE_MS) return entry.value as Promise<T>;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const value = read();
    this.entries.set(key, { version: record.storefrontVersion, readAt: at, value });
    // A failed read is not remembered.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
