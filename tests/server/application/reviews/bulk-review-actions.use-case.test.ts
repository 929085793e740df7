import { describe, expect, it } from 'vitest';
import { type BulkJobOutcome, type BulkJobRecord, type BulkJobRepository } from '../../../../server/application/reviews/bulk-job-repository.port';
import { BulkReviewActionsUseCase } from '../../../../server/application/reviews/bulk-review-actions.use-case';
import { ReviewCriteriaResolver } from '../../../../server/application/reviews/review-criteria';
import { type ReviewRepository } from '../../../../server/application/reviews/review-repository.port';
import { type SettingsRepository } from '../../../../server/application/settings/settings-repository.port';
import { inlineTransactions } from '../../support/inline-transactions';

const SHOP = { id: 7, domain: 'jobs.myshopify.com' };

class MemoryJobs implements BulkJobRepository {
  readonly rows = new Map<number, BulkJobRecord & { shopId: number }>();
  create(shop: { id: number }, action: 'update' | 'delete', total: number) {
    const id = this.rows.size + 1;
    this.rows.set(id, { shopId: shop.id, id, action, status: 'running', processed: 0, total, error: null });
    return Promise.resolve(id);
  }
  finish(_shop: { id: number }, id: number, outcome: BulkJobOutcome) {
    this.rows.set(id, { ...this.rows.get(id)!, ...outcome });
    return Promise.resolve();
  }
  get(shop: { id: number }, id: number) {
    const row = this.rows.get(id);
    return Promise.resolve(row && row.shopId === shop.id ? row : null);
  }
  failInterrupted() {
    return Promise.resolve(0);
  }
}

/** A repository whose bulk transaction stops after each chunk until the test lets it go on. */
function gatedRepository(total: number, chunk: number, failAtChunk: number | null = null) {
  const gates: (() => void)[] = [];
  const waitForGate = () => new Promise<void>((resolve) => gates.push(resolve));
  const repository = {
    countSelection: () => Promise.resolve(total),
    missingIds: () => Promise.resolve([]),
    timeZone: () => Promise.resolve('UTC'),
    async applyBulk(_shop, _selection, _action, options) {
      options.onStart?.(total);
      let processed = 0;
      for (let index = 0; processed < total; index += 1) {
        await waitForGate();
        if (index === failAtChunk) throw new Error('disk full');
        processed = Math.min(total, processed + chunk);
        options.onProgress?.(processed);
      }
      return { missingIds: [], changed: processed };
    },
  } as Partial<ReviewRepository> as ReviewRepository;
  const release = async () => {
    while (gates.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    gates.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 1));
  };
  return { repository, release };
}

const settings = { readEntries: () => Promise.resolve({ show_batch_del_btn: '1' }) } as Partial<SettingsRepository> as SettingsRepository;

function useCase(repository: ReviewRepository, jobs: MemoryJobs, failures: unknown[] = []) {
  const now = () => new Date('2025-01-01T00:00:00Z');
  return new BulkReviewActionsUseCase(repository, inlineTransactions({ reviews: repository }), jobs, settings, new ReviewCriteriaResolver(repository, now), now, {
    syncLimit: 10,
    chunkSize: 100,
    reportFailure: (error) => failures.push(error),
  });
}

const everything = { kind: 'filter' as const, filter: { productIds: [], dateRange: { kind: 'preset' as const, code: 0 as const }, resourceTypes: [], tags: [], ratings: [], publishes: [], sources: [], search: null } };

describe('bulk review jobs', () => {
  it('report progress chunk by chunk while running, then the outcome', async () => {
    const { repository, release } = gatedRepository(300, 100);
    const jobs = new MemoryJobs();
    const actions = useCase(repository, jobs);
    const started = await actions.update(SHOP, everything, { published: true });
    expect(started).toEqual({ job_id: 1 });
    expect(await actions.job(SHOP, 1)).toEqual({ id: 1, action: 'update', status: 'running', processed: 0, total: 300 });
    await release();
    expect(await actions.job(SHOP, 1)).toMatchObject({ status: 'running', processed: 100 });
    await release();
    expect(await actions.job(SHOP, 1)).toMatchObject({ status: 'running', processed: 200 });
    await release();
    await actions.idle();
    expect(await actions.job(SHOP, 1)).toEqual({ id: 1, action: 'update', status: 'succeeded', processed: 300, total: 300 });
  });

  it('ends failed with nothing processed when the transaction fails, and reports the cause', async () => {
    const { repository, release } = gatedRepository(300, 100, 2);
    const jobs = new MemoryJobs();
    const failures: unknown[] = [];
    const actions = useCase(repository, jobs, failures);
    await actions.delete(SHOP, everything);
    await release();
    await release();
    expect(await actions.job(SHOP, 1)).toMatchObject({ status: 'running', processed: 200 });
    await release();
    await actions.idle();
    expect(await actions.job(SHOP, 1)).toEqual({ id: 1, action: 'delete', status: 'failed', processed: 0, total: 300, error: 'the action failed; nothing was changed' });
    expect(failures).toHaveLength(1);
  });

  it('fails with the ids that vanished after the selection was checked, whether it answers at once or runs as a job', async () => {
    const vanishing = (total: number) =>
      ({
        countSelection: () => Promise.resolve(total),
        missingIds: () => Promise.resolve([]),
        timeZone: () => Promise.resolve('UTC'),
        applyBulk: () => Promise.resolve({ missingIds: [42], changed: 0 }),
      }) as Partial<ReviewRepository> as ReviewRepository;
    const ids = { kind: 'ids' as const, ids: [41, 42] };
    await expect(useCase(vanishing(2), new MemoryJobs()).update(SHOP, ids, { published: true })).rejects.toMatchObject({
      kind: 'invalidInput',
      message: 'ids: 42 is not a review of this shop',
    });

    const jobs = new MemoryJobs();
    const failures: unknown[] = [];
    const actions = useCase(vanishing(50), jobs, failures);
    expect(await actions.update(SHOP, ids, { published: true })).toEqual({ job_id: 1 });
    await actions.idle();
    expect(await actions.job(SHOP, 1)).toMatchObject({ status: 'failed', processed: 0, error: 'ids: 42 is not a review of this shop; nothing was changed' });
    expect(failures).toEqual([]);
  });

  it("hides another shop's job", async () => {
    const { repository, release } = gatedRepository(50, 100);
    const jobs = new MemoryJobs();
    const actions = useCase(repository, jobs);
    await actions.update(SHOP, everything, { featured: true });
    await expect(actions.job({ id: 8, domain: 'other.myshopify.com' }, 1)).rejects.toThrow('job 1 was not found');
    await release();
    await actions.idle();
  });
});
