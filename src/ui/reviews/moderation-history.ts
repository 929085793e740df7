import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { getReviewModerationEvents, type ReviewModerationEvent } from '../../contracts/reviews.contract';

/** Events asked for at a time. */
export const MODERATION_HISTORY_PAGE_SIZE = 20;

/** A review's moderation history (get_review_moderation_events), newest first, in its own dialog over the review. */
export class ModerationHistory {
  reviewId: number | null = null;
  events: readonly ReviewModerationEvent[] = [];
  total = 0;
  status: 'loading' | 'ready' | 'error' = 'ready';
  private pagesLoaded = 0;
  private seq = 0;

  constructor(private readonly client: ContractClient) {
    makeAutoObservable<this, 'client' | 'seq'>(this, { client: false, seq: false }, { autoBind: true });
  }

  get isOpen(): boolean {
    return this.reviewId !== null;
  }

  get hasMore(): boolean {
    return this.events.length < this.total;
  }

  open(reviewId: number): void {
    this.reviewId = reviewId;
    this.events = [];
    this.total = 0;
    this.pagesLoaded = 0;
    void this.loadMore();
  }

  close(): void {
    this.reviewId = null;
    this.seq++;
  }

  /** The next page (the first after opening, or again after a failure). */
  async loadMore(): Promise<void> {
    const id = this.reviewId;
    if (id === null) return;
    const seq = ++this.seq;
    this.status = 'loading';
    try {
      const page = await this.client.call(getReviewModerationEvents, { id, page: this.pagesLoaded + 1, page_size: MODERATION_HISTORY_PAGE_SIZE });
      runInAction(() => {
        if (seq !== this.seq) return;
        this.events = [...this.events, ...page.list];
        this.total = page.total;
        this.pagesLoaded++;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => {
        if (seq === this.seq) this.status = 'error';
      });
    }
  }
}
