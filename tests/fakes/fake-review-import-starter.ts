import { type DraftImportRequest, type ReviewImportStarter } from '../../server/application/imports/review-import-starter.port';
import { type AuthenticatedShop } from '../../server/application/shared/authenticated-shop';
import { type ImportJobView } from '../../src/domain/import/import-views';
import { importJob } from './fake-imports';

/** The import pipeline's starter, recording each call and answering a queued job. */
export class FakeReviewImportStarter implements ReviewImportStarter {
  readonly calls: { readonly shop: AuthenticatedShop; readonly request: DraftImportRequest }[] = [];

  startFromDrafts(shop: AuthenticatedShop, request: DraftImportRequest): Promise<ImportJobView> {
    this.calls.push({ shop, request });
    return Promise.resolve(
      importJob({ id: this.calls.length, kind: request.kind, origin: request.origin, label: request.label, status: 'queued', total_rows: request.drafts.length }),
    );
  }
}
