import { type ListCodec } from '../../contracts/list-codec';
import { type SavedViewListKey } from '../../contracts/saved-views.contract';
import { type DateRangeChoice } from '../../domain/dates/date-range';

/**
 * What one admin list is about (reviews, questions, and the orders, review requests, imports,
 * referrals and compliance log to come). A list is this configuration plus its loader; the
 * state, the address, the views, the selection and the bulk actions are the kit's
 * (src/ui/kit/list-view-model.ts). docs/product/lists.md describes the behaviour.
 */
export interface ListShape {
  readonly filter: unknown;
  readonly sort: string;
  readonly item: unknown;
  readonly id: string | number;
  /** Counts per filter value the loader answers with (popovers, tab badges); `null` when none. */
  readonly facets: unknown;
}

/** What a page of the list is asked for. */
export interface ListQuery<L extends ListShape> {
  readonly filter: L['filter'];
  readonly sort: L['sort'];
  readonly page: number;
}

/** How many rows match the filter: exactly `count`, or (not exact) at least `count`. */
export interface ListTotal {
  readonly count: number;
  readonly exact: boolean;
}

/** How far a long-running change has got (a bulk job on the server). */
export interface ListProgress {
  readonly processed: number;
  readonly total: number;
}

/** What the loader answers. */
export interface ListPage<L extends ListShape> {
  readonly items: readonly L['item'][];
  readonly total: ListTotal;
  readonly facets: L['facets'] | null;
}

/** The filter and its part of the address: what the kit needs of the list's codec (`listCodec`, src/contracts/list-codec.ts). */
export type ListFilterCodec<F> = Pick<ListCodec<F>, 'empty' | 'parse' | 'format'>;

/** A built-in tab. */
export interface ListView<F> {
  readonly id: string;
  /** The filter the tab shows, from the current one: most tabs replace it, a tab over part of it keeps the rest. */
  apply(current: F): F;
  /** Whether the tab stands for `filter`; a tab over part of the filter matches loosely. */
  matches(filter: F): boolean;
}

/** The query field: its text and, when the list searches more than one field, which one. */
export interface ListSearch {
  readonly keyword: string;
  readonly scope: string | null;
}

export interface ListSearchLens<F> {
  read(filter: F): ListSearch;
  write(filter: F, search: ListSearch): F;
}

export interface ListDateRangeLens<F> {
  read(filter: F): DateRangeChoice;
  write(filter: F, range: DateRangeChoice): F;
}

export interface ListDefinition<L extends ListShape> {
  /** The screen's path: the list's state lives in its address. */
  readonly path: string;
  readonly pageSize: number;
  readonly filter: ListFilterCodec<L['filter']>;
  /** The sort orders, the default first (one entry: the list has a fixed order). */
  readonly sorts: readonly L['sort'][];
  readonly views: readonly ListView<L['filter']>[];
  /** The server keeps the merchant's saved views under this key; absent, the list offers none. */
  readonly savedViews?: SavedViewListKey;
  readonly search: ListSearchLens<L['filter']>;
  /** The search scopes, the default first (none: one field). */
  readonly searchScopes?: readonly string[];
  readonly dateRange?: ListDateRangeLens<L['filter']>;
  readonly idOf: (item: L['item']) => L['id'];
  /** Rows open (a detail dialog) from the address's `id`: how to read it. Absent: rows do not open. */
  readonly parseOpenId?: (text: string) => L['id'] | null;
  /** "Select all N" hands the filter to the server; false: a selection is rows of the page. */
  readonly selectsAllMatching: boolean;
  /** A loaded page focuses its first row (true), or no row until j/k (false). */
  readonly focusFirstRow: boolean;
}
