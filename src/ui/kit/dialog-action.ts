import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, isCanceled } from '../../application/http/api-error';
import { errorMessage } from './list-notifier';

/** The server's own words are shown; a transport failure ('HTTP 500', 'Network Error') gets only the dialog's translated title. */
function shownMessage(error: unknown): string {
  return error instanceof ApiError && error.kind !== 'envelope' ? '' : errorMessage(error);
}

/**
 * The action of a dialog (a confirmation, an export): the dialog stays open while it runs and,
 * when it fails, shows the server's message inside itself instead of behind it
 * (docs/product/errors.md#dialogs). The caller closes the dialog when `run` resolves true.
 */
export class DialogAction {
  running = false;
  /** Why the last run failed, in the server's words ('' when it has none to show); null before a run and after a success. */
  failure: string | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Runs `work` unless it is running already; true when it succeeded. */
  async run(work: () => Promise<unknown>): Promise<boolean> {
    if (this.running) return false;
    this.running = true;
    this.failure = null;
    try {
      await work();
      return true;
    } catch (error) {
      if (!isCanceled(error)) runInAction(() => (this.failure = shownMessage(error)));
      return false;
    } finally {
      runInAction(() => (this.running = false));
    }
  }

  /** Forgets the last failure (the dialog closed or opened again). */
  reset(): void {
    this.failure = null;
  }
}
