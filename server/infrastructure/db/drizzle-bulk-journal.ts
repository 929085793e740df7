import { and, asc, desc, eq, getTableColumns, getTableName, is, sql, type Column, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { type BulkJournal, type JournalTag } from '../../application/bulk-jobs/bulk-journal.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import * as schema from './schema';
import { bulkJobJournal } from './schema';

/**
 * The undo journal of bulk jobs (decision 0047), for any table of the schema: a repository
 * writes a chunk's change with `journaledUpdate` / `journaledDelete` / `journaledInsert`, which record in the same
 * statement what undoes it; `DrizzleBulkJournal` undoes and forgets. Tables and columns come from
 * schema.ts, so a column added later is journaled and restored without a change here, and so is
 * a table added later whose foreign key cascades from a journaled delete.
 */

const TABLES: ReadonlyMap<string, PgTable> = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableName(table), table]),
);

function tableNamed(name: string): PgTable {
  const table = TABLES.get(name);
  if (!table) throw new Error(`bulk_job_journal names an unknown table "${name}"`);
  return table;
}

const columnsOf = (table: PgTable): Column[] => Object.values(getTableColumns(table));
/** Columns an INSERT may name: all but generated ones (identity columns are written OVERRIDING SYSTEM VALUE). */
const insertableColumns = (table: PgTable) => columnsOf(table).filter((column) => !column.generated);
const primaryKeyOf = (table: PgTable): Column[] => getTableConfig(table).primaryKeys[0]?.columns ?? columnsOf(table).filter((column) => column.primary);
const identifiers = (columns: readonly Column[], alias?: string) =>
  sql.join(
    columns.map((column) => (alias ? sql`${sql.identifier(alias)}.${sql.identifier(column.name)}` : sql.identifier(column.name))),
    sql`, `,
  );

/** A table whose rows a delete of its parent cascades to: its foreign key columns and the parent's. */
interface CascadingChild {
  readonly table: PgTable;
  readonly parent: number;
  readonly columns: readonly Column[];
  readonly parentColumns: readonly Column[];
}

/**
 * Every table a delete of `root` cascades to, at any depth, parents before children. A foreign
 * key that sets null or a default on delete would change rows the journal does not hold: refused.
 */
function cascadeTree(root: PgTable): CascadingChild[] {
  const found: CascadingChild[] = [];
  const visit = (parent: PgTable, parentIndex: number) => {
    for (const table of TABLES.values()) {
      for (const foreignKey of getTableConfig(table).foreignKeys) {
        const reference = foreignKey.reference();
        if (reference.foreignTable !== parent) continue;
        if (foreignKey.onDelete === 'set null' || foreignKey.onDelete === 'set default') {
          throw new Error(`a journaled delete of ${getTableName(parent)} would ${foreignKey.onDelete} ${getTableName(table)}, which the journal cannot undo`);
        }
        if (foreignKey.onDelete !== 'cascade') continue;
        found.push({ table, parent: parentIndex, columns: reference.columns, parentColumns: reference.foreignColumns });
        visit(table, found.length);
      }
    }
  };
  visit(root, 0);
  return found;
}

/** One journal entry of the chunk, as an INSERT … SELECT over the CTE `source`. */
function journalEntry(shopId: number, tag: JournalTag, step: number, table: PgTable, change: 'updated' | 'deleted' | 'inserted', source: string, written: SQL | null): SQL {
  return sql`insert into ${bulkJobJournal} (shop_id, job_id, chunk, step, table_name, change, rows, written)
    select ${shopId}::bigint, ${tag.jobId}::bigint, ${tag.chunk}::integer, ${step}::smallint, ${getTableName(table)}::text, ${change}::text, json_agg(to_json(${sql.identifier(source)})), ${written ?? sql`null`}
    from ${sql.identifier(source)} having count(*) > 0`;
}

const countOf = async (db: AppDatabase, query: SQL): Promise<number> => {
  const result: unknown = await db.execute(query);
  const [row] = (result as { rows: { changed: number | string }[] }).rows;
  return Number(row?.changed ?? 0);
};

/** An UPDATE's `set` as `table`'s columns with their values; a key that is no column is a programming error. */
function assignedColumns(table: PgTable, set: Readonly<Record<string, unknown>>): { readonly column: Column; readonly value: unknown }[] {
  const columns = getTableColumns(table);
  return Object.entries(set).map(([key, value]) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return { column, value };
  });
}

/** Those columns and values as one JSON object, by column name (`json` or `jsonb`). */
function columnValuesObject(assigned: readonly { readonly column: Column; readonly value: unknown }[], kind: 'json' | 'jsonb'): SQL {
  const pairs = sql.join(
    assigned.map(({ column, value }) => sql`${column.name}::text, ${sql.param(value, column)}::${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return kind === 'json' ? sql`json_build_object(${pairs})` : sql`jsonb_build_object(${pairs})`;
}

/** The journal entries that hold deleted copies of `table` rows (entry table aliased `alias`). */
function deletedCopyEntries(alias: string, table: PgTable, shopId: number): SQL {
  const entry = (column: string) => sql`${sql.identifier(alias)}.${sql.identifier(column)}`;
  return sql`${entry('shop_id')} = ${shopId} and ${entry('table_name')} = ${getTableName(table)} and ${entry('change')} = 'deleted'`;
}

/**
 * UPDATE `table` SET `set` WHERE `where`, in one statement that first reads the rows it changes
 * (locked) and journals their key and prior values of the columns set, with the values set.
 * `where` should skip rows that already hold the values. `step` (0 unless given) orders a second
 * change of the same chunk. The rows changed.
 */
export function journaledUpdate(
  db: AppDatabase,
  input: {
    readonly table: PgTable;
    readonly shopId: number;
    readonly tag: JournalTag;
    readonly where: SQL;
    readonly set: Readonly<Record<string, unknown>>;
    readonly step?: number;
  },
): Promise<number> {
  const entries = assignedColumns(input.table, input.set);
  const key = primaryKeyOf(input.table);
  const assignments = sql.join(
    entries.map(({ column, value }) => sql`${sql.identifier(column.name)} = ${sql.param(value, column)}`),
    sql`, `,
  );
  const written = columnValuesObject(entries, 'json');
  const matchesKey = sql.join(
    key.map((column) => sql`${sql.identifier('t')}.${sql.identifier(column.name)} = ${sql.identifier('b')}.${sql.identifier(column.name)}`),
    sql` and `,
  );
  return countOf(
    db,
    sql`with "bulk_journal_before" as (
        select ${identifiers([...key, ...entries.map((entry) => entry.column)])} from ${input.table} where ${input.where} for update
      ), "bulk_journal_changed" as (
        update ${input.table} as "t" set ${assignments} from "bulk_journal_before" as "b" where ${matchesKey} returning "b".*
      ), "bulk_journal_entry" as (${journalEntry(input.shopId, input.tag, input.step ?? 0, input.table, 'updated', 'bulk_journal_changed', written)})
      select count(*)::int as "changed" from "bulk_journal_changed"`,
  );
}

/**
 * DELETE FROM `table` WHERE `where`, in one statement that journals the deleted rows whole and
 * every row their deletion cascades to (read before the cascade runs). The rows deleted.
 */
export function journaledDelete(db: AppDatabase, input: { readonly table: PgTable; readonly shopId: number; readonly tag: JournalTag; readonly where: SQL }): Promise<number> {
  const children = cascadeTree(input.table);
  // Names no column of a journaled table could have: to_json(name) must mean the row.
  const alias = (index: number) => `bulk_journal_deleted_${index}`;
  const selections = children.map((child, index) => {
    const own = sql.join(child.columns.map((column) => sql`${sql.identifier('c')}.${sql.identifier(column.name)}`), sql`, `);
    return sql`, ${sql.identifier(alias(index + 1))} as (
      select "c".* from ${child.table} as "c" where (${own}) in (select ${identifiers(child.parentColumns, 'p')} from ${sql.identifier(alias(child.parent))} as "p")
    )`;
  });
  const journals = [input.table, ...children.map((child) => child.table)].map(
    (table, step) => sql`, ${sql.identifier(`bulk_journal_entry_${step}`)} as (${journalEntry(input.shopId, input.tag, step, table, 'deleted', alias(step), null)})`,
  );
  return countOf(
    db,
    sql`with ${sql.identifier(alias(0))} as (delete from ${input.table} where ${input.where} returning *)
      ${sql.join(selections, sql``)}
      ${sql.join(journals, sql``)}
      select count(*)::int as "changed" from ${sql.identifier(alias(0))}`,
  );
}

/**
 * INSERT INTO `table` the `rows` (keyed by the schema's property names), in one statement that
 * journals what it inserted, so an undone chunk takes those rows away again (the moderation
 * audit trail a bulk job writes, docs/product/review-moderation.md). `step` must differ from the
 * chunk's other entries. The rows inserted.
 */
export function journaledInsert(
  db: AppDatabase,
  input: { readonly table: PgTable; readonly shopId: number; readonly tag: JournalTag; readonly step: number; readonly rows: readonly Readonly<Record<string, unknown>>[] },
): Promise<number> {
  if (input.rows.length === 0) return Promise.resolve(0);
  const columns = getTableColumns(input.table);
  const keys = Object.keys(input.rows[0]!);
  const named = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(input.table)} has no column ${key}`);
    return column;
  });
  const values = sql.join(
    input.rows.map((row) => sql`(${sql.join(named.map((column, index) => sql`${sql.param(row[keys[index]!], column)}::${sql.raw(column.getSQLType())}`), sql`, `)})`),
    sql`, `,
  );
  return countOf(
    db,
    sql`with "bulk_journal_inserted" as (
        insert into ${input.table} (${identifiers(named)}) values ${values} returning *
      ), "bulk_journal_entry" as (${journalEntry(input.shopId, input.tag, input.step, input.table, 'inserted', 'bulk_journal_inserted', null)})
      select count(*)::int as "changed" from "bulk_journal_inserted"`,
  );
}

/** The deleted copies of `table` rows a job's journal holds, as a relation named like the table (so `where` may name its columns). */
function journaledCopies(table: PgTable, shopId: number) {
  return sql`${bulkJobJournal} as "j" cross join lateral json_populate_recordset(null::${table}, "j"."rows") as ${table}
    where ${deletedCopyEntries('j', table, shopId)}`;
}

/**
 * The `key` of every journaled deleted copy of a `table` row that matches `where` (written over
 * `table`'s columns). A deleted row comes back if its job is undone, so what erases a customer's
 * data must reach these copies too (decision 0047).
 */
export async function journaledKeys(db: AppDatabase, input: { readonly table: PgTable; readonly key: Column; readonly shopId: number; readonly where: SQL }): Promise<number[]> {
  const result: unknown = await db.execute(sql`select ${input.key} as "key" from ${journaledCopies(input.table, input.shopId)} and ${input.where}`);
  return (result as { rows: { key: number | string }[] }).rows.map((row) => Number(row.key));
}

/** Sets columns of the journaled deleted copies of `table` rows matching `where`, as an UPDATE would set them on the table. */
export async function updateJournaledCopies(
  db: AppDatabase,
  input: { readonly table: PgTable; readonly shopId: number; readonly where: SQL; readonly set: Readonly<Record<string, unknown>> },
): Promise<void> {
  const patch = columnValuesObject(assignedColumns(input.table, input.set), 'jsonb');
  await db.execute(sql`update ${bulkJobJournal} as "entry" set "rows" = (
      select json_agg(case when ${input.where} then to_jsonb(${input.table}) || ${patch} else to_jsonb(${input.table}) end)
      from json_populate_recordset(null::${input.table}, "entry"."rows") as ${input.table})
    where ${deletedCopyEntries('entry', input.table, input.shopId)}`);
}

/** Drops the journaled deleted copies of `table` rows matching `where`: they will not come back. */
export async function deleteJournaledCopies(db: AppDatabase, input: { readonly table: PgTable; readonly shopId: number; readonly where: SQL }): Promise<void> {
  await db.execute(sql`update ${bulkJobJournal} as "entry" set "rows" = coalesce((
      select json_agg(to_json(${input.table})) from json_populate_recordset(null::${input.table}, "entry"."rows") as ${input.table} where not (${input.where})), '[]'::json)
    where ${deletedCopyEntries('entry', input.table, input.shopId)}`);
}

const entryOf = (shop: AuthenticatedShop, jobId: number) => and(eq(bulkJobJournal.shopId, shop.id), eq(bulkJobJournal.jobId, jobId));

export class DrizzleBulkJournal implements BulkJournal {
  constructor(private readonly db: AppDatabase) {}

  async undoLastChunk(shop: AuthenticatedShop, jobId: number): Promise<number | null> {
    const [last] = await this.db
      .select({ chunk: bulkJobJournal.chunk })
      .from(bulkJobJournal)
      .where(entryOf(shop, jobId))
      .orderBy(desc(bulkJobJournal.chunk))
      .limit(1);
    if (!last) return null;
    const inChunk = and(entryOf(shop, jobId), eq(bulkJobJournal.chunk, last.chunk));
    const entries = await this.db
      .select({ step: bulkJobJournal.step, tableName: bulkJobJournal.tableName, change: bulkJobJournal.change, written: bulkJobJournal.written })
      .from(bulkJobJournal)
      .where(inChunk)
      .orderBy(asc(bulkJobJournal.step));
    for (const entry of entries) {
      const table = tableNamed(entry.tableName);
      const source = sql`${bulkJobJournal} as "j" cross join lateral json_populate_recordset(null::${table}, "j"."rows") as "r"`;
      const thisEntry = sql`"j"."shop_id" = ${shop.id} and "j"."job_id" = ${jobId} and "j"."chunk" = ${last.chunk} and "j"."step" = ${entry.step}`;
      if (entry.change === 'deleted') {
        // A row with the same key now (none can have a deleted row's identity id) is kept as it is.
        const columns = insertableColumns(table);
        await this.db.execute(sql`insert into ${table} (${identifiers(columns)}) overriding system value
          select ${identifiers(columns, 'r')} from ${source} where ${thisEntry} and "r"."shop_id" = "j"."shop_id"
          on conflict do nothing`);
      } else if (entry.change === 'inserted') {
        const matchesKey = sql.join(
          primaryKeyOf(table).map((column) => sql`"t".${sql.identifier(column.name)} = "r".${sql.identifier(column.name)}`),
          sql` and `,
        );
        await this.db.execute(sql`delete from ${table} as "t" using ${source} where ${thisEntry} and "t"."shop_id" = "j"."shop_id" and ${matchesKey}`);
      } else {
        await this.db.execute(this.restoreColumns(table, entry.written, source, thisEntry));
      }
    }
    await this.db.delete(bulkJobJournal).where(inChunk);
    return last.chunk;
  }

  async forget(shop: AuthenticatedShop, jobId: number): Promise<void> {
    await this.db.delete(bulkJobJournal).where(entryOf(shop, jobId));
  }

  /**
   * Compare and restore: each column the job set goes back to its prior value only where it still
   * holds the value the job wrote; a value changed since (by the merchant, another action) stays.
   */
  private restoreColumns(table: PgTable, written: unknown, source: SQL, thisEntry: SQL): SQL {
    const byName = new Map(columnsOf(table).map((column) => [column.name, column]));
    const restored = Object.keys(written as Record<string, unknown>).map((name) => {
      const column = byName.get(name);
      if (!column) throw new Error(`bulk_job_journal names an unknown column ${getTableName(table)}.${name}`);
      return column;
    });
    const column = (alias: string, target: Column) => sql`${sql.identifier(alias)}.${sql.identifier(target.name)}`;
    const stillWritten = (target: Column) => sql`${column('t', target)} is not distinct from ${column('w', target)}`;
    const assignments = sql.join(
      restored.map((target) => sql`${sql.identifier(target.name)} = case when ${stillWritten(target)} then ${column('r', target)} else ${column('t', target)} end`),
      sql`, `,
    );
    const matchesKey = sql.join(
      primaryKeyOf(table).map((target) => sql`${column('t', target)} = ${column('r', target)}`),
      sql` and `,
    );
    return sql`update ${table} as "t" set ${assignments}
      from ${source} cross join lateral json_populate_record(null::${table}, "j"."written") as "w"
      where ${thisEntry} and "t"."shop_id" = "j"."shop_id" and ${matchesKey} and (${sql.join(restored.map(stillWritten), sql` or `)})`;
  }
}
