import { ensurePostgresTemplate } from './postgres-template';

/**
 * Vitest's global setup: with TEST_DATABASE_URL, the migrated template every PostgreSQL test
 * database is copied from; without it, one line saying the PostgreSQL suite does not run.
 */
export default async function globalSetup(): Promise<void> {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) await ensurePostgresTemplate(postgresUrl);
  else console.log('PostgreSQL suite skipped: TEST_DATABASE_URL is not set (the PGlite suite ran).');
}
