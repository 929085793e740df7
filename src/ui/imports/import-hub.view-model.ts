import { inject, injectable } from 'inversify';
import { type ContractClient } from '../../application/http/contract-client.port';
import { TOKENS } from '../../application/tokens';
import { getReviewImports } from '../../contracts/imports.contract';
import { IMPORT_LIST_PAGE_SIZE } from '../../contracts/imports.schema';
import { type ListViewModel } from '../kit/list-view-model';
import { ListViewModelFactory } from '../kit/list-view-model-factory';
import { IMPORT_LIST, type ImportList } from './import-list.definition';

/** /import: the ways in and the shop's past imports on the list kit (docs/product/import-screens.md#hub). */
@injectable()
export class ImportHubViewModel {
  readonly list: ListViewModel<ImportList>;

  constructor(@inject(ListViewModelFactory) lists: ListViewModelFactory, @inject(TOKENS.ContractClient) client: ContractClient) {
    this.list = lists.create(IMPORT_LIST, {
      load: async ({ page }) => {
        const answer = await client.call(getReviewImports, { page, page_size: IMPORT_LIST_PAGE_SIZE });
        return { items: answer.list, total: { count: answer.total, exact: true }, facets: null };
      },
    });
  }

  dispose(): void {
    this.list.dispose();
  }
}
