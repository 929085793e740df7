import { isFutureDay, manualReviewInstant } from '../../../src/domain/import/import-apps';
import { type ImportJobView } from '../../../src/domain/import/import-views';
import { type ImportedReviewDraft } from '../../../src/domain/import/imported-review';
import { invalidInput } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { uploadedReviewMedia } from '../storage/uploaded-review-media';
import { type UploadedFileRepository } from '../storage/uploaded-file-repository.port';
import { type ReviewImportStarter } from './review-import-starter.port';

/** add_manual_review's request, as the contract has validated it. */
export interface ManualReviewRequest {
  /** '' for a store review. */
  readonly product_id: string;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly author_name: string;
  readonly author_email: string;
  /** YYYY-MM-DD. */
  readonly commented_at: string;
  readonly country: string;
  readonly photos: readonly string[];
  readonly videos: readonly string[];
  readonly reply: string;
  readonly incentivized: boolean;
  readonly published: boolean;
}

/**
 * /collect/manual_import (docs/product/import-apps.md#manual): one review typed in by the
 * merchant becomes a one-row import, so it gets the same product matching, de-duplication and
 * provenance as any other. Its photos and videos are files the merchant uploaded to this shop,
 * handed over at their own `/upload/…` address.
 */
export class AddManualReviewUseCase {
  constructor(
    private readonly uploads: UploadedFileRepository,
    private readonly starter: ReviewImportStarter,
    private readonly now: () => Date,
  ) {}

  async execute(shop: AuthenticatedShop, request: ManualReviewRequest): Promise<ImportJobView> {
    const now = this.now();
    if (isFutureDay(request.commented_at, now)) throw invalidInput('commented_at', 'must not be in the future');
    const media = await uploadedReviewMedia(this.uploads, shop, { photos: request.photos, videos: request.videos });
    const draft: ImportedReviewDraft = {
      row: 1,
      product: request.product_id === '' ? { kind: 'store' } : { kind: 'id', id: request.product_id },
      rating: request.rating,
      title: request.title,
      body: request.body,
      authorName: request.author_name,
      authorEmail: request.author_email,
      commentedAt: manualReviewInstant(request.commented_at, now),
      published: request.published,
      featured: false,
      claimsVerifiedPurchase: false,
      incentivized: request.incentivized,
      orderId: null,
      country: request.country,
      reply: request.reply === '' ? null : { body: request.reply, repliedAt: now.toISOString() },
      media,
    };
    return this.starter.startFromDrafts(shop, { kind: 'manual', origin: 'manual', label: request.author_name, drafts: [draft] });
  }
}
