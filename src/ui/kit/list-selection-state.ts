import { makeAutoObservable } from 'mobx';
import {
  isRowSelected,
  keepRowsOnPage,
  type ListSelection,
  NOTHING_SELECTED,
  selectedRowCount,
  setRows,
  toggleRow,
} from '../../application/lists/list-selection';

/** What the selection needs to know of the list it belongs to. */
export interface SelectableList<Id> {
  /** The ids of the page's rows, in order. */
  readonly pageIds: readonly Id[];
  /** How many rows match the filter. */
  readonly totalCount: number;
  /** "Select all N" hands the filter to the server; false: only rows of the page. */
  readonly selectsAllMatching: boolean;
}

/** The rows chosen for a bulk action: some rows of the page, or every row matching the filter. */
export class ListSelectionState<Id> {
  value: ListSelection<Id> = NOTHING_SELECTED;
  /**
   * Small screens' select mode: the stacked rows show checkboxes and the bulk-actions bar shows,
   * from "Select" until "Done" (a phone has no hover or header row to offer them otherwise).
   */
  selecting = false;

  constructor(private readonly list: SelectableList<Id>) {
    makeAutoObservable<this, 'list'>(this, { list: false }, { autoBind: true });
  }

  get allMatching(): boolean {
    return this.value.kind === 'allMatching';
  }

  /** The page's selected ids (every row of the page when all matching are selected). */
  get ids(): readonly Id[] {
    return this.value.kind === 'allMatching' ? this.list.pageIds : this.value.ids;
  }

  /** How many rows a bulk action would change. */
  get count(): number {
    return selectedRowCount(this.value, this.list.totalCount);
  }

  has(id: Id): boolean {
    return isRowSelected(this.value, id);
  }

  toggle(id: Id): void {
    this.value = toggleRow(this.value, id, this.list.pageIds);
  }

  /** Rows of the page in or out (a shift-click range); ids not on the page are ignored. */
  setRows(ids: readonly Id[], selected: boolean): void {
    const { pageIds } = this.list;
    this.value = setRows(this.value, ids.filter((id) => pageIds.includes(id)), selected, pageIds);
  }

  /** The header checkbox: every row of the page, or none. */
  selectPage(selected: boolean): void {
    this.value = selected ? { kind: 'ids', ids: [...this.list.pageIds] } : NOTHING_SELECTED;
  }

  /** "Select all N matching this filter" (when the list supports it; else the page). */
  selectAllMatching(selected: boolean): void {
    if (!this.list.selectsAllMatching) return this.selectPage(selected);
    this.value = selected ? { kind: 'allMatching' } : NOTHING_SELECTED;
  }

  clear(): void {
    this.value = NOTHING_SELECTED;
  }

  startSelecting(): void {
    this.selecting = true;
  }

  /** "Done", or a bulk action that went through: select mode ends with nothing selected. */
  stopSelecting(): void {
    this.selecting = false;
    this.value = NOTHING_SELECTED;
  }

  /** After a reload: rows no longer on the page are no longer selected. */
  keepOnPage(): void {
    this.value = keepRowsOnPage(this.value, this.list.pageIds);
  }
}
