import { describe, expect, it } from 'vitest';
import {
  BULK_SYNC_LIMIT,
  type BulkJobHandler,
  BulkJobRunner,
  type BulkJobRunnerOptions,
  type BulkJobWork,
  type ChunkDone,
  JOB_FAILED_MESSAGE,
  JOB_INTERRUPTED_MESSAGE,
} from '../../../../server/application/bulk-jobs/bulk-job-runner';
import { type BulkJobWrites, type BulkJournal, type JournalTag } from '../../../../server/application/bulk-jobs/bulk-journal.port';
import { type AuthenticatedShop } from '../../../../server/application/shared/authenticated-shop';
import { type Transactions } from '../../../../server/application/shared/transactions.port';
import { MAX_BULK_QUESTION_IDS } from '../../../../src/contracts/questions.schema';
import { type FakeBulkJobRow, FakeBulkJobRepository } from '../../../fakes/fake-bulk-job-repository';

const SHOP = { id: 7, domain: 'shop-7.myshopify.com' };
const OTHER_SHOP = { id: 8, domain: 'shop-8.myshopify.com' };
const NOW = new Date('2025-01-01T00:00:00Z');
const LEASE_MS = 30_000;
const KIND = 'flags';

/** What the fake database holds: one flag per row, how often a chunk set each, the jobs and the journal (prior flags per chunk). */
interface State {
  flags: Map<number, boolean>;
  applied: Map<number, number>;
  jobs: Map<number, FakeBulkJobRow>;
  journal: { shopId: number; jobId: number; chunk: number; prior: Map<number, boolean> }[];
}

const copy = (state: State): State => ({
  flags: new Map(state.flags),
  applied: new Map(state.applied),
  jobs: new Map([...state.jobs].map(([id, row]) => [id, { ...row }])),
  journal: state.journal.map((entry) => ({ ...entry, prior: new Map(entry.prior) })),
});

const journalKey = (entry: State['journal'][number]) => `${entry.shopId}:${entry.jobId}:${entry.chunk}`;

/**
 * A database of one table of flags: a transaction works on a copy of the state, and when it
 * commits what it changed (and only that) lands; when it throws, nothing does.
 */
class FakeDatabase {
  state: State = { flags: new Map(), applied: new Map(), jobs: new Map(), journal: [] };
  /** Fails every undo while true (the database broke after the job failed). */
  undoBroken = false;

  transactions<W>(bind: (state: State) => W): Transactions<W> {
    return {
      run: async (work) => {
        const before = copy(this.state);
        const draft = copy(this.state);
        const result = await work(bind(draft));
        this.commit(before, draft);
        return result;
      },
    };
  }

  private commit(before: State, draft: State): void {
    for (const [id, flag] of draft.flags) if (before.flags.get(id) !== flag) this.state.flags.set(id, flag);
    for (const [id, n] of draft.applied) if (before.applied.get(id) !== n) this.state.applied.set(id, (this.state.applied.get(id) ?? 0) + n - (before.applied.get(id) ?? 0));
    for (const [id, row] of draft.jobs) if (JSON.stringify(before.jobs.get(id)) !== JSON.stringify(row)) this.state.jobs.set(id, row);
    const had = new Set(before.journal.map(journalKey));
    const has = new Set(draft.journal.map(journalKey));
    this.state.journal = [
      ...this.state.journal.filter((entry) => !had.has(journalKey(entry)) || has.has(journalKey(entry))),
      ...draft.journal.filter((entry) => !had.has(journalKey(entry))),
    ];
  }

  jobs(state: () => State): FakeBulkJobRepository {
    return new FakeBulkJobRepository(() => state().jobs);
  }

  journal(state: State): BulkJournal {
    return {
      undoLastChunk: (shop, jobId) => {
        if (this.undoBroken) return Promise.reject(new Error('disk gone'));
        const mine = state.journal.filter((entry) => entry.shopId === shop.id && entry.jobId === jobId);
        const last = mine.at(-1);
        if (!last) return Promise.resolve(null);
        // Compare and restore: a flag is put back only where it still holds what the job wrote (true).
        for (const [id, prior] of last.prior) if (state.flags.get(id) === true) state.flags.set(id, prior);
        state.journal = state.journal.filter((entry) => entry !== last);
        return Promise.resolve(last.chunk);
      },
      forget: (shop, jobId) => {
        state.journal = state.journal.filter((entry) => entry.shopId !== shop.id || entry.jobId !== jobId);
        return Promise.resolve();
      },
    };
  }
}

interface Writes {
  readonly state: State;
}

/** Sets the flags of a chunk's ids to true, journaled, and counts each setting; `failOnChunk` throws inside that chunk's transaction. */
function publishHandler(database: FakeDatabase, failOnChunk: number | null = null): BulkJobHandler<Writes> {
  return {
    transactions: database.transactions((state) => ({ state, bulkJobs: database.jobs(() => state) })),
    apply: (shop, _params, { state }, ids, journal: JournalTag) => {
      if (journal.chunk === failOnChunk) return Promise.reject(new Error('disk full'));
      state.journal.push({ shopId: shop.id, jobId: journal.jobId, chunk: journal.chunk, prior: new Map(ids.map((id) => [id, state.flags.get(id)!])) });
      for (const id of ids) {
        state.flags.set(id, true);
        state.applied.set(id, (state.applied.get(id) ?? 0) + 1);
      }
      return Promise.resolve(ids.length);
    },
  };
}

/** The same, in the one transaction of a small action. */
const publishNow: BulkJobWork<Writes> = {
  action: 'update',
  select: ({ state }) => Promise.resolve([...state.flags.keys()].sort((a, b) => a - b)),
  apply: ({ state }, ids) => {
    for (const id of ids) state.flags.set(id, true);
    return Promise.resolve(ids.length);
  },
};

/** A seam that holds every job after each chunk until the test lets it go (oldest first), or fails it there. */
function gate() {
  const reached: ((done: ChunkDone) => void)[] = [];
  const waiting: ChunkDone[] = [];
  const held: (() => void)[] = [];
  let failAfter: number | null = null;
  let open = false;
  return {
    afterChunk: (done: ChunkDone) =>
      new Promise<void>((resolve, reject) => {
        if (done.chunk === failAfter) return reject(new Error('cut off after a chunk'));
        if (open) return resolve();
        held.push(resolve);
        const next = reached.shift();
        if (next) next(done);
        else waiting.push(done);
      }),
    /** The next chunk done (already, or when it is). */
    next: () => new Promise<ChunkDone>((resolve) => (waiting.length > 0 ? resolve(waiting.shift()!) : reached.push(resolve))),
    /** Lets the job held longest go on. */
    release: () => held.shift()?.(),
    /** Lets every job go on, and holds none from now on. */
    open: () => {
      open = true;
      for (const resolve of held.splice(0)) resolve();
    },
    failAfter: (chunk: number) => {
      failAfter = chunk;
    },
  };
}

const ids = (rows: number) => Array.from({ length: rows }, (_, index) => index + 1);

/** A process's runner on the database: its own lease owner and clock. */
function processOn(database: FakeDatabase, owner: string, options: Partial<BulkJobRunnerOptions> & { failOnChunk?: number } = {}) {
  const clock = { now: NOW };
  const failures: unknown[] = [];
  const { failOnChunk = null, ...rest } = options;
  const runner = new BulkJobRunner(
    database.jobs(() => database.state),
    database.transactions<BulkJobWrites>((state) => ({ jobs: database.jobs(() => state), journal: database.journal(state) })),
    () => clock.now,
    { owner, leaseMs: LEASE_MS, pollMs: 60_000, chunkSize: 100, reportFailure: (error) => failures.push(error), ...rest },
  );
  runner.register(KIND, publishHandler(database, failOnChunk));
  const start = (shop: AuthenticatedShop, rows: number) => runner.start(shop, { action: 'update', kind: KIND, params: {}, ids: ids(rows) });
  return { runner, clock, failures, start };
}

function setUp(rows: number, options: Partial<BulkJobRunnerOptions> & { failOnChunk?: number } = {}) {
  const database = new FakeDatabase();
  for (let id = 1; id <= rows; id += 1) database.state.flags.set(id, false);
  const rowsOf = () => [...database.state.flags.values()];
  return { database, rowsOf, ...processOn(database, 'process-a', options) };
}

const later = (ms: number) => new Date(NOW.getTime() + ms);

describe('BulkJobRunner', () => {
  it('commits chunk by chunk, records progress on the job, and drops the journal with the success', async () => {
    const seam = gate();
    const { database, runner, rowsOf, start } = setUp(250, { afterChunk: seam.afterChunk });
    const id = await start(SHOP, 250);
    expect(await seam.next()).toEqual({ shop: SHOP, jobId: id, chunk: 0, processed: 100 });
    // Committed: visible to every other reader while the job runs, with what undoes it and the cursor.
    expect(rowsOf().filter(Boolean)).toHaveLength(100);
    expect(database.state.journal.map((entry) => entry.chunk)).toEqual([0]);
    expect(database.state.jobs.get(id)).toMatchObject({ nextChunk: 1, processed: 100, leaseOwner: 'process-a', leaseUntil: later(LEASE_MS) });
    // Any process reads the progress from the row.
    const other = processOn(database, 'process-b');
    expect(await other.runner.job(SHOP, id)).toEqual({ id, action: 'update', status: 'running', processed: 100, total: 250 });
    seam.open();
    await runner.idle();
    expect(rowsOf().every(Boolean)).toBe(true);
    expect(database.state.journal).toEqual([]);
    expect(await other.runner.job(SHOP, id)).toEqual({ id, action: 'update', status: 'succeeded', processed: 250, total: 250 });
  });

  it('a failure after some chunks leaves every row as it was', async () => {
    const seam = gate();
    const { runner, rowsOf, failures, start } = setUp(250, { afterChunk: seam.afterChunk });
    seam.failAfter(1);
    const id = await start(SHOP, 250);
    await seam.next();
    seam.release();
    await runner.idle();
    expect(rowsOf().some(Boolean)).toBe(false);
    expect(await runner.job(SHOP, id)).toEqual({ id, action: 'update', status: 'failed', processed: 0, total: 250, error: JOB_FAILED_MESSAGE });
    expect(failures).toEqual([new Error('cut off after a chunk')]);
  });

  it('a failure inside a chunk undoes the chunks committed before it, last first', async () => {
    const { database, runner, rowsOf, start } = setUp(350, { failOnChunk: 3 });
    const undone: number[] = [];
    const journal = database.journal.bind(database);
    database.journal = (state) => {
      const inner = journal(state);
      return {
        ...inner,
        undoLastChunk: async (shop, jobId) => {
          const chunk = await inner.undoLastChunk(shop, jobId);
          if (chunk !== null) undone.push(chunk);
          return chunk;
        },
      };
    };
    await start(SHOP, 350);
    await runner.idle();
    expect(undone).toEqual([2, 1, 0]);
    expect(rowsOf().some(Boolean)).toBe(false);
  });

  it('when the undo fails too, the job stays to undo, and a worker finishes the undo once its lease runs out', async () => {
    const seam = gate();
    const { database, runner, failures, start } = setUp(250, { afterChunk: seam.afterChunk });
    seam.failAfter(1);
    const id = await start(SHOP, 250);
    await seam.next();
    database.undoBroken = true;
    seam.release();
    await runner.idle();
    expect(await runner.job(SHOP, id)).toMatchObject({ status: 'running' });
    expect(database.state.jobs.get(id)).toMatchObject({ error: JOB_FAILED_MESSAGE });
    expect(failures).toHaveLength(2);
    // The chunk after the failure never runs: the rows of the first two stay set until the undo.
    expect([...database.state.flags.values()].filter(Boolean)).toHaveLength(200);

    database.undoBroken = false;
    const other = processOn(database, 'process-b');
    await other.runner.idle();
    expect(await runner.job(SHOP, id)).toMatchObject({ status: 'running' });
    other.clock.now = later(LEASE_MS + 1);
    await other.runner.idle();
    expect([...database.state.flags.values()].some(Boolean)).toBe(false);
    expect(await runner.job(SHOP, id)).toEqual({ id, action: 'update', status: 'failed', processed: 0, total: 250, error: JOB_FAILED_MESSAGE });
  });

  it("another process takes a job over once its process's lease ran out, from the last committed chunk, each row set once", async () => {
    const seam = gate();
    const dead = setUp(450, { afterChunk: seam.afterChunk });
    const id = await dead.start(SHOP, 450);
    await seam.next();
    seam.release();
    await seam.next();
    // The process stops here (never released): two chunks committed with the cursor at 2.
    expect(dead.database.state.jobs.get(id)).toMatchObject({ nextChunk: 2, processed: 200 });

    const other = processOn(dead.database, 'process-b');
    // While the lease holds, the other process leaves the job alone (a live process's job is never taken).
    other.clock.now = later(LEASE_MS - 1);
    await other.runner.idle();
    expect(await other.runner.job(SHOP, id)).toEqual({ id, action: 'update', status: 'running', processed: 200, total: 450 });
    other.clock.now = later(LEASE_MS + 1);
    await other.runner.idle();
    expect(await other.runner.job(SHOP, id)).toEqual({ id, action: 'update', status: 'succeeded', processed: 450, total: 450 });
    expect(dead.rowsOf().every(Boolean)).toBe(true);
    expect([...dead.database.state.applied.values()].every((n) => n === 1)).toBe(true);
    expect(dead.database.state.applied.size).toBe(450);

    // The first process comes back: its next chunk finds the job is not its own any more.
    seam.open();
    await dead.runner.idle();
    expect([...dead.database.state.applied.values()].every((n) => n === 1)).toBe(true);
    expect(await dead.runner.job(SHOP, id)).toMatchObject({ status: 'succeeded', processed: 450 });
  });

  it('a stopping process hands its job back after the chunk, and the next goes on at once', async () => {
    const seam = gate();
    const { database, runner, start } = setUp(350, { afterChunk: seam.afterChunk });
    const id = await start(SHOP, 350);
    await seam.next();
    const stopped = runner.stop();
    seam.open();
    await stopped;
    expect(database.state.jobs.get(id)).toMatchObject({ status: 'running', nextChunk: 1, leaseUntil: null });
    const next = processOn(database, 'process-b');
    await next.runner.idle();
    expect(await next.runner.job(SHOP, id)).toMatchObject({ status: 'succeeded', processed: 350 });
    expect([...database.state.applied.values()].every((n) => n === 1)).toBe(true);
  });

  it('undoes and fails a job from before jobs resumed (no ids, no kind)', async () => {
    const { database, runner } = setUp(100);
    database.state.flags.set(1, true);
    database.state.journal.push({ shopId: SHOP.id, jobId: 1, chunk: 0, prior: new Map([[1, false]]) });
    database.state.jobs.set(1, {
      shopId: SHOP.id,
      id: 1,
      action: 'update',
      status: 'running',
      processed: 0,
      total: 5000,
      error: JOB_INTERRUPTED_MESSAGE,
      kind: null,
      params: null,
      ids: null,
      chunkSize: 1,
      nextChunk: 0,
      leaseOwner: null,
      leaseUntil: null,
    });
    await runner.idle();
    expect(database.state.flags.get(1)).toBe(false);
    expect(await runner.job(SHOP, 1)).toEqual({ id: 1, action: 'update', status: 'failed', processed: 0, total: 5000, error: JOB_INTERRUPTED_MESSAGE });
  });

  it("runs a shop's jobs one at a time, in the order asked; another shop's beside them", async () => {
    const seam = gate();
    const { runner, start } = setUp(150, { afterChunk: seam.afterChunk, concurrency: 2 });
    const first = await start(SHOP, 150);
    const second = await start(SHOP, 150);
    const other = await start(OTHER_SHOP, 150);
    const started = [await seam.next(), await seam.next()];
    expect(started.map((done) => done.jobId).sort()).toEqual([first, other].sort());
    expect(await runner.job(SHOP, second)).toMatchObject({ status: 'running', processed: 0 });
    // Both held jobs go on to their last chunk; the second starts only once the first has ended.
    seam.release();
    seam.release();
    const lastChunks = [await seam.next(), await seam.next()];
    expect(lastChunks.map((done) => [done.jobId, done.chunk]).sort()).toEqual([[first, 1], [other, 1]].sort());
    expect(await runner.job(SHOP, second)).toMatchObject({ status: 'running', processed: 0 });
    seam.release();
    seam.release();
    expect(await seam.next()).toMatchObject({ jobId: second, chunk: 0 });
    seam.open();
    await runner.idle();
    expect((await runner.job(SHOP, first)).status).toBe('succeeded');
    expect((await runner.job(SHOP, second)).status).toBe('succeeded');
  });

  it("hides another shop's job", async () => {
    const { runner, start } = setUp(50);
    const id = await start(SHOP, 50);
    await expect(runner.job(OTHER_SHOP as AuthenticatedShop, id)).rejects.toThrow(`job ${id} was not found`);
    await runner.idle();
  });

  it('runNow changes every row in one transaction, before the answer', async () => {
    const { database, runner, rowsOf } = setUp(250);
    expect(await runner.runNow(database.transactions((state) => ({ state })), publishNow)).toBe(250);
    expect(rowsOf().every(Boolean)).toBe(true);
  });

  it('holds every bulk action that answers at once to BULK_SYNC_LIMIT rows: Q&A bulk actions are capped below it', () => {
    // update_questions and delete_questions change their rows in one transaction before the answer.
    // Raising their cap past BULK_SYNC_LIMIT means running them as jobs through BulkJobRunner.
    expect(MAX_BULK_QUESTION_IDS).toBeLessThanOrEqual(BULK_SYNC_LIMIT);
  });
});
