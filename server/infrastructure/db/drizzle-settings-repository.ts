import { and, eq, inArray, sql } from 'drizzle-orm';
import { type ConfigNamespace, type SettingsRepository } from '../../application/settings/settings-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { shopConfigEntries, shopDocuments } from './schema';

export class DrizzleSettingsRepository implements SettingsRepository {
  /** Read on every get_user_info; prepared once. */
  private readonly entriesOfNamespace;

  constructor(private readonly db: AppDatabase) {
    this.entriesOfNamespace = db
      .select({ key: shopConfigEntries.key, value: shopConfigEntries.value })
      .from(shopConfigEntries)
      .where(
        and(
          eq(shopConfigEntries.shopId, sql.placeholder('shopId')),
          eq(shopConfigEntries.namespace, sql.placeholder('namespace')),
        ),
      )
      .prepare('shop_config_entries_of_namespace');
  }

  async readEntries(shop: AuthenticatedShop, namespace: ConfigNamespace): Promise<Readonly<Record<string, string>>> {
    const rows = await this.entriesOfNamespace.execute({ shopId: shop.id, namespace });
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  }

  async writeEntries(
    shop: AuthenticatedShop,
    namespace: ConfigNamespace,
    entries: Readonly<Record<string, string>>,
  ): Promise<void> {
    const rows = Object.entries(entries).map(([key, value]) => ({ shopId: shop.id, namespace, key, value }));
    if (rows.length === 0) return;
    await this.db
      .insert(shopConfigEntries)
      .values(rows)
      .onConflictDoUpdate({
        target: [shopConfigEntries.shopId, shopConfigEntries.namespace, shopConfigEntries.key],
        set: { value: sql`excluded.value`, updatedAt: new Date() },
      });
  }

  async readDocument(shop: AuthenticatedShop, kind: string): Promise<unknown> {
    const [row] = await this.db
      .select({ data: shopDocuments.data })
      .from(shopDocuments)
      .where(and(eq(shopDocuments.shopId, shop.id), eq(shopDocuments.kind, kind)));
    return row?.data ?? null;
  }

  async readDocuments<K extends string>(shop: AuthenticatedShop, kinds: readonly K[]): Promise<Readonly<Record<K, unknown>>> {
    const rows = await this.db
      .select({ kind: shopDocuments.kind, data: shopDocuments.data })
      .from(shopDocuments)
      .where(and(eq(shopDocuments.shopId, shop.id), inArray(shopDocuments.kind, [...kinds])));
    const stored = new Map(rows.map((row) => [row.kind, row.data]));
    return Object.fromEntries(kinds.map((kind) => [kind, stored.get(kind) ?? null])) as Record<K, unknown>;
  }

  async mergeDocument(shop: AuthenticatedShop, kind: string, fields: Readonly<Record<string, unknown>>): Promise<void> {
    await this.db
      .insert(shopDocuments)
      .values({ shopId: shop.id, kind, data: fields })
      .onConflictDoUpdate({
        target: [shopDocuments.shopId, shopDocuments.kind],
        set: { data: sql`${shopDocuments.data} || excluded.data`, updatedAt: new Date() },
      });
  }

  async writeDocument(shop: AuthenticatedShop, kind: string, data: unknown): Promise<void> {
    await this.db
      .insert(shopDocuments)
      .values({ shopId: shop.id, kind, data })
      .onConflictDoUpdate({
        target: [shopDocuments.shopId, shopDocuments.kind],
        set: { data, updatedAt: new Date() },
      });
  }
}
