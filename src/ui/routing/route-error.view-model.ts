import { inject, injectable } from 'inversify';
import { type Monitoring } from '../../application/monitoring/monitoring.port';
import { TOKENS } from '../../application/tokens';
import { isStaleBundleError, StaleBundleRecovery } from './stale-bundle-recovery';

/** A failed route (its chunk, its guard's session read or its screen): reopen once when the bundle is stale, else report. */
@injectable()
export class RouteErrorViewModel {
  /** The failure already handled: an effect run again for it (React StrictMode) reports nothing twice. */
  private settled: { readonly error: unknown; readonly path: string } | null = null;

  constructor(
    @inject(StaleBundleRecovery) private readonly recovery: StaleBundleRecovery,
    @inject(TOKENS.Monitoring) private readonly monitoring: Monitoring,
  ) {}

  /** Whether the page at `path` will be reopened for `error` (no side effect). */
  willReopen(error: unknown, path: string): boolean {
    return isStaleBundleError(error) && this.recovery.canReopen(path);
  }

  settle(error: unknown, path: string): void {
    if (this.settled !== null && this.settled.error === error && this.settled.path === path) return;
    this.settled = { error, path };
    if (isStaleBundleError(error) && this.recovery.reopen(path)) return;
    this.monitoring.reportError(error);
  }
}
