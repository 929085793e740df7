import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../../server/infrastructure/db/database';
import { rowsOf } from '../../../../server/infrastructure/db/raw-rows';
import { pgliteTemplate } from '../../support/pglite-template';

/** A worker draining a long queue on the embedded database must not hold up the server's requests. */
describe('the embedded database between its queries', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null, initialData: await pgliteTemplate() });
  });
  afterAll(async () => {
    await database.close();
  });

  it('lets a timer (as a request would) run in the middle of a run of queries, not only after it', async () => {
    const queries = 300;
    let done = 0;
    let doneWhenTheTimerRan: number | null = null;
    setTimeout(() => {
      doneWhenTheTimerRan = done;
    }, 0);
    for (; done < queries; done += 1) await database.db.execute(sql`select 1`);
    expect(doneWhenTheTimerRan).not.toBeNull();
    expect(doneWhenTheTimerRan).toBeLessThan(queries);
  });

  it('keeps the order of calls made one after another without waiting', async () => {
    await database.db.execute(sql`create temporary table turns_order (step int)`);
    const steps = Array.from({ length: 20 }, (_, step) => database.db.execute(sql`insert into turns_order values (${step})`));
    const read = database.db.execute(sql`select coalesce(array_agg(step order by ctid), '{}') as steps from turns_order`);
    await Promise.all(steps);
    const [row] = await rowsOf<{ steps: number[] }>(read);
    expect(row?.steps).toEqual(Array.from({ length: 20 }, (_, step) => step));
  });
});
