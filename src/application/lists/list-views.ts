import { type SavedView } from '../../contracts/saved-views.contract';
import { type ListFilterCodec, type ListView } from './list-definition';

/** A tab that stands for a whole filter, given as its address search string: choosing it replaces the filter. */
export function filterView<F>(codec: ListFilterCodec<F>, id: string, search: string): ListView<F> {
  const filter = codec.parse(search);
  const canonical = codec.format(filter);
  return { id, apply: () => filter, matches: (current) => codec.format(current) === canonical };
}

/** A merchant's saved view as a tab. */
export function savedViewTab<F>(codec: ListFilterCodec<F>, view: SavedView): ListView<F> {
  return filterView(codec, `saved-${view.id}`, view.filter);
}

/**
 * The tab that stands for `filter`: first one whose own filter is exactly it (built-in or saved,
 * in tab order), else a built-in tab that matches loosely (a tab over part of the filter), else
 * -1 (the filter was changed away from every tab).
 */
export function selectedTabIndex<F>(codec: ListFilterCodec<F>, tabs: readonly ListView<F>[], filter: F): number {
  const search = codec.format(filter);
  const exact = tabs.findIndex((tab) => codec.format(tab.apply(codec.empty)) === search && tab.matches(filter));
  return exact !== -1 ? exact : tabs.findIndex((tab) => tab.matches(filter));
}
