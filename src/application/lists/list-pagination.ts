import { type ListTotal } from './list-definition';

/** Pages of `pageSize` rows the total fills; at least one, so an empty list is page 1 of 1. */
export function pageCount(total: ListTotal, pageSize: number): number {
  return Math.max(1, Math.ceil(total.count / pageSize));
}

/**
 * The page to show instead of `page` when it lies past the last one (a stale link, the last
 * page emptied by a bulk action): the last page. Null when `page` is a page of the list.
 */
export function pageInRange(page: number, total: ListTotal, pageSize: number): number | null {
  const last = pageCount(total, pageSize);
  return page > last && total.exact ? last : null;
}
