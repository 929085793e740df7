import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ListDefinition, type ListPage, type ListQuery } from '../../../src/application/lists/list-definition';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../../src/ui/kit/list-view-model';
import { type Fruit, type FruitList, fruitList } from '../../application/lists/list-fixtures';
import { createListKit } from '../../support/list-kit';

const FRUIT: readonly Fruit[] = [
  { id: 1, name: 'Apple', colour: 'red' },
  { id: 2, name: 'Cherry', colour: 'red' },
  { id: 3, name: 'Kiwi', colour: 'green' },
  { id: 4, name: 'Lime', colour: 'green' },
  { id: 5, name: 'Plum', colour: 'purple' },
];

/** The kit over a fake server holding FRUIT; `loads` records every query. */
function setUp(definition: ListDefinition<FruitList> = fruitList(), onRowShortcut = vi.fn(() => false)) {
  const kit = createListKit();
  const loads: ListQuery<FruitList>[] = [];
  let stock = [...FRUIT];
  const load = (query: ListQuery<FruitList>): Promise<ListPage<FruitList>> => {
    loads.push(query);
    const matching = stock.filter((fruit) => query.filter.colours.length === 0 || query.filter.colours.includes(fruit.colour));
    const start = (query.page - 1) * definition.pageSize;
    return Promise.resolve({
      items: matching.slice(start, start + definition.pageSize),
      total: { count: matching.length, exact: true },
      facets: { red: matching.filter((fruit) => fruit.colour === 'red').length },
    });
  };
  const invalidate = vi.fn(() => Promise.resolve());
  const list = kit.lists.create(definition, { load, invalidate, onRowShortcut });
  return {
    ...kit,
    list,
    loads,
    invalidate,
    onRowShortcut,
    sell: (ids: readonly number[]) => {
      stock = stock.filter((fruit) => !ids.includes(fruit.id));
    },
  };
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

afterEach(() => vi.useRealTimers());

describe('the list in the address', () => {
  it('loads what the address says, and its own echo or a second sync (React StrictMode) loads nothing more', async () => {
    const { list, loads } = setUp();
    list.syncFromUrl('?colours=red&sort=weight_desc');
    list.syncFromUrl('?colours=red&sort=weight_desc');
    await settle();
    expect(loads).toEqual([{ filter: { colours: ['red'], keyword: '', scope: 'name' }, sort: 'weight_desc', page: 1 }]);
    expect(list.status).toBe('ready');
    expect(list.items.map((fruit) => fruit.name)).toEqual(['Apple', 'Cherry']);
    expect(list.facets).toEqual({ red: 2 });
  });

  it('pushes one history entry per change, from page 1, and takes back/forward as they come', async () => {
    const { list, navigator, loads } = setUp();
    list.syncFromUrl('?page=2');
    await settle();
    list.setFilter({ colours: ['green'], keyword: '', scope: 'name' });
    expect(navigator.navigations).toEqual([{ to: '/fruit?colours=green', options: undefined }]);
    list.syncFromUrl('?colours=green');
    list.setSort('weight_desc');
    expect(navigator.path).toBe('/fruit?colours=green&sort=weight_desc');
    list.syncFromUrl('?page=2');
    expect(list.filter.colours).toEqual([]);
    expect(list.page).toBe(2);
    await settle();
    expect(loads.map((query) => query.page)).toEqual([2, 1, 1, 2]);
  });

  it('shows the last page, with a notice and the address replaced, when the page asked for lies past the end', async () => {
    const { list, navigator } = setUp();
    list.syncFromUrl('?page=999');
    await settle();
    expect(navigator.navigations).toEqual([{ to: '/fruit?page=3', options: { replace: true } }]);
    expect(list.page).toBe(3);
    expect(list.shownPage).toBe(3);
    expect(list.pageBeyondEnd).toBe(999);
    expect(list.items.map((fruit) => fruit.name)).toEqual(['Plum']);
    expect(list.emptyKind).toBeNull();
    list.dismissPageBeyondEnd();
    expect(list.pageBeyondEnd).toBeNull();
  });

  it('tells "nothing at all" from "nothing matches", and never says nothing matches while it brings a page back in range', async () => {
    const { list, sell } = setUp();
    sell([1, 2, 3, 4, 5]);
    list.syncFromUrl('?page=4');
    expect(list.emptyKind).toBeNull();
    await settle();
    expect(list.page).toBe(1);
    expect(list.emptyKind).toBe('noItems');
    list.setFilter({ colours: ['red'], keyword: '', scope: 'name' });
    await settle();
    expect(list.emptyKind).toBe('noMatch');
  });

  it('searches 200 ms after the last key, in the chosen scope, from page 1', async () => {
    vi.useFakeTimers();
    const { list, navigator } = setUp();
    list.syncFromUrl('?page=2');
    list.setKeyword('ki');
    list.setKeyword('kiwi');
    await vi.advanceTimersByTimeAsync(LIST_SEARCH_DEBOUNCE_MS - 1);
    expect(navigator.paths).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(navigator.path).toBe('/fruit?keyword=kiwi');
    list.setSearchScope('origin');
    expect(navigator.path).toBe('/fruit?keyword=kiwi&scope=origin');
  });
});

describe('tabs', () => {
  it('choosing a tab sets its filter; a tab over part of the filter keeps the rest', () => {
    const { list } = setUp();
    list.syncFromUrl('?keyword=lime');
    list.selectView(2);
    expect(list.search).toBe('colours=green&keyword=lime');
    expect(list.selectedViewIndex).toBe(2);
    list.selectView(1);
    expect(list.search).toBe('colours=red');
    expect(list.keywordInput).toBe('');
  });

  it('saves the filter as a view for the whole shop, and deleting the view shown leaves none of its filters applied', async () => {
    const { list, savedViews } = setUp();
    list.syncFromUrl('?colours=purple');
    await list.start();
    expect(list.selectedViewIndex).toBe(-1);
    expect(await list.saveView('Plums')).toBe(true);
    expect(savedViews.views.get('reviews')).toEqual([{ id: 1, name: 'Plums', filter: 'colours=purple' }]);
    expect(list.selectedViewIndex).toBe(3);

    await list.deleteView(1);
    expect(list.views.saved).toEqual([]);
    expect(list.search).toBe('');
    expect(list.selectedViewIndex).toBe(0);
  });

  it('deleting a view that is not shown keeps the filter; a refused or failed save says why', async () => {
    const { list, savedViews, toaster } = setUp();
    savedViews.save('reviews', { name: 'Plums', filter: 'colours=purple' });
    list.syncFromUrl('?colours=red');
    await list.start();
    expect(list.views.tabs.map((tab) => tab.saved?.name ?? tab.id)).toEqual(['all', 'red', 'greenish', 'Plums']);
    await list.deleteView(1);
    expect(list.search).toBe('colours=red');

    expect(await list.saveView('  ')).toBe(false);
    savedViews.failure = new Error('Network Error');
    expect(await list.saveView('Reds')).toBe(false);
    expect(toaster.contents).toEqual(['lists:savedViews.blankName {}', 'lists:savedViews.saveFailed {"message":"Network Error"}']);
  });

  it('reads the saved views once however often it starts, and without them the built-in tabs still work', async () => {
    const { list, savedViews } = setUp();
    savedViews.failure = new Error('down');
    await list.start();
    await list.start();
    expect(list.views.tabs).toHaveLength(3);
    expect(setUp(fruitList({ savedViews: undefined })).list.views.enabled).toBe(false);
  });
});

describe('selection and changes', () => {
  it('selects rows of the page or everything matching, and counts the total for "all matching"', async () => {
    const { list } = setUp();
    list.syncFromUrl('');
    await settle();
    list.selection.toggle(1);
    expect(list.selection.count).toBe(1);
    list.selection.selectAllMatching(true);
    expect(list.selection.allMatching).toBe(true);
    expect(list.selection.count).toBe(5);
    expect(list.selection.has(2)).toBe(true);
    list.selection.toggle(2);
    expect(list.selection.ids).toEqual([1]);
    list.selection.setRows([2, 99], true);
    expect(list.selection.ids).toEqual([1, 2]);
    list.setFilter({ colours: ['green'], keyword: '', scope: 'name' });
    expect(list.selection.ids).toEqual([]);
  });

  it('selects the page instead when the list cannot act on everything matching', async () => {
    const { list } = setUp(fruitList({ selectsAllMatching: false }));
    list.syncFromUrl('');
    await settle();
    list.selection.selectAllMatching(true);
    expect(list.selection.value).toEqual({ kind: 'ids', ids: [1, 2] });
  });

  it('runs one change at a time with its progress, then clears the selection and reloads the page and its counts', async () => {
    const { list, invalidate, loads, sell } = setUp();
    list.syncFromUrl('');
    await settle();
    list.selection.selectPage(true);
    let finish = () => undefined as void;
    const change = list.change(async (report) => {
      report({ processed: 1, total: 2 });
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      sell([1, 2]);
      return 2;
    }, vi.fn());
    expect(list.bulk.running).toBe(true);
    expect(list.bulk.progress).toEqual({ processed: 1, total: 2 });
    expect(await list.change(() => Promise.resolve(1), vi.fn())).toBeUndefined();
    finish();
    expect(await change).toBe(2);
    expect(list.bulk.running).toBe(false);
    expect(list.bulk.progress).toBeNull();
    expect(list.selection.ids).toEqual([]);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(loads).toHaveLength(2);
    expect(list.items.map((fruit) => fruit.name)).toEqual(['Kiwi', 'Lime']);
  });

  it('select mode (small screens) lasts across pages until "Done" or a change that went through, and a failed change stays in it', async () => {
    const { list } = setUp();
    list.syncFromUrl('');
    await settle();
    list.selection.startSelecting();
    list.selection.toggle(1);
    list.nextPage();
    await settle();
    expect(list.selection.selecting).toBe(true);
    expect(list.selection.ids).toEqual([]);
    list.selection.toggle(3);
    await list.change(() => Promise.reject(new Error('disk full')), vi.fn());
    expect(list.selection.selecting).toBe(true);
    expect(list.selection.ids).toEqual([3]);
    await list.change(() => Promise.resolve(1), vi.fn());
    expect(list.selection.selecting).toBe(false);
    expect(list.selection.ids).toEqual([]);
    list.selection.startSelecting();
    list.selection.selectAllMatching(true);
    list.selection.stopSelecting();
    expect(list.selection.selecting).toBe(false);
    expect(list.selection.count).toBe(0);
  });

  it('a failed change keeps the selection and hands the error over; a destructive one waits for the yes', async () => {
    const { list } = setUp();
    list.syncFromUrl('');
    await settle();
    list.selection.toggle(2);
    const onError = vi.fn();
    expect(await list.change(() => Promise.reject(new Error('disk full')), onError)).toBeUndefined();
    expect(onError).toHaveBeenCalledWith(new Error('disk full'));
    expect(list.selection.ids).toEqual([2]);

    const work = vi.fn(() => Promise.resolve());
    list.bulk.ask({ action: 'delete', count: 1 }, work);
    expect(list.dialogOpen).toBe(true);
    list.bulk.cancel();
    expect(work).not.toHaveBeenCalled();
    list.bulk.ask({ action: 'delete', count: 1 }, work);
    await list.bulk.confirm();
    expect(work).toHaveBeenCalledTimes(1);
    expect(list.bulk.pending).toBeNull();
  });
});

describe('keyboard moderation', () => {
  it('j/k move within the page, x selects, Enter opens the focused row, ? helps; other keys go to the screen', async () => {
    const { list, navigator, onRowShortcut } = setUp();
    list.syncFromUrl('');
    await settle();
    expect(list.focusedIndex).toBe(0);
    expect(list.handleShortcut('next')).toBe(true);
    list.handleShortcut('next');
    expect(list.focusedItem?.name).toBe('Cherry');
    list.handleShortcut('previous');
    list.handleShortcut('previous');
    expect(list.focusedIndex).toBe(0);
    list.handleShortcut('toggleSelect');
    expect(list.selection.ids).toEqual([1]);
    expect(list.handleShortcut('openRow')).toBe(true);
    expect(navigator.path).toBe('/fruit?id=1');
    expect(list.openId).toBe(1);
    expect(list.dialogOpen).toBe(true);
    list.close();
    expect(navigator.path).toBe('/fruit');
    list.handleShortcut('publish');
    expect(onRowShortcut).toHaveBeenCalledWith('publish', FRUIT[0]);
    list.handleShortcut('help');
    expect(list.helpOpen).toBe(true);
  });

  it('focuses no row until j when the list says so, and does nothing on an empty page', async () => {
    const { list, sell } = setUp(fruitList({ focusFirstRow: false, parseOpenId: undefined }));
    list.syncFromUrl('');
    await settle();
    expect(list.focusedItem).toBeNull();
    expect(list.handleShortcut('toggleSelect')).toBe(false);
    list.handleShortcut('next');
    expect(list.handleShortcut('openRow')).toBe(false);
    expect(list.focusedItem?.name).toBe('Apple');
    sell([1, 2, 3, 4, 5]);
    await list.refresh();
    expect(list.handleShortcut('next')).toBe(false);
  });
});
