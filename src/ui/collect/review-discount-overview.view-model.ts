import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { MarkGuideDiscountViewedUseCase } from '../../application/settings/mark-guide-discount-viewed.use-case';
import { ErrorBanner } from '../../application/shell/error-banner';
import { TOKENS } from '../../application/tokens';
import { formatReviewFilterSearch } from '../../contracts/review-filter.contract';
import { getReviewDiscountOverview, type ReviewDiscountOverview } from '../../contracts/review-discount.contract';
import { REVIEW_DISCOUNT_TYPES, reviewDiscountValueText, type ReviewDiscountType } from '../../domain/collect/review-discount';
import { EMPTY_REVIEW_FILTER } from '../../domain/reviews/review-filter';
import { SEARCH_FIELD_AUTHOR } from '../../domain/reviews/review-filter-codes';
import { FLAG_ON } from '../../domain/shop/flag-value';

export interface DiscountTypeSummary {
  readonly type: ReviewDiscountType;
  readonly isOn: boolean;
  readonly valueText: string;
  readonly expiryDays: number;
}

/** /collect/discount: each kind's state and value, and the issued codes newest first (docs/product/collect-discount.md). */
@injectable()
export class ReviewDiscountOverviewViewModel {
  overview: ReviewDiscountOverview | null = null;
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  page = 1;

  constructor(
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(ErrorBanner) private readonly errors: ErrorBanner,
    @inject(MarkGuideDiscountViewedUseCase) private readonly markGuideDiscountViewed: MarkGuideDiscountViewedUseCase,
  ) {
    makeAutoObservable<this, 'client' | 'errors' | 'markGuideDiscountViewed'>(this, { client: false, errors: false, markGuideDiscountViewed: false }, { autoBind: true });
  }

  /**
   * The first page, once per mount (StrictMode runs the starting effect twice). Opening the screen
   * also ticks the setup guide's "discount viewed" step (docs/product/setup-guide.md#steps).
   */
  start(): Promise<void> {
    if (this.status !== 'idle') return Promise.resolve();
    return Promise.all([this.load(1), this.tickGuideStep()]).then(() => undefined);
  }

  /** A failure only leaves the step open until the next visit: not worth an error over this screen. */
  private async tickGuideStep(): Promise<void> {
    try {
      await this.markGuideDiscountViewed.execute();
    } catch {
      // The step stays open; the next visit ticks it.
    }
  }

  async load(page = this.page): Promise<void> {
    this.status = 'loading';
    try {
      const overview = await this.client.call(getReviewDiscountOverview, { page });
      runInAction(() => {
        this.overview = overview;
        this.page = page;
        this.status = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
      });
      this.errors.showError(error);
    }
  }

  get types(): DiscountTypeSummary[] {
    const overview = this.overview;
    if (!overview) return [];
    return REVIEW_DISCOUNT_TYPES.map((type) => {
      const settings = overview.settings[type];
      return { type, isOn: settings.is_enabled === FLAG_ON, valueText: reviewDiscountValueText(settings, overview.currency_symbol), expiryDays: settings.expiry_days };
    });
  }

  get hasNextPage(): boolean {
    return this.overview !== null && this.overview.page * this.overview.page_size < this.overview.issued_total;
  }

  get hasPreviousPage(): boolean {
    return this.page > 1;
  }

  nextPage(): Promise<void> {
    return this.load(this.page + 1);
  }

  previousPage(): Promise<void> {
    return this.load(Math.max(1, this.page - 1));
  }
}

/** The review list searched by the customer's name: where the merchant finds the review. */
export function reviewLinkFor(customerName: string): string {
  const search = formatReviewFilterSearch({ ...EMPTY_REVIEW_FILTER, search: { field: SEARCH_FIELD_AUTHOR, keyword: customerName } });
  return search ? `/reviewList?${search}` : '/reviewList';
}
