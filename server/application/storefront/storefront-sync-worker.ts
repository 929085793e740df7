import { BackgroundRounds } from '../shared/background-rounds';
import { type SyncStorefrontUseCase } from './sync-storefront.use-case';

/** How often the worker looks at the queue when nothing woke it (another process's changes, retries). */
export const SYNC_POLL_MS = 2_000;

/**
 * Runs the storefront sync in the background: a round after every write request (`wake`), and
 * every {@link SYNC_POLL_MS} otherwise. Rounds never overlap.
 */
export class StorefrontSyncWorker {
  private readonly rounds: BackgroundRounds;

  constructor(
    private readonly sync: SyncStorefrontUseCase,
    reportFailure: (error: unknown) => void,
    pollMs = SYNC_POLL_MS,
  ) {
    this.rounds = new BackgroundRounds(() => this.drain(), reportFailure, pollMs);
  }

  start(): void {
    this.rounds.start();
  }

  /** Once started: a round now, or right after the one running. */
  wake(): void {
    this.rounds.wake();
  }

  /** Rounds until the queue is empty (tests, and the end of `wake`). */
  async drain(): Promise<void> {
    while (!this.rounds.stopping && (await this.sync.runOnce()) > 0);
  }

  /** Waits for the current batch; no new one starts (what is left stays queued for the next start). */
  stop(): Promise<void> {
    return this.rounds.stop();
  }
}
