import {
  DEFAULT_REVIEW_REQUEST_PRODUCT_SETTINGS,
  REQUEST_PRODUCT_SCOPES,
  type ReviewRequestProductSettings,
  type ReviewRequestProductsView,
} from '../../../src/domain/collect/review-request-products';
import { definedOnly, documentOverDefaults, oneOfField, type FieldReader } from '../../../src/domain/storefront/settings-document';
import { type SettingsRepository, type SettingsWrites } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type RequestProductCatalog } from './request-product-catalog.port';

/** The shop_documents kind of /collect/review_request_product (docs/product/collect-auto.md#products). */
export const REVIEW_REQUEST_PRODUCTS_DOCUMENT = 'review_request_products';

const idsField: FieldReader<readonly string[]> = (stored) =>
  Array.isArray(stored) && stored.every((id) => typeof id === 'string') ? (stored) : undefined;

export function reviewRequestProductSettingsFrom(stored: unknown): ReviewRequestProductSettings {
  return documentOverDefaults(DEFAULT_REVIEW_REQUEST_PRODUCT_SETTINGS, stored, {
    scope: oneOfField(REQUEST_PRODUCT_SCOPES),
    excluded_product_ids: idsField,
    excluded_collection_ids: idsField,
  });
}

export async function readReviewRequestProductSettings(settings: SettingsRepository, shop: AuthenticatedShop): Promise<ReviewRequestProductSettings> {
  return reviewRequestProductSettingsFrom(await settings.readDocument(shop, REVIEW_REQUEST_PRODUCTS_DOCUMENT));
}

/** get_review_request_products and save_review_request_products; the contract has checked each field. */
export class ReviewRequestProductsUseCases {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly writes: Transactions<SettingsWrites>,
    private readonly catalog: RequestProductCatalog,
  ) {}

  async get(shop: AuthenticatedShop): Promise<ReviewRequestProductsView> {
    const settings = await readReviewRequestProductSettings(this.settings, shop);
    const titles = await this.catalog.titlesOf(shop, { productIds: settings.excluded_product_ids, collectionIds: settings.excluded_collection_ids });
    return { ...settings, titles };
  }

  async save(shop: AuthenticatedShop, changes: Partial<ReviewRequestProductSettings>): Promise<ReviewRequestProductsView> {
    await this.writes.run((writes) => writes.settings.mergeDocument(shop, REVIEW_REQUEST_PRODUCTS_DOCUMENT, definedOnly(changes)));
    return this.get(shop);
  }
}
