import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type CustomerMessaging } from '../../application/monitoring/customer-messaging.port';
import { TOKENS } from '../../application/tokens';
import { type FeedbackBoardAnswer, getFeedbackBoard } from '../../contracts/feedback-board.contract';

/**
 * /settings/canny: the feature-request board, opened in a new tab with the owner's signed identity
 * where the server has one configured, else an empty state leading to support
 * (docs/product/settings.md#feature-requests).
 */
@injectable()
export class FeedbackBoardViewModel {
  board: FeedbackBoardAnswer | null = null;
  status: 'loading' | 'ready' | 'failed' = 'loading';

  constructor(
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(TOKENS.CustomerMessaging) private readonly messaging: CustomerMessaging,
  ) {
    makeAutoObservable<this, 'client' | 'messaging'>(this, { client: false, messaging: false }, { autoBind: true });
  }

  /** The signed board address, or null while loading, on failure, or when no board is configured. */
  get boardUrl(): string | null {
    return this.board?.configured ? this.board.url : null;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const board = await this.client.call(getFeedbackBoard, {});
      runInAction(() => {
        this.board = board;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => (this.status = 'failed'));
    }
  }

  /** After the board opened: a fresh identity for the next opening (each is short-lived); the current one stays until it arrives. */
  async renew(): Promise<void> {
    try {
      const board = await this.client.call(getFeedbackBoard, {});
      runInAction(() => (this.board = board));
    } catch {
      // The address on the page stays; a failure here is the board's next opening's to show.
    }
  }

  contactSupport(): void {
    this.messaging.openChat();
  }
}
