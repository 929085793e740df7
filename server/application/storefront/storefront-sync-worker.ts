import { DrainingWorker } from '../shared/background-rounds';
import { type SyncStorefrontUseCase } from './sync-storefront.use-case';

/** How often the worker looks at the queue when nothing woke it (another process's changes, retries). */
export const SYNC_POLL_MS = 2_000;

/**
 * Runs the storefront sync in the background: a round after every write request (`wake`), and
 * every {@link SYNC_POLL_MS} otherwise. Rounds never overlap; `stop` waits for the current batch
 * (what is left stays queued for the next start).
 */
export class StorefrontSyncWorker extends DrainingWorker {
  constructor(
    private readonly sync: SyncStorefrontUseCase,
    reportFailure: (error: unknown) => void,
    pollMs = SYNC_POLL_MS,
  ) {
    super(reportFailure, pollMs);
  }

  /** Rounds until the queue is empty (tests, and the end of `wake`); answers how many rounds wrote something. */
  async drain(): Promise<number> {
    let rounds = 0;
    while (!this.rounds.stopping && (await this.sync.runOnce()) > 0) rounds += 1;
    return rounds;
  }
}
