import { type ImportJobView } from '../../domain/import/import-views';

/**
 * What the review list asks of imports: the file an import read and when, for its filter chip
 * (docs/product/import-screens.md). The imports gateway (TOKENS.ImportsGateway) answers it.
 */
export interface ReviewImportLookup {
  job(jobId: number): Promise<ImportJobView>;
}
