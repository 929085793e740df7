/**
 * Runs a background round now and then (docs/architecture.md): after `wake` (a write request),
 * and every `pollMs` otherwise. Rounds never overlap: a wake during a round runs one more after
 * it. `stop` waits for the round in progress; none starts after it.
 */
export class BackgroundRounds {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly round: () => Promise<unknown>,
    private readonly reportFailure: (error: unknown) => void,
    private readonly pollMs: number,
  ) {}

  get stopping(): boolean {
    return this.stopped;
  }

  start(): void {
    if (this.timer) return;
    this.stopped = false;
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
    this.running = this.round()
      .then(() => undefined)
      .catch(this.reportFailure)
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.again = false;
    await this.running;
  }
}

/**
 * A background worker that drains its queue in rounds: `start`, `wake` and `stop` are its
 * rounds'; `drain` works until nothing is left (or the worker is stopping) and answers how much it did.
 */
export abstract class DrainingWorker {
  protected readonly rounds: BackgroundRounds;

  protected constructor(reportFailure: (error: unknown) => void, pollMs: number) {
    this.rounds = new BackgroundRounds(() => this.drain(), reportFailure, pollMs);
  }

  abstract drain(): Promise<number>;

  start(): void {
    this.rounds.start();
  }

  wake(): void {
    this.rounds.wake();
  }

  stop(): Promise<void> {
    return this.rounds.stop();
  }
}
