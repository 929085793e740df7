import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { PLAN_ID_FREE } from '../../../../src/domain/plans/plan-catalog';
import { DrizzleBulkJobRepository } from '../../../../server/infrastructure/db/drizzle-bulk-job-repository';
import { DrizzleShopRepository } from '../../../../server/infrastructure/db/drizzle-shop-repository';
import { ProcessHeartbeat, type HeartbeatRound } from '../../../../server/infrastructure/db/process-heartbeat';
import { bulkJobs, serverProcesses } from '../../../../server/infrastructure/db/schema';
import { TEST_DATABASES } from '../../support/test-databases';
import { useTestDatabase } from '../../support/use-test-server';

const NOW = new Date('2026-03-01T00:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const TIMING = { beatEveryMs: 5_000, stoppedAfterMs: 30_000 };

describe.each(TEST_DATABASES)('process heartbeats, on $name', (target) => {
  const ctx = useTestDatabase(target);
  // A claim takes the oldest claimable job of any shop, and a beat judges every process: each
  // test's jobs and processes end with it, so the next test finds none of them.
  afterEach(async () => {
    const { db } = ctx.database.handle;
    await db.update(bulkJobs).set({ status: 'failed', leaseOwner: null, leaseUntil: null }).where(eq(bulkJobs.status, 'running'));
    await db.delete(serverProcesses);
  });

  /** Three bulk jobs leased by a process that went silent, a live one, and an older server that never beats; and this process's heartbeat on a clock the test moves. */
  async function leasedJobs(name: string) {
    const db = ctx.database.handle.db;
    const shops = new DrizzleShopRepository(db);
    const jobs = new DrizzleBulkJobRepository(db);
    const owners = { silent: `${name}-host:1:aaaa`, live: `${name}-host:2:bbbb`, unregistered: `${name}-host:3:cccc` };
    const ids: Record<keyof typeof owners, number> = { silent: 0, live: 0, unregistered: 0 };
    for (const key of Object.keys(owners) as (keyof typeof owners)[]) {
      // A shop runs one bulk job at a time: one shop each.
      const shop = await shops.install({ domain: `${name}-${key}.myshopify.com`, name: `${name} ${key}`, pricingPlanId: PLAN_ID_FREE });
      ids[key] = await jobs.create(shop, { action: 'update', kind: 'reviews', params: {}, ids: [1, 2], chunkSize: 1 });
      expect(await jobs.claimNext(`${owners[key]}:worker`, NOW, later(600_000))).toMatchObject({ id: ids[key] });
    }
    await db.insert(serverProcesses).values([
      { id: owners.silent, seenAt: new Date(Date.now() - 60_000) },
      { id: owners.live, seenAt: new Date() },
    ]);
    let clock = 0;
    const rounds: HeartbeatRound[] = [];
    const heartbeat = new ProcessHeartbeat(db, `${name}-host:4:dddd`, (round) => rounds.push(round), (error) => { throw error; }, TIMING, () => clock);
    const beatAt = async (ms: number) => {
      clock = ms;
      return heartbeat.beat();
    };
    const claimable = () => jobs.claimNext('next-process:worker', later(1_000), later(31_000));
    return { db, owners, ids, heartbeat, beatAt, rounds, claimable };
  }

  it("hands a silent process's leases back once this process has beaten for the whole window, and no other's", async () => {
    const { db, owners, ids, beatAt, rounds, claimable } = await leasedJobs('heartbeat-window');

    for (let ms = 0; ms < TIMING.stoppedAfterMs; ms += TIMING.beatEveryMs) expect(await beatAt(ms)).toEqual({ stoppedProcesses: [], releasedLeases: 0 });
    expect(await claimable()).toBeNull();

    expect(await beatAt(TIMING.stoppedAfterMs)).toEqual({ stoppedProcesses: [owners.silent], releasedLeases: 1 });
    expect(rounds).toEqual([{ stoppedProcesses: [owners.silent], releasedLeases: 1 }]);
    // The silent process's job goes on in the next process at once, from where it was.
    expect(await claimable()).toMatchObject({ id: ids.silent, nextChunk: 0 });
    // The live process and the server that never beats keep theirs until their leases run out.
    expect(await claimable()).toBeNull();
    const processes = await db.select({ id: serverProcesses.id }).from(serverProcesses);
    expect(processes.map((row) => row.id).filter((id) => id.startsWith('heartbeat-window')).sort()).toEqual([owners.live, 'heartbeat-window-host:4:dddd'].sort());
  });

  it('after a gap in its own beats (PostgreSQL unreachable, the process stood still), waits a whole window again before judging others', async () => {
    const { beatAt, claimable, ids } = await leasedJobs('heartbeat-gap');
    await beatAt(0);
    await beatAt(5_000);
    // Forty seconds without a beat: nobody could beat, so nobody is judged silent yet.
    expect(await beatAt(45_000)).toEqual({ stoppedProcesses: [], releasedLeases: 0 });
    for (let ms = 50_000; ms < 75_000; ms += TIMING.beatEveryMs) expect((await beatAt(ms)).releasedLeases).toBe(0);
    expect(await claimable()).toBeNull();
    expect((await beatAt(75_000)).releasedLeases).toBe(1);
    expect(await claimable()).toMatchObject({ id: ids.silent });
  });

  it('writes its row on each beat and removes it when the process stops', async () => {
    const { db, heartbeat, beatAt } = await leasedJobs('heartbeat-stop');
    const own = () => db.select({ seenAt: serverProcesses.seenAt }).from(serverProcesses).where(eq(serverProcesses.id, heartbeat.processId));
    await beatAt(0);
    const [first] = await own();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await beatAt(5_000);
    const [second] = await own();
    expect(second!.seenAt.getTime()).toBeGreaterThan(first!.seenAt.getTime());
    await heartbeat.stop();
    expect(await own()).toEqual([]);
  });
});
