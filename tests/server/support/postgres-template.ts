import pg from 'pg';
import { openDatabase } from '../../../server/infrastructure/db/database';
import { migrationsFingerprint } from './migrations-fingerprint';

/*
 * Each PostgreSQL test file gets a database of its own; copying a migrated template
 * (`CREATE DATABASE … TEMPLATE`) takes a fraction of running every migration again. The template is
 * made once per set of migrations (by Vitest's global setup) and kept on the server across runs.
 */

const TEMPLATE_PREFIX = 'starling_template_';

export function postgresTemplateName(): string {
  return `${TEMPLATE_PREFIX}${migrationsFingerprint()}`;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Templates of other migration sets kept on the server: checkouts of different branches may run
 * their suites side by side on one server, and dropping a template another run is copying fails it.
 */
const OTHER_TEMPLATES_KEPT = 4;

/** Makes the current template if the server lacks it, and drops all but the newest few of other migrations. */
export async function ensurePostgresTemplate(adminUrl: string): Promise<void> {
  const name = postgresTemplateName();
  const existing = await withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like $1 order by oid desc", [`${TEMPLATE_PREFIX}%`]);
    return rows.map((row) => row.datname);
  });
  for (const old of existing.filter((database) => database !== name).slice(OTHER_TEMPLATES_KEPT)) {
    await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${old} with (force)`));
  }
  if (existing.includes(name)) return;
  // Built under a name of its own, then renamed: a run cut off half-way never leaves a half-migrated template.
  const building = `${name}_building_${process.pid}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${building}`));
  const url = new URL(adminUrl);
  url.pathname = `/${building}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  await withAdmin(adminUrl, (admin) => admin.query(`alter database ${building} rename to ${name}`));
}
