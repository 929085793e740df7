import { type ImportJobKind } from '../../../src/domain/import/import-job';
import { type ImportJobView } from '../../../src/domain/import/import-views';
import { type ImportedReviewDraft, type ImportOrigin } from '../../../src/domain/import/imported-review';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** Reviews gathered by a source other than a file: a bookmarklet, a marketplace page, another app, the merchant's hand. */
export interface DraftImportRequest {
  readonly kind: Exclude<ImportJobKind, 'file'>;
  readonly origin: ImportOrigin;
  /** What the merchant recognises the import by: the page address, the app's name. */
  readonly label: string;
  readonly drafts: readonly ImportedReviewDraft[];
}

/**
 * Queues reviews from any source through the one import pipeline (docs/product/import.md#jobs):
 * the same product matching, de-duplication, provenance, media fetching, report and undo as a file.
 */
export interface ReviewImportStarter {
  startFromDrafts(shop: AuthenticatedShop, request: DraftImportRequest): Promise<ImportJobView>;
}
