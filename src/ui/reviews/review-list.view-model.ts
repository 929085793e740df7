import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { isCanceled } from '../../application/http/api-error';
import { type Translations } from '../../application/i18n/translations.port';
import { type Navigator } from '../../application/navigation/navigator.port';
import { type Toaster } from '../../application/platform/toaster.port';
import { ExportReviewsUseCase } from '../../application/reviews/export-reviews.use-case';
import { LoadReviewsUseCase } from '../../application/reviews/load-reviews.use-case';
import { ModerateReviewsUseCase } from '../../application/reviews/moderate-reviews.use-case';
import { type BulkProgress, DEFAULT_REVIEW_SORT, REVIEW_PAGE_SIZE, type ReviewChanges, type ReviewFacets, type ReviewSelection } from '../../application/reviews/review-api';
import { ReviewDetailUseCase } from '../../application/reviews/review-detail.use-case';
import { type SavedReviewView, SavedReviewViews } from '../../application/reviews/saved-review-views';
import { type Clock } from '../../application/shell/clock.port';
import { TOKENS } from '../../application/tokens';
import { type PresetDateRangeCode, presetDateRange } from '../../domain/dates/date-range';
import { decodeQueryString, encodeQueryString } from '../../domain/reviews/query-string';
import { EMPTY_REVIEW_FILTER, isEmptyReviewFilter, normalizeReviewFilter, normalizeReviewSearch, type ReviewFilter } from '../../domain/reviews/review-filter';
import { DEFAULT_SEARCH_FIELD, type ReviewSearchField } from '../../domain/reviews/review-filter-codes';
import { formatReviewFilterSearch, parseReviewFilterSearch, toReviewFilterQuery } from '../../domain/reviews/review-filter-query';
import { CustomDateRangeFields } from '../kit/custom-date-range-fields';
import { ReviewReplyEditor } from './review-reply-editor';
import { type ShortcutAction } from '../kit/keyboard-shortcuts';
import { REVIEW_SORTS, type ReviewItem, type ReviewSort } from '../../domain/reviews/review-item';

export const REVIEW_LIST_PATH = '/reviewList';
export const SEARCH_DEBOUNCE_MS = 200;
const SORT_PARAM = 'sort';
const PAGE_PARAM = 'page';
const ID_PARAM = 'id';

export type BulkAction = 'publish' | 'unpublish' | 'feature' | 'unfeature' | 'verify' | 'unverify' | 'top' | 'delete';
export const BULK_CHANGES: Readonly<Record<Exclude<BulkAction, 'delete'>, ReviewChanges>> = {
  publish: { published: true },
  unpublish: { published: false },
  feature: { featured: true },
  unfeature: { featured: false },
  verify: { verified: true },
  unverify: { verified: false },
  top: { top_review: true },
};

/** The built-in tabs: a name key (reviews:views.*) and the filter search string. */
export const BUILT_IN_VIEWS: readonly { readonly id: string; readonly search: string }[] = [
  { id: 'all', search: '' },
  { id: 'unpublished', search: 'publishes=2' },
  { id: 'photo', search: 'resource_types=2' },
  { id: 'lowRating', search: 'ratings=1&ratings=2' },
  { id: 'featured', search: 'tags=1' },
];

export type ListStatus = 'loading' | 'ready' | 'error';
/** Why the table is empty: the shop has no reviews at all, or none match the filter. */
export type EmptyKind = 'noReviews' | 'noMatch' | null;

export interface ReviewListState {
  readonly filter: ReviewFilter;
  readonly sort: ReviewSort;
  readonly page: number;
  readonly openId: number | null;
}

function parsePositiveInt(text: string | undefined): number | null {
  return text !== undefined && /^[1-9]\d{0,15}$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null;
}

/** The list's state as a URL search string (no '?'): the filter, then sort, page and open review when not default. */
export function formatReviewListSearch(state: ReviewListState): string {
  const extra: Record<string, string> = {};
  if (state.sort !== DEFAULT_REVIEW_SORT) extra[SORT_PARAM] = state.sort;
  if (state.page > 1) extra[PAGE_PARAM] = String(state.page);
  if (state.openId !== null) extra[ID_PARAM] = String(state.openId);
  return [formatReviewFilterSearch(state.filter), encodeQueryString(extra)].filter((part) => part !== '').join('&');
}

/** Reads the list's state from a URL search string; unknown or invalid values fall back to the defaults. */
export function parseReviewListSearch(search: string): ReviewListState {
  const params = decodeQueryString(search);
  const sort = REVIEW_SORTS.find((known) => known === params[SORT_PARAM]?.[0]) ?? DEFAULT_REVIEW_SORT;
  return {
    filter: normalizeReviewFilter(parseReviewFilterSearch(search)),
    sort,
    page: parsePositiveInt(params[PAGE_PARAM]?.[0]) ?? 1,
    openId: parsePositiveInt(params[ID_PARAM]?.[0]),
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** /reviewList: the reviews table, its filters in the URL, bulk moderation, the detail with the reply editor. */
@injectable()
export class ReviewListViewModel {
  filter: ReviewFilter = EMPTY_REVIEW_FILTER;
  sort: ReviewSort = DEFAULT_REVIEW_SORT;
  page = 1;
  openId: number | null = null;

  searchField: ReviewSearchField = DEFAULT_SEARCH_FIELD;
  keywordInput = '';

  items: readonly ReviewItem[] = [];
  total = 0;
  status: ListStatus = 'loading';
  errorMessage = '';
  facets: ReviewFacets | null = null;

  selectedIds: readonly number[] = [];
  allMatchingSelected = false;
  focusedIndex = -1;

  bulkRunning = false;
  progress: BulkProgress | null = null;
  canBatchDelete = false;
  confirmingDelete = false;

  detail: ReviewItem | null = null;
  detailStatus: ListStatus = 'ready';

  exporting = false;

  helpOpen = false;
  pickerOpen = false;

  readonly customRange = new CustomDateRangeFields();
  readonly reply: ReviewReplyEditor;

  savedViews: SavedReviewView[] = [];

  private lastSearch: string | null = null;
  private loadSeq = 0;
  private detailSeq = 0;
  private keywordTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    @inject(LoadReviewsUseCase) private readonly reviews: LoadReviewsUseCase,
    @inject(ModerateReviewsUseCase) private readonly moderation: ModerateReviewsUseCase,
    @inject(ReviewDetailUseCase) private readonly details: ReviewDetailUseCase,
    @inject(SavedReviewViews) private readonly views: SavedReviewViews,
    @inject(ExportReviewsUseCase) private readonly exports: ExportReviewsUseCase,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.Toaster) private readonly toaster: Toaster,
    @inject(TOKENS.Translations) private readonly translations: Translations,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {
    this.reply = new ReviewReplyEditor(details, toaster, translations, {
      openId: () => this.openId,
      replyOf: (id) => (this.detail?.id === id ? this.detail.reply : (this.items.find((item) => item.id === id)?.reply ?? null)),
      changed: (review) => this.showChangedReview(review),
    });
    makeAutoObservable<this, 'reviews' | 'moderation' | 'details' | 'views' | 'exports' | 'navigator' | 'toaster' | 'translations' | 'clock'>(
      this,
      { customRange: false, reply: false, reviews: false, moderation: false, details: false, views: false, exports: false, navigator: false, toaster: false, translations: false, clock: false },
      { autoBind: true },
    );
  }

  /** Loads the saved views and the batch-delete permission; call once on mount. */
  async start(): Promise<void> {
    this.savedViews = this.views.list();
    try {
      const allowed = await this.moderation.canBatchDelete();
      runInAction(() => {
        this.canBatchDelete = allowed;
      });
    } catch {
      // Without the config the delete action stays hidden, the safe side.
    }
  }

  // ── URL state ────────────────────────────────────────────────────────────────────────────

  get search(): string {
    return formatReviewListSearch({ filter: this.filter, sort: this.sort, page: this.page, openId: this.openId });
  }

  /** The address changed (first visit, back/forward, a shared link): adopt its state. */
  syncFromUrl(search: string): void {
    const state = parseReviewListSearch(search);
    const canonical = formatReviewListSearch(state);
    if (canonical === this.lastSearch) return;
    const listChanged = formatReviewListSearch({ ...state, openId: null }) !== formatReviewListSearch({ ...this.current(), openId: null });
    this.adopt(state);
    this.lastSearch = canonical;
    if (listChanged || this.status !== 'ready') void this.load();
    this.syncDetail();
  }

  private current(): ReviewListState {
    return { filter: this.filter, sort: this.sort, page: this.page, openId: this.openId };
  }

  private adopt(state: ReviewListState): void {
    this.filter = state.filter;
    this.sort = state.sort;
    this.page = state.page;
    this.openId = state.openId;
    this.searchField = state.filter.search?.field ?? this.searchField;
    this.keywordInput = state.filter.search?.keyword ?? '';
    this.customRange.show(state.filter.dateRange);
  }

  /** A change made here: new state, one history entry, then the data. */
  private commit(changes: Partial<ReviewListState>): void {
    const next = { ...this.current(), ...changes };
    const listChanged = formatReviewListSearch({ ...next, openId: null }) !== formatReviewListSearch({ ...this.current(), openId: null });
    if (listChanged) this.clearSelection();
    this.filter = normalizeReviewFilter(next.filter);
    this.sort = next.sort;
    this.page = next.page;
    this.openId = next.openId;
    const search = this.search;
    if (search !== this.lastSearch) {
      this.lastSearch = search;
      this.navigator.navigate(search === '' ? REVIEW_LIST_PATH : `${REVIEW_LIST_PATH}?${search}`);
    }
    if (listChanged) void this.load();
    this.syncDetail();
  }

  // ── Loading ──────────────────────────────────────────────────────────────────────────────

  async load(): Promise<void> {
    const seq = ++this.loadSeq;
    this.status = 'loading';
    const filter = toReviewFilterQuery(this.filter);
    try {
      const [page, facets] = await Promise.all([
        this.reviews.page({ filter, sort: this.sort, page: this.page }),
        this.reviews.facets(filter),
      ]);
      if (seq !== this.loadSeq) return;
      runInAction(() => {
        this.items = page.list;
        this.total = page.total_capped ? Math.max(page.total, facets.total) : page.total;
        this.facets = facets;
        this.status = 'ready';
        this.focusedIndex = page.list.length === 0 ? -1 : Math.min(Math.max(this.focusedIndex, 0), page.list.length - 1);
      });
    } catch (error) {
      if (seq !== this.loadSeq || isCanceled(error)) return;
      runInAction(() => {
        this.status = 'error';
        this.errorMessage = errorText(error);
      });
    }
  }

  retry(): void {
    void this.load();
  }

  get emptyKind(): EmptyKind {
    if (this.status !== 'ready' || this.items.length > 0) return null;
    if (this.total > 0) return 'noMatch';
    return isEmptyReviewFilter(this.filter) ? 'noReviews' : 'noMatch';
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / REVIEW_PAGE_SIZE));
  }

  get hasNextPage(): boolean {
    return this.page < this.pageCount;
  }

  get hasPreviousPage(): boolean {
    return this.page > 1;
  }

  nextPage(): void {
    if (this.hasNextPage) this.commit({ page: this.page + 1 });
  }

  previousPage(): void {
    if (this.hasPreviousPage) this.commit({ page: this.page - 1 });
  }

  // ── Filters, search, sort, views ─────────────────────────────────────────────────────────

  setFilter(changes: Partial<ReviewFilter>): void {
    this.commit({ filter: { ...this.filter, ...changes }, page: 1 });
  }

  clearFilters(): void {
    clearTimeout(this.keywordTimer);
    this.keywordInput = '';
    this.commit({ filter: EMPTY_REVIEW_FILTER, page: 1 });
  }

  setDatePreset(code: PresetDateRangeCode): void {
    this.customRange.clearErrors();
    this.setFilter({ dateRange: presetDateRange(code) });
  }

  /** Validates the custom fields (format, real date, order); applies the range only when valid. */
  applyCustomRange(): boolean {
    const dateRange = this.customRange.validate();
    if (dateRange === null) return false;
    this.setFilter({ dateRange });
    return true;
  }

  setKeyword(text: string): void {
    this.keywordInput = text;
    clearTimeout(this.keywordTimer);
    this.keywordTimer = setTimeout(() => this.applySearch(), SEARCH_DEBOUNCE_MS);
  }

  setSearchField(field: ReviewSearchField): void {
    this.searchField = field;
    clearTimeout(this.keywordTimer);
    this.applySearch();
  }

  private applySearch(): void {
    const search = normalizeReviewSearch({ field: this.searchField, keyword: this.keywordInput });
    const before = this.filter.search;
    if (before?.field === search?.field && before?.keyword === search?.keyword) return;
    this.setFilter({ search });
  }

  setSort(sort: ReviewSort): void {
    this.commit({ sort, page: 1 });
  }

  get filterSearch(): string {
    return formatReviewFilterSearch(this.filter);
  }

  /** Built-in tabs first, then the merchant's. */
  get allViews(): readonly { readonly id: string; readonly search: string; readonly name: string | null }[] {
    return [
      ...BUILT_IN_VIEWS.map((view) => ({ ...view, name: null })),
      ...this.savedViews.map((view) => ({ id: view.id, search: view.search, name: view.name })),
    ];
  }

  /** The tab whose filter is the current one, or -1 (the filter was changed away from every view). */
  get selectedViewIndex(): number {
    const current = this.filterSearch;
    return this.allViews.findIndex((view) => formatReviewFilterSearch(parseReviewFilterSearch(view.search)) === current);
  }

  selectView(index: number): void {
    const view = this.allViews[index];
    if (!view) return;
    const filter = normalizeReviewFilter(parseReviewFilterSearch(view.search));
    this.keywordInput = filter.search?.keyword ?? '';
    this.commit({ filter, page: 1 });
  }

  /** Saves the current filter as a tab; a blank name is refused. */
  saveView(name: string): boolean {
    if (name.trim() === '') return false;
    this.views.add(name, this.filterSearch, `view-${this.clock.now().toString(36)}`);
    this.savedViews = this.views.list();
    return true;
  }

  deleteView(id: string): void {
    this.views.remove(id);
    this.savedViews = this.views.list();
  }

  setPickerOpen(open: boolean): void {
    this.pickerOpen = open;
  }

  chooseProducts(ids: readonly string[]): void {
    this.pickerOpen = false;
    this.setFilter({ productIds: ids });
  }

  /** Downloads the CSV of every review matching the current filter (not only this page or the selection). */
  async exportCsv(): Promise<void> {
    if (this.exporting) return;
    this.exporting = true;
    try {
      const filename = await this.exports.exportCsv(toReviewFilterQuery(this.filter));
      this.toaster.show({ content: this.translations.translate('reviews:export.done', { filename }) });
    } catch (error) {
      if (!isCanceled(error)) {
        this.toaster.show({ content: this.translations.translate('reviews:export.failed', { message: errorText(error) }), error: true });
      }
    } finally {
      runInAction(() => {
        this.exporting = false;
      });
    }
  }

  // ── Selection and focus ──────────────────────────────────────────────────────────────────

  get selectedCount(): number {
    return this.allMatchingSelected ? this.total : this.selectedIds.length;
  }

  isSelected(id: number): boolean {
    return this.allMatchingSelected || this.selectedIds.includes(id);
  }

  toggleSelected(id: number): void {
    if (this.allMatchingSelected) {
      this.allMatchingSelected = false;
      this.selectedIds = this.items.map((item) => item.id).filter((itemId) => itemId !== id);
      return;
    }
    this.selectedIds = this.selectedIds.includes(id) ? this.selectedIds.filter((selected) => selected !== id) : [...this.selectedIds, id];
  }

  /** The page's rows selected or cleared (the header checkbox). */
  selectPage(selected: boolean): void {
    this.allMatchingSelected = false;
    this.selectedIds = selected ? this.items.map((item) => item.id) : [];
  }

  /** "Select all N matching this filter": the action then goes to the server as the filter. */
  selectAllMatching(selected: boolean): void {
    this.allMatchingSelected = selected;
    if (!selected) this.selectedIds = [];
  }

  clearSelection(): void {
    this.selectedIds = [];
    this.allMatchingSelected = false;
  }

  get focusedReview(): ReviewItem | null {
    return this.items[this.focusedIndex] ?? null;
  }

  focusRow(index: number): void {
    if (index >= 0 && index < this.items.length) this.focusedIndex = index;
  }

  // ── Moderation ───────────────────────────────────────────────────────────────────────────

  get modalOpen(): boolean {
    return this.detail !== null || this.openId !== null || this.helpOpen || this.pickerOpen || this.confirmingDelete;
  }

  private selection(): ReviewSelection {
    return this.allMatchingSelected ? { kind: 'filter', filter: toReviewFilterQuery(this.filter) } : { kind: 'ids', ids: this.selectedIds };
  }

  /** The bulk actions offered: delete only when the shop allows batch delete. */
  get bulkActions(): readonly BulkAction[] {
    const actions: BulkAction[] = ['publish', 'unpublish', 'feature', 'unfeature', 'verify', 'unverify', 'top'];
    return this.canBatchDelete ? [...actions, 'delete'] : actions;
  }

  runBulk(action: BulkAction): void {
    if (action === 'delete') {
      this.confirmingDelete = true;
      return;
    }
    void this.moderate(this.selection(), action);
  }

  cancelDelete(): void {
    this.confirmingDelete = false;
  }

  confirmDelete(): void {
    this.confirmingDelete = false;
    void this.moderate(this.selection(), 'delete');
  }

  /** Publish, feature… the given reviews (the keyboard and the detail use it for one). */
  async moderate(selection: ReviewSelection, action: BulkAction): Promise<boolean> {
    if (this.bulkRunning) return false;
    this.bulkRunning = true;
    this.progress = null;
    const onProgress = (progress: BulkProgress) =>
      runInAction(() => {
        this.progress = progress;
      });
    try {
      const count =
        action === 'delete'
          ? await this.moderation.remove(selection, onProgress)
          : await this.moderation.update(selection, BULK_CHANGES[action], onProgress);
      this.toaster.show({ content: this.translations.translate(`reviews:toast.${action}`, { count }) });
      runInAction(() => this.clearSelection());
      await this.refresh();
      return true;
    } catch (error) {
      if (!isCanceled(error)) {
        this.toaster.show({ content: this.translations.translate('reviews:toast.failed', { message: errorText(error) }), error: true });
      }
      return false;
    } finally {
      runInAction(() => {
        this.bulkRunning = false;
        this.progress = null;
      });
    }
  }

  /** Refetches the list, the counts and the open review after a change. */
  private async refresh(): Promise<void> {
    await this.reviews.invalidate();
    await this.load();
    const id = this.detail?.id;
    if (id !== undefined) {
      try {
        const review = await this.details.get(id);
        runInAction(() => {
          if (this.detail?.id === id) this.detail = review;
        });
      } catch {
        // The list shows the change; a deleted review closes below.
        runInAction(() => {
          this.reply.close();
          this.commit({ openId: null });
        });
      }
    }
  }

  handleShortcut(action: ShortcutAction): void {
    if (action === 'help') {
      this.helpOpen = true;
      return;
    }
    if (action === 'next') return this.focusRow(this.focusedIndex + 1);
    if (action === 'previous') return this.focusRow(Math.max(this.focusedIndex - 1, 0));
    const review = this.focusedReview;
    if (!review) return;
    if (action === 'toggleSelect') return this.toggleSelected(review.id);
    if (action === 'reply') {
      this.openReview(review.id);
      void this.reply.open();
      return;
    }
    void this.moderate({ kind: 'ids', ids: [review.id] }, action);
  }

  setHelpOpen(open: boolean): void {
    this.helpOpen = open;
  }

  // ── Detail and reply ─────────────────────────────────────────────────────────────────────

  openReview(id: number): void {
    const index = this.items.findIndex((item) => item.id === id);
    if (index !== -1) this.focusedIndex = index;
    this.commit({ openId: id });
  }

  /** Esc or the close button: an unsaved reply draft is asked about first. */
  closeReview(): void {
    this.reply.leave(() => this.commit({ openId: null }));
  }

  /** Loads the review named by `openId` (from a click, a key or the URL's `id`). */
  private syncDetail(): void {
    const id = this.openId;
    if (id === null) {
      this.detailSeq++;
      this.detail = null;
      this.reply.close();
      return;
    }
    if (this.detail?.id === id) return;
    const seq = ++this.detailSeq;
    this.detail = this.items.find((item) => item.id === id) ?? null;
    this.detailStatus = this.detail ? 'ready' : 'loading';
    this.reply.close();
    this.details.get(id).then(
      (review) =>
        runInAction(() => {
          if (seq !== this.detailSeq) return;
          this.detail = review;
          this.detailStatus = 'ready';
        }),
      (error: unknown) =>
        runInAction(() => {
          if (seq !== this.detailSeq) return;
          this.detailStatus = 'error';
          this.errorMessage = errorText(error);
        }),
    );
  }

  /** The reply editor changed the open review: show it, then the list and its counts. */
  private async showChangedReview(review: ReviewItem): Promise<void> {
    runInAction(() => {
      if (this.openId === review.id) this.detail = review;
    });
    await this.reviews.invalidate();
    await this.load();
  }

  dispose(): void {
    clearTimeout(this.keywordTimer);
    this.loadSeq++;
    this.detailSeq++;
  }
}
