import { makeAutoObservable, runInAction } from 'mobx';
import { isCanceled } from '../../application/http/api-error';
import { type ListProgress } from '../../application/lists/list-definition';

/** A change waiting for the merchant's yes (a delete): what it is and how many rows it touches. */
export interface PendingChange {
  readonly action: string;
  readonly count: number;
}

/**
 * A list's changes to rows (publish, delete…), one at a time: `running` and `progress` while one
 * runs (a bulk job reports how far it got), and the confirmation a destructive one waits for.
 */
export class ListBulkRun {
  running = false;
  progress: ListProgress | null = null;
  pending: PendingChange | null = null;
  private pendingWork: (() => Promise<unknown>) | null = null;

  constructor() {
    makeAutoObservable<this, 'pendingWork'>(this, { pendingWork: false }, { autoBind: true });
  }

  /** Holds `work` until {@link confirm}. */
  ask(change: PendingChange, work: () => Promise<unknown>): void {
    this.pending = change;
    this.pendingWork = work;
  }

  cancel(): void {
    this.pending = null;
    this.pendingWork = null;
  }

  /** The merchant said yes: the dialog closes and the change runs. */
  async confirm(): Promise<void> {
    const work = this.pendingWork;
    this.cancel();
    await work?.();
  }

  /**
   * Runs `work` unless another change is running (then resolves `{done: false}` at once). A
   * failure other than a cancel goes to `onError`.
   */
  async run<T>(
    work: (report: (progress: ListProgress) => void) => Promise<T>,
    onError: (error: unknown) => void,
  ): Promise<{ readonly done: true; readonly value: T } | { readonly done: false }> {
    if (this.running) return { done: false };
    this.running = true;
    this.progress = null;
    const report = (progress: ListProgress) =>
      runInAction(() => {
        this.progress = progress;
      });
    try {
      return { done: true, value: await work(report) };
    } catch (error) {
      if (!isCanceled(error)) onError(error);
      return { done: false };
    } finally {
      runInAction(() => {
        this.running = false;
        this.progress = null;
      });
    }
  }
}
