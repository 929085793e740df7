import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type Toaster } from '../../application/platform/toaster.port';
import { TOKENS } from '../../application/tokens';
import { getGoogleShoppingFeed, rotateGoogleShoppingFeedUrl, setGoogleShoppingFeedEnabled, type GoogleShoppingFeedStatus } from '../../contracts/google-shopping.contract';
import { FEED_LEFT_OUT_REASONS, type FeedLeftOutReason } from '../../domain/google-shopping/product-ratings-feed';
import { type ClipboardWrite, copyWithToast, type CopyWords } from '../kit/clipboard';
import { DialogAction } from '../kit/dialog-action';
import { errorMessage } from '../kit/list-notifier';

/** /integrated/google_shopping: the Product Ratings feed's status card (docs/product/google-shopping.md). */
@injectable()
export class GoogleShoppingViewModel {
  feed: GoogleShoppingFeedStatus | null = null;
  status: 'loading' | 'ready' | 'failed' = 'loading';
  switching = false;
  /** The rotation's confirmation: open while it asks, running while the server rotates, its refusal shown inside it. */
  readonly rotation = new DialogAction<'rotate'>();

  constructor(
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(TOKENS.Toaster) private readonly toaster: Toaster,
  ) {
    makeAutoObservable<this, 'client' | 'toaster'>(this, { client: false, toaster: false, rotation: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const feed = await this.client.call(getGoogleShoppingFeed, {});
      runInAction(() => {
        this.feed = feed;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => (this.status = 'failed'));
    }
  }

  /** The reasons with at least one review left out, most first. */
  get leftOut(): readonly { readonly reason: FeedLeftOutReason; readonly count: number }[] {
    const counts = this.feed?.left_out;
    if (!counts) return [];
    return FEED_LEFT_OUT_REASONS.map((reason) => ({ reason, count: counts[reason] })).filter((row) => row.count > 0).sort((a, b) => b.count - a.count);
  }

  get fetched(): boolean {
    return (this.feed?.last_fetched_at ?? null) !== null;
  }

  /** The switch: the feed answers at its address only while it is on; a refusal is said and the switch stays. */
  async setEnabled(enabled: boolean): Promise<void> {
    if (this.switching) return;
    this.switching = true;
    try {
      const feed = await this.client.call(setGoogleShoppingFeedEnabled, { enabled });
      runInAction(() => (this.feed = feed));
    } catch (error) {
      this.toaster.show({ content: errorMessage(error), error: true });
    } finally {
      runInAction(() => (this.switching = false));
    }
  }

  get confirmingRotation(): boolean {
    return this.rotation.subject !== null;
  }

  askToRotate(): void {
    this.rotation.open('rotate');
  }

  cancelRotation(): void {
    this.rotation.close();
  }

  /** Yes: a new address; the old one answers 404 from now on. A refusal stays in the dialog and the old address still works. */
  confirmRotation(done: string): Promise<void> {
    return this.rotation.confirm(async () => {
      const feed = await this.client.call(rotateGoogleShoppingFeedUrl, {});
      runInAction(() => (this.feed = feed));
      this.toaster.show({ content: done });
    });
  }

  async copy(write: ClipboardWrite | undefined, words: CopyWords): Promise<void> {
    if (this.feed) await copyWithToast(this.toaster, this.feed.url, write, words);
  }
}
