import { type DraftImportRequest, type ReviewImportStarter } from '../../server/application/imports/review-import-starter.port';
import { type AuthenticatedShop } from '../../server/application/shared/authenticated-shop';
import { type ImportJobView } from '../../src/domain/import/import-views';

/** Records every startFromDrafts call and answers a queued import numbered from 1 (per starter). */
export class FakeReviewImportStarter implements ReviewImportStarter {
  readonly calls: { readonly shop: AuthenticatedShop; readonly request: DraftImportRequest }[] = [];

  startFromDrafts(shop: AuthenticatedShop, request: DraftImportRequest): Promise<ImportJobView> {
    this.calls.push({ shop, request });
    return Promise.resolve({
      id: this.calls.length,
      kind: request.kind,
      origin: request.origin,
      label: request.label,
      status: 'queued',
      total_rows: request.drafts.length,
      processed_rows: 0,
      imported_count: 0,
      duplicate_count: 0,
      skipped_count: 0,
      warning_count: 0,
      media_total: 0,
      media_fetched: 0,
      media_failed: 0,
      undone: false,
      failure: null,
      created_at: '2026-01-01T00:00:00.000Z',
      started_at: null,
      finished_at: null,
    });
  }
}
