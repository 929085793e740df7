import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POSTGRES_STATEMENT_TIMEOUT_MS } from '../../../../server/infrastructure/db/database';
import { TEST_DATABASES } from '../../support/test-databases';
import { useTestDatabase } from '../../support/use-test-server';

// PGlite has neither JIT nor a statement timeout of ours: these are the PostgreSQL server's sessions.
const postgres = TEST_DATABASES.find((target) => target.name === 'postgres');

describe.skipIf(postgres === undefined)('The server’s PostgreSQL sessions', () => {
  const ctx = useTestDatabase(postgres!);

  const setting = async (name: 'jit' | 'statement_timeout') => {
    const rows = await ctx.database.handle.db.execute(sql.raw(`show ${name}`));
    const list = Array.isArray(rows) ? rows : (rows as { readonly rows: unknown[] }).rows;
    return Object.values(list[0] as Record<string, unknown>)[0];
  };

  it('compile no statement with JIT, whatever the server’s default', async () => {
    expect(await setting('jit')).toBe('off');
  });

  it('cancel a statement that runs past the timeout', async () => {
    expect(await setting('statement_timeout')).toBe(`${POSTGRES_STATEMENT_TIMEOUT_MS / 1000}s`);
  });
});
