import { describe, expect, it } from 'vitest';
import { type BulkJobOutcome, type BulkJobRecord, type BulkJobRepository } from '../../../../server/application/bulk-jobs/bulk-job-repository.port';
import {
  BULK_SYNC_LIMIT,
  BulkJobRunner,
  type BulkJobMode,
  type BulkJobWork,
  type ChunkDone,
  JOB_FAILED_MESSAGE,
  JOB_INTERRUPTED_MESSAGE,
  JOB_UNDO_PENDING_MESSAGE,
} from '../../../../server/application/bulk-jobs/bulk-job-runner';
import { type BulkJobWrites, type BulkJournal, type JournalTag, type UnfinishedJob } from '../../../../server/application/bulk-jobs/bulk-journal.port';
import { AppError } from '../../../../server/application/shared/app-error';
import { type AuthenticatedShop } from '../../../../server/application/shared/authenticated-shop';
import { type Transactions } from '../../../../server/application/shared/transactions.port';
import { MAX_BULK_QUESTION_IDS } from '../../../../src/contracts/questions.schema';

const SHOP = { id: 7, domain: 'jobs.myshopify.com' };
const OTHER_SHOP = { id: 8, domain: 'other.myshopify.com' };
const NOW = new Date('2025-01-01T00:00:00Z');

type JobRow = BulkJobRecord & { shopId: number };

/** What the fake database holds: one flag per row, the jobs and the journal (prior flags per chunk). */
interface State {
  flags: Map<number, boolean>;
  jobs: Map<number, JobRow>;
  journal: { shopId: number; jobId: number; chunk: number; prior: Map<number, boolean> }[];
}

const copy = (state: State): State => ({
  flags: new Map(state.flags),
  jobs: new Map([...state.jobs].map(([id, row]) => [id, { ...row }])),
  journal: state.journal.map((entry) => ({ ...entry, prior: new Map(entry.prior) })),
});

const journalKey = (entry: State['journal'][number]) => `${entry.shopId}:${entry.jobId}:${entry.chunk}`;

/**
 * A database of one table of flags: a transaction works on a copy of the state, and when it
 * commits what it changed (and only that) lands; when it throws, nothing does.
 */
class FakeDatabase {
  state: State = { flags: new Map(), jobs: new Map(), journal: [] };
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
    for (const [id, row] of draft.jobs) if (JSON.stringify(before.jobs.get(id)) !== JSON.stringify(row)) this.state.jobs.set(id, row);
    const had = new Set(before.journal.map(journalKey));
    const has = new Set(draft.journal.map(journalKey));
    this.state.journal = [
      ...this.state.journal.filter((entry) => !had.has(journalKey(entry)) || has.has(journalKey(entry))),
      ...draft.journal.filter((entry) => !had.has(journalKey(entry))),
    ];
  }

  jobs(state: () => State): BulkJobRepository {
    return {
      create: (shop, action, total) => {
        const id = state().jobs.size + 1;
        state().jobs.set(id, { shopId: shop.id, id, action, status: 'running', processed: 0, total, error: null });
        return Promise.resolve(id);
      },
      finish: (_shop, id, outcome: BulkJobOutcome) => {
        state().jobs.set(id, { ...state().jobs.get(id)!, ...outcome });
        return Promise.resolve();
      },
      get: (shop, id) => {
        const row = state().jobs.get(id);
        return Promise.resolve(row && row.shopId === shop.id ? row : null);
      },
      failInterrupted: (error) => {
        const running = [...state().jobs.values()].filter((row) => row.status === 'running');
        for (const row of running) state().jobs.set(row.id, { ...row, status: 'failed', processed: 0, error });
        return Promise.resolve(running.length);
      },
    };
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
      unfinished: () => {
        const jobs = new Map<number, UnfinishedJob>();
        for (const entry of state.journal) {
          const row = state.jobs.get(entry.jobId)!;
          if (row.status === 'succeeded') continue;
          jobs.set(row.id, { shop: { id: row.shopId, domain: 'shop' }, jobId: row.id, status: row.status, total: row.total });
        }
        return Promise.resolve([...jobs.values()]);
      },
    };
  }
}

/** Sets every selected flag to true; `failOnChunk` throws inside that chunk's transaction. */
function publishAll(failOnChunk: number | null = null): BulkJobWork<State> {
  return {
    action: 'update',
    select: (state) => Promise.resolve([...state.flags.keys()].sort((a, b) => a - b)),
    apply: (state, ids, journal: JournalTag | null) => {
      if (journal && journal.chunk === failOnChunk) return Promise.reject(new Error('disk full'));
      if (journal) state.journal.push({ shopId: SHOP.id, jobId: journal.jobId, chunk: journal.chunk, prior: new Map(ids.map((id) => [id, state.flags.get(id)!])) });
      for (const id of ids) state.flags.set(id, true);
      return Promise.resolve(ids.length);
    },
  };
}

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

function setUp(mode: BulkJobMode, rows: number, seam?: (done: ChunkDone) => Promise<void>) {
  const database = new FakeDatabase();
  for (let id = 1; id <= rows; id += 1) database.state.flags.set(id, false);
  const failures: unknown[] = [];
  const runner = new BulkJobRunner(
    database.jobs(() => database.state),
    database.transactions<BulkJobWrites>((state) => ({ jobs: database.jobs(() => state), journal: database.journal(state) })),
    () => NOW,
    { mode, chunkSize: 100, reportFailure: (error) => failures.push(error), ...(seam ? { afterChunk: seam } : {}) },
  );
  const rowsOf = () => [...database.state.flags.values()];
  return { database, runner, failures, rowsOf, transactions: database.transactions((state) => state) };
}

describe('BulkJobRunner', () => {
  it('journaled: commits chunk by chunk, shows progress, and drops the journal with the success', async () => {
    const seam = gate();
    const { database, runner, rowsOf, transactions } = setUp('journaled', 250, seam.afterChunk);
    const id = await runner.start(SHOP, 250, transactions, publishAll());
    expect(await seam.next()).toEqual({ shop: SHOP, jobId: id, chunk: 0, processed: 100 });
    // Committed: visible to every other reader while the job runs, with what undoes it.
    expect(rowsOf().filter(Boolean)).toHaveLength(100);
    expect(database.state.journal.map((entry) => entry.chunk)).toEqual([0]);
    expect(await runner.job(SHOP, id)).toEqual({ id, action: 'update', status: 'running', processed: 100, total: 250 });
    seam.open();
    await runner.idle();
    expect(rowsOf().every(Boolean)).toBe(true);
    expect(database.state.journal).toEqual([]);
    expect(await runner.job(SHOP, id)).toEqual({ id, action: 'update', status: 'succeeded', processed: 250, total: 250 });
  });

  it('one transaction: nothing is visible until the job commits', async () => {
    const seam = gate();
    const { database, runner, rowsOf, transactions } = setUp('one-transaction', 250, seam.afterChunk);
    const id = await runner.start(SHOP, 250, transactions, publishAll());
    await seam.next();
    expect(rowsOf().some(Boolean)).toBe(false);
    expect(await runner.job(SHOP, id)).toMatchObject({ status: 'running', processed: 100 });
    seam.open();
    await runner.idle();
    expect(rowsOf().every(Boolean)).toBe(true);
    expect(database.state.journal).toEqual([]);
  });

  it.each<BulkJobMode>(['journaled', 'one-transaction'])('%s: a failure after some chunks leaves every row as it was', async (mode) => {
    const seam = gate();
    const { runner, rowsOf, failures, transactions } = setUp(mode, 250, seam.afterChunk);
    seam.failAfter(1);
    const id = await runner.start(SHOP, 250, transactions, publishAll());
    await seam.next();
    seam.release();
    await runner.idle();
    expect(rowsOf().some(Boolean)).toBe(false);
    expect(await runner.job(SHOP, id)).toEqual({ id, action: 'update', status: 'failed', processed: 0, total: 250, error: JOB_FAILED_MESSAGE });
    expect(failures).toEqual([new Error('cut off after a chunk')]);
  });

  it('journaled: a failure inside a chunk undoes the chunks committed before it, last first', async () => {
    const { database, runner, rowsOf, transactions } = setUp('journaled', 350);
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
    await runner.start(SHOP, 350, transactions, publishAll(3));
    await runner.idle();
    expect(undone).toEqual([2, 1, 0]);
    expect(rowsOf().some(Boolean)).toBe(false);
  });

  it('journaled: when the undo fails too, the job ends failed and says the restart puts the rows back', async () => {
    const seam = gate();
    const { database, runner, failures, transactions } = setUp('journaled', 250, seam.afterChunk);
    seam.failAfter(1);
    const id = await runner.start(SHOP, 250, transactions, publishAll());
    await seam.next();
    database.undoBroken = true;
    seam.release();
    await runner.idle();
    expect(await runner.job(SHOP, id)).toMatchObject({ status: 'failed', error: JOB_UNDO_PENDING_MESSAGE });
    expect(failures).toHaveLength(2);

    // The next start undoes it and says nothing changed.
    database.undoBroken = false;
    expect(await runner.recoverInterruptedJobs()).toBe(0);
    expect([...database.state.flags.values()].some(Boolean)).toBe(false);
    expect(await runner.job(SHOP, id)).toMatchObject({ status: 'failed', processed: 0, error: JOB_FAILED_MESSAGE });
  });

  it('recovers at start-up: a job cut off mid-way is undone from its journal and marked failed', async () => {
    const seam = gate();
    const crashed = setUp('journaled', 350, seam.afterChunk);
    const id = await crashed.runner.start(SHOP, 350, crashed.transactions, publishAll());
    await seam.next();
    seam.release();
    await seam.next();
    // The process stops here (never released): two chunks committed with their journal.
    expect([...crashed.database.state.flags.values()].filter(Boolean)).toHaveLength(200);
    const restarted = new BulkJobRunner(
      crashed.database.jobs(() => crashed.database.state),
      crashed.database.transactions<BulkJobWrites>((state) => ({ jobs: crashed.database.jobs(() => state), journal: crashed.database.journal(state) })),
      () => NOW,
      { mode: 'journaled' },
    );
    expect(await restarted.recoverInterruptedJobs()).toBe(1);
    expect([...crashed.database.state.flags.values()].some(Boolean)).toBe(false);
    expect(crashed.database.state.journal).toEqual([]);
    expect(await restarted.job(SHOP, id)).toEqual({ id, action: 'update', status: 'failed', processed: 0, total: 350, error: JOB_INTERRUPTED_MESSAGE });
  });

  it("runs a shop's jobs one at a time, in the order asked; another shop's beside them", async () => {
    const seam = gate();
    const { runner, transactions } = setUp('journaled', 150, seam.afterChunk);
    const first = await runner.start(SHOP, 150, transactions, publishAll());
    const second = await runner.start(SHOP, 150, transactions, publishAll());
    const other = await runner.start(OTHER_SHOP, 150, transactions, publishAll());
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

  it('records why a selection could not run, without reporting it as a fault', async () => {
    const { runner, failures, transactions } = setUp('journaled', 150);
    const refused: BulkJobWork<State> = { ...publishAll(), select: () => Promise.reject(new AppError('invalidInput', 'ids: 42 is not a review of this shop')) };
    const id = await runner.start(SHOP, 150, transactions, refused);
    await runner.idle();
    expect(await runner.job(SHOP, id)).toMatchObject({ status: 'failed', processed: 0, error: 'ids: 42 is not a review of this shop; nothing was changed' });
    expect(failures).toEqual([]);
  });

  it("hides another shop's job", async () => {
    const { runner, transactions } = setUp('journaled', 50);
    const id = await runner.start(SHOP, 50, transactions, publishAll());
    await expect(runner.job(OTHER_SHOP as AuthenticatedShop, id)).rejects.toThrow(`job ${id} was not found`);
    await runner.idle();
  });

  it('runNow changes every row in one transaction, before the answer', async () => {
    const { runner, rowsOf, transactions } = setUp('journaled', 250);
    expect(await runner.runNow(transactions, publishAll())).toBe(250);
    expect(rowsOf().every(Boolean)).toBe(true);
  });

  it('holds every bulk action that answers at once to BULK_SYNC_LIMIT rows: Q&A bulk actions are capped below it', () => {
    // update_questions and delete_questions change their rows in one transaction before the answer.
    // Raising their cap past BULK_SYNC_LIMIT means running them as jobs through BulkJobRunner.
    expect(MAX_BULK_QUESTION_IDS).toBeLessThanOrEqual(BULK_SYNC_LIMIT);
  });
});
