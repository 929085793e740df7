// A throw-away database on a PostgreSQL server, for the server tests (tests/server/support) and the
// benches: created under a random name next to the admin URL's database, dropped when done.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchPostgresDatabase {
  readonly name: string;
  /** The admin URL with this database as its path. */
  readonly url: URL;
  /** Drops the database, closing any connection still open on it. */
  readonly drop: () => Promise<void>;
}

/** Runs one statement on its own connection to `adminUrl` (CREATE and DROP DATABASE cannot run in a transaction or a pool's session). */
export async function runAsAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Creates `<prefix><12 hex digits>` on the server `adminUrl` names (its user may create databases),
 * empty or as a copy of `template` (a database nobody is connected to).
 */
export async function createScratchPostgresDatabase(adminUrl: string, prefix: string, template?: string): Promise<ScratchPostgresDatabase> {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  await runAsAdmin(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url, drop: () => dropWhenClosed(adminUrl, name) };
}

const IN_USE = '55006';

/**
 * A pool's `end()` resolves once it has asked its connections to close, before their server
 * sessions have ended; a forced drop would terminate them, and their clients report that as an
 * error. A plain drop waits (PostgreSQL gives other sessions up to 5 s to go); only a session still
 * open after that (a test that left a connection open) is forced out.
 */
async function dropWhenClosed(adminUrl: string, name: string): Promise<void> {
  try {
    await runAsAdmin(adminUrl, `drop database if exists ${name}`);
  } catch (error) {
    if ((error as { code?: string }).code !== IN_USE) throw error;
    await runAsAdmin(adminUrl, `drop database if exists ${name} with (force)`);
  }
}
