import { makeAutoObservable, runInAction } from 'mobx';
import { isCanceled } from '../../application/http/api-error';
import { type ListProgress } from '../../application/lists/list-definition';
import { DialogAction } from './dialog-action';

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
  /** The confirmed change while its dialog is open: it runs there, and a failure shows there. */
  readonly confirmation = new DialogAction();
  private pendingWork: (() => Promise<unknown>) | null = null;

  constructor() {
    makeAutoObservable<this, 'pendingWork'>(this, { pendingWork: false, confirmation: false }, { autoBind: true });
  }

  /** Holds `work` until {@link confirm}. */
  ask(change: PendingChange, work: () => Promise<unknown>): void {
    this.confirmation.reset();
    this.pending = change;
    this.pendingWork = work;
  }

  /** No: the dialog closes, unless the confirmed change is already running. */
  cancel(): void {
    if (this.confirmation.running) return;
    this.confirmation.reset();
    this.pending = null;
    this.pendingWork = null;
  }

  /**
   * The merchant said yes: the change runs with the dialog open, which closes when it is done or
   * shows why not. While another change runs, the yes waits (the dialog's button spins).
   */
  async confirm(): Promise<void> {
    const work = this.pendingWork;
    if (work && !this.running && (await this.confirmation.run(work))) this.cancel();
  }

  /**
   * Runs `work` unless another change is running (then resolves `{done: false}` at once). A
   * failure other than a cancel goes to `onError`, or to the confirmation's dialog while one runs.
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
      if (this.confirmation.running && !isCanceled(error)) throw error;
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
