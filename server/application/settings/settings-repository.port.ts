import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** Key/value namespaces of spec §3. */
export type ConfigNamespace = 'shop_config' | 'banner_status';

export interface SettingsRepository {
  /** Every stored entry of a namespace; keys never written are absent. */
  readEntries(shop: AuthenticatedShop, namespace: ConfigNamespace): Promise<Readonly<Record<string, string>>>;
  /** Upserts the given entries in one transaction; other keys are left as they are. */
  writeEntries(shop: AuthenticatedShop, namespace: ConfigNamespace, entries: Readonly<Record<string, string>>): Promise<void>;
  readDocument(shop: AuthenticatedShop, kind: string): Promise<unknown>;
  writeDocument(shop: AuthenticatedShop, kind: string, data: unknown): Promise<void>;
}
