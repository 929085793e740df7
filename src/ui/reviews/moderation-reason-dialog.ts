import { makeAutoObservable } from 'mobx';
import { isNeutralModerationReason, type NeutralModerationReason } from '../../domain/reviews/moderation-reasons';
import { type ListBulkRun } from '../kit/list-bulk-run';

/** The changes that ask for a neutral reason first (docs/product/review-moderation.md). */
export type ReasonedAction = 'unpublish' | 'delete';

/**
 * "Why?" before reviews are unpublished or deleted: the merchant picks one of the neutral reasons
 * (required), and the change runs with the dialog open, which shows the server's refusal inside
 * itself (the list's confirmation, `ListBulkRun`).
 */
export class ModerationReasonDialog {
  action: ReasonedAction = 'unpublish';
  count = 0;
  reason: NeutralModerationReason | null = null;
  /** Confirmed without a reason: the field says it is required. */
  missing = false;

  constructor(private readonly bulk: ListBulkRun) {
    makeAutoObservable<this, 'bulk'>(this, { bulk: false }, { autoBind: true });
  }

  get isOpen(): boolean {
    return this.bulk.pending !== null;
  }

  /** Opens the dialog; `work` runs with the chosen reason once the merchant confirms. */
  ask(action: ReasonedAction, count: number, work: (reason: NeutralModerationReason) => Promise<unknown>): void {
    this.action = action;
    this.count = count;
    this.reason = null;
    this.missing = false;
    this.bulk.ask({ action, count }, () => (this.reason === null ? Promise.resolve() : work(this.reason)));
  }

  choose(value: string): void {
    this.reason = isNeutralModerationReason(value) ? value : null;
    this.missing = false;
  }

  async confirm(): Promise<void> {
    if (this.reason === null) {
      this.missing = true;
      return;
    }
    await this.bulk.confirm();
  }

  cancel(): void {
    this.bulk.cancel();
  }
}
