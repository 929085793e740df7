import { makeAutoObservable, runInAction } from 'mobx';
import { isCanceled } from '../../application/http/api-error';
import { formatListAddress, isSameListQuery, type ListAddress, parseListAddress } from '../../application/lists/list-address';
import { type ListDefinition, type ListPage, type ListProgress, type ListQuery, type ListShape, type ListTotal } from '../../application/lists/list-definition';
import { pageCount, pageInRange } from '../../application/lists/list-pagination';
import { type TranslationValues } from '../../application/i18n/translations.port';
import { type Navigator } from '../../application/navigation/navigator.port';
import { type DateRangeChoice } from '../../domain/dates/date-range';
import { CustomDateRangeFields } from './custom-date-range-fields';
import { type ShortcutAction } from './keyboard-shortcuts';
import { ListBulkRun } from './list-bulk-run';
import { errorMessage, type ListNotifier } from './list-notifier';
import { ListSelectionState } from './list-selection-state';
import { type ListSavedViews } from './list-saved-views';

/** The query field applies this long after the last key. */
export const LIST_SEARCH_DEBOUNCE_MS = 200;

export type ListStatus = 'loading' | 'ready' | 'error';
/** Why the table is empty: the shop has no rows at all, or none match the filter. */
export type ListEmptyKind = 'noItems' | 'noMatch' | null;

export interface ListServices {
  readonly navigator: Navigator;
  readonly notify: ListNotifier;
}

/** What a list screen's view-model gives the kit besides the list's definition. */
export interface ListOptions<L extends ListShape> {
  readonly load: (query: ListQuery<L>) => Promise<ListPage<L>>;
  /** Before a reload after a change: drop cached pages and counts. */
  readonly invalidate?: () => Promise<void>;
  /** Keys the kit does not handle itself (publish, reply…) on the focused row; returns whether it acted. */
  readonly onRowShortcut?: (action: ShortcutAction, item: L['item']) => boolean;
  /** The screen's own dialogs are open (keys do nothing then). */
  readonly dialogOpen?: () => boolean;
  /** The open row changed (a click, a key, the address): the screen loads its detail. */
  readonly onOpenRowChanged?: () => void;
}

/**
 * One admin list's state (docs/product/lists.md): the filter, sort, page and open row in the
 * address; loading with facet counts; the page kept in range; selection of rows or of everything
 * matching; changes with progress; tabs with saved views; the query field; keyboard focus.
 */
export class ListViewModel<L extends ListShape> {
  filter: L['filter'];
  sort: L['sort'];
  page = 1;
  openId: L['id'] | null = null;

  keywordInput = '';
  searchScope: string | null;

  items: readonly L['item'][] = [];
  total: ListTotal = { count: 0, exact: true };
  facets: L['facets'] | null = null;
  status: ListStatus = 'loading';
  errorMessage = '';
  /** The page of the rows shown; null before the first page arrives. */
  shownPage: number | null = null;
  /** The address (filter, sort, page) of the rows on show: the table draws other rows as new ones. */
  shownQuery = '';
  /** The address asked for this page past the last one; the last page shows instead. */
  pageBeyondEnd: number | null = null;

  readonly selection: ListSelectionState<L['id']> = new ListSelectionState<L['id']>(this);
  focusedIndex = -1;
  helpOpen = false;

  readonly customRange = new CustomDateRangeFields();
  readonly bulk = new ListBulkRun();
  readonly views: ListSavedViews<L['filter']>;

  private lastSearch: string | null = null;
  private loadSeq = 0;
  private keywordTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly definition: ListDefinition<L>,
    private readonly options: ListOptions<L>,
    private readonly services: ListServices,
    savedViews: ListSavedViews<L['filter']>,
  ) {
    this.filter = definition.filter.empty;
    this.sort = definition.sorts[0] as L['sort'];
    this.searchScope = definition.searchScopes?.[0] ?? null;
    this.views = savedViews;
    makeAutoObservable<this, 'options' | 'services' | 'lastSearch' | 'loadSeq' | 'keywordTimer'>(
      this,
      { definition: false, options: false, services: false, customRange: false, bulk: false, views: false, selection: false, lastSearch: false, loadSeq: false, keywordTimer: false },
      { autoBind: true },
    );
  }

  // ── The address ──────────────────────────────────────────────────────────────────────────

  get address(): ListAddress<L> {
    return { filter: this.filter, sort: this.sort, page: this.page, openId: this.openId };
  }

  /** The address's search string (no '?'). */
  get search(): string {
    return formatListAddress(this.definition, this.address);
  }

  get filterSearch(): string {
    return this.definition.filter.format(this.filter);
  }

  /** The address changed (first visit, back/forward, a shared link): adopt it; its own echo changes nothing. */
  syncFromUrl(search: string): void {
    const address = parseListAddress(this.definition, search);
    const canonical = formatListAddress(this.definition, address);
    if (canonical === this.lastSearch) return;
    const listChanged = !isSameListQuery(this.definition, address, this.address);
    this.lastSearch = canonical;
    this.filter = address.filter;
    this.sort = address.sort;
    this.page = address.page;
    this.openId = address.openId;
    const { keyword, scope } = this.definition.search.read(address.filter);
    this.keywordInput = keyword;
    this.searchScope = scope ?? this.searchScope;
    if (this.definition.dateRange) this.customRange.show(this.definition.dateRange.read(address.filter));
    if (listChanged || this.loadSeq === 0) {
      this.selection.clear();
      this.pageBeyondEnd = null;
      void this.load();
    }
    this.options.onOpenRowChanged?.();
  }

  /** A change made on the page: the new state, one history entry (or a replaced one), then the data. */
  private commit(changes: Partial<ListAddress<L>>, replace = false): void {
    const next = { ...this.address, ...changes };
    const listChanged = !isSameListQuery(this.definition, next, this.address);
    const openChanged = next.openId !== this.openId;
    this.filter = this.definition.filter.parse(this.definition.filter.format(next.filter));
    this.sort = next.sort;
    this.page = next.page;
    this.openId = next.openId;
    if (listChanged) {
      this.selection.clear();
      this.pageBeyondEnd = null;
    }
    const search = this.search;
    if (search !== this.lastSearch) {
      this.lastSearch = search;
      const to = search === '' ? this.definition.path : `${this.definition.path}?${search}`;
      this.services.navigator.navigate(to, replace ? { replace: true } : undefined);
    }
    if (listChanged) void this.load();
    if (openChanged) this.options.onOpenRowChanged?.();
  }

  // ── Loading and pages ────────────────────────────────────────────────────────────────────

  async load(): Promise<void> {
    const seq = ++this.loadSeq;
    this.status = 'loading';
    const query: ListQuery<L> = { filter: this.filter, sort: this.sort, page: this.page };
    try {
      const page = await this.options.load(query);
      if (seq !== this.loadSeq) return;
      const lastPage = page.items.length === 0 ? pageInRange(query.page, page.total, this.definition.pageSize) : null;
      runInAction(() => (lastPage === null ? this.show(page, query) : this.showLastPage(query.page, lastPage)));
    } catch (error) {
      if (seq !== this.loadSeq || isCanceled(error)) return;
      runInAction(() => {
        this.status = 'error';
        this.errorMessage = errorMessage(error);
      });
    }
  }

  private show(page: ListPage<L>, query: ListQuery<L>): void {
    this.items = page.items;
    this.total = page.total;
    this.facets = page.facets;
    this.shownPage = query.page;
    this.shownQuery = formatListAddress(this.definition, { ...query, openId: null });
    this.status = 'ready';
    const last = page.items.length - 1;
    this.focusedIndex = this.definition.focusFirstRow ? Math.min(Math.max(this.focusedIndex, 0), last) : Math.min(this.focusedIndex, last);
    this.selection.keepOnPage();
  }

  /** The page asked for lies past the end (a stale link, a page emptied by a change): the last page, replacing the address. */
  private showLastPage(requested: number, lastPage: number): void {
    this.commit({ page: lastPage }, true);
    this.pageBeyondEnd = requested;
  }

  retry(): void {
    void this.load();
  }

  /** After a change: drop cached pages and counts, then load this page again. */
  async refresh(): Promise<void> {
    await this.options.invalidate?.();
    await this.load();
  }

  get emptyKind(): ListEmptyKind {
    if (this.status !== 'ready' || this.items.length > 0) return null;
    return this.total.count === 0 && this.filterSearch === '' ? 'noItems' : 'noMatch';
  }

  get pageCount(): number {
    return pageCount(this.total, this.definition.pageSize);
  }

  get hasNextPage(): boolean {
    return this.page < this.pageCount || (!this.total.exact && this.items.length === this.definition.pageSize);
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

  dismissPageBeyondEnd(): void {
    this.pageBeyondEnd = null;
  }

  // ── Filters, search, sort, tabs ──────────────────────────────────────────────────────────

  /** A new filter, from page 1. */
  setFilter(filter: L['filter']): void {
    this.commit({ filter, page: 1 });
  }

  clearFilters(): void {
    clearTimeout(this.keywordTimer);
    this.keywordInput = '';
    this.customRange.reset();
    this.commit({ filter: this.definition.filter.empty, page: 1 });
  }

  setSort(sort: L['sort']): void {
    this.commit({ sort, page: 1 });
  }

  /** The query field: applied {@link LIST_SEARCH_DEBOUNCE_MS} after the last key. */
  setKeyword(text: string): void {
    this.keywordInput = text;
    clearTimeout(this.keywordTimer);
    this.keywordTimer = setTimeout(() => this.applySearch(), LIST_SEARCH_DEBOUNCE_MS);
  }

  /** Which field the query searches; applies at once. */
  setSearchScope(scope: string): void {
    this.searchScope = scope;
    clearTimeout(this.keywordTimer);
    this.applySearch();
  }

  private applySearch(): void {
    const filter = this.definition.search.write(this.filter, { keyword: this.keywordInput, scope: this.searchScope });
    if (this.definition.filter.format(filter) !== this.filterSearch) this.setFilter(filter);
  }

  setDateRange(range: DateRangeChoice): void {
    const lens = this.definition.dateRange;
    if (!lens) return;
    this.customRange.clearErrors();
    this.setFilter(lens.write(this.filter, range));
  }

  /** Validates the custom dates (format, real date, order); the range applies only when valid. */
  applyCustomRange(): boolean {
    const range = this.customRange.validate();
    if (range === null) return false;
    this.setDateRange(range);
    return true;
  }

  /** The tab that stands for the current filter, or -1. */
  get selectedViewIndex(): number {
    return this.views.selectedIndex(this.filter);
  }

  /** Whether the filter holds more than the selected tab stands for (no tab, or a tab over part of it plus a date, a search…). */
  get filterGoesBeyondView(): boolean {
    const tab = this.views.tabs[this.selectedViewIndex];
    const codec = this.definition.filter;
    return !tab || codec.format(tab.apply(codec.empty)) !== this.filterSearch;
  }

  selectView(index: number): void {
    const view = this.views.tabs[index];
    if (!view) return;
    const filter = view.apply(this.filter);
    this.keywordInput = this.definition.search.read(filter).keyword;
    this.setFilter(filter);
  }

  /** Saves the current filter as a tab (the merchant's, shared by the shop's staff); resolves whether it did. */
  saveView(name: string): Promise<boolean> {
    return this.views.save(name, this.filterSearch);
  }

  /**
   * Deletes a saved tab; when it was the one shown, no filter of it stays applied: back to "All",
   * in the same change as the tab going, so the filter is never shown as one no tab stands for.
   */
  async deleteView(id: number): Promise<void> {
    const views = await this.views.remove(id);
    if (views === null) return;
    runInAction(() => {
      if (this.views.tabs[this.selectedViewIndex]?.id === this.views.tabIdOf(id)) this.clearFilters();
      this.views.replace(views);
    });
  }

  // ── Selection ────────────────────────────────────────────────────────────────────────────

  get pageIds(): L['id'][] {
    return this.items.map(this.definition.idOf);
  }

  get totalCount(): number {
    return this.total.count;
  }

  get selectsAllMatching(): boolean {
    return this.definition.selectsAllMatching;
  }

  // ── Changes ──────────────────────────────────────────────────────────────────────────────

  /**
   * Runs a change on rows while `bulk.running` (its progress reported), then clears the
   * selection (ending select mode: the merchant sees the rows' new state) and reloads the page and its counts. Resolves with the change's value, or
   * `undefined` when it failed (`onError` has it) or another change was running.
   */
  async change<T>(work: (report: (progress: ListProgress) => void) => Promise<T>, onError: (error: unknown) => void): Promise<T | undefined> {
    const outcome = await this.bulk.run(async (report) => {
      const value = await work(report);
      this.selection.stopSelecting();
      await this.refresh();
      return value;
    }, onError);
    return outcome.done ? outcome.value : undefined;
  }

  // ── The open row and keyboard focus ──────────────────────────────────────────────────────

  open(id: L['id']): void {
    const index = this.pageIds.indexOf(id);
    if (index !== -1) this.focusedIndex = index;
    this.commit({ openId: id });
  }

  close(): void {
    this.commit({ openId: null });
  }

  get focusedItem(): L['item'] | null {
    return this.items[this.focusedIndex] ?? null;
  }

  focusRow(index: number): void {
    if (index >= 0 && index < this.items.length) this.focusedIndex = index;
  }

  setHelpOpen(open: boolean): void {
    this.helpOpen = open;
  }

  /** A dialog is open (the kit's or the screen's): list keys do nothing. */
  get dialogOpen(): boolean {
    return this.helpOpen || this.bulk.pending !== null || this.openId !== null || (this.options.dialogOpen?.() ?? false);
  }

  /** j/k move, x selects, Enter opens, ? helps; the rest goes to the screen's `onRowShortcut`. Returns whether it acted. */
  handleShortcut(action: ShortcutAction): boolean {
    if (action === 'help') {
      this.helpOpen = true;
      return true;
    }
    if (action === 'next' || action === 'previous') {
      if (this.items.length === 0) return false;
      this.focusedIndex = action === 'next' ? Math.min(this.focusedIndex + 1, this.items.length - 1) : Math.max(this.focusedIndex - 1, 0);
      return true;
    }
    const item = this.focusedItem;
    if (item === null) return false;
    if (action === 'toggleSelect') {
      this.selection.toggle(this.definition.idOf(item));
      return true;
    }
    if (action === 'openRow' && this.definition.parseOpenId) {
      this.open(this.definition.idOf(item));
      return true;
    }
    return this.options.onRowShortcut?.(action, item) ?? false;
  }

  /** A toast about the list (`key` in the admin's words). */
  notify(key: string, values?: TranslationValues, error = false): void {
    this.services.notify(key, values, error);
  }

  // ── Lifecycle ────────────────────────────────────────────────────────────────────────────

  /** Loads the saved views; the page itself loads from the first `syncFromUrl`. Idempotent. */
  start(): Promise<void> {
    return this.views.load();
  }

  dispose(): void {
    clearTimeout(this.keywordTimer);
    this.loadSeq += 1;
  }
}
