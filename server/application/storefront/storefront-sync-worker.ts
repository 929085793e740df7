import { type SyncStorefrontUseCase } from './sync-storefront.use-case';

/** How often the worker looks at the queue when nothing woke it (another process's changes, retries). */
export const SYNC_POLL_MS = 2_000;

/**
 * Runs the storefront sync in the background: a round after every write request (`wake`), and
 * every {@link SYNC_POLL_MS} otherwise. Rounds never overlap.
 */
export class StorefrontSyncWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopping = false;

  constructor(
    private readonly sync: SyncStorefrontUseCase,
    private readonly reportFailure: (error: unknown) => void,
    private readonly pollMs = SYNC_POLL_MS,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Once started: a round now, or right after the one running. */
  wake(): void {
    if (!this.timer) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch(this.reportFailure)
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Rounds until the queue is empty (tests, and the end of `wake`). */
  async drain(): Promise<void> {
    while (!this.stopping && (await this.sync.runOnce()) > 0);
  }

  /** Waits for the current batch; no new one starts (what is left stays queued for the next start). */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.again = false;
    await this.running;
  }
}
