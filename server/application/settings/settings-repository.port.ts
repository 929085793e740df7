import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** Key/value namespaces: docs/product/spec-map.md §3's shop config and banner status, and the setup guide's. */
export type ConfigNamespace = 'shop_config' | 'banner_status' | 'setup_guide';

export interface SettingsRepository {
  /** Every stored entry of a namespace; keys never written are absent. */
  readEntries(shop: AuthenticatedShop, namespace: ConfigNamespace): Promise<Readonly<Record<string, string>>>;
  /** Upserts the given entries in one transaction; other keys are left as they are. */
  writeEntries(shop: AuthenticatedShop, namespace: ConfigNamespace, entries: Readonly<Record<string, string>>): Promise<void>;
  readDocument(shop: AuthenticatedShop, kind: string): Promise<unknown>;
  /**
   * Several documents in one statement, each kind's data or null when never written. One read
   * where a transaction would otherwise send two at once on its single connection.
   */
  readDocuments<K extends string>(shop: AuthenticatedShop, kinds: readonly K[]): Promise<Readonly<Record<K, unknown>>>;
  writeDocument(shop: AuthenticatedShop, kind: string, data: unknown): Promise<void>;
  /**
   * Sets the given top-level fields of an object document (creating it), leaving its other fields
   * as they are, in one statement: two saves of different fields never undo each other.
   */
  mergeDocument(shop: AuthenticatedShop, kind: string, fields: Readonly<Record<string, unknown>>): Promise<void>;
}

/** The repositories a settings save writes through, bound to one transaction. */
export interface SettingsWrites {
  readonly settings: SettingsRepository;
}
