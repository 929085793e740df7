import { type RequestOf } from '../../contracts/contract';
import {
  type addManualReview,
  type DropshipmanConnection,
  type DropshipmanProductList,
  type importFromReviewApp,
  type syncDropshipmanReviews,
} from '../../contracts/import-apps.contract';
import { type ImportJobView } from '../../domain/import/import-views';

export type DropshipmanSyncRequest = RequestOf<typeof syncDropshipmanReviews>;
export type ReviewAppImportRequest = RequestOf<typeof importFromReviewApp>;
export type ManualReviewRequest = RequestOf<typeof addManualReview>;

/** Imports from Dropshipman, another review app and by hand (docs/product/import-apps.md). */
export interface ImportAppsGateway {
  dropshipmanConnection(): Promise<DropshipmanConnection>;
  connectDropshipman(apiKey: string): Promise<DropshipmanConnection>;
  disconnectDropshipman(): Promise<DropshipmanConnection>;
  dropshipmanProducts(): Promise<DropshipmanProductList>;
  syncDropshipman(request: DropshipmanSyncRequest): Promise<ImportJobView>;
  importFromReviewApp(request: ReviewAppImportRequest): Promise<ImportJobView>;
  addManualReview(request: ManualReviewRequest): Promise<ImportJobView>;
  /** Uploads a photo or video through the shop's upload policy; its key. */
  uploadMedia(file: File): Promise<string>;
}
