import { DrainingWorker } from '../shared/background-rounds';
import { type ImportMediaOutcome } from './fetch-import-media.use-case';
import { type ClaimedImportMedia, type ImportMediaQueue } from './import-media-queue.port';

export interface ImportMediaWorkerOptions {
  /** Who holds the leases: unique per process. */
  readonly owner: string;
  readonly batchSize: number;
  /** Downloads in flight at once. */
  readonly concurrency: number;
  /** Downloads in flight at once from one host, to be polite to the source. */
  readonly perHost: number;
  /** Longer than a batch takes: batchSize / min(concurrency, perHost) downloads of the fetcher's timeout each. */
  readonly leaseMs: number;
  readonly pollMs: number;
}

export const DEFAULT_IMPORT_MEDIA_WORKER_OPTIONS: Omit<ImportMediaWorkerOptions, 'owner'> = {
  batchSize: 16,
  concurrency: 4,
  perHost: 2,
  leaseMs: 300_000,
  pollMs: 30_000,
};

/**
 * Fetches imported reviews' photos and videos in the background (docs/product/import-media.md):
 * claims a batch, downloads it `concurrency` at a time (at most `perHost` from one host), and
 * claims again until nothing is due; then looks again every `pollMs`, or at once when woken (the
 * import pipeline wakes it after queueing media). Every server process runs one; the claim's
 * SKIP LOCKED and leases keep two from fetching the same item.
 */
export class ImportMediaWorker extends DrainingWorker {
  constructor(
    private readonly queue: ImportMediaQueue,
    private readonly fetchMedia: { execute(item: ClaimedImportMedia): Promise<ImportMediaOutcome> },
    private readonly options: ImportMediaWorkerOptions,
    private readonly reportFailure: (error: unknown) => void,
    /** After a round that added media to reviews (the storefront sync may want to run). */
    private readonly afterFetched: () => void = () => undefined,
    private readonly now: () => Date = () => new Date(),
  ) {
    super(reportFailure, options.pollMs);
  }

  /** Batches until nothing is due; answers how many items were handled. */
  async drain(): Promise<number> {
    let handled = 0;
    let fetched = 0;
    while (!this.rounds.stopping) {
      const round = await this.runOnce();
      if (round.claimed === 0) break;
      handled += round.claimed;
      fetched += round.fetched;
    }
    if (fetched > 0) this.afterFetched();
    return handled;
  }

  async runOnce(): Promise<{ claimed: number; fetched: number }> {
    const claimed = await this.queue.claimDue(this.options.owner, this.now(), this.options.batchSize, this.options.leaseMs);
    const waiting = [...claimed];
    const inFlightPerHost = new Map<string, number>();
    const running = new Set<Promise<void>>();
    let fetched = 0;
    while (waiting.length > 0 || running.size > 0) {
      const index =
        running.size < this.options.concurrency ? waiting.findIndex((item) => (inFlightPerHost.get(hostOf(item)) ?? 0) < this.options.perHost) : -1;
      const [item] = index < 0 ? [] : waiting.splice(index, 1);
      if (!item) {
        await Promise.race(running);
        continue;
      }
      const host = hostOf(item);
      inFlightPerHost.set(host, (inFlightPerHost.get(host) ?? 0) + 1);
      const task: Promise<void> = this.fetchMedia
        .execute(item)
        .then((outcome) => {
          if (outcome === 'fetched') fetched += 1;
        })
        // The lease runs out and a later round tries it again.
        .catch(this.reportFailure)
        .finally(() => {
          inFlightPerHost.set(host, (inFlightPerHost.get(host) ?? 1) - 1);
          running.delete(task);
        });
      running.add(task);
    }
    return { claimed: claimed.length, fetched };
  }
}

function hostOf(item: ClaimedImportMedia): string {
  try {
    return new URL(item.sourceUrl).host;
  } catch {
    return '';
  }
}
