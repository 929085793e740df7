import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  createPickerSelection,
  isItemDisabled,
  isSelectDisabled,
  isVariantSelected,
  itemSelectionState,
  loadPage,
  type PickerSelection,
  selectedCount,
  selectedItems,
  type SelectionState,
  toggleItem,
  toggleVariant,
  totalCount,
} from '../../domain/picker/picker-selection';
import { type Translations } from '../../application/i18n/translations.port';
import { LoadPickerCatalogUseCase } from '../../application/picker/load-picker-catalog.use-case';
import { OWN_PICKER_APP_ID, PICKER_SEARCH_DEBOUNCE_MS } from '../../application/picker/picker-apps';
import { type PickerRequest, type PickerResourceType } from '../../application/picker/picker-catalog.port';
import { formatPickerPrice } from '../../application/picker/picker-price-format';
import {
  type PickerImage,
  type PickerListItem,
  PickerLoadError,
  type PickerVariant,
} from '../../application/picker/picker-store-response';
import { type Toaster } from '../../application/platform/toaster.port';
import { type AppSession } from '../../application/session/app-session.port';
import { TOKENS } from '../../application/tokens';

export interface ResourcePickerOptions {
  readonly type: PickerResourceType;
  /** The title's verb (default "Add"). */
  readonly action?: string;
  /** A number of items, or 'single'. */
  readonly limit?: number | 'single';
  /** Item or variant ids chosen before; applied on the first load only. */
  readonly selectedIds?: readonly (string | number)[];
  readonly appId?: string;
  /** The store's domain (default: the signed-in shop's). */
  readonly shop?: string;
  /** The host's admin app token (public page); default: the admin's stored one. */
  readonly adminToken?: string;
  /** Product status filter of the store API (active, draft, archived, unlisted). */
  readonly status?: string;
  readonly request?: PickerRequest;
}

/** One chosen product (with its chosen variants) or collection, as Select hands it over. */
export interface PickerChoice {
  readonly id: string;
  readonly type: PickerResourceType;
  readonly title: string;
  readonly image: PickerImage | null;
  readonly variants: readonly PickerVariant[];
}

/** Error words shown in the dialog (the other codes are a toast). */
const SHOWN_ERRORS = { missingData: 'picker:errors.missingData', network: 'picker:errors.network' } as const;

/** State of the resource picker dialog (docs/product/overview.md, §4 resource picker). */
@injectable()
export class ResourcePickerViewModel {
  options: ResourcePickerOptions = { type: 'product' };
  selection: PickerSelection = createPickerSelection();
  items: readonly PickerListItem[] = [];
  currencyFormat: string | null = null;
  keyword = '';
  isLoading = false;
  /** `picker:` key of the error shown in the dialog, or null. */
  errorKey: string | null = null;
  /** Every item seen in any load, so choices outside the current list keep their titles. */
  private readonly seen = new Map<string, PickerListItem>();
  private loadSequence = 0;
  private searchTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    @inject(LoadPickerCatalogUseCase) private readonly loadCatalog: LoadPickerCatalogUseCase,
    @inject(TOKENS.Toaster) private readonly toaster: Toaster,
    @inject(TOKENS.Translations) private readonly translations: Translations,
    @inject(TOKENS.AppSession) @optional() private readonly session: AppSession | undefined,
  ) {
    makeAutoObservable<this, 'seen' | 'loadSequence' | 'searchTimer' | 'loadCatalog' | 'toaster' | 'translations' | 'session'>(
      this,
      { seen: false, loadSequence: false, searchTimer: false, loadCatalog: false, toaster: false, translations: false, session: false },
      { autoBind: true },
    );
  }

  /** Starts afresh for one opening of the dialog: preselection, empty search, first load. */
  open(options: ResourcePickerOptions): Promise<void> {
    this.cancelSearch();
    this.options = options;
    this.selection = createPickerSelection({ limit: options.limit, preselectedIds: (options.selectedIds ?? []).map(String) });
    this.items = [];
    this.keyword = '';
    this.errorKey = null;
    this.seen.clear();
    return this.load();
  }

  /** A newer admin app token from the host; used from the next access-token fetch on. */
  setAdminToken(adminToken: string | undefined): void {
    if (adminToken !== this.options.adminToken) this.options = { ...this.options, adminToken };
  }

  /** The search box: reloads the list once typing pauses. */
  setKeyword(keyword: string): void {
    this.keyword = keyword;
    this.cancelSearch();
    this.searchTimer = setTimeout(() => void this.load(), PICKER_SEARCH_DEBOUNCE_MS);
  }

  async load(): Promise<void> {
    const sequence = ++this.loadSequence;
    this.isLoading = true;
    this.errorKey = null;
    const { type, appId = OWN_PICKER_APP_ID, shop = this.session?.shop?.domain ?? '', adminToken, status, request } = this.options;
    try {
      const page = await this.loadCatalog.execute({ type, appId, shop, adminToken, status, request, keyword: this.keyword.trim() });
      if (sequence !== this.loadSequence) return;
      runInAction(() => {
        for (const item of page.items) this.seen.set(item.id, item);
        this.items = page.items;
        this.currencyFormat = page.currencyFormat;
        this.selection = loadPage(this.selection, page.items.map(toSelectionItem));
      });
    } catch (error) {
      if (sequence === this.loadSequence) this.showError(error);
    } finally {
      if (sequence === this.loadSequence) runInAction(() => (this.isLoading = false));
    }
  }

  toggleItem(itemId: string): void {
    this.selection = toggleItem(this.selection, itemId);
  }

  toggleVariant(productId: string, variantId: string): void {
    this.selection = toggleVariant(this.selection, productId, variantId);
  }

  itemState(itemId: string): SelectionState {
    return itemSelectionState(this.selection, itemId);
  }

  isVariantSelected(productId: string, variantId: string): boolean {
    return isVariantSelected(this.selection, productId, variantId);
  }

  isItemDisabled(itemId: string): boolean {
    return isItemDisabled(this.selection, itemId);
  }

  get selectedCount(): number {
    return selectedCount(this.selection);
  }

  get totalCount(): number {
    return totalCount(this.selection);
  }

  get isSelectDisabled(): boolean {
    return isSelectDisabled(this.selection);
  }

  /** What Select hands to the caller, plain data in the order the items were chosen. */
  get choices(): PickerChoice[] {
    return selectedItems(this.selection).map(({ id, variantIds }) => {
      const item = this.seen.get(id);
      const variants = item?.kind === 'product' ? item.variants.filter((variant) => variantIds.includes(variant.id)) : [];
      return {
        id,
        type: this.options.type,
        title: item?.title ?? '',
        image: item?.image ? { ...item.image } : null,
        variants: variants.map((variant) => ({ ...variant })),
      };
    });
  }

  price(variant: PickerVariant): string {
    return formatPickerPrice(this.currencyFormat, variant.price);
  }

  dispose(): void {
    this.cancelSearch();
    this.loadSequence += 1;
  }

  private cancelSearch(): void {
    clearTimeout(this.searchTimer);
    this.searchTimer = undefined;
  }

  private showError(error: unknown): void {
    const kind = error instanceof PickerLoadError ? error.kind : 'network';
    if (kind === 'missingData' || kind === 'network') {
      this.errorKey = SHOWN_ERRORS[kind];
      return;
    }
    this.toaster.show({ content: this.translations.translate('picker:errors.fetchFailed'), error: true });
  }
}

function toSelectionItem(item: PickerListItem) {
  return item.kind === 'product'
    ? { id: item.id, variantIds: item.variants.map((variant) => variant.id), hasOnlyDefaultVariant: item.hasOnlyDefaultVariant }
    : { id: item.id };
}
