/**
 * Rows chosen for a bulk action: ids on the page, or every row matching the filter (the server
 * resolves it when the action runs, so rows on other pages are included).
 */
export type ListSelection<Id> = { readonly kind: 'ids'; readonly ids: readonly Id[] } | { readonly kind: 'allMatching' };

export const NOTHING_SELECTED: ListSelection<never> = { kind: 'ids', ids: [] };

export function isRowSelected<Id>(selection: ListSelection<Id>, id: Id): boolean {
  return selection.kind === 'allMatching' || selection.ids.includes(id);
}

/** One row in or out; leaving "all matching" keeps the page's other rows selected. */
export function toggleRow<Id>(selection: ListSelection<Id>, id: Id, pageIds: readonly Id[]): ListSelection<Id> {
  if (selection.kind === 'allMatching') return { kind: 'ids', ids: pageIds.filter((other) => other !== id) };
  return { kind: 'ids', ids: selection.ids.includes(id) ? selection.ids.filter((other) => other !== id) : [...selection.ids, id] };
}

/** A set of rows in or out at once (a shift-click range, the header checkbox). */
export function setRows<Id>(selection: ListSelection<Id>, ids: readonly Id[], selected: boolean, pageIds: readonly Id[]): ListSelection<Id> {
  const current = selection.kind === 'allMatching' ? pageIds : selection.ids;
  const next = selected ? [...current, ...ids.filter((id) => !current.includes(id))] : current.filter((id) => !ids.includes(id));
  return { kind: 'ids', ids: next };
}

/** Only rows still on the page stay selected (after a reload). */
export function keepRowsOnPage<Id>(selection: ListSelection<Id>, pageIds: readonly Id[]): ListSelection<Id> {
  return selection.kind === 'allMatching' ? selection : { kind: 'ids', ids: selection.ids.filter((id) => pageIds.includes(id)) };
}

/** How many rows the action will change: the total for "all matching". */
export function selectedRowCount<Id>(selection: ListSelection<Id>, total: number): number {
  return selection.kind === 'allMatching' ? total : selection.ids.length;
}
