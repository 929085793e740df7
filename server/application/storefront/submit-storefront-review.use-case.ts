import { type ValidRequestOf } from '../../../src/contracts/contract';
import { type SubmittedReviewStatus, type submitStorefrontReview } from '../../../src/contracts/storefront.contract';
import { uploadFile } from '../../../src/contracts/uploads.contract';
import { publishesOnSubmit } from '../../../src/domain/storefront/review-publication';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { invalidInput } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { parseUploadKey } from '../storage/upload-key';
import { type UploadedFileRepository } from '../storage/uploaded-file-repository.port';
import { readReviewWidgetSettings } from './review-widget-settings-store';
import { isFlagOn } from '../../../src/domain/shop/flag-value';
import { STORE_REVIEW_PRODUCT_ID } from '../../../src/domain/storefront/store-review-widgets';
import { readStoreReviewSettings } from './store-review-widgets-settings';
import { productGid } from './shopify-product-id';
import { type Transactions } from '../shared/transactions.port';
import { type StorefrontWrites } from './storefront-repository.port';

type SubmitReviewRequest = ValidRequestOf<typeof submitStorefrontReview>;

/**
 * POST /proxy/submit_review (docs/product/storefront.md#write-a-review): published at once or
 * held for the merchant by the widget settings. Never "verified buyer": an address a shopper types
 * proves nothing (and would tell anyone who has ordered); the review-request e-mail's signed link
 * is what will verify. A form whose honeypot is filled is answered as a held review and stored
 * nowhere, so a robot learns nothing.
 */
export class SubmitStorefrontReviewUseCase {
  constructor(
    private readonly writes: Transactions<StorefrontWrites>,
    private readonly settings: SettingsRepository,
    private readonly uploads: UploadedFileRepository,
    private readonly now: () => Date,
  ) {}

  async execute(shop: AuthenticatedShop, request: SubmitReviewRequest): Promise<{ readonly status: SubmittedReviewStatus }> {
    if (request.product_id === undefined) await this.refuseStoreReviewUnlessTaken(shop);
    if (request.website !== '') return { status: 'pending' };
    const media = [
      ...(await this.mediaOf(shop, request.photos ?? [], 'photo', 'photos')),
      ...(await this.mediaOf(shop, request.videos ?? [], 'video', 'videos')),
    ];
    const settings = await readReviewWidgetSettings(this.settings, shop);
    const published = publishesOnSubmit(settings, request.rating);
    const review = {
      productId: request.product_id === undefined ? STORE_REVIEW_PRODUCT_ID : productGid(request.product_id),
      authorName: request.name,
      authorEmail: request.email,
      rating: request.rating,
      title: request.title,
      body: request.body,
      verified: false,
      published,
      commentedAt: this.now(),
      media,
    };
    await this.writes.run(({ storefront }) => storefront.insertReview(shop, review));
    return { status: published ? 'published' : 'pending' };
  }

  /** A review without a product is a store review: only when the shop shows them and lets shoppers write them (docs/product/storefront.md#store-reviews). */
  private async refuseStoreReviewUnlessTaken(shop: AuthenticatedShop): Promise<void> {
    const store = await readStoreReviewSettings(this.settings, shop);
    if (!isFlagOn(store.is_active_store_review) || !isFlagOn(store.is_allow_write)) throw invalidInput('product_id', 'is required: this shop does not take store reviews');
  }

  /** Each key must name a file this shop uploaded, of the kind the field takes. */
  private async mediaOf(shop: AuthenticatedShop, keys: readonly string[], kind: 'photo' | 'video', field: string) {
    const media = [];
    for (const key of keys) {
      const parsed = parseUploadKey(key);
      const file = parsed?.shopId === shop.id ? await this.uploads.findPublic(parsed) : null;
      if (!file) throw invalidInput(field, `${key} is not a file uploaded to this shop`);
      if (!file.contentType.startsWith(kind === 'photo' ? 'image/' : 'video/')) throw invalidInput(field, `${key} is not a ${kind}`);
      media.push({ kind, url: `${uploadFile.path}/${file.key}` });
    }
    return media;
  }
}
