import { type DropshipmanConnection, type DropshipmanProductList, type DropshipmanProductView } from '../../../src/contracts/import-apps.contract';
import { apiKeyHint, keepsDraft } from '../../../src/domain/import/import-apps';
import { type ImportJobView } from '../../../src/domain/import/import-views';
import { type ImportedReviewDraft, IMPORT_ORIGIN_NAMES, MAX_IMPORT_ROWS } from '../../../src/domain/import/imported-review';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { AppError, invalidInput } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { appReviewDraft } from '../../../src/domain/import/app-review-draft';
import { type DropshipmanGateway, type DropshipmanLinkedProduct, type DropshipmanPage } from './dropshipman-gateway.port';
import { type ReviewImportStarter } from './review-import-starter.port';

/** The shop_documents kind holding the shop's Dropshipman key and what it synced (docs/product/import-apps.md#dropshipman). */
export const DROPSHIPMAN_DOCUMENT = 'dropshipman_connection';

/** Pages of linked products (or of one product's reviews) read at most, so a looping API cannot hold a request. */
export const MAX_DROPSHIPMAN_PAGES = 200;

interface StoredConnection {
  readonly api_key: string | null;
  readonly connected_at: string | null;
  /** By Shopify product id: the last sync's import and time. */
  readonly synced: Readonly<Record<string, { readonly job_id: number; readonly synced_at: string }>>;
}

export interface DropshipmanSyncRequest {
  /** Shopify product ids; absent or empty is every linked product. */
  readonly product_ids?: readonly string[] | undefined;
  readonly min_rating: number;
  readonly only_with_photos: boolean;
  readonly publish: boolean;
}

export interface DropshipmanSyncDependencies {
  readonly settings: SettingsRepository;
  readonly gateway: DropshipmanGateway;
  readonly starter: ReviewImportStarter;
  readonly now: () => Date;
}

/** /import/dropshipman_sync: connect with an API key, list the linked products, sync their reviews as one import. */
export class DropshipmanSyncUseCases {
  constructor(private readonly deps: DropshipmanSyncDependencies) {}

  async connection(shop: AuthenticatedShop): Promise<DropshipmanConnection> {
    return viewOf(await this.stored(shop));
  }

  /** The key is tried first: a key Dropshipman refuses is never stored. */
  async connect(shop: AuthenticatedShop, request: { readonly api_key: string }): Promise<DropshipmanConnection> {
    await this.deps.gateway.linkedProducts(request.api_key, 1);
    await this.deps.settings.mergeDocument(shop, DROPSHIPMAN_DOCUMENT, { api_key: request.api_key, connected_at: this.deps.now().toISOString() });
    return this.connection(shop);
  }

  /** Forgets the key; what was synced, and when, stays for the next connection. */
  async disconnect(shop: AuthenticatedShop): Promise<DropshipmanConnection> {
    await this.deps.settings.mergeDocument(shop, DROPSHIPMAN_DOCUMENT, { api_key: null, connected_at: null });
    return this.connection(shop);
  }

  async products(shop: AuthenticatedShop): Promise<DropshipmanProductList> {
    const stored = await this.stored(shop);
    const products = await this.linkedProducts(keyOf(stored));
    return { products: products.map((product) => productView(product, stored)) };
  }

  async sync(shop: AuthenticatedShop, request: DropshipmanSyncRequest): Promise<ImportJobView> {
    const stored = await this.stored(shop);
    const apiKey = keyOf(stored);
    const chosen = chosenProducts(await this.linkedProducts(apiKey), request.product_ids ?? []);
    const drafts: ImportedReviewDraft[] = [];
    let row = 0;
    for (const product of chosen) {
      if (row >= MAX_IMPORT_ROWS) break;
      await this.eachPage(
        (page) => this.deps.gateway.reviews(apiKey, product.supplierProductId, page),
        (reviews) => {
          for (const review of reviews) {
            row += 1;
            const draft = appReviewDraft({
              row,
              product: { kind: 'id', id: product.shopifyProductId },
              rating: review.rating,
              title: '',
              body: review.body,
              authorName: review.authorName,
              authorEmail: '',
              commentedAt: review.commentedAt,
              published: request.publish,
              featured: false,
              // An AliExpress buyer bought from the supplier, not from this shop.
              claimsVerifiedPurchase: false,
              incentivized: false,
              orderId: null,
              country: review.country,
              reply: null,
              photoUrls: review.photoUrls,
              videoUrls: review.videoUrls,
            });
            if (keepsDraft(draft, { minRating: request.min_rating, onlyWithPhotos: request.only_with_photos })) drafts.push(draft);
          }
          return row < MAX_IMPORT_ROWS;
        },
      );
    }
    if (drafts.length === 0) throw invalidInput('product_ids', 'the chosen products have no reviews that match the filters');
    const job = await this.deps.starter.startFromDrafts(shop, {
      kind: 'dropshipman',
      origin: 'dropshipman',
      label: IMPORT_ORIGIN_NAMES.dropshipman,
      drafts: drafts.slice(0, MAX_IMPORT_ROWS),
    });
    await this.recordSynced(shop, chosen, job.id);
    return job;
  }

  private async recordSynced(shop: AuthenticatedShop, products: readonly DropshipmanLinkedProduct[], jobId: number): Promise<void> {
    const syncedAt = this.deps.now().toISOString();
    const synced = { ...(await this.stored(shop)).synced };
    for (const product of products) synced[product.shopifyProductId] = { job_id: jobId, synced_at: syncedAt };
    await this.deps.settings.mergeDocument(shop, DROPSHIPMAN_DOCUMENT, { synced });
  }

  private async linkedProducts(apiKey: string): Promise<DropshipmanLinkedProduct[]> {
    const products: DropshipmanLinkedProduct[] = [];
    await this.eachPage(
      (page) => this.deps.gateway.linkedProducts(apiKey, page),
      (items) => {
        products.push(...items);
        return true;
      },
    );
    return products;
  }

  /** Reads pages from 1 until the last one, until `take` says enough, or MAX_DROPSHIPMAN_PAGES. */
  private async eachPage<T>(read: (page: number) => Promise<DropshipmanPage<T>>, take: (items: readonly T[]) => boolean): Promise<void> {
    let page: number | null = 1;
    for (let count = 0; page !== null && count < MAX_DROPSHIPMAN_PAGES; count += 1) {
      const answer: DropshipmanPage<T> = await read(page);
      if (!take(answer.items)) return;
      page = answer.nextPage;
    }
  }

  private async stored(shop: AuthenticatedShop): Promise<StoredConnection> {
    return storedConnectionFrom(await this.deps.settings.readDocument(shop, DROPSHIPMAN_DOCUMENT));
  }
}

function storedConnectionFrom(stored: unknown): StoredConnection {
  const document = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const synced = typeof document.synced === 'object' && document.synced !== null ? (document.synced as StoredConnection['synced']) : {};
  return {
    api_key: typeof document.api_key === 'string' ? document.api_key : null,
    connected_at: typeof document.connected_at === 'string' ? document.connected_at : null,
    synced,
  };
}

function keyOf(stored: StoredConnection): string {
  if (stored.api_key === null) throw new AppError('conflict', 'api_key: connect Dropshipman first');
  return stored.api_key;
}

function viewOf(stored: StoredConnection): DropshipmanConnection {
  return stored.api_key === null
    ? { connected: false, key_hint: '', connected_at: null }
    : { connected: true, key_hint: apiKeyHint(stored.api_key), connected_at: stored.connected_at };
}

function productView(product: DropshipmanLinkedProduct, stored: StoredConnection): DropshipmanProductView {
  const synced = stored.synced[product.shopifyProductId];
  return {
    shopify_product_id: product.shopifyProductId,
    supplier_product_id: product.supplierProductId,
    supplier_title: product.supplierTitle,
    review_count: product.reviewCount,
    synced_at: synced?.synced_at ?? null,
    last_job_id: synced?.job_id ?? null,
  };
}

function chosenProducts(linked: readonly DropshipmanLinkedProduct[], ids: readonly string[]): readonly DropshipmanLinkedProduct[] {
  if (ids.length === 0) return linked;
  const unknown = ids.find((id) => !linked.some((product) => product.shopifyProductId === id));
  if (unknown !== undefined) throw invalidInput('product_ids', `${unknown} is not a product linked in Dropshipman`);
  return linked.filter((product) => ids.includes(product.shopifyProductId));
}
