import { type ListDefinition, type ListFilterCodec, type ListShape } from '../../application/lists/list-definition';
import { IMPORT_LIST_PAGE_SIZE } from '../../contracts/imports.schema';
import { type ImportJobView } from '../../domain/import/import-views';

export const IMPORT_HUB_PATH = '/import';

/** The past imports have no filter: newest first, by page. */
export type ImportListFilter = Readonly<Record<string, never>>;

export interface ImportList extends ListShape {
  readonly filter: ImportListFilter;
  readonly sort: 'created_desc';
  readonly item: ImportJobView;
  readonly id: number;
  readonly facets: null;
}

const NO_FILTER: ListFilterCodec<ImportListFilter> = { empty: {}, parse: () => ({}), format: () => '' };

/** /import's past imports (docs/product/import-screens.md#hub) in the list kit's terms: pages only. */
export const IMPORT_LIST: ListDefinition<ImportList> = {
  path: IMPORT_HUB_PATH,
  pageSize: IMPORT_LIST_PAGE_SIZE,
  filter: NO_FILTER,
  sorts: ['created_desc'],
  views: [],
  search: { read: () => ({ keyword: '', scope: null }), write: (filter) => filter },
  idOf: (job) => job.id,
  selectsAllMatching: false,
  focusFirstRow: false,
};
