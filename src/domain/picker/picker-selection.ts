/**
 * Selection in the resource picker (products with variants, or collections).
 *
 * The limit counts items of the picker's type (products or collections), never variants: a
 * product counts once whether all or some of its variants are chosen, like the footer count.
 * All functions are pure; transitions return a new state, or the same state when nothing changes.
 */

/** Limit value for single selection: choosing an item replaces the previous choice. */
export const PICKER_SINGLE_SELECTION = 'single';
/** Checkbox state of a product with only some of its variants selected. */
export const SELECTION_INDETERMINATE = 'indeterminate';

export type SelectionState = boolean | typeof SELECTION_INDETERMINATE;
/** At most this many items (remaining ones are disabled at the limit), or single selection. */
export type SelectionLimit = number | typeof PICKER_SINGLE_SELECTION;

/** One row of the list; ids are strings (callers stringify numeric ids so preselection matches). */
export interface PickerItem {
  readonly id: string;
  /** A product's variant ids in list order; absent or empty for collections. */
  readonly variantIds?: readonly string[];
  /** A product with only its default variant is picked as a single item, like a collection. */
  readonly hasOnlyDefaultVariant?: boolean;
}

export interface PickerSelectedItem {
  readonly id: string;
  /** Chosen variant ids; a single-item product carries its default variant, a collection none. */
  readonly variantIds: readonly string[];
}

export interface PickerSelection {
  /** Undefined: no limit. */
  readonly limit: SelectionLimit | undefined;
  readonly items: readonly PickerItem[];
  readonly itemsById: ReadonlyMap<string, PickerItem>;
  readonly productIdByVariantId: ReadonlyMap<string, string>;
  /**
   * Every item any list of this opening has shown: the first, unfiltered load lists the catalog,
   * later searches only narrow the view, so this is the footer's total (docs/product/picker.md).
   */
  readonly knownIds: ReadonlySet<string>;
  /** Selected item id to its selected variant ids, in the order items were chosen. */
  readonly selected: ReadonlyMap<string, ReadonlySet<string>>;
  /** The caller's preselected item or variant ids, applied by the first loadPage only. */
  readonly preselectedIds: readonly string[];
  readonly hasLoaded: boolean;
}

export interface PickerSelectionOptions {
  readonly limit?: unknown;
  readonly preselectedIds?: readonly string[];
}

/**
 * 'single' stays single; a finite number of at least 1 is rounded down; anything else
 * (absent, 0, negative, NaN, Infinity, other values from the caller) means no limit.
 */
export function normalizeSelectionLimit(limit: unknown): SelectionLimit | undefined {
  if (limit === PICKER_SINGLE_SELECTION) return PICKER_SINGLE_SELECTION;
  if (typeof limit === 'number' && Number.isFinite(limit) && limit >= 1) return Math.floor(limit);
  return undefined;
}

export function createPickerSelection(options: PickerSelectionOptions = {}): PickerSelection {
  return {
    limit: normalizeSelectionLimit(options.limit),
    items: [],
    itemsById: new Map(),
    productIdByVariantId: new Map(),
    knownIds: new Set(),
    selected: new Map(),
    preselectedIds: options.preselectedIds ?? [],
    hasLoaded: false,
  };
}

/**
 * Shows a freshly loaded list (first load, or a reload after a search). The first load
 * applies the caller's preselection; later loads keep the current choices untouched, even
 * for items the new list no longer shows.
 */
export function loadPage(state: PickerSelection, items: readonly PickerItem[]): PickerSelection {
  const itemsById = new Map<string, PickerItem>();
  const productIdByVariantId = new Map<string, string>();
  for (const item of items) {
    if (itemsById.has(item.id)) continue;
    itemsById.set(item.id, item);
    for (const variantId of variantIdsOf(item)) productIdByVariantId.set(variantId, item.id);
  }
  const knownIds = new Set([...state.knownIds, ...itemsById.keys()]);
  const loaded: PickerSelection = { ...state, items, itemsById, productIdByVariantId, knownIds, hasLoaded: true };
  return state.hasLoaded ? loaded : applyPreselection(loaded, state.preselectedIds);
}

/**
 * Adds listed items (whole, with all variants) or variants named by id to the selection, in
 * the given order, until the limit is reached; ids not in the list are ignored. Single
 * selection keeps the first product (and any further variants of it) instead of replacing.
 */
export function applyPreselection(state: PickerSelection, ids: readonly string[]): PickerSelection {
  const maxItems = state.limit === PICKER_SINGLE_SELECTION ? 1 : state.limit;
  const selected = new Map(state.selected);
  const hasRoomFor = (itemId: string): boolean =>
    selected.has(itemId) || maxItems === undefined || selected.size < maxItems;
  for (const id of ids) {
    const item = state.itemsById.get(id);
    if (item !== undefined) {
      if (hasRoomFor(id)) selected.set(id, new Set(item.variantIds));
      continue;
    }
    const productId = state.productIdByVariantId.get(id);
    if (productId === undefined || !hasRoomFor(productId)) continue;
    selected.set(productId, new Set([...(selected.get(productId) ?? []), id]));
  }
  return { ...state, selected };
}

/** Checks a listed product (with all its variants) or collection. */
export function checkItem(state: PickerSelection, itemId: string): PickerSelection {
  const item = state.itemsById.get(itemId);
  if (item === undefined || isItemDisabled(state, itemId) || itemSelectionState(state, itemId) === true) return state;
  return withEntry(state, itemId, new Set(item.variantIds));
}

/** Unchecks an item and clears all its variants. */
export function uncheckItem(state: PickerSelection, itemId: string): PickerSelection {
  if (!state.selected.has(itemId)) return state;
  const selected = new Map(state.selected);
  selected.delete(itemId);
  return { ...state, selected };
}

/** A checkbox click: checked becomes unchecked; unchecked and indeterminate become fully checked. */
export function toggleItem(state: PickerSelection, itemId: string): PickerSelection {
  return itemSelectionState(state, itemId) === true ? uncheckItem(state, itemId) : checkItem(state, itemId);
}

/** Checks one variant of a listed product; for a single-item product this checks the product. */
export function checkVariant(state: PickerSelection, productId: string, variantId: string): PickerSelection {
  const product = state.itemsById.get(productId);
  if (product === undefined || state.productIdByVariantId.get(variantId) !== productId) return state;
  if (isSingleItem(product)) return checkItem(state, productId);
  const entry = state.selected.get(productId);
  if (entry?.has(variantId) === true || isItemDisabled(state, productId)) return state;
  return withEntry(state, productId, new Set([...(entry ?? []), variantId]));
}

/** Unchecks one variant; unchecking the last selected variant unchecks the product. */
export function uncheckVariant(state: PickerSelection, productId: string, variantId: string): PickerSelection {
  const entry = state.selected.get(productId);
  if (entry?.has(variantId) !== true) return state;
  const remaining = new Set(entry);
  remaining.delete(variantId);
  if (remaining.size === 0) return uncheckItem(state, productId);
  const selected = new Map(state.selected);
  selected.set(productId, remaining);
  return { ...state, selected };
}

export function toggleVariant(state: PickerSelection, productId: string, variantId: string): PickerSelection {
  return isVariantSelected(state, productId, variantId)
    ? uncheckVariant(state, productId, variantId)
    : checkVariant(state, productId, variantId);
}

/**
 * true: selected (for a listed product with variants, all of them); 'indeterminate': some
 * variants; false: not selected. An item selected but not in the current list is true.
 */
export function itemSelectionState(state: PickerSelection, itemId: string): SelectionState {
  const entry = state.selected.get(itemId);
  if (entry === undefined) return false;
  const item = state.itemsById.get(itemId);
  if (item === undefined || isSingleItem(item)) return true;
  return variantIdsOf(item).every((variantId) => entry.has(variantId)) ? true : SELECTION_INDETERMINATE;
}

export function isVariantSelected(state: PickerSelection, productId: string, variantId: string): boolean {
  return state.selected.get(productId)?.has(variantId) === true;
}

/** Numeric limit only: single selection never disables, it replaces. */
export function isLimitReached(state: PickerSelection): boolean {
  return typeof state.limit === 'number' && state.selected.size >= state.limit;
}

/** At the limit, unchecked items (and the variant rows of unchecked products) are disabled. */
export function isItemDisabled(state: PickerSelection, itemId: string): boolean {
  return isLimitReached(state) && !state.selected.has(itemId);
}

/** Footer numerator: selected items of the type, including chosen items the current list does not show. */
export function selectedCount(state: PickerSelection): number {
  return state.selected.size;
}

/**
 * Footer denominator: distinct items of the type known in this opening (the catalog), not only
 * the current search results, so the count never reads "2/1" while a search hides a choice.
 */
export function totalCount(state: PickerSelection): number {
  return state.knownIds.size;
}

/** The Select button is disabled while nothing is selected. */
export function isSelectDisabled(state: PickerSelection): boolean {
  return state.selected.size === 0;
}

/** What Select hands back to the caller, in the order items were chosen. */
export function selectedItems(state: PickerSelection): readonly PickerSelectedItem[] {
  return [...state.selected].map(([id, variantIds]) => ({ id, variantIds: [...variantIds] }));
}

function variantIdsOf(item: PickerItem): readonly string[] {
  return item.variantIds ?? [];
}

function isSingleItem(item: PickerItem): boolean {
  return item.hasOnlyDefaultVariant === true || variantIdsOf(item).length === 0;
}

/** Sets an item's variants; single selection first drops every other item. */
function withEntry(state: PickerSelection, itemId: string, variantIds: ReadonlySet<string>): PickerSelection {
  const replacesChoice = state.limit === PICKER_SINGLE_SELECTION && !state.selected.has(itemId);
  const selected = replacesChoice ? new Map<string, ReadonlySet<string>>() : new Map(state.selected);
  selected.set(itemId, variantIds);
  return { ...state, selected };
}
