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
 * (docs/product/errors.md#dialogs). A confirmation keeps what it asks about as its `subject`
 * (open while there is one); `confirm` runs the work on it and closes the dialog when it succeeds.
 */
/** What a dialog draws of its action: whether it runs, and why it failed. */
export type DialogActionState = Pick<DialogAction<unknown>, 'running' | 'failure'>;

export class DialogAction<Subject = never> {
  running = false;
  /** Why the last run failed, in the server's words ('' when it has none to show); null before a run and after a success. */
  failure: string | null = null;
  /** What the confirmation asks about; null while it is closed. */
  subject: Subject | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Asks about `subject`, without the last failure. */
  open(subject: Subject): void {
    this.failure = null;
    this.subject = subject;
  }

  /** No: closes, unless the confirmed work is running. */
  close(): void {
    if (this.running) return;
    this.failure = null;
    this.subject = null;
  }

  /** Yes: runs `work` on the subject; the dialog closes when it succeeds and shows why not when it fails. */
  async confirm(work: (subject: Subject) => Promise<unknown>): Promise<void> {
    const subject = this.subject;
    if (subject !== null && (await this.run(() => work(subject)))) runInAction(() => (this.subject = null));
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
