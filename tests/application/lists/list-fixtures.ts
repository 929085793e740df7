import { parsePositiveInteger } from '../../../src/application/lists/list-address';
import { type ListDefinition, type ListFilterCodec, type ListShape, type ListView } from '../../../src/application/lists/list-definition';
import { filterView } from '../../../src/application/lists/list-views';
import { decodeQueryString, encodeQueryString } from '../../../src/domain/reviews/query-string';

/** A small list for the kit's tests: fruit, filtered by colours and a name search, sorted by name or weight. */
export interface Fruit {
  readonly id: number;
  readonly name: string;
  readonly colour: string;
}

export interface FruitFilter {
  readonly colours: readonly string[];
  readonly keyword: string;
  readonly scope: 'name' | 'origin';
}

export interface FruitList extends ListShape {
  readonly filter: FruitFilter;
  readonly sort: 'name_asc' | 'weight_desc';
  readonly item: Fruit;
  readonly id: number;
  readonly facets: { readonly red: number };
}

const EMPTY: FruitFilter = { colours: [], keyword: '', scope: 'name' };

export const FRUIT_CODEC: ListFilterCodec<FruitFilter> = {
  empty: EMPTY,
  parse: (search) => {
    const params = decodeQueryString(search);
    const keyword = (params.keyword?.[0] ?? '').trim();
    return {
      colours: [...new Set(params.colours ?? [])].sort(),
      keyword,
      scope: keyword !== '' && params.scope?.[0] === 'origin' ? 'origin' : 'name',
    };
  },
  format: (filter) =>
    encodeQueryString({
      ...(filter.colours.length > 0 ? { colours: [...filter.colours].sort() } : {}),
      ...(filter.keyword.trim() !== '' ? { keyword: filter.keyword.trim(), ...(filter.scope === 'origin' ? { scope: 'origin' } : {}) } : {}),
    }),
};

/** A tab over part of the filter (the colours), keeping the search, as Q&A's tabs do. */
const colourTab = (id: string, colours: readonly string[]): ListView<FruitFilter> => ({
  id,
  apply: (current) => ({ ...current, colours }),
  matches: (filter) => filter.colours.join() === colours.join(),
});

export function fruitList(changes: Partial<ListDefinition<FruitList>> = {}): ListDefinition<FruitList> {
  return {
    path: '/fruit',
    pageSize: 2,
    filter: FRUIT_CODEC,
    sorts: ['name_asc', 'weight_desc'],
    views: [filterView(FRUIT_CODEC, 'all', ''), filterView(FRUIT_CODEC, 'red', 'colours=red'), colourTab('greenish', ['green'])],
    savedViews: 'reviews',
    search: {
      read: (filter) => ({ keyword: filter.keyword, scope: filter.keyword === '' ? null : filter.scope }),
      write: (filter, { keyword, scope }) => ({ ...filter, keyword, scope: scope === 'origin' ? 'origin' : 'name' }),
    },
    searchScopes: ['name', 'origin'],
    idOf: (fruit) => fruit.id,
    parseOpenId: parsePositiveInteger,
    selectsAllMatching: true,
    focusFirstRow: true,
    ...changes,
  };
}
