import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type Translations } from '../../application/i18n/translations.port';
import { type ListPage, type ListQuery } from '../../application/lists/list-definition';
import { ExportReviewsUseCase } from '../../application/reviews/export-reviews.use-case';
import { LoadReviewsUseCase } from '../../application/reviews/load-reviews.use-case';
import { ModerateReviewsUseCase, type ReviewSelection } from '../../application/reviews/moderate-reviews.use-case';
import { type Toaster } from '../../application/platform/toaster.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import { getReviewImport } from '../../contracts/imports.contract';
import { getReview } from '../../contracts/reviews.contract';
import { getProductGroups } from '../../contracts/product-groups.contract';
import { PRODUCT_GROUP_LIST_MAX_PAGE_SIZE, type ProductGroupListItem } from '../../domain/product-groups/product-group';
import { type ImportJobView } from '../../domain/import/import-views';
import { TOKENS } from '../../application/tokens';
import { DEFAULT_EXPORT_FORMAT } from '../../contracts/reviews.constants';
import { type FileFormatId } from '../../domain/import/imported-review';
import { type ReviewFilter } from '../../domain/reviews/review-filter';
import { toReviewFilterQuery } from '../../contracts/review-filter.contract';
import { type ReviewItem } from '../../domain/reviews/review-item';
import { type ShortcutAction } from '../kit/keyboard-shortcuts';
import { errorMessage } from '../kit/list-notifier';
import { type ListViewModel } from '../kit/list-view-model';
import { ListViewModelFactory } from '../kit/list-view-model-factory';
import { BULK_CHANGES, type BulkAction, REVIEW_LIST, type ReviewList } from './review-list.definition';
import { ReviewReplyEditor } from './review-reply-editor';
import { reviewListRead } from './review-list.warm';
import { DialogAction } from '../kit/dialog-action';
import { type NeutralModerationReason } from '../../domain/reviews/moderation-reasons';
import { ModerationHistory } from './moderation-history';
import { ModerationReasonDialog, type ReasonedAction } from './moderation-reason-dialog';

export type DetailStatus = 'loading' | 'ready' | 'error';

/** A delete is only ever asked with a reason (the reason dialog); the server refuses one without. */
function missingReason(): never {
  throw new Error('a delete needs a neutral moderation reason');
}

/** /reviewList: the reviews table on the list kit, bulk moderation, the CSV export, the detail with the reply editor. */
@injectable()
export class ReviewListViewModel {
  readonly list: ListViewModel<ReviewList>;
  canBatchDelete = false;
  /** The export: it runs with its dialog open, which shows why it failed. */
  readonly exportDialog = new DialogAction();
  /** The export dialog, where the merchant picks the file format. */
  exportOpen = false;
  exportFormat: FileFormatId = DEFAULT_EXPORT_FORMAT;
  pickerOpen = false;
  /** The import the filter is narrowed to, for its chip; null until loaded (or when it cannot be). */
  filteredImport: ImportJobView | null = null;
  /** The shop's product groups by name, for the group filter: none (the filter hidden) until loaded, or when it has none. */
  productGroups: readonly ProductGroupListItem[] = [];

  detail: ReviewItem | null = null;
  detailStatus: DetailStatus = 'ready';
  readonly reply: ReviewReplyEditor;
  /** Asks for a neutral reason before reviews are unpublished or deleted (docs/product/review-moderation.md). */
  readonly reasonDialog: ModerationReasonDialog;
  /** The open review's moderation history. */
  readonly history: ModerationHistory;
  private detailSeq = 0;

  constructor(
    @inject(ListViewModelFactory) lists: ListViewModelFactory,
    @inject(LoadReviewsUseCase) private readonly reviews: LoadReviewsUseCase,
    @inject(ModerateReviewsUseCase) private readonly moderation: ModerateReviewsUseCase,
    @inject(ExportReviewsUseCase) private readonly exports: ExportReviewsUseCase,
    @inject(TOKENS.Translations) private readonly translations: Translations,
    @inject(TOKENS.Toaster) toaster: Toaster,
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
  ) {
    this.reply = new ReviewReplyEditor(client, toaster, translations, {
      openId: () => this.openId,
      replyOf: (id) => (this.detail?.id === id ? this.detail.reply : (this.list.items.find((item) => item.id === id)?.reply ?? null)),
      reviewOf: (id) => (this.detail?.id === id ? this.detail : (this.list.items.find((item) => item.id === id) ?? null)),
      changed: (review) => this.showChangedReview(review),
    });
    this.list = lists.create(REVIEW_LIST, {
      load: (query) => this.loadPage(query),
      invalidate: () => reviews.invalidate(),
      onRowShortcut: (action, review) => this.rowShortcut(action, review),
      dialogOpen: () => this.pickerOpen,
      onOpenRowChanged: () => this.syncDetail(),
    });
    this.reasonDialog = new ModerationReasonDialog(this.list.bulk);
    this.history = new ModerationHistory(client);
    makeAutoObservable<this, 'reviews' | 'moderation' | 'exports' | 'translations' | 'client' | 'detailSeq'>(
      this,
      {
        list: false,
        reply: false,
        reasonDialog: false,
        history: false,
        reviews: false,
        moderation: false,
        exports: false,
        translations: false,
        client: false,
        detailSeq: false,
        exportDialog: false,
      },
      { autoBind: true },
    );
  }

  /** The saved views and whether the shop allows batch delete (without the config, delete stays hidden: the safe side). */
  async start(): Promise<void> {
    const [allowed] = await Promise.all([this.moderation.canBatchDelete().catch(() => false), this.list.start(), this.loadProductGroups()]);
    runInAction(() => {
      this.canBatchDelete = allowed;
    });
  }

  /** A page and the facet counts of its filter; past get_reviews' count cap the facets' exact total counts. */
  private async loadPage(query: ListQuery<ReviewList>): Promise<ListPage<ReviewList>> {
    this.loadFilteredImport(query.filter.importId);
    const read = reviewListRead(query);
    const [page, facets] = await Promise.all([this.reviews.page(read), this.reviews.facets(read.filter)]);
    return { items: page.list, total: { count: page.total_capped ? Math.max(page.total, facets.total) : page.total, exact: true }, facets };
  }

  // ── Filters ──────────────────────────────────────────────────────────────────────────────

  /** The named import's file name and date for the chip; the list itself does not wait for it. */
  private loadFilteredImport(id: number | null): void {
    if (id === null || this.filteredImport?.id === id) return;
    this.filteredImport = null;
    this.client.call(getReviewImport, { job_id: id }).then(
      (job) =>
        runInAction(() => {
          if (this.list.filter.importId === id) this.filteredImport = job;
        }),
      // The chip then names the import by its number.
      () => undefined,
    );
  }

  /** The groups the filter offers (as many as the filter may name); without them the filter stays hidden and its chip names groups by number. */
  private async loadProductGroups(): Promise<void> {
    try {
      const page = await this.client.call(getProductGroups, { page_size: PRODUCT_GROUP_LIST_MAX_PAGE_SIZE });
      runInAction(() => {
        this.productGroups = page.list;
      });
    } catch {
      // The list works without the group filter.
    }
  }

  /** A group's name for the chip, or null when it is not among the shop's groups (deleted, or another shop's). */
  productGroupName(id: number): string | null {
    return this.productGroups.find((group) => group.id === id)?.name ?? null;
  }

  setFilter(changes: Partial<ReviewFilter>): void {
    this.list.setFilter({ ...this.list.filter, ...changes });
  }

  setPickerOpen(open: boolean): void {
    this.pickerOpen = open;
  }

  chooseProducts(ids: readonly string[]): void {
    this.pickerOpen = false;
    this.setFilter({ productIds: ids });
  }

  openExport(): void {
    this.exportDialog.reset();
    this.exportOpen = true;
  }

  closeExport(): void {
    if (this.exporting) return;
    this.exportOpen = false;
  }

  setExportFormat(format: FileFormatId): void {
    this.exportFormat = format;
  }

  /**
   * Downloads the CSV of every review matching the current filter (not only this page or the
   * selection) in the chosen format; the dialog closes once the file is saved.
   */
  async exportCsv(): Promise<void> {
    let filename = '';
    const saved = await this.exportDialog.run(async () => {
      filename = await this.exports.exportCsv(toReviewFilterQuery(this.list.filter), this.exportFormat);
    });
    if (!saved) return;
    runInAction(() => {
      this.exportOpen = false;
    });
    this.list.notify('reviews:export.done', { filename });
  }

  get exporting(): boolean {
    return this.exportDialog.running;
  }

  // ── Moderation ───────────────────────────────────────────────────────────────────────────

  /** The bulk actions offered: delete only when the shop allows batch delete. */
  get bulkActions(): readonly BulkAction[] {
    const actions: BulkAction[] = ['publish', 'unpublish', 'feature', 'unfeature', 'verify', 'unverify', 'top'];
    return this.canBatchDelete ? [...actions, 'delete'] : actions;
  }

  /** On the selection: its rows, or "all matching" as the filter the server resolves when the action runs. Unpublish and delete ask for a reason first. */
  runBulk(action: BulkAction): void {
    const selection: ReviewSelection = this.list.selection.allMatching
      ? { kind: 'filter', filter: toReviewFilterQuery(this.list.filter) }
      : { kind: 'ids', ids: this.list.selection.ids };
    if (action === 'delete' || action === 'unpublish') this.askReason(selection, action, this.list.selection.count);
    else void this.moderate(selection, action);
  }

  /** Opens the reason dialog; the change runs there once a neutral reason is chosen. */
  askReason(selection: ReviewSelection, action: ReasonedAction, count: number): void {
    this.reasonDialog.ask(action, count, (reason) => this.moderate(selection, action, reason));
  }

  get bulkRunning(): boolean {
    return this.list.bulk.running;
  }

  /**
   * Publish, feature… the given reviews (the keyboard and the detail use it for one); then the
   * list, its counts and the open review refresh. Unpublish and delete carry the dialog's reason.
   */
  async moderate(selection: ReviewSelection, action: BulkAction, reason?: NeutralModerationReason): Promise<boolean> {
    const count = await this.list.change(
      (report) =>
        action === 'delete'
          ? this.moderation.remove(selection, reason ?? missingReason(), report)
          : this.moderation.update(selection, BULK_CHANGES[action], { reason, onProgress: report }),
      (error) => this.list.notify('reviews:toast.failed', { message: errorMessage(error) }, true),
    );
    if (count === undefined) return false;
    this.list.notify(`reviews:toast.${action}`, { count });
    const id = this.detail?.id;
    if (id !== undefined) {
      try {
        const review = await this.client.call(getReview, { id });
        runInAction(() => {
          if (this.detail?.id === id) this.detail = review;
        });
      } catch {
        // The list shows the change; a deleted review closes.
        this.reply.close();
        this.list.close();
      }
    }
    return true;
  }

  /** p/u publish, f features or unfeatures, r replies to the focused review. */
  private rowShortcut(action: ShortcutAction, review: ReviewItem): boolean {
    if (action === 'reply') {
      this.openReview(review.id);
      void this.reply.open();
      return true;
    }
    if (action === 'unpublish') {
      if (review.published) this.askReason({ kind: 'ids', ids: [review.id] }, 'unpublish', 1);
      return true;
    }
    const change = action === 'feature' ? (review.featured ? 'unfeature' : 'feature') : action === 'publish' ? action : null;
    if (change !== null) void this.moderate({ kind: 'ids', ids: [review.id] }, change);
    return change !== null;
  }

  // ── Detail and reply ─────────────────────────────────────────────────────────────────────

  get openId(): number | null {
    return this.list.openId;
  }

  openReview(id: number): void {
    this.list.open(id);
  }

  /** Esc or the close button: an unsaved reply draft is asked about first. A dialog over the review (a reason, the history) closes alone. */
  closeReview(): void {
    if (this.reasonDialog.isOpen || this.history.isOpen) return;
    this.reply.leave(() => this.list.close());
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
    this.detail = this.list.items.find((item) => item.id === id) ?? null;
    this.detailStatus = this.detail ? 'ready' : 'loading';
    this.reply.close();
    this.client.call(getReview, { id }).then(
      (review) =>
        runInAction(() => {
          if (seq !== this.detailSeq) return;
          this.detail = review;
          this.detailStatus = 'ready';
        }),
      () =>
        runInAction(() => {
          if (seq === this.detailSeq) this.detailStatus = 'error';
        }),
    );
  }

  /** The reply editor changed the open review: show it, then the list and its counts. */
  private async showChangedReview(review: ReviewItem): Promise<void> {
    runInAction(() => {
      if (this.openId === review.id) this.detail = review;
    });
    await this.list.refresh();
  }

  dispose(): void {
    this.list.dispose();
    this.detailSeq++;
  }
}
