import { describe, expect, it } from 'vitest';
import { formatListAddress, parseListAddress } from '../../../src/application/lists/list-address';
import { pageCount, pageInRange } from '../../../src/application/lists/list-pagination';
import {
  isRowSelected,
  keepRowsOnPage,
  NOTHING_SELECTED,
  selectedRowCount,
  setRows,
  toggleRow,
} from '../../../src/application/lists/list-selection';
import { savedViewTab, selectedTabIndex } from '../../../src/application/lists/list-views';
import { FRUIT_CODEC, fruitList } from './list-fixtures';

describe('the list address', () => {
  const definition = fruitList();

  it('writes the filter, then sort, page and open row only when they are not the defaults, and reads them back', () => {
    const address = { filter: { colours: ['red', 'green'], keyword: '', scope: 'name' as const }, sort: 'weight_desc' as const, page: 3, openId: 7 };
    const search = formatListAddress(definition, address);
    expect(search).toBe('colours=green&colours=red&sort=weight_desc&page=3&id=7');
    expect(parseListAddress(definition, search)).toEqual({ ...address, filter: { ...address.filter, colours: ['green', 'red'] } });
    expect(formatListAddress(definition, { filter: FRUIT_CODEC.empty, sort: 'name_asc', page: 1, openId: null })).toBe('');
  });

  it('reads nonsense as the defaults', () => {
    expect(parseListAddress(definition, '?sort=evil&page=-3&id=abc')).toEqual({ filter: FRUIT_CODEC.empty, sort: 'name_asc', page: 1, openId: null });
    expect(parseListAddress(definition, 'page=99999999999999999')).toMatchObject({ page: 1 });
    expect(parseListAddress(fruitList({ parseOpenId: undefined }), 'id=4').openId).toBeNull();
  });
});

describe('pages', () => {
  it('counts at least one page, and brings a page past the end back to the last one when the total is known', () => {
    expect(pageCount({ count: 0, exact: true }, 20)).toBe(1);
    expect(pageCount({ count: 500, exact: true }, 20)).toBe(25);
    expect(pageInRange(999, { count: 500, exact: true }, 20)).toBe(25);
    expect(pageInRange(25, { count: 500, exact: true }, 20)).toBeNull();
    expect(pageInRange(3, { count: 0, exact: true }, 20)).toBe(1);
    expect(pageInRange(999, { count: 1000, exact: false }, 20)).toBeNull();
  });
});

describe('selection', () => {
  const page = [1, 2, 3];

  it('toggles rows, leaves "all matching" for the rest of the page when one row is taken out, and counts the total for all matching', () => {
    let selection = toggleRow(NOTHING_SELECTED, 2, page);
    expect(isRowSelected(selection, 2)).toBe(true);
    selection = toggleRow(selection, 2, page);
    expect(selection).toEqual({ kind: 'ids', ids: [] });
    expect(toggleRow({ kind: 'allMatching' }, 2, page)).toEqual({ kind: 'ids', ids: [1, 3] });
    expect(selectedRowCount({ kind: 'allMatching' }, 500)).toBe(500);
    expect(selectedRowCount({ kind: 'ids', ids: [1, 3] }, 500)).toBe(2);
  });

  it('adds or removes ranges, and keeps only rows still on the page', () => {
    expect(setRows({ kind: 'ids', ids: [1] }, [2, 3], true, page)).toEqual({ kind: 'ids', ids: [1, 2, 3] });
    expect(setRows({ kind: 'allMatching' }, [1], false, page)).toEqual({ kind: 'ids', ids: [2, 3] });
    expect(keepRowsOnPage({ kind: 'ids', ids: [1, 9] }, page)).toEqual({ kind: 'ids', ids: [1] });
    expect(keepRowsOnPage({ kind: 'allMatching' }, page)).toEqual({ kind: 'allMatching' });
  });
});

describe('tabs', () => {
  const { views } = fruitList();
  const saved = savedViewTab(FRUIT_CODEC, { id: 4, name: 'Green apples', filter: 'colours=green&keyword=apple' });
  const tabs = [...views, saved];
  const filter = (search: string) => FRUIT_CODEC.parse(search);

  it('selects the tab that is exactly the filter, a saved one before a tab that matches only part of it', () => {
    expect(selectedTabIndex(FRUIT_CODEC, tabs, filter(''))).toBe(0);
    expect(selectedTabIndex(FRUIT_CODEC, tabs, filter('colours=red'))).toBe(1);
    expect(selectedTabIndex(FRUIT_CODEC, tabs, filter('colours=green&keyword=apple'))).toBe(3);
    expect(saved.id).toBe('saved-4');
  });

  it('falls back to a tab over part of the filter, else none', () => {
    expect(selectedTabIndex(FRUIT_CODEC, tabs, filter('colours=green&keyword=kiwi'))).toBe(2);
    expect(selectedTabIndex(FRUIT_CODEC, tabs, filter('colours=red&keyword=kiwi'))).toBe(-1);
    expect(selectedTabIndex(FRUIT_CODEC, tabs, filter('colours=yellow'))).toBe(-1);
  });
});
