import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, TEST_DATABASES } from '../support/test-databases';

/**
 * The schema can be distributed by shop (Citus, docs/decisions/0078-distributing-by-shop.md) only
 * if each table's rows are found by shop first and no uniqueness spans shops. This reads the
 * migrated database's catalog, so a table or index made by a hand-written migration counts too.
 */

/** Tables that are not one shop's rows, each with why; every other table is keyed shop-first. */
const GLOBAL_TABLES: Readonly<Record<string, string>> = {
  shops: 'the tenants themselves: id is the shop id; sign-in and webhooks find a shop by its unique domain, the public API by its unique key',
  rate_limits: 'sign-in attempt counters keyed by the address or the shop name a request gave, before any shop is authenticated',
  beacon_salts: "one salt per UTC day for every shop's visitor keys: a small global lookup",
  server_processes: "the server processes' heartbeats on PostgreSQL (decision 0084): a process works for every shop",
  webhook_deliveries: "Shopify's event ids under the domain Shopify sends: a delivery is recorded whether or not the shop's row exists (shop/redact comes after the uninstall)",
};

interface IndexRow {
  readonly table_name: string;
  readonly index_name: string;
  readonly is_primary: boolean;
  readonly columns: string[] | string;
}

let database: TestDatabase;
let tables: string[];
let uniqueIndexes: { table: string; index: string; primary: boolean; columns: string[] }[];

/** PGlite hands a name[] back as an array, a driver may hand it as '{a,b}'. */
const asList = (value: string[] | string): string[] => (Array.isArray(value) ? value : value.replace(/^\{|\}$/g, '').split(',').filter(Boolean));

beforeAll(async () => {
  database = await TEST_DATABASES[0]!.open();
  const tableRows = await database.handle.db.execute(sql`
    select c.relname as table_name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`);
  tables = (tableRows as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
  // Key columns in key order; an expression's place is '' (attnum 0 joins no column).
  const indexRows = await database.handle.db.execute(sql`
    select t.relname as table_name, i.relname as index_name, x.indisprimary as is_primary,
      array(select coalesce(a.attname::text, '') from unnest(x.indkey[0:x.indnkeyatts - 1]) with ordinality as k(attnum, position)
            left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum order by k.position) as columns
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and (x.indisunique or x.indisprimary)`);
  uniqueIndexes = (indexRows as { rows: IndexRow[] }).rows.map((row) => ({
    table: row.table_name,
    index: row.index_name,
    primary: row.is_primary,
    columns: asList(row.columns),
  }));
});

afterAll(async () => {
  await database?.dispose();
});

describe('every table is keyed shop-first', () => {
  it('has a primary key starting with shop_id, unless declared global', () => {
    const shopTables = tables.filter((table) => !(table in GLOBAL_TABLES));
    expect(shopTables.length).toBeGreaterThan(40);
    const keys = new Map(uniqueIndexes.filter((index) => index.primary).map((index) => [index.table, index.columns]));
    const notShopFirst = shopTables.filter((table) => keys.get(table)?.[0] !== 'shop_id').map((table) => `${table} (${keys.get(table)?.join(', ') ?? 'no primary key'})`);
    expect(notShopFirst).toEqual([]);
  });

  it('has shop_id in every unique constraint and unique index of a shop table', () => {
    const spanningShops = uniqueIndexes
      .filter((index) => !(index.table in GLOBAL_TABLES) && !index.columns.includes('shop_id'))
      .map((index) => `${index.table}.${index.index} (${index.columns.join(', ')})`);
    expect(spanningShops).toEqual([]);
  });

  it('declares global only tables that exist and are not keyed shop-first', () => {
    for (const table of Object.keys(GLOBAL_TABLES)) {
      expect(tables).toContain(table);
      const key = uniqueIndexes.find((index) => index.table === table && index.primary);
      expect(key?.columns[0], `${table} is keyed shop-first: take it off GLOBAL_TABLES`).not.toBe('shop_id');
    }
  });
});
