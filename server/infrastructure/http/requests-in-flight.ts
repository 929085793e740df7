/**
 * Counts the requests the server is still handling, so a stop can wait for them before it closes
 * the database: a client that went away (or a stop that dropped its connection) leaves its
 * handler running, and that handler must not meet a closed database.
 */
export class RequestsInFlight {
  private count = 0;
  private waiters: (() => void)[] = [];

  /** `fetch`, counted while each call runs. */
  track<Args extends unknown[]>(fetch: (...args: Args) => Response | Promise<Response>): (...args: Args) => Promise<Response> {
    return async (...args) => {
      this.count += 1;
      try {
        return await fetch(...args);
      } finally {
        this.count -= 1;
        if (this.count === 0) this.wake();
      }
    };
  }

  /** Resolves once no request is being handled (at once when none is). */
  settled(): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
