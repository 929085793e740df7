import { inject, injectable } from 'inversify';
import { type SavedViewListKey, saveSavedView } from '../../contracts/saved-views.contract';
import { ApiError } from '../http/api-error';
import { type ContractClient } from '../http/contract-client.port';
import { type AppSession } from '../session/app-session.port';
import { type KeyValueStorage } from '../storage/key-value-storage.port';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { TOKENS } from '../tokens';

/** A view as the reviews list kept it in browser storage before views moved to the server. */
interface LocalView {
  readonly name: string;
  readonly search: string;
}

function isLocalView(value: unknown): value is LocalView {
  const view = value as Partial<LocalView> | null;
  return typeof view?.name === 'string' && typeof view.search === 'string';
}

/**
 * The reviews list used to keep a merchant's views in one browser (`review_views:<shop>`). The
 * first time that browser opens the list now, they are saved to the server and the local copy
 * goes; a view the server refuses (its name is taken, the list is full) is dropped. A failure
 * to reach the server keeps the local copy for the next visit.
 */
@injectable()
export class ImportLocalSavedViewsUseCase {
  constructor(
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.AppSession) private readonly session: AppSession,
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
  ) {}

  async execute(list: SavedViewListKey): Promise<void> {
    const shop = this.session.shop?.domain;
    if (list !== 'reviews' || !shop) return;
    const key = `${STORAGE_KEYS.reviewViews}:${shop}`;
    const stored = this.storage.get<unknown>(key);
    if (stored === undefined) return;
    for (const view of Array.isArray(stored) ? stored.filter(isLocalView) : []) {
      try {
        await this.client.call(saveSavedView, { list, name: view.name, filter: view.search });
      } catch (error) {
        if (!(error instanceof ApiError && error.kind === 'envelope')) return;
      }
    }
    this.storage.remove(key);
  }
}
