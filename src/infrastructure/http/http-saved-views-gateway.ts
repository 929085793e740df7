import { type ContractClient } from '../../application/http/contract-client.port';
import { type NewSavedView, type SavedViewsGateway } from '../../application/lists/saved-views-gateway.port';
import { deleteSavedView, getSavedViews, type SavedView, type SavedViewAdded, type SavedViewListKey, saveSavedView } from '../../contracts/saved-views.contract';

/** The saved views over the saved-views contract. */
export class HttpSavedViewsGateway implements SavedViewsGateway {
  constructor(private readonly client: ContractClient) {}

  async list(list: SavedViewListKey): Promise<readonly SavedView[]> {
    return (await this.client.call(getSavedViews, { list })).views;
  }

  save(list: SavedViewListKey, view: NewSavedView): Promise<SavedViewAdded> {
    return this.client.call(saveSavedView, { list, name: view.name, filter: view.filter });
  }

  async remove(list: SavedViewListKey, id: number): Promise<readonly SavedView[]> {
    return (await this.client.call(deleteSavedView, { list, id })).views;
  }
}
