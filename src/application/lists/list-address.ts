import { decodeQueryString, encodeQueryString } from '../../domain/reviews/query-string';
import { type ListDefinition, type ListQuery, type ListShape } from './list-definition';

const SORT_PARAM = 'sort';
const PAGE_PARAM = 'page';
const OPEN_PARAM = 'id';

/** Everything of a list the address holds: the query and the open row. */
export interface ListAddress<L extends ListShape> extends ListQuery<L> {
  readonly openId: L['id'] | null;
}

/** A whole number from 1, as the address writes it. */
export function parsePositiveInteger(text: string | undefined): number | null {
  return text !== undefined && /^[1-9]\d{0,15}$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null;
}

/** The address's search string (no '?'): the filter, then sort, page and open row when not the default. */
export function formatListAddress<L extends ListShape>(definition: ListDefinition<L>, address: ListAddress<L>): string {
  const extra: Record<string, string> = {};
  if (address.sort !== definition.sorts[0]) extra[SORT_PARAM] = address.sort;
  if (address.page > 1) extra[PAGE_PARAM] = String(address.page);
  if (address.openId !== null) extra[OPEN_PARAM] = String(address.openId);
  return [definition.filter.format(address.filter), encodeQueryString(extra)].filter((part) => part !== '').join('&');
}

/** Reads the address; anything unknown or malformed falls back to its default. */
export function parseListAddress<L extends ListShape>(definition: ListDefinition<L>, search: string): ListAddress<L> {
  const params = decodeQueryString(search);
  const openText = params[OPEN_PARAM]?.[0];
  return {
    filter: definition.filter.parse(search),
    sort: definition.sorts.find((sort) => sort === params[SORT_PARAM]?.[0]) ?? (definition.sorts[0] as L['sort']),
    page: parsePositiveInteger(params[PAGE_PARAM]?.[0]) ?? 1,
    openId: openText !== undefined && definition.parseOpenId ? definition.parseOpenId(openText) : null,
  };
}

/** Whether two addresses show the same rows (the open row aside). */
export function isSameListQuery<L extends ListShape>(definition: ListDefinition<L>, a: ListQuery<L>, b: ListQuery<L>): boolean {
  return formatListAddress(definition, { ...a, openId: null }) === formatListAddress(definition, { ...b, openId: null });
}
