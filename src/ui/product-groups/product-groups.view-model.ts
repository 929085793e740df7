import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { toProductGroupListQuery } from '../../application/product-groups/product-group-list-state';
import { TOKENS } from '../../application/tokens';
import { getProductGroups } from '../../contracts/product-groups.contract';
import { type ListViewModel } from '../kit/list-view-model';
import { ListViewModelFactory } from '../kit/list-view-model-factory';
import { PRODUCT_GROUP_LIST, type ProductGroupList } from './product-group-list.definition';

/** /settings/product_groups: the shop's product groups on the list kit (docs/product/product-groups.md#list). */
@injectable()
export class ProductGroupsViewModel {
  readonly list: ListViewModel<ProductGroupList>;

  constructor(@inject(ListViewModelFactory) lists: ListViewModelFactory, @inject(TOKENS.ContractClient) client: ContractClient) {
    this.list = lists.create(PRODUCT_GROUP_LIST, {
      load: async ({ filter, page }) => {
        const answer = await client.call(getProductGroups, toProductGroupListQuery(filter, page));
        return { items: answer.list, total: { count: answer.total, exact: true }, facets: null };
      },
    });
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  start(): Promise<void> {
    return this.list.start();
  }

  dispose(): void {
    this.list.dispose();
  }
}
