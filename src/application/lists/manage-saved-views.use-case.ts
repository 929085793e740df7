import { inject, injectable } from 'inversify';
import { deleteSavedView, getSavedViews, type SavedView, type SavedViewListKey, saveSavedView } from '../../contracts/saved-views.contract';
import { SAVED_VIEW_NAME_MAX_LENGTH, SAVED_VIEWS_PER_LIST_MAX } from '../../contracts/saved-views.constants';
import { type ContractClient } from '../http/contract-client.port';
import { TOKENS } from '../tokens';
import { ImportLocalSavedViewsUseCase } from './import-local-saved-views.use-case';

/** Why a view was not saved, checked before any request (the server checks the same). */
export type SaveViewRefusal = 'blankName' | 'nameTooLong' | 'nameTaken' | 'listFull';

export type SaveViewOutcome =
  | { readonly saved: true; readonly view: SavedView; readonly views: readonly SavedView[] }
  | { readonly saved: false; readonly refusal: SaveViewRefusal };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A list's saved views (docs/product/lists.md): read, add and delete, shared by the shop's staff. */
@injectable()
export class ManageSavedViewsUseCase {
  constructor(
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(ImportLocalSavedViewsUseCase) private readonly localViews: ImportLocalSavedViewsUseCase,
  ) {}

  /** The list's views, after moving this browser's old local ones to the server (once). */
  async list(list: SavedViewListKey): Promise<readonly SavedView[]> {
    await this.localViews.execute(list);
    return (await this.client.call(getSavedViews, { list })).views;
  }

  /** Saves the filter under `name`, unless the views shown (`current`) already refuse it. */
  async save(list: SavedViewListKey, view: { readonly name: string; readonly filter: string }, current: readonly SavedView[]): Promise<SaveViewOutcome> {
    const name = view.name.trim();
    if (name === '') return { saved: false, refusal: 'blankName' };
    if (name.length > SAVED_VIEW_NAME_MAX_LENGTH) return { saved: false, refusal: 'nameTooLong' };
    if (current.some((saved) => sameName(saved.name, name))) return { saved: false, refusal: 'nameTaken' };
    if (current.length >= SAVED_VIEWS_PER_LIST_MAX) return { saved: false, refusal: 'listFull' };
    const added = await this.client.call(saveSavedView, { list, name, filter: view.filter });
    return { saved: true, view: added.view, views: added.views };
  }

  /** The list's views once this one is gone (gone already is fine). */
  async remove(list: SavedViewListKey, id: number): Promise<readonly SavedView[]> {
    return (await this.client.call(deleteSavedView, { list, id })).views;
  }
}
