import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { TOKENS } from '../../application/tokens';
import {
  connectDropshipman,
  disconnectDropshipman,
  type DropshipmanConnection,
  type DropshipmanProductView,
  getDropshipmanConnection,
  getDropshipmanProducts,
  syncDropshipmanReviews,
} from '../../contracts/import-apps.contract';
import { type ImportJobView } from '../../domain/import/import-views';
import { errorMessage } from '../kit/list-notifier';
import { fieldRefusalOf } from './import-field-errors';

export const SYNC_RATING_CHOICES = [1, 2, 3, 4, 5] as const;

/**
 * /import/dropshipman_sync (docs/product/import-apps.md#dropshipman): connect with the API key,
 * choose linked products, sync their AliExpress reviews as one import and follow its progress.
 */
@injectable()
export class DropshipmanSyncViewModel {
  connection: DropshipmanConnection | null = null;
  products: readonly DropshipmanProductView[] = [];
  productsLoading = false;
  apiKey = '';
  keyProblem = '';
  connecting = false;
  /** Shopify product ids ticked; none ticked syncs every product. */
  selected: readonly string[] = [];
  minRating = 1;
  onlyWithPhotos = false;
  syncing = false;
  syncProblem = '';
  job: ImportJobView | null = null;
  /** A failure that is no field's fault (Dropshipman down, the network). */
  error = '';
  private started = false;

  constructor(@inject(TOKENS.ContractClient) private readonly client: ContractClient) {
    makeAutoObservable<this, 'client' | 'started'>(this, { client: false, started: false }, { autoBind: true });
  }

  get connected(): boolean {
    return this.connection?.connected === true;
  }

  get allSelected(): boolean {
    return this.products.length > 0 && this.selected.length === this.products.length;
  }

  /** Reviews the sync would read: the ticked products', or every product's. */
  get reviewsToRead(): number {
    const chosen = this.selected.length === 0 ? this.products : this.products.filter((product) => this.selected.includes(product.shopify_product_id));
    return chosen.reduce((sum, product) => sum + product.review_count, 0);
  }

  async load(): Promise<void> {
    if (this.started) return;
    this.started = true;
    try {
      const connection = await this.client.call(getDropshipmanConnection, {});
      runInAction(() => {
        this.connection = connection;
      });
      if (connection.connected) await this.loadProducts();
    } catch (error) {
      this.fail(error);
    }
  }

  setApiKey(value: string): void {
    this.apiKey = value;
    this.keyProblem = '';
  }

  async connect(): Promise<void> {
    if (this.connecting) return;
    this.connecting = true;
    this.error = '';
    try {
      const connection = await this.client.call(connectDropshipman, { api_key: this.apiKey.trim() });
      runInAction(() => {
        this.connection = connection;
        this.apiKey = '';
      });
      await this.loadProducts();
    } catch (error) {
      const refusal = fieldRefusalOf(error);
      if (refusal?.field === 'api_key') runInAction(() => (this.keyProblem = refusal.problem));
      else this.fail(error);
    } finally {
      runInAction(() => (this.connecting = false));
    }
  }

  async disconnect(): Promise<void> {
    this.error = '';
    try {
      const connection = await this.client.call(disconnectDropshipman, {});
      runInAction(() => {
        this.connection = connection;
        this.products = [];
        this.selected = [];
      });
    } catch (error) {
      this.fail(error);
    }
  }

  toggle(productId: string): void {
    this.selected = this.selected.includes(productId) ? this.selected.filter((id) => id !== productId) : [...this.selected, productId];
  }

  toggleAll(): void {
    this.selected = this.allSelected ? [] : this.products.map((product) => product.shopify_product_id);
  }

  setMinRating(rating: number): void {
    this.minRating = rating;
  }

  setOnlyWithPhotos(value: boolean): void {
    this.onlyWithPhotos = value;
  }

  async sync(): Promise<void> {
    if (this.syncing) return;
    this.syncing = true;
    this.syncProblem = '';
    this.error = '';
    try {
      const job = await this.client.call(syncDropshipmanReviews, { product_ids: [...this.selected], min_rating: this.minRating, only_with_photos: this.onlyWithPhotos });
      runInAction(() => (this.job = job));
      await this.loadProducts();
    } catch (error) {
      const refusal = fieldRefusalOf(error);
      if (refusal) runInAction(() => (this.syncProblem = refusal.problem));
      else this.fail(error);
    } finally {
      runInAction(() => (this.syncing = false));
    }
  }

  private async loadProducts(): Promise<void> {
    runInAction(() => (this.productsLoading = true));
    try {
      const { products } = await this.client.call(getDropshipmanProducts, {});
      runInAction(() => {
        this.products = products;
        this.selected = this.selected.filter((id) => products.some((product) => product.shopify_product_id === id));
      });
    } catch (error) {
      this.fail(error);
    } finally {
      runInAction(() => (this.productsLoading = false));
    }
  }

  private fail(error: unknown): void {
    runInAction(() => (this.error = errorMessage(error)));
  }
}
